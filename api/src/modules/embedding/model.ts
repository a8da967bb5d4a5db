import { t } from "elysia";

export const DistrictParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64, error: "That district was not found." }),
});

const Origin = t.String({
  minLength: 8,
  maxLength: 255,
  error: "origin must be a web origin such as https://portal.example.org (scheme and host, no path).",
});

export const AddOriginBody = t.Object({ origin: Origin });
export const RemoveOriginQuery = t.Object({ origin: Origin });

const EmbedOrigin = t.Object({
  origin: t.String(),
  addedAt: t.String({ description: "ISO time" }),
});

export const EmbedOriginList = t.Object({
  districtId: t.String(),
  origins: t.Array(EmbedOrigin),
});

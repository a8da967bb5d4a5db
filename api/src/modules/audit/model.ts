import { t } from "elysia";

export const AuditQuery = t.Object({
  /** ISO time: events strictly before it (the next page: the last line's `firstAt`). */
  before: t.Optional(
    t.String({ format: "date-time", error: "before must be a date and time, e.g. 2026-11-24T10:00:00Z." }),
  ),
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 200, error: "limit must be a number from 1 to 200." })),
});

const AuditEvent = t.Object({
  id: t.String(),
  actorId: t.Nullable(t.String()),
  actorName: t.String(),
  action: t.String(),
  subjectUserId: t.Nullable(t.String()),
  /** Null once the person's account is deleted; the event itself is kept. */
  subjectName: t.Nullable(t.String()),
  reason: t.String(),
  resourceId: t.Nullable(t.String()),
  /** When it happened; for a line of repeats, the last of them. */
  createdAt: t.String(),
  /** How many identical events close together this line stands for (1 for one event); each is stored. */
  count: t.Number(),
  /** When the first of them happened (equal to `createdAt` for one event). */
  firstAt: t.String(),
});

export const AuditList = t.Object({ events: t.Array(AuditEvent) });

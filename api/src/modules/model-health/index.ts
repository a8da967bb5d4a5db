import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { authentication } from "../auth/public";
import { readModelHealth } from "./service";

const Usage = t.Object({
  calls: t.Number(),
  offline: t.Number(),
  replies: t.Number(),
  offlineReplies: t.Number(),
  /** 0–1: the share of all AI calls the built-in provider served. */
  offlineShare: t.Number(),
  /** 0–1: the share of tutor replies (turns) the built-in tutor served. */
  offlineReplyShare: t.Number(),
});

const ModelHealth = t.Object({
  provider: t.UnionEnum(["openai", "offline"]),
  model: t.Nullable(t.String()),
  structuredMode: t.Nullable(t.UnionEnum(["json_schema", "json_object", "prompted"])),
  /** This instance's breaker: each instance keeps its own (docs/models.md). */
  breaker: t.Nullable(
    t.Object({
      state: t.UnionEnum(["closed", "open", "half_open"]),
      reopensAt: t.Nullable(t.String()),
      /** When the model stopped answering: the breaker's first opening since its last answer. */
      downSince: t.Nullable(t.String()),
    }),
  ),
  lastHour: Usage,
  lastDay: Usage,
  /** This instance's safety screen since it started: student messages by language (docs/safety.md). */
  safetyScreen: t.Object({
    engine: t.UnionEnum(["offline", "openai"]),
    since: t.String(),
    screened: t.Number(),
    english: t.Number(),
    spanish: t.Number(),
    /** In a language the offline screen cannot read. */
    unreadable: t.Number(),
    /** Of those, judged by the moderation model. */
    unreadableModerated: t.Number(),
  }),
  recentFailures: t.Array(t.Object({ operation: t.String(), kind: t.String(), at: t.String() })),
});

/** The AI model's health, for district and school admins (GET /api/admin/ai/health). */
export function modelHealthModule(ctx: AppContext) {
  ctx.jobs.register({ name: "prune-ai-health", everyMs: 24 * 3_600_000, run: () => ctx.aiHealth.prune() });
  return new Elysia({ prefix: "/admin/ai", name: "model-health", tags: ["Model health"] }).use(authentication(ctx)).get(
    "/health",
    ({ user }) => {
      if (user.districtId === null && user.schoolId === null) {
        throw new AppError("FORBIDDEN", "errors.modelHealthForAdmins");
      }
      return readModelHealth(ctx);
    },
    { roles: ["admin"], response: ModelHealth },
  );
}

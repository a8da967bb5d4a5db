import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { FallbackProvider } from "../../ai/fallback";
import type { Config } from "../../config";
import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";
import { emailBody, emailDateTime } from "../../email/body";
import { queueEmail } from "../../email/outbox";
import { t } from "../../i18n";
import type { Outbox } from "../../outbox/outbox";
import { languageCounts } from "../../safety/language";
import { userLanguage } from "../auth/public";

const HOUR_MS = 3_600_000;
/** At most one outage email per admin in this window, however often the breaker opens. */
const NOTICE_WINDOW_MS = 6 * HOUR_MS;

/**
 * The model's health for a district's or school's admin: which provider and model, how it is asked
 * for JSON, the breaker's state on this instance, the last failures (kind and time only), and how
 * many calls and tutor replies the built-in tutor served in the last hour and day, across instances.
 */
export async function readModelHealth(ctx: AppContext) {
  const ai = ctx.ai;
  const [hour, day, failures] = await Promise.all([
    ctx.aiHealth.usageSince(HOUR_MS),
    ctx.aiHealth.usageSince(24 * HOUR_MS),
    ctx.aiHealth.recentFailures(),
  ]);
  const share = (offline: number, total: number) => (total === 0 ? 0 : offline / total);
  const fallback = ai instanceof FallbackProvider ? ai : null;
  return {
    provider: ai.kind,
    model: fallback ? fallback.primary.model : null,
    structuredMode: fallback ? fallback.primary.structuredMode : null,
    breaker: fallback
      ? {
          state: fallback.breaker.state(),
          reopensAt: toIso(fallback.breaker.reopensAt()),
          downSince: toIso(fallback.breaker.downSince()),
        }
      : null,
    lastHour: {
      ...hour,
      offlineShare: share(hour.offline, hour.calls),
      offlineReplyShare: share(hour.offlineReplies, hour.replies),
    },
    lastDay: {
      ...day,
      offlineShare: share(day.offline, day.calls),
      offlineReplyShare: share(day.offlineReplies, day.replies),
    },
    safetyScreen: safetyScreenCounts(ctx),
    recentFailures: failures.map((failure) => ({
      operation: failure.operation,
      kind: failure.kind,
      at: new Date(failure.at).toISOString(),
    })),
  };
}

/**
 * The student messages this instance's safety screen read since it started, by language: those in
 * a language the offline screen cannot read, and how many of them a moderation model judged.
 */
function safetyScreenCounts(ctx: AppContext) {
  const { since, ...counts } = languageCounts();
  return { engine: ctx.safety.engine, since: new Date(since).toISOString(), ...counts };
}

function toIso(at: number | null): string | null {
  return at === null ? null : new Date(at).toISOString();
}

/**
 * When the breaker opens, the district admins get one email (per six hours, however often it opens
 * again): the model is not answering and Bloom is teaching with its built-in lessons.
 */
export async function notifyAdminsOfModelOutage(
  database: Database,
  outbox: Outbox,
  config: Config,
  at: number,
): Promise<void> {
  const window = Math.floor(at / NOTICE_WINDOW_MS);
  await database.write(async (tx) => {
    const admins = await tx
      .select({
        id: users.id,
        email: users.email,
        districtId: users.districtId,
        locale: users.locale,
        ltiLocale: users.ltiLocale,
      })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.schoolId), isNotNull(users.districtId), isNotNull(users.email)));
    for (const admin of admins) {
      const language = userLanguage(admin) ?? "en";
      await queueEmail(
        outbox,
        tx,
        {
          to: admin.email!,
          subject: t(language, "emails.modelHealth.subject"),
          ...emailBody([
            t(language, "emails.modelHealth.down", {
              model: config.ai.openai?.model ?? t(language, "emails.modelHealth.theModel"),
              server: config.ai.openai?.baseUrl ?? t(language, "emails.modelHealth.itsServer"),
              when: emailDateTime(language, at),
            }),
            t(language, "emails.modelHealth.students"),
            t(language, "emails.modelHealth.dashboard", { link: `${config.publicUrl}/dashboard` }),
          ]),
        },
        { key: `model-outage:${admin.id}:${window}`, districtId: admin.districtId },
      );
    }
  });
}

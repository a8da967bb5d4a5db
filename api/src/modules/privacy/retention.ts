import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import {
  identities,
  masteryEvidence,
  messages,
  retentionSettings,
  sessionNotes,
  type UserRow,
  users,
} from "../../db/schema";
import { AppError } from "../../errors";
import { logger } from "../../logger";
import { DEMO_STUDENT_IDENTITY, requireDistrictAdmin } from "../auth/public";
import { deleteAccounts } from "./deletion";

const DAY_MS = 24 * 3_600_000;
/** Deleted a batch at a time, so the one writer is never held for long. */
const BATCH = 1_000;

/** A district's retention: tutoring messages are kept this many days, or for as long as the account (null). */
export async function loadRetention(database: Database, districtId: string) {
  const [row] = await database.read
    .select()
    .from(retentionSettings)
    .where(eq(retentionSettings.districtId, districtId));
  return { messageRetentionDays: row?.messageRetentionDays ?? null };
}

export async function updateRetention(ctx: AppContext, admin: UserRow, days: number | null) {
  const districtId = requireDistrictAdmin(admin, "change how long the district keeps conversations");
  if (days !== null && (!Number.isInteger(days) || days < 30 || days > 3_650)) {
    throw new AppError("VALIDATION_FAILED", "errors.retentionRange");
  }
  await ctx.database.write((tx) =>
    tx
      .insert(retentionSettings)
      .values({ districtId, messageRetentionDays: days, updatedBy: admin.id, updatedAt: Date.now() })
      .onConflictDoUpdate({
        target: retentionSettings.districtId,
        set: { messageRetentionDays: days, updatedBy: admin.id, updatedAt: Date.now() },
      }),
  );
  return loadRetention(ctx.database, districtId);
}

/**
 * Deletes the tutoring messages (and the session notes made from them) older than each district's
 * retention, for the district's students. Mastery numbers stay: they are not conversation content;
 * the evidence's fingerprints (an answer's own words) go. Returns how many messages went.
 */
export async function applyRetention(ctx: AppContext, now = Date.now()): Promise<number> {
  const districts = await ctx.database.read
    .select()
    .from(retentionSettings)
    .where(isNotNull(retentionSettings.messageRetentionDays));
  let deleted = 0;
  for (const district of districts) {
    const cutoff = now - district.messageRetentionDays! * DAY_MS;
    const inDistrict = sql`(select id from ${users} where ${users.districtId} = ${district.districtId})`;
    deleted += await deleteInBatches(ctx, (tx) =>
      tx
        .delete(messages)
        .where(
          inArray(
            messages.id,
            tx
              .select({ id: messages.id })
              .from(messages)
              .where(and(sql`${messages.userId} in ${inDistrict}`, lt(messages.createdAt, cutoff)))
              .limit(BATCH),
          ),
        )
        .returning({ id: messages.id }),
    );
    await deleteInBatches(ctx, (tx) =>
      tx
        .delete(sessionNotes)
        .where(
          inArray(
            sessionNotes.id,
            tx
              .select({ id: sessionNotes.id })
              .from(sessionNotes)
              .where(and(sql`${sessionNotes.userId} in ${inDistrict}`, lt(sessionNotes.createdAt, cutoff)))
              .limit(BATCH),
          ),
        )
        .returning({ id: sessionNotes.id }),
    );
    await deleteInBatches(ctx, (tx) =>
      tx
        .update(masteryEvidence)
        .set({ fingerprint: null })
        .where(
          inArray(
            masteryEvidence.id,
            tx
              .select({ id: masteryEvidence.id })
              .from(masteryEvidence)
              .where(
                and(
                  sql`${masteryEvidence.userId} in ${inDistrict}`,
                  lt(masteryEvidence.createdAt, cutoff),
                  isNotNull(masteryEvidence.fingerprint),
                ),
              )
              .limit(BATCH),
          ),
        )
        .returning({ id: masteryEvidence.id }),
    );
  }
  if (deleted > 0) logger.info("Retention deleted old tutoring messages", { deleted, districts: districts.length });
  return deleted;
}

async function deleteInBatches(
  ctx: AppContext,
  batch: (tx: Parameters<Parameters<Database["write"]>[0]>[0]) => Promise<{ id: string }[]>,
): Promise<number> {
  let total = 0;
  while (true) {
    const removed = await ctx.database.write(batch);
    total += removed.length;
    if (removed.length < BATCH) return total;
  }
}

/**
 * Visitors' demo accounts (copies of the demo student and "Start fresh" ones) older than
 * DEMO_ACCOUNT_DAYS, deleted with everything in them; the seeded student they are copied from stays.
 */
export async function deleteExpiredDemoAccounts(ctx: AppContext, now = Date.now()): Promise<number> {
  const expired = await ctx.database.read
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isDemo, true),
        lt(users.createdAt, now - ctx.config.auth.demoAccountDays * DAY_MS),
        sql`not exists (select 1 from ${identities} where ${identities.userId} = ${users.id} and ${identities.subject} = ${DEMO_STUDENT_IDENTITY.subject})`,
      ),
    );
  return deleteAccounts(
    ctx,
    expired.map((row) => row.id),
    "demo_expired",
  );
}

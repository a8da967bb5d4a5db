import { desc, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { aiFailures, aiUsage } from "../db/schema";
import { newId } from "../ids";
import { logger } from "../logger";
import type { AiFailureKind } from "./provider";

/** What an AI call was for, on the health panel. */
export type AiOperation = "outline" | "plan" | "reply" | "assessment" | "flashcards" | "grading";

const FLUSH_MS = 30_000;
const KEEP_MS = 2 * 24 * 3_600_000;

interface MinuteCounts {
  calls: number;
  offline: number;
  replies: number;
  offlineReplies: number;
}

/**
 * Counts the calls to the district's model and how many the built-in provider served instead, and
 * keeps the model's failures, for admins (GET /api/admin/ai/health). Counts are kept in memory per
 * minute and added to the database every 30 seconds (one small write, whatever the traffic), so
 * every instance's share shows on one panel; failures are written when they happen.
 */
export class AiHealth {
  private readonly instance = newId();
  private pending = new Map<number, MinuteCounts>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly database: Database) {}

  recordCall(operation: AiOperation, servedOffline: boolean, at = Date.now()): void {
    const minute = Math.floor(at / 60_000);
    const counts = this.pending.get(minute) ?? { calls: 0, offline: 0, replies: 0, offlineReplies: 0 };
    counts.calls += 1;
    if (servedOffline) counts.offline += 1;
    if (operation === "reply") {
      counts.replies += 1;
      if (servedOffline) counts.offlineReplies += 1;
    }
    this.pending.set(minute, counts);
  }

  recordFailure(operation: AiOperation, kind: AiFailureKind, at = Date.now()): void {
    void this.database
      .write((tx) => tx.insert(aiFailures).values({ id: newId(), operation, kind, at }))
      .catch((error: unknown) => logger.warn("A model failure could not be recorded", { error }));
  }

  start(): void {
    if (!this.timer) this.timer = setInterval(() => void this.flush(), FLUSH_MS);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Adds the counts kept in memory to the database. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    await this.database.write(async (tx) => {
      for (const [minute, counts] of batch) {
        await tx
          .insert(aiUsage)
          .values({ minute, instance: this.instance, ...counts })
          .onConflictDoUpdate({
            target: [aiUsage.minute, aiUsage.instance],
            set: {
              calls: sql`${aiUsage.calls} + ${counts.calls}`,
              offline: sql`${aiUsage.offline} + ${counts.offline}`,
              replies: sql`${aiUsage.replies} + ${counts.replies}`,
              offlineReplies: sql`${aiUsage.offlineReplies} + ${counts.offlineReplies}`,
            },
          });
      }
    });
  }

  /** Calls and tutor replies in the last `ms`, across every instance, and how many were served offline. */
  async usageSince(ms: number, now = Date.now()) {
    await this.flush();
    const [row] = await this.database.read
      .select({
        calls: sql<number>`coalesce(sum(${aiUsage.calls}), 0)`,
        offline: sql<number>`coalesce(sum(${aiUsage.offline}), 0)`,
        replies: sql<number>`coalesce(sum(${aiUsage.replies}), 0)`,
        offlineReplies: sql<number>`coalesce(sum(${aiUsage.offlineReplies}), 0)`,
      })
      .from(aiUsage)
      .where(gte(aiUsage.minute, Math.floor((now - ms) / 60_000)));
    return {
      calls: Number(row?.calls ?? 0),
      offline: Number(row?.offline ?? 0),
      replies: Number(row?.replies ?? 0),
      offlineReplies: Number(row?.offlineReplies ?? 0),
    };
  }

  recentFailures(limit = 20) {
    return this.database.read.select().from(aiFailures).orderBy(desc(aiFailures.at)).limit(limit);
  }

  /** Forgets counts and failures older than two days (the panel shows a day at most). */
  async prune(now = Date.now()): Promise<void> {
    await this.database.write(async (tx) => {
      await tx.delete(aiUsage).where(lt(aiUsage.minute, Math.floor((now - KEEP_MS) / 60_000)));
      await tx.delete(aiFailures).where(lt(aiFailures.at, now - KEEP_MS));
    });
  }
}

import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { Elysia } from "elysia";
import type { RateLimitPolicy, RateLimitRule } from "../config";
import type { Database, WriteTx } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { AppError } from "../errors";
import { type Language, t } from "../i18n";
import type { ScheduledJob } from "../jobs/scheduler";
import { addressBucket } from "./address-bucket";
import { requestFacts } from "./request-context";
import { type StoredWindow, slidingWindow } from "./sliding-window";

/** Whom each policy counts: the signed-in user, the client's address, or the LTI platform (its issuer). */
const RATE_LIMIT_SUBJECTS = {
  tutorTurns: "user",
  flashcardGeneration: "user",
  answerGrading: "user",
  contentGeneration: "user",
  signIn: "address",
  demoAccounts: "address",
  ltiRequests: "address",
  ltiPlatformLaunches: "platform",
  refusedRequests: "user",
} as const satisfies Record<RateLimitPolicy, "user" | "address" | "platform">;

/** The 429's sentence: how long to wait, in words a child reads, rounded the way a person would say it. */
export function rateLimitedMessage(retryAfterSeconds: number, language: Language = "en"): string {
  return t(language, "errors.rateLimited", waitOf(retryAfterSeconds));
}

/** The wait in the 429's sentence: a minute, some minutes, an hour or some hours. */
function waitOf(retryAfterSeconds: number): { wait: string; count: number } {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const hours = Math.round(retryAfterSeconds / 3600);
  if (retryAfterSeconds <= 90) return { wait: "minute", count: 1 };
  if (retryAfterSeconds < 3000) return { wait: "minutes", count: minutes };
  return hours <= 1 ? { wait: "hour", count: 1 } : { wait: "hours", count: hours };
}

/** Where one admitted request was counted, so that it can be taken back (`RateLimiter.refund`). */
interface Admission {
  bucket: string;
  windowStart: number;
  windowMs: number;
}

export type RateLimitDecision =
  | { allowed: true; admission?: Admission }
  | { allowed: false; retryAfterSeconds: number };

/** The policies a route may name: launches are counted by the LTI tool, refusals by the limiter itself. */
type RoutePolicy = Exclude<RateLimitPolicy, "ltiPlatformLaunches" | "refusedRequests">;

/** The 429 every limit answers with: the house's error shape, and `Retry-After` in whole seconds. */
function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", "errors.rateLimited", waitOf(retryAfterSeconds), {
    "retry-after": String(retryAfterSeconds),
  });
}

/**
 * Rate limits counted in the database, so every API process on one database shares the counts.
 * Each caller's bucket is a sliding window made of two fixed windows (the current count plus the
 * previous window's count weighted by how much of it still overlaps). A refused request is not
 * counted, so hammering does not lengthen the wait.
 *
 * A request is decided and counted in one write transaction of its own (ADR 0042): the write takes
 * the database's write lock, so the next request, on this instance or another, sees its count, and
 * two instances deciding at once cannot both take the last place. A request under a per-user limit
 * that is then refused (a 4xx: another's id, bad input) is taken back, within a generous allowance
 * of refusals per user (ADR 0033).
 */
export class RateLimiter {
  constructor(
    private readonly database: Database,
    private readonly rules: Record<RateLimitPolicy, RateLimitRule | null>,
  ) {}

  /** Counts one request of `policy` by `key` (a user id, an address, an issuer) at `now`. */
  async hit(policy: RateLimitPolicy, key: string, now = Date.now()): Promise<RateLimitDecision> {
    const rule = this.rules[policy];
    if (!rule) return { allowed: true };
    const bucket = bucketOf(policy, key);
    const windowMs = rule.windowSeconds * 1000;
    return this.database.write(async (tx) => {
      const window = slidingWindow(await storedCounts(tx, bucket), now, windowMs);
      if (!window.fits(rule.limit)) return { allowed: false, retryAfterSeconds: window.retryAfterSeconds(rule.limit) };
      const { windowStart } = window;
      const counts = {
        windowStart,
        count: window.count + 1,
        previousCount: window.previousCount,
        expiresAt: windowStart + 2 * windowMs,
      };
      // Plain values: the transaction holds the write lock, so no one has changed the row since it was read.
      await tx
        .insert(rateLimitCounters)
        .values({ bucket, ...counts })
        .onConflictDoUpdate({ target: rateLimitCounters.bucket, set: counts });
      return { allowed: true, admission: { bucket, windowStart, windowMs } };
    });
  }

  /** Whether `policy` is limited at all (a limit set to `off` counts nothing). */
  limits(policy: RateLimitPolicy): boolean {
    return this.rules[policy] !== null;
  }

  /** Like `hit`, but a refusal is thrown as the 429 error; an admitted request's place is returned. */
  async enforce(policy: RateLimitPolicy, key: string, now = Date.now()): Promise<Admission | undefined> {
    const decision = await this.hit(policy, key, now);
    if (!decision.allowed) throw rateLimitedError(decision.retryAfterSeconds);
    return decision.admission;
  }

  /** Takes one admitted request back out of its window, or out of the previous count once its window has passed. */
  async refund({ bucket, windowStart, windowMs }: Admission): Promise<void> {
    const table = rateLimitCounters;
    const inWindow = (start: number) => and(eq(table.bucket, bucket), eq(table.windowStart, start));
    // At most one of the two matches: the stored window is the request's own, or the one after it.
    await this.database.write(async (tx) => {
      await tx
        .update(table)
        .set({ count: sql`max(${table.count} - 1, 0)` })
        .where(inWindow(windowStart));
      await tx
        .update(table)
        .set({ previousCount: sql`max(${table.previousCount} - 1, 0)` })
        .where(inWindow(windowStart + windowMs));
    });
  }

  /**
   * A request admitted under a per-user limit was refused and did nothing: it is taken back from that
   * budget while the caller's allowance of refusals (`refusedRequests`) lasts, and past it counts as
   * before, so probing stays bounded.
   */
  async forgive(admission: Admission, key: string): Promise<void> {
    if ((await this.hit("refusedRequests", key)).allowed) await this.refund(admission);
  }

  /** Deletes the buckets whose windows have both passed; returns how many. */
  async prune(now = Date.now()): Promise<number> {
    const removed = await this.database.write((tx) =>
      tx
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.expiresAt, now))
        .returning({ bucket: rateLimitCounters.bucket }),
    );
    return removed.length;
  }

  /** The scheduled job that keeps the counters table small. */
  pruneJob(): ScheduledJob {
    return { name: "rate-limit-counters", everyMs: 15 * 60_000, run: async () => void (await this.prune()) };
  }
}

/** The bucket's stored counts, if it has any. */
async function storedCounts(tx: WriteTx, bucket: string): Promise<StoredWindow | undefined> {
  const table = rateLimitCounters;
  const [stored] = await tx
    .select({ windowStart: table.windowStart, count: table.count, previousCount: table.previousCount })
    .from(table)
    .where(eq(table.bucket, bucket));
  return stored;
}

/** The caller's key is hashed: the table never holds an address or a user id in clear. */
function bucketOf(policy: RateLimitPolicy, key: string): string {
  return `${policy}:${createHash("sha256").update(key).digest("base64url").slice(0, 32)}`;
}

/** Whom `policy` counts for this request: the signed-in user (or, before sign-in, the address) or the address. */
function requestKey(policy: Exclude<RateLimitPolicy, "ltiPlatformLaunches">, request: Request): string {
  const facts = requestFacts(request);
  if (RATE_LIMIT_SUBJECTS[policy] === "user" && facts.userId) return `user:${facts.userId}`;
  return `address:${addressBucket(facts.clientAddress)}`;
}

/**
 * The route option `rateLimit: "<policy>"`: decided after authentication (so a per-user limit
 * knows the user) and before the handler, so a refused request does nothing else. A per-user
 * request the handler refuses (a 4xx other than 429, such as another student's session: 404) is
 * forgiven (`RateLimiter.forgive`) before the answer goes; per-address limits (sign-in, demo
 * accounts) count refusals, which are what they stop.
 */
export function rateLimits(limiter: RateLimiter) {
  const admitted = new WeakMap<Request, Admission>();
  return new Elysia({ name: "rate-limits" }).macro({
    // Always the same hooks, so routes keep their response types; a limit set to off admits everything.
    rateLimit: (policy: RoutePolicy) => ({
      async beforeHandle({ request }: { request: Request }) {
        if (!limiter.limits(policy)) return;
        const admission = await limiter.enforce(policy, requestKey(policy, request));
        if (admission && RATE_LIMIT_SUBJECTS[policy] === "user") admitted.set(request, admission);
      },
      // Runs on errors too, after the error handler has set the status, before the answer is sent.
      async mapResponse({ request, set }: { request: Request; set: { status?: unknown } }) {
        const admission = admitted.get(request);
        if (!admission) return;
        admitted.delete(request);
        if (isRefusal(set.status)) await limiter.forgive(admission, requestKey("refusedRequests", request));
      },
    }),
  });
}

/** A 4xx answer other than 429: the request was refused before it did what it asked. */
function isRefusal(status: unknown): boolean {
  return typeof status === "number" && status >= 400 && status < 500 && status !== 429;
}

/** A hook counting every request of an instance's routes under `policy` (the LTI tool's pages). */
export function rateLimitEveryRequest(
  limiter: RateLimiter,
  policy: RoutePolicy,
  except: (request: Request) => boolean = () => false,
) {
  return async ({ request }: { request: Request }) => {
    if (except(request)) return;
    await limiter.enforce(policy, requestKey(policy, request));
  };
}

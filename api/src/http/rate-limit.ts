import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { eq, lt, sql } from "drizzle-orm";
import { Elysia } from "elysia";
import type { RateLimitPolicy, RateLimitRule } from "../config";
import type { Database, WriteTx } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { AppError } from "../errors";
import type { ScheduledJob } from "../jobs/scheduler";
import { logger } from "../logger";
import { requestFacts } from "./request-context";

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
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const hours = Math.round(retryAfterSeconds / 3600);
  const wait =
    retryAfterSeconds <= 90
      ? "a minute"
      : retryAfterSeconds < 3000
        ? `about ${minutes} minutes`
        : hours <= 1
          ? "about an hour"
          : `about ${hours} hours`;
  return `You're going a little fast. Please wait ${wait} and try again.`;
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
  return new AppError("RATE_LIMITED", rateLimitedMessage(retryAfterSeconds), {
    "retry-after": String(retryAfterSeconds),
  });
}

/** How long an admitted request's count may wait to be written with others (see `RateLimiter`). */
const COUNT_WRITE_DELAY_MS = 10;

/**
 * Rate limits counted in the database, so every API process on one database shares the counts.
 * Each caller's bucket is a sliding window made of two fixed windows (the current count plus the
 * previous window's count weighted by how much of it still overlaps). A refused request is not
 * counted, so hammering does not lengthen the wait.
 *
 * A request is decided on the stored count plus the counts this process has admitted and not yet
 * written; its own count is written behind it, with every other count of the next 10 ms, in one
 * write (ADR 0032). So the write is off the path to a chat reply's first words, and a class sending
 * at once is one write, not one each. An answer that is not a stream waits for the write (the rate
 * limit macro), so the next request sees it whichever instance it reaches; two instances deciding
 * on one bucket within the same 10 ms may let one request too many through. A request under a
 * per-user limit that is then refused (a 4xx: another's id, bad input) is taken back, within a
 * generous allowance of refusals per user (ADR 0033).
 */
export class RateLimiter {
  /** The requests admitted in a bucket's window and not yet stored, by bucket and window. */
  private readonly unwritten = new Map<string, UnwrittenCount>();
  /** The writes under way. */
  private readonly writes = new Set<Promise<void>>();
  private writeTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly database: Database,
    private readonly rules: Record<RateLimitPolicy, RateLimitRule | null>,
  ) {}

  /** Counts one request of `policy` by `key` (a user id, an address, an issuer) at `now`. */
  async hit(policy: RateLimitPolicy, key: string, now = Date.now()): Promise<RateLimitDecision> {
    const rule = this.rules[policy];
    if (!rule) return { allowed: true };
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const bucket = bucketOf(policy, key);
    const { count, previousCount } = await this.countsOf(bucket, windowStart, windowMs);
    const overlap = (windowMs - (now - windowStart)) / windowMs;
    if (previousCount * overlap + count + 1 <= rule.limit) {
      this.admit(bucket, windowStart, windowMs);
      return { allowed: true, admission: { bucket, windowStart, windowMs } };
    }
    const retryAt = nextAllowedAt(rule.limit, count, previousCount, windowStart, windowMs);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
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

  /**
   * Takes one admitted request back out of its bucket. A count not yet handed to a write is simply
   * forgotten; one written or being written gets a minus one written after it, which decisions see
   * once it is stored (until then they are stricter by one, never more lenient).
   */
  refund(admission: Admission): void {
    const key = unwrittenKey(admission.bucket, admission.windowStart);
    const count = this.unwritten.get(key);
    if (count && count.admitted > count.writing) {
      count.admitted -= 1;
      if (count.admitted === 0 && count.refunds === 0) this.unwritten.delete(key);
      return;
    }
    if (count) count.refunds += 1;
    else this.unwritten.set(key, { ...admission, admitted: 0, writing: 0, refunds: 1 });
    this.writeTimer ??= setTimeout(() => void this.flush(), COUNT_WRITE_DELAY_MS);
  }

  /**
   * A request admitted under a per-user limit was refused and did nothing: it is taken back from that
   * budget while the caller's allowance of refusals (`refusedRequests`) lasts, and past it counts as
   * before, so probing stays bounded. Resolves once the counts are written, as an answer does.
   */
  async forgive(admission: Admission, key: string): Promise<void> {
    if ((await this.hit("refusedRequests", key)).allowed) this.refund(admission);
    await this.flush();
  }

  /** Writes the admitted requests not yet written; resolves once every count admitted so far is stored. */
  async flush(): Promise<void> {
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    const batch = [...this.unwritten.values()]
      .filter((count) => count.admitted > count.writing || count.refunds > 0)
      .map((count) => ({ count, added: count.admitted - count.writing, refunded: count.refunds }))
      // Oldest window first, so a later window's count carries the earlier one over.
      .sort((a, b) => a.count.windowStart - b.count.windowStart);
    if (batch.length > 0) {
      const written = this.write(batch);
      this.writes.add(written);
      void written.finally(() => this.writes.delete(written));
    }
    // A write already under way may hold counts admitted before this call.
    await Promise.all(this.writes);
  }

  private async write(batch: { count: UnwrittenCount; added: number; refunded: number }[]): Promise<void> {
    for (const { count, added, refunded } of batch) {
      count.writing += added;
      count.refunds -= refunded;
    }
    try {
      await this.database.write(async (tx) => {
        for (const { count, added, refunded } of batch) {
          const { bucket, windowStart, windowMs } = count;
          await this.database
            .preparedWrite(tx, "rate-limit.add", addCount)
            .run({ bucket, windowStart, windowMs, hits: added - refunded, expiresAt: windowStart + 2 * windowMs });
        }
      });
    } catch (error) {
      // The requests were answered already; a count lost only makes the limit more lenient for a window.
      logger.warn("Rate-limit counts could not be written", { error, buckets: batch.length });
    }
    // Taken out only now, so that a decision made while they were being written still counts them
    // (one made between the commit and here counts them twice: stricter for a moment, never lenient).
    for (const { count, added } of batch) {
      count.admitted -= added;
      count.writing -= added;
      if (count.admitted === 0 && count.refunds === 0)
        this.unwritten.delete(unwrittenKey(count.bucket, count.windowStart));
    }
  }

  /** Deletes the buckets whose windows have both passed; returns how many. */
  async prune(now = Date.now()): Promise<number> {
    await this.flush();
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

  /** The bucket's counts in the window starting at `windowStart` and the one before: stored, plus not yet written. */
  private async countsOf(bucket: string, windowStart: number, windowMs: number) {
    const [stored] = await this.database
      .prepared("rate-limit.bucket", (db) =>
        db
          .select({
            windowStart: rateLimitCounters.windowStart,
            count: rateLimitCounters.count,
            previousCount: rateLimitCounters.previousCount,
          })
          .from(rateLimitCounters)
          .where(eq(rateLimitCounters.bucket, sql.placeholder("bucket")))
          .prepare(),
      )
      .all({ bucket });
    let count = this.unwritten.get(unwrittenKey(bucket, windowStart))?.admitted ?? 0;
    let previousCount = this.unwritten.get(unwrittenKey(bucket, windowStart - windowMs))?.admitted ?? 0;
    if (stored?.windowStart === windowStart) {
      count += stored.count;
      previousCount += stored.previousCount;
    } else if (stored?.windowStart === windowStart - windowMs) {
      previousCount += stored.count;
    }
    return { count, previousCount };
  }

  private admit(bucket: string, windowStart: number, windowMs: number): void {
    const key = unwrittenKey(bucket, windowStart);
    const count = this.unwritten.get(key);
    if (count) count.admitted += 1;
    else this.unwritten.set(key, { bucket, windowStart, windowMs, admitted: 1, writing: 0, refunds: 0 });
    this.writeTimer ??= setTimeout(() => void this.flush(), COUNT_WRITE_DELAY_MS);
  }
}

/**
 * Requests admitted in one bucket's window and not yet stored; `writing` of them are being written.
 * `refunds`: requests taken back after their count was handed to a write, to subtract in the next one.
 */
interface UnwrittenCount {
  bucket: string;
  windowStart: number;
  windowMs: number;
  admitted: number;
  writing: number;
  refunds: number;
}

function unwrittenKey(bucket: string, windowStart: number): string {
  return `${bucket} ${windowStart}`;
}

/**
 * The earliest moment one more request fits under `limit`, given the current window's count
 * (without it) and the previous window's: later in this window as the previous one slides out,
 * or in the next window as this one does.
 */
function nextAllowedAt(limit: number, count: number, previousCount: number, windowStart: number, windowMs: number) {
  if (count + 1 <= limit) {
    const slidOut = previousCount === 0 ? 0 : 1 - (limit - count - 1) / previousCount;
    return windowStart + windowMs * Math.max(0, slidOut);
  }
  const slidOut = count === 0 ? 0 : 1 - (limit - 1) / count;
  return windowStart + windowMs + windowMs * Math.max(0, slidOut);
}

/**
 * Adds `hits` to a bucket's window. The stored window may be older (this one starts, carrying it
 * over as the previous window when it is the one just before) or, when another instance wrote a
 * later window first, newer (the hits then belong to its previous window, or to none).
 */
function addCount(db: WriteTx) {
  const table = rateLimitCounters;
  const windowStart = sql`${sql.placeholder("windowStart")}`;
  const hits = sql`${sql.placeholder("hits")}`;
  const windowMs = sql`${sql.placeholder("windowMs")}`;
  const expiresAt = sql`${sql.placeholder("expiresAt")}`;
  return db
    .insert(table)
    .values({
      bucket: sql`${sql.placeholder("bucket")}`,
      windowStart,
      count: hits,
      previousCount: 0,
      expiresAt,
    })
    .onConflictDoUpdate({
      target: table.bucket,
      // SQLite evaluates every expression here on the row as it was, before this update.
      set: {
        previousCount: sql`case when ${table.windowStart} = ${windowStart} then ${table.previousCount}
          when ${table.windowStart} = ${windowStart} - ${windowMs} then ${table.count}
          when ${table.windowStart} = ${windowStart} + ${windowMs} then ${table.previousCount} + ${hits}
          when ${table.windowStart} > ${windowStart} then ${table.previousCount} else 0 end`,
        count: sql`case when ${table.windowStart} = ${windowStart} then ${table.count} + ${hits}
          when ${table.windowStart} > ${windowStart} then ${table.count} else ${hits} end`,
        windowStart: sql`max(${table.windowStart}, ${windowStart})`,
        expiresAt: sql`max(${table.expiresAt}, ${expiresAt})`,
      },
    })
    .prepare();
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
 * The address a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64,
 * since one home or phone is given a whole /64 and could otherwise take a new address per request.
 */
export function addressBucket(address: string): string {
  const plain = address.replace(/%.*$/, "");
  if (isIP(plain) !== 6) return plain;
  if (/^::ffff:/i.test(plain) && isIP(plain.slice(7)) === 4) return plain.slice(7);
  const [head = "", tail] = plain.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 32 bits, outside the /64.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes(".") ? 1 : 0);
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The route option `rateLimit: "<policy>"`: decided after authentication (so a per-user limit
 * knows the user) and before the handler, so a refused request does nothing else. An answer that
 * is not a stream waits until its count is written, so the caller's next request sees it on any
 * instance; a stream (a chat reply) does not, its count being written within 10 ms, and neither
 * does an answer under a limit that is off. A per-user request the handler refuses (a 4xx other
 * than 429, such as another student's session: 404) is forgiven (`RateLimiter.forgive`) before the
 * answer goes; per-address limits (sign-in, demo accounts) count refusals, which are what they stop.
 */
export function rateLimits(limiter: RateLimiter) {
  const admitted = new WeakMap<Request, Admission>();
  return new Elysia({ name: "rate-limits" }).macro({
    // A limit set to off (limits are read once, at start) puts no hook on its routes at all.
    rateLimit: (policy: RoutePolicy) =>
      limiter.limits(policy)
        ? {
            async beforeHandle({ request }) {
              const admission = await limiter.enforce(policy, requestKey(policy, request));
              if (admission && RATE_LIMIT_SUBJECTS[policy] === "user") admitted.set(request, admission);
            },
            async afterHandle({ responseValue }) {
              if (!isStream(responseValue)) await limiter.flush();
            },
            // Runs on errors too, after the error handler has set the status, before the answer is sent.
            async mapResponse({ request, set }) {
              const admission = admitted.get(request);
              if (!admission) return;
              admitted.delete(request);
              if (isRefusal(set.status)) await limiter.forgive(admission, requestKey("refusedRequests", request));
            },
          }
        : {},
  });
}

/** A 4xx answer other than 429: the request was refused before it did what it asked. */
function isRefusal(status: unknown): boolean {
  return typeof status === "number" && status >= 400 && status < 500 && status !== 429;
}

/** Whether a handler's answer is sent as it is produced (server-sent events). */
function isStream(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && Symbol.asyncIterator in answer;
}

/**
 * A hook counting every request of an instance's routes under `policy` (the LTI tool's pages). The
 * answers do not wait for their counts' write, which follows within 10 ms (ADR 0032).
 */
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

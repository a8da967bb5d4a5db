import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { eq, lt, sql } from "drizzle-orm";
import { Elysia } from "elysia";
import type { RateLimitPolicy, RateLimitRule } from "../config";
import type { Database, WriteTx } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { AppError } from "../errors";
import type { ScheduledJob } from "../jobs/scheduler";
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

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The 429 every limit answers with: the house's error shape, and `Retry-After` in whole seconds. */
function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", rateLimitedMessage(retryAfterSeconds), {
    "retry-after": String(retryAfterSeconds),
  });
}

/**
 * Rate limits counted in the database, so every API process on one database shares the counts.
 * Each caller's bucket is a sliding window made of two fixed windows (the current count plus the
 * previous window's count weighted by how much of it still overlaps), updated by one upsert per
 * request; a refused request is taken back out, so hammering does not lengthen the wait.
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
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const bucket = bucketOf(policy, key);
    const table = rateLimitCounters;
    return this.database.write(async (tx) => {
      const [counter] = await this.database.preparedWrite(tx, "rate-limit.count", countRequest).all({
        bucket,
        windowStart,
        previousWindowStart: windowStart - windowMs,
        expiresAt: windowStart + 2 * windowMs,
      });
      const { count, previousCount } = counter!;
      const overlap = (windowMs - (now - windowStart)) / windowMs;
      if (previousCount * overlap + count <= rule.limit) return { allowed: true };
      await tx
        .update(table)
        .set({ count: sql`${table.count} - 1` })
        .where(eq(table.bucket, bucket));
      const retryAt = nextAllowedAt(rule.limit, count - 1, previousCount, windowStart, windowMs);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
    });
  }

  /** Like `hit`, but a refusal is thrown as the 429 error. */
  async enforce(policy: RateLimitPolicy, key: string, now = Date.now()): Promise<void> {
    const decision = await this.hit(policy, key, now);
    if (!decision.allowed) throw rateLimitedError(decision.retryAfterSeconds);
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

/** Counts one request in a bucket's window, carrying the last window's count over when a new window starts. */
function countRequest(db: WriteTx) {
  const table = rateLimitCounters;
  const windowStart = sql`${sql.placeholder("windowStart")}`;
  const expiresAt = sql`${sql.placeholder("expiresAt")}`;
  return db
    .insert(table)
    .values({ bucket: sql`${sql.placeholder("bucket")}`, windowStart, count: 1, previousCount: 0, expiresAt })
    .onConflictDoUpdate({
      target: table.bucket,
      // SQLite evaluates every expression here on the row as it was, before this update.
      set: {
        previousCount: sql`case when ${table.windowStart} = ${windowStart} then ${table.previousCount}
          when ${table.windowStart} = ${sql.placeholder("previousWindowStart")} then ${table.count} else 0 end`,
        count: sql`case when ${table.windowStart} = ${windowStart} then ${table.count} + 1 else 1 end`,
        windowStart,
        expiresAt,
      },
    })
    .returning({ count: table.count, previousCount: table.previousCount })
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
 * The route option `rateLimit: "<policy>"`: counted after authentication (so a per-user limit
 * knows the user) and before the handler, so a refused request does nothing else.
 */
export function rateLimits(limiter: RateLimiter) {
  return new Elysia({ name: "rate-limits" }).macro({
    rateLimit: (policy: Exclude<RateLimitPolicy, "ltiPlatformLaunches">) => ({
      async beforeHandle({ request }) {
        await limiter.enforce(policy, requestKey(policy, request));
      },
    }),
  });
}

/** A hook counting every request of an instance's routes under `policy` (the LTI tool's pages). */
export function rateLimitEveryRequest(
  limiter: RateLimiter,
  policy: Exclude<RateLimitPolicy, "ltiPlatformLaunches">,
  except: (request: Request) => boolean = () => false,
) {
  return async ({ request }: { request: Request }) => {
    if (except(request)) return;
    await limiter.enforce(policy, requestKey(policy, request));
  };
}

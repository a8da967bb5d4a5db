import { afterAll, describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import { createTempDatabase } from "../../test/temp-database";
import { parseRateLimit, RATE_LIMIT_DEFAULTS, type RateLimitPolicy, type RateLimitRule } from "../config";
import { rateLimitCounters } from "../db/schema";
import { addressBucket } from "./address-bucket";
import { RateLimiter, rateLimitedMessage, rateLimits } from "./rate-limit";

const temp = await createTempDatabase();
afterAll(() => temp.close());

const MINUTE = 60_000;
/** The start of a minute, so the windows in these tests are easy to reason about. */
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % MINUTE);

function limiter(rules: Partial<Record<RateLimitPolicy, RateLimitRule | null>>) {
  const all = Object.fromEntries(Object.keys(RATE_LIMIT_DEFAULTS).map((policy) => [policy, null])) as Record<
    RateLimitPolicy,
    RateLimitRule | null
  >;
  return new RateLimiter(temp.database, { ...all, ...rules });
}

/** The stored buckets of `policy` (each test counts under a policy no test before it left rows of). */
async function storedBuckets(policy: RateLimitPolicy) {
  return (await temp.database.read.select().from(rateLimitCounters)).filter((row) =>
    row.bucket.startsWith(`${policy}:`),
  );
}

describe("the rate limiter", () => {
  test("lets `limit` requests through in a window, refuses the next with a wait, and does not count the refusal", async () => {
    const limits = limiter({ tutorTurns: parseRateLimit("3/1m")! });
    for (let i = 0; i < 3; i++)
      expect(await limits.hit("tutorTurns", "user:a", T0 + i * 1000)).toMatchObject({ allowed: true });
    const refused = await limits.hit("tutorTurns", "user:a", T0 + 10_000);
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    // Three in this window: a fourth fits once a third of the next window has slid past (T0 + 80 s).
    expect(refused.retryAfterSeconds).toBe(70);
    // Refusals were not counted: a hammering caller waits no longer than one who stops.
    for (let i = 0; i < 5; i++) await limits.hit("tutorTurns", "user:a", T0 + 20_000);
    const again = await limits.hit("tutorTurns", "user:a", T0 + 30_000);
    expect(again).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  test("another key, and another policy for the same key, have buckets of their own", async () => {
    const limits = limiter({ tutorTurns: parseRateLimit("1/1m")!, answerGrading: parseRateLimit("1/1m")! });
    expect((await limits.hit("tutorTurns", "user:b", T0)).allowed).toBe(true);
    expect((await limits.hit("tutorTurns", "user:b", T0)).allowed).toBe(false);
    expect((await limits.hit("tutorTurns", "user:c", T0)).allowed).toBe(true);
    expect((await limits.hit("answerGrading", "user:b", T0)).allowed).toBe(true);
  });

  test("the window slides: the previous window's count weighs in as it passes, then is forgotten", async () => {
    const limits = limiter({ signIn: parseRateLimit("4/1m")! });
    for (let i = 0; i < 4; i++)
      expect((await limits.hit("signIn", "address:10.0.0.1", T0 + 50_000)).allowed).toBe(true);
    // Early in the next window, nearly all of the previous four still count.
    expect(await limits.hit("signIn", "address:10.0.0.1", T0 + MINUTE + 6_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 9,
    });
    // At a quarter past, three still count (4 × 0.75): one more fits, a second does not.
    expect((await limits.hit("signIn", "address:10.0.0.1", T0 + MINUTE + 15_000)).allowed).toBe(true);
    expect((await limits.hit("signIn", "address:10.0.0.1", T0 + MINUTE + 15_000)).allowed).toBe(false);
    // Two windows later nothing of them is left.
    for (let i = 0; i < 4; i++)
      expect((await limits.hit("signIn", "address:10.0.0.1", T0 + 3 * MINUTE)).allowed).toBe(true);
  });

  test("a policy that is off counts nothing and writes nothing", async () => {
    const limits = limiter({ demoAccounts: null });
    const before = await temp.database.read.$count(rateLimitCounters);
    for (let i = 0; i < 20; i++) expect((await limits.hit("demoAccounts", "address:x", T0)).allowed).toBe(true);
    expect(await temp.database.read.$count(rateLimitCounters)).toBe(before);
  });

  test("stores no key in clear, and pruning deletes the buckets whose windows have passed", async () => {
    const limits = limiter({ contentGeneration: parseRateLimit("5/1m")! });
    await limits.hit("contentGeneration", "user:prune-me", T0);
    const rows = await temp.database.read.select().from(rateLimitCounters);
    expect(rows.some((row) => row.bucket.includes("prune-me"))).toBe(false);
    expect(await limits.prune(T0 + 2 * MINUTE - 1)).toBe(0);
    expect(await limits.prune(T0 + 10 * MINUTE)).toBeGreaterThanOrEqual(1);
    expect(await temp.database.read.$count(rateLimitCounters)).toBe(0);
  });

  test("a count is stored by the time its request is decided", async () => {
    const limits = limiter({ flashcardGeneration: parseRateLimit("2/1m")! });
    expect((await limits.hit("flashcardGeneration", "user:d", T0)).allowed).toBe(true);
    expect((await limits.hit("flashcardGeneration", "user:e", T0)).allowed).toBe(true);
    expect((await limits.hit("flashcardGeneration", "user:d", T0 + 1)).allowed).toBe(true);
    expect((await storedBuckets("flashcardGeneration")).map((row) => row.count).sort()).toEqual([1, 2]);
    expect((await limits.hit("flashcardGeneration", "user:d", T0 + 2)).allowed).toBe(false);
  });

  test("two instances asked at the same moment admit exactly the limit between them", async () => {
    const rule = { demoAccounts: parseRateLimit("4/1h")! };
    const first = limiter(rule);
    const second = limiter(rule);
    const decisions = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? first : second).hit("demoAccounts", "address:g", T0)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(4);
    expect((await storedBuckets("demoAccounts")).map((row) => row.count)).toEqual([4]);
  });

  test("two instances on one database share a bucket across a window's end, even with a clock a moment behind", async () => {
    const rule = { ltiRequests: parseRateLimit("4/1m")! };
    const first = limiter(rule);
    const second = limiter(rule);
    await first.hit("ltiRequests", "address:f", T0 + 59_000);
    await first.hit("ltiRequests", "address:f", T0 + 59_500);
    await second.hit("ltiRequests", "address:f", T0 + MINUTE + 1_000);
    // The new window carries the old one's two as its previous count.
    expect(await storedBuckets("ltiRequests")).toMatchObject([
      { windowStart: T0 + MINUTE, count: 1, previousCount: 2 },
    ]);
    // The first instance's clock is still in the old window: its request counts in the new one, not over it.
    expect((await first.hit("ltiRequests", "address:f", T0 + 59_900)).allowed).toBe(true);
    expect(await storedBuckets("ltiRequests")).toMatchObject([
      { windowStart: T0 + MINUTE, count: 2, previousCount: 2 },
    ]);
    // Early in the new window about four count (2 × 0.98 + 2): the other instance refuses the next.
    expect((await second.hit("ltiRequests", "address:f", T0 + MINUTE + 1_000)).allowed).toBe(false);
  });

  test("every answer, a stream's too, goes with its count already stored", async () => {
    const limits = limiter({ contentGeneration: parseRateLimit("5/1m")! });
    const app = new Elysia()
      .use(rateLimits(limits))
      .post("/plain", () => ({ ok: true }), { rateLimit: "contentGeneration" })
      .post(
        "/stream",
        async function* () {
          yield "first";
        },
        { rateLimit: "contentGeneration" },
      );
    const stored = async () => (await storedBuckets("contentGeneration")).map((row) => row.count);
    // Whatever the tests above left of this policy is cleared first.
    await limits.prune(T0 + 10 * MINUTE);
    const ask = (path: string) => app.handle(new Request(`http://bloom.test${path}`, { method: "POST" }));
    expect((await ask("/plain")).status).toBe(200);
    expect(await stored()).toEqual([1]);
    const streamed = await ask("/stream");
    expect(await stored()).toEqual([2]);
    expect(await streamed.text()).toBe("first");
  });

  test("an answer under a limit that is off writes nothing, so it never waits for the write path", async () => {
    const limits = limiter({ contentGeneration: parseRateLimit("5/1m")! });
    const app = new Elysia().use(rateLimits(limits)).post("/off", () => ({ ok: true }), { rateLimit: "answerGrading" });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = temp.database.write(() => gate);
    // Were it to write a count, this answer would wait behind the held write, and the test would time out.
    const response = await app.handle(new Request("http://bloom.test/off", { method: "POST" }));
    expect(response.status).toBe(200);
    release();
    await held;
  });

  test("an IPv6 client is counted by its /64, an IPv4 client by its address", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(addressBucket("2001:db8:aa:bb::9")).toBe("2001:db8:aa:bb::/64");
    expect(addressBucket("2001:0DB8:00aa:00bb:ffff::1")).toBe("2001:db8:aa:bb::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("unknown")).toBe("unknown");
  });

  test("the refusal says how long to wait the way a person would", () => {
    const wait = (seconds: number) =>
      rateLimitedMessage(seconds).replace("You're going a little fast. Please wait ", "");
    expect([1, 50, 90].map(wait)).toEqual(Array(3).fill("a minute and try again."));
    expect([91, 150, 2999].map(wait)).toEqual([
      "about 2 minutes and try again.",
      "about 3 minutes and try again.",
      "about 50 minutes and try again.",
    ]);
    expect([3000, 3600, 5399, 5400, 7200].map(wait)).toEqual([
      "about an hour and try again.",
      "about an hour and try again.",
      "about an hour and try again.",
      "about 2 hours and try again.",
      "about 2 hours and try again.",
    ]);
  });

  test("a request taken back frees its place, in its window or, once that has passed, in the previous count", async () => {
    // Under the one policy no other test writes, since the stored buckets are read.
    const limits = limiter({ refusedRequests: parseRateLimit("2/1m")! });
    const admitted = async (at: number) => {
      const decision = await limits.hit("refusedRequests", "user:refund", at);
      if (!decision.allowed || !decision.admission) throw new Error("Not admitted.");
      return decision.admission;
    };
    const first = await admitted(T0);
    await admitted(T0 + 1000);
    expect((await limits.hit("refusedRequests", "user:refund", T0 + 2000)).allowed).toBe(false);
    await limits.refund(first);
    expect((await storedBuckets("refusedRequests"))[0]?.count).toBe(1);
    const third = await admitted(T0 + 3000);
    expect((await limits.hit("refusedRequests", "user:refund", T0 + 3000)).allowed).toBe(false);
    // Late in the next window one more fits, and the bucket moves on: the two are its previous count.
    await admitted(T0 + MINUTE + 40_000);
    await limits.refund(third);
    expect(await storedBuckets("refusedRequests")).toMatchObject([
      { windowStart: T0 + MINUTE, count: 1, previousCount: 1 },
    ]);
  });

  test("a refused request is forgiven within the allowance of refusals, and counted past it", async () => {
    const limits = limiter({ answerGrading: parseRateLimit("2/1m")!, refusedRequests: parseRateLimit("1/1m")! });
    const admitted = async () => {
      const decision = await limits.hit("answerGrading", "user:prober", T0);
      if (!decision.allowed || !decision.admission) throw new Error("Not admitted.");
      return decision.admission;
    };
    await limits.forgive(await admitted(), "user:prober");
    await limits.forgive(await admitted(), "user:prober");
    // One forgiven, one counted: one place is left of two.
    expect((await limits.hit("answerGrading", "user:prober", T0)).allowed).toBe(true);
    expect((await limits.hit("answerGrading", "user:prober", T0)).allowed).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { people, startTestPlatform, type TestPlatform } from "@bloom/lti-provider/test/platform";
import { eq } from "drizzle-orm";
import { startTestApi, type TestApi } from "../../test/harness";
import { RATE_LIMIT_DEFAULTS } from "../config";
import { messages, organisations, rateLimitCounters, users } from "../db/schema";
import { newId } from "../ids";
import { rateLimitedMessage } from "./rate-limit";

/** The rate limits over HTTP, on the real API with small limits set through the environment. */

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    RATE_LIMIT_TUTOR_TURNS: "3/1m",
    RATE_LIMIT_REFUSED_REQUESTS: "6/1m",
    RATE_LIMIT_FLASHCARD_GENERATION: "off",
    RATE_LIMIT_DEMO_ACCOUNTS: "2/1h",
    RATE_LIMIT_SIGN_IN: "2/1m",
    RATE_LIMIT_LTI_REQUESTS: "3/1m",
    // The test client is the proxy, so X-Forwarded-For names the visitor (request-context.ts).
    TRUSTED_PROXIES: "127.0.0.1",
  });
});
afterAll(() => api?.close());

function expectRateLimited(result: { status: number; body: unknown; headers: Headers }, windowSeconds = 60) {
  expect(result.status).toBe(429);
  const retryAfter = Number(result.headers.get("retry-after"));
  expect(result.body).toEqual({ error: rateLimitedMessage(retryAfter), code: "RATE_LIMITED" });
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(2 * windowSeconds);
}

async function studentInSession() {
  const student = await api.createUser({ subscriptionStatus: "active" });
  const subject = await api.call("/api/subjects", {
    method: "POST",
    token: student.token,
    json: { name: "Cell Biology" },
  });
  const session = await api.call("/api/tutoring/session", {
    method: "POST",
    token: student.token,
    json: { subjectId: subject.body.id, topic: "Cell Membrane and Transport" },
  });
  expect(session.status).toBe(200);
  return { ...student, sessionId: session.body.id as string };
}

describe("rate limits over HTTP", () => {
  test("the tutor's turns per user: past the limit a 429 with Retry-After, nothing stored, and another student unaffected", async () => {
    const ada = await studentInSession();
    const say = (token: string, sessionId: string, message: string) =>
      api.call(`/api/tutoring/session/${sessionId}/message`, { method: "POST", token, json: { message } });
    // Opening the session was the first of three turns.
    expect((await say(ada.token, ada.sessionId, "It lets some things through")).status).toBe(200);
    expect((await say(ada.token, ada.sessionId, "Like water")).status).toBe(200);
    const stored = await api.ctx.database.read.$count(messages, eq(messages.sessionId, ada.sessionId));

    const refused = await say(ada.token, ada.sessionId, "And oxygen");
    expectRateLimited(refused);
    expect(await api.ctx.database.read.$count(messages, eq(messages.sessionId, ada.sessionId))).toBe(stored);

    const grace = await studentInSession();
    expect((await say(grace.token, grace.sessionId, "It lets some things through")).status).toBe(200);
  });

  test("turns refused on other students' sessions (404) leave a student their whole budget of their own", async () => {
    const ada = await studentInSession();
    const grace = await studentInSession();
    const say = (sessionId: string, message: string) =>
      api.call(`/api/tutoring/session/${sessionId}/message`, { method: "POST", token: ada.token, json: { message } });
    // As many refusals as the allowance holds, more than the budget of turns itself.
    for (const sessionId of [grace.sessionId, newId(), grace.sessionId, newId(), grace.sessionId]) {
      expect((await say(sessionId, "Let me in")).status).toBe(404);
    }
    const section = await api.call(`/api/tutoring/session/${grace.sessionId}/section`, {
      method: "POST",
      token: ada.token,
      json: { section: 1 },
    });
    expect(section.status).not.toBe(429);
    // Opening her own session was the first of three turns; two more are hers, then the limit.
    expect((await say(ada.sessionId, "It lets some things through")).status).toBe(200);
    expect((await say(ada.sessionId, "Like water")).status).toBe(200);
    expectRateLimited(await say(ada.sessionId, "And oxygen"));
  });

  test("refusals past the allowance count against the budget again, so probing stays bounded", async () => {
    const ada = await studentInSession();
    const probe = () =>
      api.call(`/api/tutoring/session/${newId()}/message`, {
        method: "POST",
        token: ada.token,
        json: { message: "?" },
      });
    // The allowance (6 a minute here) is forgiven; the next two refusals take the two turns left.
    for (let i = 0; i < 8; i++) expect((await probe()).status).toBe(404);
    expectRateLimited(await probe());
    expectRateLimited(
      await api.call(`/api/tutoring/session/${ada.sessionId}/message`, {
        method: "POST",
        token: ada.token,
        json: { message: "It lets some things through" },
      }),
    );
  });

  test("a limit set to off counts nothing: more generations than the default allows are never refused", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const defaultLimit = Number(RATE_LIMIT_DEFAULTS.flashcardGeneration.fallback.split("/")[0]);
    for (let i = 0; i <= defaultLimit; i++) {
      const answer = await api.call("/api/practice/flashcards/generate-enhanced", {
        method: "POST",
        token,
        json: { subject: "Nothing here", topic: "Nothing" },
      });
      expect(answer.status).not.toBe(429);
    }
  });

  test("demo accounts per address: the third from one address is refused, another address may still try the demo", async () => {
    const visitor = { "x-forwarded-for": "203.0.113.7" };
    const demo = (headers: Record<string, string>, fresh: boolean) =>
      api.call("/api/auth/demo", { method: "POST", json: { fresh }, headers });
    // A copy of the demo student and an empty account are both demo accounts.
    expect((await demo(visitor, false)).status).toBe(200);
    expect((await demo(visitor, true)).status).toBe(200);
    const usersBefore = await api.ctx.database.read.$count(users);
    expectRateLimited(await demo(visitor, false), 3600);
    expectRateLimited(await demo(visitor, true), 3600);
    expect(await api.ctx.database.read.$count(users)).toBe(usersBefore);
    expect((await demo({ "x-forwarded-for": "198.51.100.20" }, false)).status).toBe(200);
  });

  test("sign-in callbacks per address", async () => {
    const visitor = { "x-forwarded-for": "203.0.113.8" };
    const callback = () =>
      api.call("/api/auth/callback", { method: "POST", json: { code: "code", state: "state" }, headers: visitor });
    expect((await callback()).status).not.toBe(429);
    expect((await callback()).status).not.toBe(429);
    expectRateLimited(await callback());
  });

  test("the LTI tool's other requests per address", async () => {
    const visitor = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < 3; i++)
      expect((await api.call("/lti/.well-known/jwks.json", { headers: visitor })).status).toBe(200);
    expectRateLimited(await api.call("/lti/.well-known/jwks.json", { headers: visitor }));
  });

  test("a refusal is logged as one, with its code", async () => {
    const visitor = { "x-forwarded-for": "203.0.113.10" };
    const demo = () => api.call("/api/auth/demo", { method: "POST", json: { fresh: true }, headers: visitor });
    await demo();
    await demo();
    const lines: string[] = [];
    const spy = spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
    try {
      expectRateLimited(await demo(), 3600);
      // The request log writes once the answer has gone; wait for its line.
      for (let tick = 0; tick < 1000 && !lines.some((text) => text.includes("Request refused")); tick++)
        await Bun.sleep(1);
    } finally {
      spy.mockRestore();
    }
    const line = lines.find((text) => text.includes("Request refused"));
    expect(line).toContain("RATE_LIMITED");
    expect(line).toContain("429");
  });
});

describe("the counters' upkeep", () => {
  test("the scheduled job deletes buckets whose windows have passed and keeps the live ones", async () => {
    await api.ctx.database.write((tx) =>
      tx.insert(rateLimitCounters).values({ bucket: "tutorTurns:long-gone", windowStart: 0, count: 5, expiresAt: 1 }),
    );
    const live = await api.ctx.database.read.$count(rateLimitCounters);
    expect(await api.ctx.jobs.runNow("rate-limit-counters")).toBe(true);
    expect(
      await api.ctx.database.read.$count(rateLimitCounters, eq(rateLimitCounters.bucket, "tutorTurns:long-gone")),
    ).toBe(0);
    expect(await api.ctx.database.read.$count(rateLimitCounters)).toBe(live - 1);
  });
});

describe("LTI launches per platform", () => {
  let lti: TestApi;
  let platform: TestPlatform;
  let otherPlatform: TestPlatform;
  const COURSE = "course-limits";

  beforeAll(async () => {
    platform = await startTestPlatform();
    otherPlatform = await startTestPlatform();
    lti = await startTestApi({ RATE_LIMIT_LTI_PLATFORM_LAUNCHES: "2/1m" });
    const districtId = newId();
    await lti.ctx.database.write((tx) =>
      tx.insert(organisations).values({ id: districtId, kind: "district", name: "Riverside Unified" }),
    );
    const admin = await lti.createUser({ role: "admin", districtId });
    for (const lms of [platform, otherPlatform]) {
      lms.setTool({ toolUrl: lti.url });
      lms.addCourse({ id: COURSE, title: "Biology", members: [people.student({ sub: "s-1" })] });
      const registered = await lti.call("/api/lti/registrations", {
        method: "POST",
        token: admin.token,
        json: {
          name: "Test LMS",
          issuer: lms.issuer,
          clientId: lms.clientId,
          authLoginUrl: lms.authUrl,
          authTokenUrl: lms.tokenUrl,
          jwksUrl: lms.jwksUrl,
        },
      });
      expect(registered.status).toBe(201);
    }
  });
  afterAll(async () => {
    await lti?.close();
    await platform?.stop();
    await otherPlatform?.stop();
  });

  test("past the platform's limit a launch is a 429 page with Retry-After; another platform still launches", async () => {
    const launch = (lms: TestPlatform) =>
      lms.launch({ person: people.student({ sub: "s-1" }), courseId: COURSE, custom: { widget: "tutor" } });
    for (let i = 0; i < 2; i++) {
      const launched = await launch(platform);
      // Without a licence the launch ends on a calm notice: still a launch, counted.
      expect(launched.status).toBe(200);
    }
    const refused = await launch(platform);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.html).toContain("Please wait a minute and open it again.");

    expect((await launch(otherPlatform)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Elysia, t } from "elysia";
import { startTestApi, type TestApi } from "../../../test/harness";
import { errorHandling } from "../../errors";
import { authentication } from "./plugin";

/**
 * The access macros on a small app mounted beside the real API context: the rules tutoring and
 * practice routes use (`subscribed`, `roles`), checked over HTTP.
 */
const DAY = 86_400;
let api: TestApi;
let url: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  api = await startTestApi();
  const probe = new Elysia()
    .use(errorHandling)
    .use(authentication(api.ctx))
    .get("/tutoring", ({ user }) => ({ id: user.id }), { subscribed: true, roles: ["student", "teacher"] })
    .get("/learning-plans", ({ user }) => ({ id: user.id }), { roles: ["student", "teacher", "admin"] })
    .post("/practice", ({ user, body }) => ({ id: user.id, body }), {
      subscribed: true,
      body: t.Object({ answer: t.String() }),
    })
    .listen({ port: 0, hostname: "127.0.0.1" });
  url = `http://127.0.0.1:${probe.server!.port}`;
  stop = async () => {
    await probe.stop(true);
  };
});
afterAll(async () => {
  await stop();
  await api.close();
});

async function get(path: string, token?: string) {
  const response = await fetch(`${url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as { error?: string; code?: string; id?: string } };
}

describe("subscribed", () => {
  const now = () => Math.floor(Date.now() / 1000);

  test("active and a running trial have access", async () => {
    for (const state of [
      { subscriptionStatus: "active" as const },
      { subscriptionStatus: "trialing" as const, trialEnd: now() + DAY },
    ]) {
      const { user, token } = await api.createUser(state);
      expect(await get("/tutoring", token)).toEqual({ status: 200, body: { id: user.id } });
    }
  });

  test("a trial past its end is 402 TRIAL_EXPIRED with the spec's words", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "trialing", trialEnd: now() - 1 });
    expect(await get("/tutoring", token)).toEqual({
      status: 402,
      body: {
        code: "TRIAL_EXPIRED",
        error: "Your free trial has expired. Subscribe now to continue using all features.",
      },
    });
  });

  test("no subscription, or a lapsed one, is 402 SUBSCRIPTION_REQUIRED", async () => {
    for (const subscriptionStatus of ["none", "past_due", "canceled", "unpaid", "incomplete"] as const) {
      const { token } = await api.createUser({ subscriptionStatus, trialEnd: now() + DAY });
      const { status, body } = await get("/tutoring", token);
      expect(status).toBe(402);
      expect(body.code).toBe("SUBSCRIPTION_REQUIRED");
    }
  });

  test("a caller who is not signed in hears 401 before anything about the input's shape", async () => {
    const response = await fetch(`${url}/practice`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(401);
  });
});

describe("roles", () => {
  test("a role outside the list is 403; inside it passes", async () => {
    const admin = await api.createUser({ role: "admin", subscriptionStatus: "active" });
    expect(await get("/tutoring", admin.token)).toEqual({
      status: 403,
      body: { code: "FORBIDDEN", error: "Your account does not have access to this part of the product." },
    });
    expect((await get("/learning-plans", admin.token)).status).toBe(200);
    const teacher = await api.createUser({ role: "teacher", subscriptionStatus: "active" });
    expect((await get("/tutoring", teacher.token)).status).toBe(200);
  });

  test("a missing token is 401, not 403", async () => {
    expect((await get("/learning-plans")).status).toBe(401);
  });
});

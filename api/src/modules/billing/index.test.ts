import { afterAll, describe, expect, setSystemTime, test } from "bun:test";
import { trialDaysLeft } from "@bloom/domain";
import { startTestApi } from "../../../test/harness";

const DAY = 86_400;
const api = await startTestApi();
afterAll(() => api.close());

describe("POST /api/billing/start-trial", () => {
  test("starts a 7-day trial: trialing, trialEnd in Unix seconds, 7 days left", async () => {
    const { token } = await api.createUser();
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await api.call("/api/billing/start-trial", { method: "POST", token });
    const after = Math.floor(Date.now() / 1000);
    expect(status).toBe(200);
    expect(body.subscriptionStatus).toBe("trialing");
    expect(body.trialEnd).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(body.trialEnd).toBeLessThanOrEqual(after + 7 * DAY);
    expect(body.daysLeft).toBe(7);
    expect(body.user).toMatchObject({ subscriptionStatus: "trialing", trialEnd: body.trialEnd });
    const me = await api.call("/api/auth/me", { token });
    expect(me.body.trialEnd).toBe(body.trialEnd);
  });

  test("a second start is a clear 409, and the trial end does not move", async () => {
    const { token } = await api.createUser();
    const first = await api.call("/api/billing/start-trial", { method: "POST", token });
    const second = await api.call("/api/billing/start-trial", { method: "POST", token });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      code: "TRIAL_ALREADY_USED",
      error: "You have already used your free trial. Choose a plan on the pricing page to continue.",
    });
    expect((await api.call("/api/auth/me", { token })).body.trialEnd).toBe(first.body.trialEnd);
  });

  test("after an expired trial there is no second trial", async () => {
    const { token } = await api.createUser({
      subscriptionStatus: "trialing",
      trialEnd: Math.floor(Date.now() / 1000) - DAY,
    });
    const { status } = await api.call("/api/billing/start-trial", { method: "POST", token });
    expect(status).toBe(409);
  });

  test("concurrent starts give exactly one trial", async () => {
    const { token } = await api.createUser();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.call("/api/billing/start-trial", { method: "POST", token })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  test("a subscriber has nothing to start", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const { status, body } = await api.call("/api/billing/start-trial", { method: "POST", token });
    expect(status).toBe(409);
    expect(body.code).toBe("CONFLICT");
  });

  test("needs sign-in", async () => {
    const { status, body } = await api.call("/api/billing/start-trial", { method: "POST" });
    expect(status).toBe(401);
    expect(body.code).toBe("UNAUTHENTICATED");
  });
});

describe("days left over the life of a trial", () => {
  test("counts down by whole days, rounding up, and stops at 0", () => {
    const start = 1_800_000_000;
    const trialEnd = start + 7 * DAY;
    try {
      const at = (seconds: number) => {
        setSystemTime(new Date(seconds * 1000));
        return trialDaysLeft(trialEnd, Math.floor(Date.now() / 1000));
      };
      expect(at(start)).toBe(7);
      expect(at(start + 1)).toBe(7);
      expect(at(start + DAY)).toBe(6);
      expect(at(trialEnd - 1)).toBe(1);
      expect(at(trialEnd)).toBe(0);
      expect(at(trialEnd + 3 * DAY)).toBe(0);
    } finally {
      setSystemTime();
    }
  });
});

import { describe, expect, test } from "bun:test";
import { accessDenial, trialDaysLeft, trialEndFrom } from "./subscription";

const DAY = 86_400;

describe("trialDaysLeft", () => {
  const now = 1_700_000_000;
  test.each([
    [now + 7 * DAY, 7],
    [now + 6 * DAY + 1, 7],
    [now + 6 * DAY, 6],
    [now + 1, 1],
    [now + DAY, 1],
    [now + DAY + 1, 2],
    [now, 0],
    [now - 1, 0],
    [now - 10 * DAY, 0],
  ])("trialEnd %d gives %d", (trialEnd, expected) => {
    expect(trialDaysLeft(trialEnd, now)).toBe(expected);
  });

  test("a new trial has seven days left", () => {
    expect(trialDaysLeft(trialEndFrom(now), now)).toBe(7);
  });
});

describe("accessDenial", () => {
  const now = 1_700_000_000;
  test("active grants access whatever the trial end", () => {
    expect(accessDenial({ subscriptionStatus: "active", trialEnd: now - DAY }, now)).toBeNull();
  });
  test("trialing grants access until the trial end, not at it", () => {
    expect(accessDenial({ subscriptionStatus: "trialing", trialEnd: now + 1 }, now)).toBeNull();
    expect(accessDenial({ subscriptionStatus: "trialing", trialEnd: now }, now)).toBe("trial_expired");
    expect(accessDenial({ subscriptionStatus: "trialing", trialEnd: null }, now)).toBe("trial_expired");
  });
  test("anything else needs a subscription", () => {
    for (const status of ["none", "past_due", "canceled", "incomplete", "unpaid"] as const) {
      expect(accessDenial({ subscriptionStatus: status, trialEnd: now + DAY }, now)).toBe("subscription_required");
    }
  });
});

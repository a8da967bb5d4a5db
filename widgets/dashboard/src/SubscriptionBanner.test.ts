import { describe, expect, test } from "bun:test";
import { bannerMode } from "./SubscriptionBanner";

describe("the subscription banner's mode (spec §4)", () => {
  const now = 1_800_000_000;
  test("active, a running trial, an expired trial, and the offer", () => {
    expect(bannerMode({ subscriptionStatus: "active", trialEnd: null }, now)).toBe("active");
    expect(bannerMode({ subscriptionStatus: "trialing", trialEnd: now + 1 }, now)).toBe("trial");
    expect(bannerMode({ subscriptionStatus: "trialing", trialEnd: now }, now)).toBe("expired");
    expect(bannerMode({ subscriptionStatus: "trialing", trialEnd: null }, now)).toBe("expired");
    for (const status of ["none", "canceled", "past_due"] as const) expect(bannerMode({ subscriptionStatus: status, trialEnd: null }, now)).toBe("offer");
  });
});

import { describe, expect, test } from "bun:test";
import type { UserProfile } from "@bloom/api/models";
import { WidgetHostProvider } from "@bloom/client";
import { nowInSeconds, SECONDS_PER_DAY } from "@bloom/domain";
import { fireEvent, render, setUpDom } from "../../../packages/ui/test/dom";
import { bannerMode, SubscriptionBanner } from "./SubscriptionBanner";
import { profileOf, startApiWithGateway, testHost } from "./test-support";

/** The dashboard's subscription banner (spec §4 Subscription), rendered on happy-dom against a real API. */

setUpDom();
const { api, gateway } = await startApiWithGateway();

const now = nowInSeconds();

/** Renders the banner for a new user of the given subscription; returns the view and the host's records. */
async function renderBanner(subscription: Pick<UserProfile, "subscriptionStatus" | "trialEnd">) {
  const { user, token } = await api.createUser(subscription);
  let refreshed = 0;
  const { host, navigations } = testHost(gateway.url, token, profileOf(user), {
    refreshUser: async () => {
      refreshed += 1;
    },
  });
  const view = render(
    <WidgetHostProvider host={host}>
      <SubscriptionBanner user={profileOf(user)} />
    </WidgetHostProvider>,
  );
  return { view, navigations, refreshCount: () => refreshed };
}

describe("bannerMode", () => {
  test("active, a running trial, an expired or endless trial, and the offer for anyone else", () => {
    expect(bannerMode({ subscriptionStatus: "active", trialEnd: null }, now)).toBe("active");
    expect(bannerMode({ subscriptionStatus: "trialing", trialEnd: now + 1 }, now)).toBe("trial");
    expect(bannerMode({ subscriptionStatus: "trialing", trialEnd: now }, now)).toBe("expired");
    expect(bannerMode({ subscriptionStatus: "trialing", trialEnd: now - SECONDS_PER_DAY }, now)).toBe("expired");
    expect(bannerMode({ subscriptionStatus: "trialing", trialEnd: null }, now)).toBe("expired");
    for (const status of ["none", "canceled", "past_due", "incomplete", "unpaid"] as const) {
      expect(bannerMode({ subscriptionStatus: status, trialEnd: null }, now)).toBe("offer");
    }
  });
});

describe("SubscriptionBanner", () => {
  test("active: the green notice, and nothing to press", async () => {
    const { view } = await renderBanner({ subscriptionStatus: "active", trialEnd: null });
    const notice = view.getByRole("status");
    expect(notice.textContent).toContain("Subscription active. Thank you for subscribing!");
    expect(notice.classList.contains("bl-banner--success")).toBe(true);
    expect(view.queryByRole("button")).toBeNull();
  });

  test("expired: the red banner, and Subscribe Now goes to /pricing", async () => {
    const { view, navigations } = await renderBanner({ subscriptionStatus: "trialing", trialEnd: now - 3600 });
    const alert = view.getByRole("alert");
    expect(alert.textContent).toContain("Your free trial has expired. Subscribe now to continue using all features.");
    expect(alert.classList.contains("bl-banner--error")).toBe(true);
    fireEvent.click(view.getByRole("button", { name: "Subscribe Now" }));
    expect(navigations).toEqual(["/pricing"]);
  });

  test("a running trial: the days left, and Subscribe goes to /pricing", async () => {
    const { view, navigations } = await renderBanner({
      subscriptionStatus: "trialing",
      trialEnd: now + 3 * SECONDS_PER_DAY - 60,
    });
    expect(view.getByRole("status").textContent).toContain("Your free trial is active: 3 days left.");
    fireEvent.click(view.getByRole("button", { name: "Subscribe" }));
    expect(navigations).toEqual(["/pricing"]);
  });

  test("a trial's last day says '1 day'", async () => {
    const { view } = await renderBanner({ subscriptionStatus: "trialing", trialEnd: now + 600 });
    expect(view.getByRole("status").textContent).toContain("Your free trial is active: 1 day left.");
  });

  test("the offer starts the trial, refreshes the user and goes to /tutoring", async () => {
    const { view, navigations, refreshCount } = await renderBanner({ subscriptionStatus: "none", trialEnd: null });
    fireEvent.click(view.getByRole("button", { name: "Start Free Trial" }));
    expect(view.getByRole("button", { name: "Starting..." })).toBeTruthy();
    await view.findByRole("button", { name: "Start Free Trial" });
    expect(navigations).toEqual(["/tutoring"]);
    expect(refreshCount()).toBe(1);
  });

  test("a failed start shows the server's sentence and stays", async () => {
    // A user whose trial is used up (canceled since) is offered it again; the server refuses.
    const { view, navigations } = await renderBanner({
      subscriptionStatus: "canceled",
      trialEnd: now - 30 * SECONDS_PER_DAY,
    });
    fireEvent.click(view.getByRole("button", { name: "Start Free Trial" }));
    const alert = await view.findByRole("alert");
    expect(alert.textContent).toContain("You have already used your free trial.");
    expect(navigations).toEqual([]);
  });

  test("without a sentence from the server, it says 'Failed to start trial'", async () => {
    gateway.failing.set("/billing/start-trial", { status: 502 });
    try {
      const { view, navigations, refreshCount } = await renderBanner({ subscriptionStatus: "none", trialEnd: null });
      fireEvent.click(view.getByRole("button", { name: "Start Free Trial" }));
      expect((await view.findByRole("alert")).textContent).toContain("Failed to start trial");
      expect(navigations).toEqual([]);
      expect(refreshCount()).toBe(0);
    } finally {
      gateway.failing.clear();
    }
  });
});

import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, waitFor } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { takeReturnTo } from "../guard";
import { currentPath, renderShell } from "../test-support";

/** The plans page on happy-dom against a real API: why the visitor is here, the trial, and each plan's button. */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

const button = (view: ReturnType<typeof renderShell>, name: string) =>
  view.getByRole("button", { name }) as HTMLButtonElement;

describe("PricingPage", () => {
  test("a signed-out visitor's trial goes through sign-in and back to the plans", async () => {
    const view = renderShell(api, "/pricing");
    // The page's script is fetched on first visit, so the first test waits for it.
    fireEvent.click(await view.findByRole("button", { name: "Start free trial" }));
    await waitFor(() => expect(currentPath()).toBe("/login"));
    expect(takeReturnTo(window.history.state)).toBe("/pricing");
  });

  test("the reason the guard sent the visitor is explained", async () => {
    const expired = renderShell(api, "/pricing?reason=trial_expired");
    expect(expired.getByText(/Your free trial has expired/)).toBeTruthy();
    cleanup();
    const required = renderShell(api, "/pricing?reason=subscription_required");
    expect(required.getByText("Start your free trial or choose a plan to use tutoring and practice.")).toBeTruthy();
  });

  test("a fresh demo account is told the trial is for trying the demo", async () => {
    const { token } = await api.createUser({ isDemo: true, subscriptionStatus: "none" });
    const view = renderShell(api, "/pricing?reason=subscription_required", { token });
    expect(await view.findByText(/This is a fresh demo account of your own/)).toBeTruthy();
  });

  test("a signed-in user without a plan starts the trial and goes to tutoring", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "none" });
    const view = renderShell(api, "/pricing", { token });
    await view.findByRole("link", { name: "Your account", hidden: true });
    fireEvent.click(button(view, "Start free trial"));
    await waitFor(() => expect(currentPath()).toBe("/tutoring"));
    expect((await api.call("/api/auth/me", { token })).body.subscriptionStatus).toBe("trialing");
  });

  test("a used trial cannot be started again: active says so, ended says so", async () => {
    const trialing = await api.createUser({ subscriptionStatus: "trialing", trialEnd: now() + 3 * DAY });
    const active = renderShell(api, "/pricing", { token: trialing.token });
    await waitFor(() => expect(button(active, "Trial Active").disabled).toBe(true));
    cleanup();
    const ended = await api.createUser({ subscriptionStatus: "trialing", trialEnd: now() - DAY });
    const view = renderShell(api, "/pricing", { token: ended.token });
    await waitFor(() => expect(button(view, "Trial ended").disabled).toBe(true));
    expect(button(view, "Subscribe").disabled).toBe(false);
  });

  test("a subscriber sees the plan as theirs and can manage it", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active", stripeSubscriptionId: "sub_123" });
    const view = renderShell(api, "/pricing", { token });
    await waitFor(() => expect(button(view, "Subscribed").disabled).toBe(true));
    expect(button(view, "Included in your plan").disabled).toBe(true);
    expect(button(view, "Manage subscription")).toBeTruthy();
  });

  test("School and Corporate plans are sold by the sales team, by email", () => {
    const view = renderShell(api, "/pricing");
    const links = view.getAllByRole("link", { name: "Contact Sales" }).map((link) => link.getAttribute("href"));
    expect(links).toEqual([
      "mailto:sales@bloom-learning.example?subject=School%20plan",
      "mailto:sales@bloom-learning.example?subject=Corporate%20plan",
    ]);
  });
});

import { describe, expect, test } from "bun:test";
import { accessibilityViolations, openPage, screenshot, signIn } from "./support/browser";
import { startProductAndBrowser } from "./support/product";

/**
 * Paying for the Student plan in the embedded default (spec §2 Pricing and success pages, §4
 * Subscription): billing runs in local mode, whose checkout and portal are pages of the API.
 */

const handles = startProductAndBrowser();
const now = () => Math.floor(Date.now() / 1000);

/** A student whose trial ended a minute ago, signed in on a fresh page. */
async function openAsExpiredTrial() {
  const { token } = await handles.product.createUser({ subscriptionStatus: "trialing", trialEnd: now() - 60 });
  const opened = await openPage(handles.browser);
  await signIn(opened.page, handles.product.url, token);
  return opened;
}

describe("subscribing in local mode", () => {
  test("an expired-trial student on /pricing subscribes, lands on /subscription-success and reaches /tutoring", async () => {
    const { page, errors } = await openAsExpiredTrial();
    await page.goto(`${handles.product.url}/tutoring`);
    await page.waitForURL("**/pricing?reason=trial_expired");

    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.waitForURL("**/api/billing/local-checkout/**");
    await page.getByRole("heading", { name: "Local checkout" }).waitFor();
    expect(await page.getByText("Developer tool").isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "local-checkout");

    await page.getByRole("button", { name: "Complete payment" }).click();
    await page.waitForURL("**/subscription-success");
    await page.getByRole("heading", { name: "Subscription Activated" }).waitFor();
    await screenshot(page, "subscription-success");

    await page.getByRole("link", { name: "Start a tutoring session" }).click();
    await page.waitForURL("**/tutoring");
    await page.getByRole("heading", { name: "Subjects" }).waitFor();
    expect(errors).toEqual([]);
  });

  test("Cancel on the checkout page goes back to /pricing, still without access", async () => {
    const { page } = await openAsExpiredTrial();
    await page.goto(`${handles.product.url}/pricing`);
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByRole("heading", { name: "Simple plans for every learner" }).waitFor();
    await page.goto(`${handles.product.url}/tutoring`);
    await page.waitForURL("**/pricing?reason=trial_expired");
  });

  test("a subscriber cancels from Manage subscription, and tutoring is closed to them again", async () => {
    const { page } = await openAsExpiredTrial();
    await page.goto(`${handles.product.url}/pricing`);
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.getByRole("button", { name: "Complete payment" }).click();
    await page.waitForURL("**/subscription-success");

    await page.goto(`${handles.product.url}/pricing`);
    await page.getByRole("button", { name: "Subscribed" }).waitFor();
    await page.getByRole("button", { name: "Manage subscription" }).click();
    await page.getByRole("heading", { name: "Local billing portal" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText("Your subscription is canceled.").waitFor();

    await page.getByRole("link", { name: "Return to Bloom" }).click();
    await page.waitForURL("**/dashboard");
    await page.goto(`${handles.product.url}/tutoring`);
    await page.waitForURL("**/pricing?reason=subscription_required");
  });
});

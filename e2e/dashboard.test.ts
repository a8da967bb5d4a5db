import { describe, expect, test } from "bun:test";
import { accessibilityViolations, openPage, screenshot, signIn } from "./support/browser";
import { startProductAndBrowser } from "./support/product";

/** The learning dashboard in Chromium: the seeded demo student, a new student, and the banners. */

const handles = startProductAndBrowser();
const now = () => Math.floor(Date.now() / 1000);

describe("the dashboard", () => {
  test("the demo student's dashboard has every panel filled and the chart drawn", async () => {
    const { page, errors } = await openPage(handles.browser);
    await page.goto(`${handles.product.url}/login`);
    await page.getByRole("button", { name: "Try the demo" }).click();
    await page.waitForURL("**/tutoring");
    await page.goto(`${handles.product.url}/dashboard`);
    await page.getByRole("heading", { name: "Your Subjects" }).waitFor();
    expect(await page.getByText("Track your growth and celebrate your progress").isVisible()).toBe(true);
    expect(await page.getByText("Welcome back, Maya Chen!").isVisible()).toBe(true);
    // A student sees no safety alerts of anyone (the part is for the adults who look after students).
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("region", { name: "Student safety" }).count()).toBe(0);
    expect(await page.getByText(/Your free trial is active: \d+ days? left\./).isVisible()).toBe(true);

    const summary = page.getByRole("list", { name: "Summary" });
    for (const label of ["Average Mastery", "Total Time Spent", "Flashcards Completed", "Total Sessions"]) {
      expect(await summary.getByText(label).isVisible()).toBe(true);
    }
    expect(await summary.getByText(/^\d+%$/).isVisible()).toBe(true);
    expect(await summary.getByText(/^\d+h \d{2}m$|^\d+m$/).isVisible()).toBe(true);
    expect(await summary.getByText(/^\d+ \/ \d+$/).isVisible()).toBe(true);

    // The chart is drawn by uPlot: its canvas and its plot area exist.
    await page.locator(".dash-chart canvas").waitFor();
    expect(await page.locator(".dash-chart .u-over").count()).toBe(1);
    const sessions = page.locator(".dash-table tbody tr");
    expect(await sessions.count()).toBeGreaterThan(0);
    expect(await sessions.count()).toBeLessThanOrEqual(10);

    // One subject open at a time; its three sections; clicking it again closes it.
    const algebra = page.getByRole("button", { name: /^Algebra I/ });
    await algebra.click();
    expect(await algebra.getAttribute("aria-expanded")).toBe("true");
    await page.getByText(/Solving Linear Equations — 3 sections, 6 concepts/).waitFor();
    await page.getByText("Hierarchical Progress Map").click();
    expect(await page.locator(".dash-map .dash-chip").count()).toBeGreaterThan(0);
    await page.getByText("Learning Path Timeline").click();
    expect(await page.locator(".dash-path li").count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: /^Cell Biology/ }).click();
    expect(await algebra.getAttribute("aria-expanded")).toBe("false");
    await page.getByRole("button", { name: /^Cell Biology/ }).click();
    expect(await page.getByRole("button", { name: /^Cell Biology/ }).getAttribute("aria-expanded")).toBe("false");

    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "dashboard-demo");
    expect(errors).toEqual([]);
  });

  test("a new student sees every empty text, and the offer banner starts the trial", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "none", name: "New Student" });
    const { page, errors } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/dashboard`);
    await page.getByText("No subjects found. Start learning to see your progress!").waitFor();
    // A first visit is not welcomed "back".
    expect(await page.getByText("Welcome, New Student!").isVisible()).toBe(true);
    for (const text of [
      "No subjects found. Start learning to see your progress!",
      "No timeline data available",
      "No recent sessions available",
    ]) {
      expect(await page.getByText(text).isVisible()).toBe(true);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "dashboard-new-student");
    await page.getByRole("button", { name: "Start Free Trial" }).click();
    await page.waitForURL("**/tutoring");
    expect(errors).toEqual([]);
  });

  test("an expired trial shows the red banner with Subscribe Now", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "trialing", trialEnd: now() - 3600 });
    const { page } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/dashboard`);
    await page.getByText("Your free trial has expired. Subscribe now to continue using all features.").waitFor();
    await screenshot(page, "dashboard-expired");
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await page.waitForURL("**/pricing");
  });

  test("a subscriber sees the green notice", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "active" });
    const { page } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/dashboard`);
    await page.getByText("Subscription active. Thank you for subscribing!").waitFor();
  });
});

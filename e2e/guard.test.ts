import { describe, expect, test } from "bun:test";
import { accessibilityViolations, openPage, screenshot, signIn } from "./support/browser";
import { startProductAndBrowser } from "./support/product";

/** The route guard of spec §2 and the 401 rule of spec §4, in Chromium. */

const handles = startProductAndBrowser();
const now = () => Math.floor(Date.now() / 1000);

describe("the route guard", () => {
  test("a signed-out visitor goes to /login and, once signed in, back where they were going", async () => {
    const { page } = await openPage(handles.browser);
    await page.goto(`${handles.product.url}/tutoring`);
    await page.waitForURL("**/login");
    await page.getByRole("button", { name: "Try the demo" }).click();
    await page.waitForURL("**/tutoring");
    await page.getByRole("heading", { name: "Subjects" }).waitFor();

    const { page: other } = await openPage(handles.browser);
    await other.goto(`${handles.product.url}/dashboard`);
    await other.waitForURL("**/login");
  });

  test("a role outside the route's list goes to /unauthorized, which says why", async () => {
    const { token } = await handles.product.createUser({
      role: "admin",
      name: "Dana Admin",
      subscriptionStatus: "active",
    });
    const { page } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/tutoring`);
    await page.waitForURL("**/unauthorized");
    await page.getByRole("heading", { name: "This page is not available to your account" }).waitFor();
    expect(await page.getByText(/admin role/).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "unauthorized");
    await page.goto(`${handles.product.url}/learning-plans`);
    await page.getByRole("heading", { name: "Learning Plans" }).waitFor();
  });

  test("an expired trial goes to /pricing?reason=trial_expired, replacing the /tutoring entry", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "trialing", trialEnd: now() - 60 });
    const { page } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/pricing`);
    await page.getByRole("heading", { name: "Simple plans for every learner" }).waitFor();
    const before = await page.evaluate(() => history.length);
    await page.evaluate(() => {
      history.pushState(null, "", "/tutoring");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL("**/pricing?reason=trial_expired");
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    expect(
      await page.getByText("Your free trial has expired. Subscribe now to continue using all features.").isVisible(),
    ).toBe(true);
    await screenshot(page, "pricing-trial-expired");
  });

  test("no subscription on /practice goes to /pricing?reason=subscription_required", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "none" });
    const { page } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/practice`);
    await page.waitForURL("**/pricing?reason=subscription_required");
  });
});

describe("the 401 rule", () => {
  test("a token revoked mid-session sends the student to /login", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "active" });
    const { page } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/tutoring`);
    await page.getByRole("heading", { name: "Subjects" }).waitFor();
    await fetch(`${handles.product.url}/api/auth/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    await page.getByRole("button", { name: "+ Add Subject" }).click();
    await page.getByPlaceholder("Enter subject name (e.g. Algebra, Biology)").fill("Chemistry");
    await page.getByRole("button", { name: "Create Subject" }).click();
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => localStorage.getItem("bloom.token"))).toBeNull();
  });
});

describe("public pages", () => {
  test("pricing shows the four plans and prices of spec §9, and an FAQ", async () => {
    const { page } = await openPage(handles.browser);
    await page.goto(`${handles.product.url}/pricing`);
    // The page's script is fetched when it is first visited (ADR 0025).
    await page.getByText("Most Popular").waitFor();
    for (const text of [
      "Free Trial",
      "Student",
      "School",
      "Corporate",
      "Most Popular",
      "$15",
      "$10",
      "50 student accounts",
      "20 users",
    ]) {
      expect(await page.getByText(text, { exact: false }).first().isVisible()).toBe(true);
    }
    expect(await page.getByRole("link", { name: "Contact Sales" }).first().getAttribute("href")).toStartWith("mailto:");
    expect(await page.getByRole("heading", { name: "Frequently asked questions" }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "pricing");
  });

  test("the success page and every footer link lead somewhere real", async () => {
    const { page, errors } = await openPage(handles.browser);
    await page.goto(`${handles.product.url}/subscription-success`);
    // Signed out, nobody is told a subscription was activated.
    await page.getByRole("heading", { name: "Sign in to see your subscription" }).waitFor();
    for (const path of [
      "/features",
      "/educators",
      "/enterprise",
      "/help",
      "/contact",
      "/privacy",
      "/terms",
      "/about",
      "/careers",
      "/blog",
      "/press",
    ]) {
      await page.goto(`${handles.product.url}${path}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).not.toBe("Page not found");
    }
    expect(errors).toEqual([]);
  });
});

describe("pages and views with addresses of their own", () => {
  test("signed out, /practice shows its offer and a sign-in, not a redirect", async () => {
    const { page } = await openPage(handles.browser);
    await page.goto(`${handles.product.url}/practice`);
    await page.getByText("You must be logged in to use Practice.").waitFor();
    expect(await page.getByText("Try Bloom free for 7 days: no credit card required.").isVisible()).toBe(true);
    expect(page.url()).toEndWith("/practice");
  });

  test("signed in, Home opens the landing page with the trial's state on its button", async () => {
    const { token } = await handles.product.createUser({
      subscriptionStatus: "trialing",
      trialEnd: Math.floor(Date.now() / 1000) + 5 * 86_400,
    });
    const { page } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/dashboard`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL("**/home");
    const cta = page.getByRole("button", { name: "Trial Active" }).first();
    await cta.waitFor();
    expect(await cta.isDisabled()).toBe(true);
  });

  test("the flashcards view has its own address: back returns to the gallery, reload keeps the view", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "active" });
    const { page } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/practice`);
    await page
      .getByRole("button", { name: /Flashcards/ })
      .first()
      .click();
    await page.waitForURL("**/practice/flashcards");
    await page.getByRole("heading", { name: "Flashcards", level: 1 }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Flashcards", level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/practice$/);
    await page.getByRole("heading", { name: "Practice", level: 1 }).waitFor();
  });
});

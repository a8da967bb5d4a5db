import { describe, expect, test } from "bun:test";
import { accessibilityViolations, openPage, screenshot } from "./support/browser";
import { startProductAndBrowser } from "./support/product";

/** A rate limit as a visitor meets it, in Chromium: a calm line where the failure would be. */

const handles = startProductAndBrowser({ RATE_LIMIT_DEMO_ACCOUNTS: "1/1h" });

describe("rate limits in the browser", () => {
  test("a second demo from the same address within the hour is refused with the calm line, and the login stays usable", async () => {
    const { page } = await openPage(handles.browser);
    await page.goto(`${handles.product.url}/login`);
    await page.getByRole("button", { name: "Try the demo" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));

    const { page: again } = await openPage(handles.browser);
    await again.goto(`${handles.product.url}/login`);
    await again.getByRole("button", { name: "Try the demo" }).click();
    // One demo an hour: the wait is said in hours, not "a minute".
    await again.getByText(/You're going a little fast\. Please wait about (an hour|2 hours) and try again\./).waitFor();
    expect(new URL(again.url()).pathname).toBe("/login");
    expect(await again.getByRole("button", { name: "Try the demo" }).isEnabled()).toBe(true);
    expect(await accessibilityViolations(again)).toEqual([]);
    await screenshot(again, "rate-limited-demo");
  });
});

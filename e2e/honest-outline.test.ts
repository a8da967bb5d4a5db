import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { accessibilityViolations, openPage, screenshot } from "./support/browser";
import { startProductAndBrowser } from "./support/product";

/**
 * An honest outline in Chromium, with no AI model (the default), as the demo student meets it
 * (issue 36): Algebra I's outline marks the topics the tutor cannot teach before anyone clicks,
 * clicking one says why and opens nothing, "algebra 1" is the Algebra I the student has, and the
 * dashboard reads the same afterwards.
 */

const handles = startProductAndBrowser();

/** What the dashboard shows that a topic opened by mistake used to change. */
async function dashboardNumbers(page: Page) {
  await page.goto(`${handles.product.url}/dashboard`);
  await page.getByRole("heading", { name: "Your Subjects" }).waitFor();
  await page.waitForLoadState("networkidle");
  const summary = page.getByRole("list", { name: "Summary" });
  await summary.getByText(/^\d+%$/).waitFor();
  const sessions = page.locator(".dash-table tbody tr");
  return {
    summary: await summary.textContent(),
    algebra: await page.getByRole("button", { name: /^Algebra I/ }).textContent(),
    sessions: await sessions.allTextContents(),
  };
}

describe("the outline without an AI model", () => {
  test("marks what needs a model, refuses it plainly, and leaves the dashboard as it was", async () => {
    const { page, errors } = await openPage(handles.browser);
    await page.goto(`${handles.product.url}/login`);
    await page.getByRole("button", { name: "Try the demo" }).click();
    await page.waitForURL("**/tutoring");
    const before = await dashboardNumbers(page);
    expect(before.algebra).toContain("Algebra I");

    await page.goto(`${handles.product.url}/tutoring`);
    await page.getByRole("button", { name: "Algebra I", exact: true }).click();
    const outline = page.getByRole("region", { name: "Outline Topics" });
    await outline.getByRole("button", { name: "Solving Linear Equations", exact: true }).waitFor();
    await outline
      .getByText(
        'No AI model is connected, so the tutor can teach 2 of these 8 topics. The others are marked "Needs an AI model".',
      )
      .waitFor();
    expect(await outline.getByText("Needs an AI model", { exact: true }).count()).toBe(6);
    // The taught topics carry no mark; the others are described by theirs.
    for (const taught of ["Solving Linear Equations", "Functions and Graphs"]) {
      expect(
        await outline.getByRole("button", { name: taught, exact: true }).getAttribute("aria-describedby"),
      ).toBeNull();
    }
    const inequalities = outline.getByRole("button", { name: "Linear Inequalities", exact: true });
    expect(await inequalities.getAttribute("aria-describedby")).not.toBeNull();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "honest-outline-marked");

    await inequalities.click();
    await outline
      .getByRole("status")
      .getByText(/"Linear Inequalities" is part of Algebra I/)
      .waitFor();
    const refusal = await outline.locator(".tutor-outline-refusal").textContent();
    expect(refusal).toContain("needs an AI model");
    expect(refusal).not.toContain("outside");
    expect(await page.getByRole("button", { name: /try again/i }).count()).toBe(0);
    expect(await page.getByLabel("Message to your tutor").count()).toBe(0);
    expect(await inequalities.getAttribute("aria-pressed")).toBe("false");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "honest-outline-refused");

    // "algebra 1" is the Algebra I the student already has, not a second subject.
    await page.getByRole("button", { name: "+ Add Subject" }).click();
    await page.getByPlaceholder("Enter subject name (e.g. Algebra, Biology)").fill("algebra 1");
    await page.getByRole("button", { name: "Create Subject" }).click();
    await page.getByRole("dialog", { name: "Add a New Subject" }).waitFor({ state: "hidden" });
    const subjects = page.getByRole("region", { name: "Subjects" });
    expect(await subjects.getByRole("button", { name: /^algebra/i }).count()).toBe(1);

    // Nothing was studied, so nothing reached the dashboard.
    const after = await dashboardNumbers(page);
    expect(after).toEqual(before);
    expect(after.sessions.join("\n")).not.toContain("Linear Inequalities");
    await screenshot(page, "honest-outline-dashboard");
    expect(errors).toEqual([]);
  });
});

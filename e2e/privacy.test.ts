import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { openPage, screenshot, signIn } from "./support/browser";
import { startProductAndBrowser } from "./support/product";

/**
 * A student's data rights in the app: download a copy of everything, delete a conversation, then
 * delete the account, after which the old sign-in no longer works.
 */

const handles = startProductAndBrowser();

describe("your data", () => {
  test("download a copy, delete a conversation, delete the account; the old token is refused", async () => {
    const { product, browser } = handles;
    const { token } = await product.createUser({ subscriptionStatus: "active", name: "Priya" });
    const { page, errors } = await openPage(browser);
    await signIn(page, product.url, token);

    // A conversation to delete.
    await page.goto(`${product.url}/tutoring`);
    await page.getByRole("button", { name: "+ Add Subject" }).click();
    await page.getByPlaceholder("Enter subject name (e.g. Algebra, Biology)").fill("Cell Biology");
    await page.getByRole("button", { name: "Create Subject" }).click();
    await page.getByRole("button", { name: "Generate Outline" }).click();
    await page.getByRole("button", { name: "Cell Structure and Organelles", exact: true }).click();
    await page.getByRole("navigation", { name: "Session Progress" }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Delete conversation" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this conversation?" });
    await dialog.getByRole("button", { name: "Delete conversation" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByLabel("Message to your tutor").waitFor({ timeout: 30_000 });

    // Download a copy of everything.
    await page.goto(`${product.url}/account`);
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bloom-data-\d{4}-\d{2}-\d{2}-.+\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(exported.profile.name).toBe("Priya");
    expect(exported.tables.subjects.map((row: { name: string }) => row.name)).toEqual(["Cell Biology"]);
    await screenshot(page, "account");

    // Delete the account: a typed confirmation in the design system's dialog.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    const go = confirm.getByRole("button", { name: "Delete my account" });
    expect(await go.isDisabled()).toBe(true);
    await confirm.getByLabel("Type the word DELETE to confirm").fill("DELETE");
    await go.click();
    await page.getByText("Your account and everything in it has been deleted.").waitFor();
    const me = await fetch(`${product.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    expect(errors).toEqual([]);
  });
});

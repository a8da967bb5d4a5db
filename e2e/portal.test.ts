import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { organisations } from "../api/src/db/schema";
import { newId } from "../api/src/ids";
import { accessibilityViolations, launchBrowser, openPage, screenshot } from "./support/browser";
import { type RunningProduct, startProduct } from "./support/product";

/**
 * A school portal on another origin embeds the tutor with one script tag and a custom element.
 * The portal's own CSS is hostile on purpose: it would break a widget that was not in a shadow root.
 */

let product: RunningProduct;
let browser: Browser;
let portal: ReturnType<typeof Bun.serve>;
/** The same portal with a long page above the tutor, which opens a lesson as it loads; allowed too. */
let tallPortal: ReturnType<typeof Bun.serve>;
/** A site the district never allowed. */
let strangerPortal: ReturnType<typeof Bun.serve>;
let token: string;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  const districtId = newId();
  await product.database.write((tx) =>
    tx.insert(organisations).values({ id: districtId, kind: "district", name: "Portal District" }),
  );
  token = (await product.createUser({ subscriptionStatus: "active", name: "Portal Student", districtId })).token;
  const template = (await Bun.file(`${import.meta.dir}/portal/index.html`).text())
    .replaceAll("{{PRODUCT}}", product.url)
    .replace("{{TOKEN}}", token);
  const serve = (html: string) =>
    Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: () => new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }),
    });
  portal = serve(template);
  const subject = await fetch(`${product.url}/api/subjects`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Cell Biology" }),
  }).then((response) => response.json());
  tallPortal = serve(
    template
      .replace("<p>Your homework helper:</p>", '<p style="height: 2000px">News, timetables and clubs.</p>')
      .replace("<bloom-tutor ", `<bloom-tutor subject-id="${subject.id}" topic="Cell Structure and Organelles" `),
  );
  strangerPortal = serve(template.replace("<p>Your homework helper:</p>", '<p style="height: 2000px">News.</p>'));
  // The district's admin lets the portals in: their pages may call the API.
  const admin = await product.createUser({ role: "admin", districtId });
  for (const allowedPortal of [portal, tallPortal]) {
    const allowed = await fetch(`${product.url}/api/districts/${districtId}/embed-origins`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      body: JSON.stringify({ origin: `http://127.0.0.1:${allowedPortal.port}` }),
    });
    if (allowed.status !== 201) throw new Error(`The portal could not be allowed: ${await allowed.text()}`);
  }
});
afterAll(async () => {
  portal?.stop(true);
  tallPortal?.stop(true);
  strangerPortal?.stop(true);
  await browser?.close();
  await product?.stop();
});

describe("the tutor on a school portal", () => {
  test("renders inside its shadow root, untouched by the portal's CSS, and talks to the API across origins", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`http://127.0.0.1:${portal.port}/`);
    const addSubject = page.getByRole("button", { name: "+ Add Subject" });
    await addSubject.waitFor();
    // The portal hides every button and paints text red; inside the widget neither applies.
    expect(await addSubject.isVisible()).toBe(true);
    const colour = await addSubject.evaluate((element) => getComputedStyle(element).color);
    expect(colour).not.toBe("rgb(255, 0, 0)");
    expect(await page.locator("body > button.portal-button").isHidden()).toBe(true);

    await addSubject.click();
    await page.getByPlaceholder("Enter subject name (e.g. Algebra, Biology)").fill("World History");
    await page.getByRole("button", { name: "Create Subject" }).click();
    await page.getByRole("button", { name: "Generate Outline" }).click();
    await page.getByRole("button", { name: "The Industrial Revolution", exact: true }).click();
    await page.getByRole("navigation", { name: "Session Progress" }).waitFor();
    // The portal's own page is not ours to fix; the widget inside it must be accessible.
    expect(await accessibilityViolations(page, "bloom-tutor")).toEqual([]);
    await screenshot(page, "portal-embed");
    expect(errors).toEqual([]);
  });

  test("stays where the page put it: a lesson opening as it loads never scrolls the portal", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`http://127.0.0.1:${tallPortal.port}/`);
    await page.getByRole("navigation", { name: "Session Progress" }).waitFor();
    await page.getByLabel("Message to your tutor").waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("on a site the district never allowed, says so and who can allow it, without scrolling the page", async () => {
    const { page } = await openPage(browser);
    await page.goto(`http://127.0.0.1:${strangerPortal.port}/`);
    const notice = page.locator("bloom-tutor").getByRole("alert");
    await notice.getByText("isn't allowed to show Bloom").waitFor();
    const text = await notice.textContent();
    expect(text).toContain(`This site (http://127.0.0.1:${strangerPortal.port}) isn't allowed to show Bloom.`);
    expect(text).toContain("Your school district's Bloom administrator can allow it");
    expect(await page.getByText("Cannot read properties").count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, "portal-not-allowed");
    await page.close();
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Locator, Page } from "playwright-core";
import { openPage, signIn } from "./support/browser";
import { type RunningProduct, startProduct, startProductAndBrowser } from "./support/product";

/**
 * How a widget's page loads in Chromium (ADR 0030): the page itself starts fetching the widget's
 * remote before the shell's scripts have run, every file is fetched once, and the browser uses
 * every preload the page asks for (it warns on the console of one it does not).
 */

const handles = startProductAndBrowser();

/** The paths the page requests, in order, and the console's words about preloads. */
async function watch(page: Page) {
  const requests: string[] = [];
  const preloadWarnings: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("console", (message) => {
    if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  return { requests, preloadWarnings };
}

async function preloadsOf(page: Page): Promise<string[]> {
  return page.$$eval('link[rel="preload"]', (links) => links.map((link) => (link as HTMLLinkElement).href));
}

// Chromium says a preload went unused a few seconds after the page's load event.
const UNUSED_PRELOAD_WARNING_MS = 3500;

describe("a widget's page", () => {
  test("fetches its remote from the page's first requests, each file once, and uses every preload", async () => {
    const { product, browser } = handles;
    const { token } = await product.createUser({ subscriptionStatus: "active" });
    const pages: [path: string, widget: string, ready: (page: Page) => Locator][] = [
      ["/tutoring", "tutor", (page) => page.getByRole("heading", { name: "Subjects" })],
      ["/practice/", "flashcards", (page) => page.getByRole("heading", { name: "Practice", level: 1 })],
      ["/dashboard", "dashboard", (page) => page.getByRole("heading", { name: "Your Subjects" })],
    ];
    const warnings: string[] = [];
    for (const [path, widget, ready] of pages) {
      const { page } = await openPage(browser);
      await signIn(page, product.url, token);
      const seen = await watch(page);
      await page.goto(`${product.url}${path}`);
      await ready(page).waitFor();

      const remote = `${product.url}/widgets/${widget}/`;
      const preloads = await preloadsOf(page);
      expect(preloads).toContain(`${remote}mf-manifest.json`);
      expect(preloads).toContain(`${remote}remoteEntry.js`);
      expect(preloads.filter((href) => href.startsWith(remote) && href.endsWith(".js")).length).toBeGreaterThan(1);

      const remoteRequests = seen.requests.filter((url) => url.startsWith(remote));
      expect(new Set(remoteRequests).size).toBe(remoteRequests.length);
      for (const preload of preloads) expect(seen.requests).toContain(preload);
      // The remote was asked for before the shell's scripts had run far enough to check the sign-in.
      const signInCheck = seen.requests.indexOf(`${product.url}/api/auth/me`);
      expect(signInCheck).toBeGreaterThan(seen.requests.indexOf(`${remote}remoteEntry.js`));
      warnings.push(...seen.preloadWarnings);
    }
    await Bun.sleep(UNUSED_PRELOAD_WARNING_MS);
    expect(warnings).toEqual([]);
  });

  test("the landing page, signed out, asks for no widget and no federation runtime", async () => {
    const { page } = await openPage(handles.browser);
    const seen = await watch(page);
    await page.goto(`${handles.product.url}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await preloadsOf(page)).toEqual([]);
    expect(seen.requests.filter((url) => url.includes("/widgets/") || url.includes("/federation."))).toEqual([]);
  });
});

describe("a widget's page whose remotes are served from another origin", () => {
  // A second product whose page names the first one's widgets, on another host name: another origin.
  let elsewhere: RunningProduct;
  beforeAll(async () => {
    const widgets = handles.product.url.replace("127.0.0.1", "localhost");
    elsewhere = await startProduct({ WIDGETS_URL: `${widgets}/widgets` });
  });
  afterAll(() => elsewhere?.stop());

  test("preloads only the remote's manifest, where the configuration puts it, and uses it", async () => {
    const { token } = await elsewhere.createUser({ subscriptionStatus: "active" });
    const { page, errors } = await openPage(handles.browser);
    await signIn(page, elsewhere.url, token);
    const seen = await watch(page);
    await page.goto(`${elsewhere.url}/tutoring`);
    await page.getByRole("heading", { name: "Subjects" }).waitFor();

    const manifest = `${handles.product.url.replace("127.0.0.1", "localhost")}/widgets/tutor/mf-manifest.json`;
    const preloads = await preloadsOf(page);
    expect(preloads.filter((href) => href.includes("/widgets/"))).toEqual([manifest]);
    expect(seen.requests.filter((url) => url === manifest)).toEqual([manifest]);
    await Bun.sleep(UNUSED_PRELOAD_WARNING_MS);
    expect(seen.preloadWarnings).toEqual([]);
    expect(errors).toEqual([]);
  });
});

import { gzipSync } from "bun";
import type { Page } from "playwright-core";
import { launchBrowser, openPage, signIn } from "../e2e/support/browser";
import { startProduct } from "../e2e/support/product";
import { WIDGET_NAMES } from "../packages/domain/src/widgets";

/**
 * JavaScript budgets (ARCHITECTURE §6): opens each page of the production build in Chromium,
 * collects every script it loads (lazy chunks and federation remotes included), and prints the
 * total gzip size against the budget. Run `bun run build` first.
 *
 *   bun bench/budgets.ts
 */

const BUDGETS_KB: Record<string, number> = {
  "landing (/)": 150,
  "/tutoring": 260,
  "/practice": 260,
  "/dashboard": 260,
  "tutor embed page": 220,
  "flashcards embed page": 220,
  "dashboard embed page": 220,
};

async function scriptBytes(
  page: Page,
  visit: () => Promise<void>,
): Promise<{ raw: number; gzip: number; files: number }> {
  const bodies = new Map<string, Uint8Array<ArrayBuffer>>();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!type.includes("javascript") && !response.url().endsWith(".js")) return;
    pending.push(
      response
        .body()
        .then((body) => void bodies.set(response.url(), new Uint8Array(body)))
        .catch(() => undefined),
    );
  });
  await visit();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  let raw = 0;
  let gzip = 0;
  for (const body of bodies.values()) {
    raw += body.byteLength;
    gzip += gzipSync(body).byteLength;
  }
  return { raw, gzip, files: bodies.size };
}

const product = await startProduct();
const browser = await launchBrowser();
const { token } = await product.createUser({ subscriptionStatus: "active" });
// The demo student has three weeks of history, so their dashboard loads the chart (uPlot) too.
const demo = (await (await fetch(`${product.url}/api/auth/demo`, { method: "POST" })).json()) as { token: string };
const results: [string, Awaited<ReturnType<typeof scriptBytes>> | Error][] = [];

const visits: [string, (page: Page) => Promise<void>][] = [
  [
    "landing (/)",
    async (page) => {
      await page.goto(product.url);
      await page.getByRole("heading", { name: "Learn anything, one good question at a time." }).waitFor();
    },
  ],
  [
    "/tutoring",
    async (page) => {
      await signIn(page, product.url, token);
      await page.goto(`${product.url}/tutoring`);
      await page.getByRole("heading", { name: "Subjects" }).waitFor();
    },
  ],
  [
    "/practice",
    async (page) => {
      await signIn(page, product.url, token);
      await page.goto(`${product.url}/practice`);
      await page.getByRole("heading", { name: "Practice" }).waitFor();
    },
  ],
  [
    "/dashboard",
    async (page) => {
      await signIn(page, product.url, demo.token);
      await page.goto(`${product.url}/dashboard`);
      await page.locator(".dash-chart canvas").waitFor({ timeout: 10_000 });
    },
  ],
];
for (const widget of WIDGET_NAMES) {
  visits.push([
    `${widget} embed page`,
    async (page) => {
      await page.setContent(
        `<!doctype html><html><body><script src="${product.url}/embed/${widget}/embed.js"></script><bloom-${widget} api-base="${product.url}" token="${token}"></bloom-${widget}></body></html>`,
      );
    },
  ]);
}

for (const [name, visit] of visits) {
  const { page } = await openPage(browser);
  // The shell is served with its page; the scripts are what the budget counts.
  results.push([
    name,
    await scriptBytes(page, () => visit(page)).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    ),
  ]);
  await page.context().close();
}
await browser.close();
await product.stop();

console.log("\nJavaScript per page, production build (KB; gzip measured with Bun.gzipSync, level 6)\n");
console.log("page".padEnd(26), "files".padStart(6), "raw".padStart(9), "gzip".padStart(9), "budget".padStart(8), "");
for (const [name, result] of results) {
  const budget = BUDGETS_KB[name]!;
  if (result instanceof Error) {
    console.log(name.padEnd(26), `the page did not load: ${result.message.split("\n")[0]}`);
    continue;
  }
  const { raw, gzip, files } = result;
  const kb = gzip / 1024;
  console.log(
    name.padEnd(26),
    String(files).padStart(6),
    (raw / 1024).toFixed(1).padStart(9),
    kb.toFixed(1).padStart(9),
    String(budget).padStart(8),
    kb <= budget ? " within" : " OVER BUDGET",
  );
}

import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { launchBrowser, openPage, signIn } from "../e2e/support/browser";
import { startProduct } from "../e2e/support/product";
import { WIDGET_NAMES, type WidgetName } from "../packages/domain/src/widgets";

/**
 * JavaScript budgets (ARCHITECTURE §6): opens each page of the production build in Chromium,
 * collects every script it loads (lazy chunks and federation remotes included), and prints the
 * total gzip size against the budget, with Brotli beside it. Then what the page really costs on the
 * wire: the bytes Chromium received for every response (scripts, the page, API answers), as the
 * server sent them (precompressed files, JSON compressed on the fly), against their decoded size.
 * And each widget's own code on its page (the scripts of its remote, /widgets/<widget>/), apart from
 * the code it shares with the shell (React, react-dom, React Query, served by the shell), in Brotli
 * against its own budget.
 * Run `bun run build` first.
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

/** Brotli KB of a widget's own scripts on its page, over the shared React the shell provides (issue 17). */
const WIDGET_OWN_BUDGET_KB = 60;
const WIDGET_PAGES: Record<string, WidgetName> = {
  "/tutoring": "tutor",
  "/practice": "flashcards",
  "/dashboard": "dashboard",
};

interface PageBytes {
  /** Scripts: decoded, and compressed here with gzip level 9 and Brotli quality 11. */
  raw: number;
  gzip: number;
  br: number;
  files: number;
  /** Every response: decoded, and as received by Chromium (body bytes on the wire). */
  allRaw: number;
  allWire: number;
  responses: number;
  /** Scripts as received. */
  scriptWire: number;
  /** Each script's path and its Brotli size, to tell a widget's own code from the shared code. */
  scriptBr: Map<string, number>;
}

async function pageBytes(page: Page, visit: () => Promise<void>): Promise<PageBytes> {
  const scripts = new Map<string, Uint8Array>();
  const all = new Map<string, { raw: number; wire: number }>();
  const scriptWire = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    const isScript = type.includes("javascript") || response.url().endsWith(".js");
    pending.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => {
          const key = `${response.request().method()} ${response.url()}`;
          // A script loaded again after the sign-in page comes from memory (a negative size): keep the download.
          const wire = Math.max(sizes.responseBodySize, all.get(key)?.wire ?? 0);
          all.set(key, { raw: body.byteLength, wire });
          if (isScript) {
            scripts.set(response.url(), new Uint8Array(body));
            scriptWire.set(response.url(), wire);
          }
        })
        .catch(() => undefined),
    );
  });
  await visit();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  const result: PageBytes = {
    raw: 0,
    gzip: 0,
    br: 0,
    files: scripts.size,
    allRaw: 0,
    allWire: 0,
    responses: all.size,
    scriptWire: 0,
    scriptBr: new Map(),
  };
  for (const [url, body] of scripts) {
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
    result.raw += body.byteLength;
    result.gzip += gzipSync(body, { level: 9 }).byteLength;
    result.br += br;
    result.scriptBr.set(new URL(url).pathname, br);
  }
  for (const { raw, wire } of all.values()) {
    result.allRaw += raw;
    result.allWire += wire;
  }
  for (const wire of scriptWire.values()) result.scriptWire += wire;
  return result;
}

const product = await startProduct();
const browser = await launchBrowser();
const { token } = await product.createUser({ subscriptionStatus: "active" });
// The demo student has three weeks of history, so their dashboard loads the chart (uPlot) too.
const demo = (await (await fetch(`${product.url}/api/auth/demo`, { method: "POST" })).json()) as { token: string };
const results: [string, PageBytes | Error][] = [];

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
    await pageBytes(page, () => visit(page)).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    ),
  ]);
  await page.context().close();
}
await browser.close();
await product.stop();

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  "\nJavaScript per page, production build (KB; gzip level 9 and Brotli quality 11, as the build writes them)\n",
);
console.log(
  "page".padEnd(26),
  "files".padStart(6),
  "raw".padStart(9),
  "gzip".padStart(9),
  "br".padStart(9),
  "wire".padStart(9),
  "budget".padStart(8),
  "",
);
for (const [name, result] of results) {
  const budget = BUDGETS_KB[name]!;
  if (result instanceof Error) {
    console.log(name.padEnd(26), `the page did not load: ${result.message.split("\n")[0]}`);
    continue;
  }
  console.log(
    name.padEnd(26),
    String(result.files).padStart(6),
    kb(result.raw).padStart(9),
    kb(result.gzip).padStart(9),
    kb(result.br).padStart(9),
    kb(result.scriptWire).padStart(9),
    String(budget).padStart(8),
    result.gzip / 1024 <= budget ? " within" : " OVER BUDGET",
  );
}

console.log("\nEverything a page loads, as transferred (KB; body bytes Chromium received, and decoded)\n");
console.log(
  "page".padEnd(26),
  "responses".padStart(10),
  "decoded".padStart(9),
  "wire".padStart(9),
  "saved".padStart(7),
);
for (const [name, result] of results) {
  if (result instanceof Error) continue;
  console.log(
    name.padEnd(26),
    String(result.responses).padStart(10),
    kb(result.allRaw).padStart(9),
    kb(result.allWire).padStart(9),
    `${Math.round((1 - result.allWire / result.allRaw) * 100)}%`.padStart(7),
  );
}

console.log(
  `\nEach widget's own scripts on its page, apart from the shared code the shell serves (KB, Brotli; budget ${WIDGET_OWN_BUDGET_KB} KB own)\n`,
);
console.log(
  "page".padEnd(26),
  "widget".padEnd(11),
  "own files".padStart(10),
  "own br".padStart(8),
  "shell + shared br".padStart(18),
  "budget".padStart(8),
  "",
);
for (const [name, result] of results) {
  const widget = WIDGET_PAGES[name];
  if (!widget || result instanceof Error) continue;
  const own = [...result.scriptBr].filter(([path]) => path.startsWith(`/widgets/${widget}/`));
  const ownBr = own.reduce((sum, [, br]) => sum + br, 0);
  console.log(
    name.padEnd(26),
    widget.padEnd(11),
    String(own.length).padStart(10),
    kb(ownBr).padStart(8),
    kb(result.br - ownBr).padStart(18),
    String(WIDGET_OWN_BUDGET_KB).padStart(8),
    ownBr / 1024 <= WIDGET_OWN_BUDGET_KB ? " within" : " OVER BUDGET",
  );
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/browser";
import { startProduct } from "../e2e/support/product";
import { freePort } from "./support";

/**
 * Pages on a slow device (issue 17): Lighthouse's default mobile profile (a Moto G class phone,
 * simulated slow 4G and a 4× slower CPU) on the production build, for the landing page and the
 * signed-in tutoring, practice and dashboard pages, on the Chromium the browser tests use. Prints
 * the performance score, LCP, TBT, CLS and the bytes each page transferred, each as a first visit
 * (HTTP cache emptied; sign-in kept). Run `bun run build` first.
 *
 *   bun bench/pages.ts
 */

const product = await startProduct();
const port = freePort();
// One Chromium with its debugging port: Playwright signs in (the token in local storage, as the
// shell keeps it), Lighthouse measures on the same profile without clearing it.
// A persistent context is the browser's default one, the one Lighthouse's tabs open in.
const profile = mkdtempSync(join(tmpdir(), "bloom-lighthouse-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});
const { token } = await product.createUser({ subscriptionStatus: "active" });
const demo = (await (await fetch(`${product.url}/api/auth/demo`, { method: "POST" })).json()) as { token: string };

const pages: [string, string, string | null][] = [
  ["landing (/)", "/", null],
  ["/tutoring", "/tutoring", token],
  ["/practice", "/practice", token],
  ["/dashboard (demo student)", "/dashboard", demo.token],
];

const rows: string[] = [];
for (const [name, path, signedInAs] of pages) {
  const page = await context.newPage();
  // A page of the origin that loads none of the app's scripts, so none is cached before the measure.
  await page.goto(`${product.url}/api/health`);
  await page.evaluate((value) => {
    if (value) localStorage.setItem("bloom.token", value);
    else localStorage.removeItem("bloom.token");
  }, signedInAs);
  // Every page is measured as a first visit: the storage keeps the sign-in, the HTTP cache is emptied.
  const devtools = await context.newCDPSession(page);
  await devtools.send("Network.clearBrowserCache");
  await devtools.detach();
  const result = await lighthouse(`${product.url}${path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    disableStorageReset: true,
  });
  await page.close();
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = ((audits["network-requests"]?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
    url: string;
    transferSize?: number;
    fromCache?: boolean;
  }[];
  // PAGES_REPORTS=<folder> keeps each page's Lighthouse report, for its LCP phases and request chains.
  if (process.env.PAGES_REPORTS) {
    await Bun.write(
      join(process.env.PAGES_REPORTS, `${path.replace(/\W+/g, "_") || "_"}.json`),
      JSON.stringify(result.lhr),
    );
  }
  if (process.env.PAGES_DEBUG) console.log(name, requests.map((item) => `${item.url} ${item.transferSize}`).join("\n"));
  rows.push(
    [
      name.padEnd(28),
      String(Math.round((categories.performance?.score ?? 0) * 100)).padStart(6),
      (numeric("first-contentful-paint") / 1000).toFixed(2).padStart(7),
      (numeric("largest-contentful-paint") / 1000).toFixed(2).padStart(7),
      numeric("total-blocking-time").toFixed(0).padStart(7),
      numeric("cumulative-layout-shift").toFixed(3).padStart(7),
      (numeric("total-byte-weight") / 1024).toFixed(0).padStart(9),
      String(requests.length).padStart(9),
      requests
        .filter((item) => item.fromCache || item.transferSize === 0)
        .length.toString()
        .padStart(7),
    ].join(" "),
  );
}
await context.close();
rmSync(profile, { recursive: true, force: true });
await product.stop();

console.log("\nLighthouse, mobile profile (simulated slow 4G, 4× CPU slowdown), production build\n");
console.log(
  "page".padEnd(28),
  "score".padStart(6),
  "FCP s".padStart(7),
  "LCP s".padStart(7),
  "TBT ms".padStart(7),
  "CLS".padStart(7),
  "bytes KiB".padStart(9),
  "requests".padStart(9),
  "cached".padStart(7),
);
for (const row of rows) console.log(row);
process.exit(0);

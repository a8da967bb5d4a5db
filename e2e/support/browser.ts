import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";

const SCREENSHOTS = join(import.meta.dir, "../screenshots");
const AXE = join(import.meta.dir, "../../node_modules/axe-core/axe.min.js");

/** Debian's Chromium, headless, with the flags that keep it off this machine's closed network (plus any extra ones). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      ...extraArgs,
    ],
  });
}

/**
 * A new page that records the errors the app throws, and every Content-Security-Policy violation
 * (Chromium reports them on the console), so a test can assert there were none.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("Content Security Policy")) errors.push(message.text());
  });
  return { page, errors };
}

/** Signs the page in with a token, as the login flow would leave it. */
export async function signIn(page: Page, baseUrl: string, token: string): Promise<void> {
  await page.goto(`${baseUrl}/pricing`);
  await page.evaluate((value) => localStorage.setItem("bloom.token", value), token);
}

/** Writes a screenshot of the page to e2e/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The serious and critical axe-core violations on the page (or inside `selector` only), as readable lines. */
export async function accessibilityViolations(page: Page, selector?: string): Promise<string[]> {
  // Evaluated through the debugging protocol, not added as a script tag: the page's policy allows no strange scripts.
  await page.evaluate(await Bun.file(AXE).text());
  const results = await page.evaluate(async (include) => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run: (
            context: unknown,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    return axe.run(include ? { include: [[include]] } : document, { resultTypes: ["violations"] });
  }, selector ?? null);
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} — ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")})`,
    );
}

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";

const SCREENSHOTS = join(import.meta.dir, "../screenshots");
const AXE = join(import.meta.dir, "../../node_modules/axe-core/axe.min.js");

/** Debian's Chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags that keep Chromium headless and off this machine's closed network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's Chromium, headless, with the flags that keep it off this machine's closed network (plus any extra ones). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * A new page that records the errors the app throws (every Content-Security-Policy violation among
 * them: Chromium reports those on the console), and the errors its console shows (a failed request
 * shows there too), so a test can assert there were none.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[]; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (message.text().includes("Content Security Policy")) errors.push(message.text());
    consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  return { page, errors, consoleErrors };
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

/**
 * The axe-core violations on the page (or inside `selector` only), as readable lines: serious and
 * critical ones, and moderate ones too with `{ moderate: true }`.
 */
export async function accessibilityViolations(
  page: Page,
  selector?: string,
  options: { moderate?: boolean } = {},
): Promise<string[]> {
  const impacts = new Set(options.moderate ? ["moderate", "serious", "critical"] : ["serious", "critical"]);
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
    .filter((violation) => violation.impact !== null && impacts.has(violation.impact))
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} — ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")})`,
    );
}

/**
 * What breaks a layout, as readable lines: the page scrolls sideways, or an element reaches past
 * the viewport or past the dialog it is in. Content inside a region meant to scroll sideways (a
 * wide table in its scroll box) is fine.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width} px)`);
    }
    const scrollsSideways = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if ((style.overflowX === "auto" || style.overflowX === "scroll") && node !== document.documentElement)
          return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""}`;
    for (const element of document.querySelectorAll("body *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.position === "fixed" && element.classList.contains("bl-dialog-backdrop")) continue;
      if (element.closest("[aria-hidden='true'], .bl-visually-hidden")) continue;
      if (scrollsSideways(element.parentElement)) continue;
      // Wholly off-screen is a deliberate pattern (a skip link until it is focused); part-way out is not.
      const partlyOut = (box.right > width + 1 && box.left < width) || (box.left < -1 && box.right > 0);
      if (partlyOut) {
        problems.push(
          `${describe(element)} reaches past the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`,
        );
      }
      const dialog = element.parentElement?.closest(".bl-dialog");
      if (dialog) {
        const frame = dialog.getBoundingClientRect();
        if (box.right > frame.right + 1 || box.left < frame.left - 1) {
          problems.push(
            `${describe(element)} reaches past its dialog (${Math.round(box.right)} > ${Math.round(frame.right)})`,
          );
        }
      }
    }
    return [...new Set(problems)].slice(0, 10);
  });
}

/** Whether the element is fully inside the viewport (the primary action a person must see). */
export async function inView(page: Page, selector: import("playwright-core").Locator): Promise<boolean> {
  const box = await selector.boundingBox();
  if (!box) return false;
  const viewport = page.viewportSize()!;
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height + 1 && box.x + box.width <= viewport.width + 1
  );
}

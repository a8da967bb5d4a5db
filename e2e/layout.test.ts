import { describe, expect, test } from "bun:test";
import type { Locator, Page } from "playwright-core";
import { accessibilityViolations, inView, layoutProblems, openPage, screenshot, signIn } from "./support/browser";
import { startProductAndBrowser } from "./support/product";

/**
 * Every main page and dialog at a phone's, a tablet's, a laptop's and a desktop's width: nothing
 * wider than its container, no sideways scrolling, the primary action in view, and no axe
 * violation (moderate, serious or critical). Screenshots go to e2e/screenshots/layout-*.png.
 */

const handles = startProductAndBrowser();
/**
 * A small phone, a tablet, a laptop and a desktop in the light theme, and a phone in the dark
 * one. The dark theme changes colours, not layout, so one width checks its contrast; the
 * tutor, flashcards and dashboard at every tablet width (390 to 1366) are e2e/tablet-layouts.test.ts's.
 */
const WIDTHS = [
  [360, 740, "light"],
  [768, 1024, "light"],
  [1366, 768, "light"],
  [1920, 1080, "light"],
  [390, 844, "dark"],
] as const;

interface Screen {
  name: string;
  /** Signed in as a student with a subscription. */
  signedIn: boolean;
  open(page: Page, url: string): Promise<void>;
  primary(page: Page): Locator;
}

const SCREENS: Screen[] = [
  {
    name: "landing",
    signedIn: false,
    open: async (page, url) => void (await page.goto(`${url}/`)),
    primary: (page) => page.getByRole("button", { name: "Get Started Free" }).first(),
  },
  {
    name: "login",
    signedIn: false,
    open: async (page, url) => void (await page.goto(`${url}/login`)),
    primary: (page) => page.getByRole("button", { name: /Try the demo/ }),
  },
  {
    name: "pricing",
    signedIn: false,
    open: async (page, url) => void (await page.goto(`${url}/pricing`)),
    primary: (page) => page.getByRole("heading", { level: 1 }),
  },
  {
    name: "dashboard",
    signedIn: true,
    open: async (page, url) => {
      await page.goto(`${url}/dashboard`);
      await page.getByRole("heading", { name: "Your Subjects" }).waitFor();
    },
    primary: (page) => page.getByRole("heading", { level: 1 }),
  },
  {
    name: "tutoring",
    signedIn: true,
    open: async (page, url) => {
      await page.goto(`${url}/tutoring`);
      await page.getByRole("button", { name: "Algebra I" }).first().click();
      await page.getByRole("button", { name: "Solving Linear Equations", exact: true }).click();
      await page.getByRole("navigation", { name: "Session Progress" }).waitFor({ timeout: 30_000 });
      await page.getByLabel("Message to your tutor").waitFor();
    },
    primary: (page) => page.getByLabel("Message to your tutor"),
  },
  {
    name: "add-subject-dialog",
    signedIn: true,
    open: async (page, url) => {
      await page.goto(`${url}/tutoring`);
      await page.getByRole("button", { name: "+ Add Subject" }).click();
      await page.getByRole("dialog", { name: "Add a New Subject" }).waitFor();
    },
    primary: (page) => page.getByRole("button", { name: "Create Subject" }),
  },
  {
    name: "practice",
    signedIn: true,
    open: async (page, url) => {
      await page.goto(`${url}/practice`);
      await page.getByRole("heading", { name: "Practice", level: 1 }).waitFor();
    },
    primary: (page) => page.getByRole("button", { name: /Flashcards/ }).first(),
  },
  {
    name: "create-flashcard-dialog",
    signedIn: true,
    open: async (page, url) => {
      await page.goto(`${url}/practice`);
      await page
        .getByRole("button", { name: /Flashcards/ })
        .first()
        .click();
      await page.getByRole("button", { name: "+ Create Flashcard" }).click();
      await page.getByRole("dialog").waitFor();
    },
    primary: (page) =>
      page
        .getByRole("dialog")
        .getByRole("button", { name: /Create/ })
        .last(),
  },
  {
    name: "account",
    signedIn: true,
    open: async (page, url) => {
      await page.goto(`${url}/account`);
      await page.getByRole("heading", { name: "Your account" }).waitFor();
    },
    primary: (page) => page.getByRole("button", { name: "Save", exact: true }),
  },
];

describe("layouts that fit", () => {
  for (const [width, height, theme] of WIDTHS) {
    test(`at ${width}×${height} in the ${theme} theme: every page and dialog fits, shows its primary action, and passes axe`, async () => {
      const { product, browser } = handles;
      const { token } = await product.createUser({ subscriptionStatus: "active", name: "Layout Student" });
      // The demo's seeded history gives the dashboard and the tutor real content to lay out.
      const demo = (await (
        await fetch(`${product.url}/api/auth/demo`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).json()) as { token: string };
      const failures: string[] = [];
      for (const screen of SCREENS) {
        const { page } = await openPage(browser, { viewport: { width, height }, colorScheme: theme });
        await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
        if (screen.signedIn) await signIn(page, product.url, screen.name === "account" ? token : demo.token);
        await screen.open(page, product.url);
        await page.waitForTimeout(150);
        for (const problem of await layoutProblems(page)) failures.push(`${screen.name}: ${problem}`);
        if (!(await inView(page, screen.primary(page))))
          failures.push(`${screen.name}: the primary action is not in view`);
        for (const violation of await accessibilityViolations(page, undefined, { moderate: true })) {
          failures.push(`${screen.name}: ${violation}`);
        }
        await screenshot(page, `layout-${width}-${theme}-${screen.name}`);
        await page.context().close();
      }
      expect(failures).toEqual([]);
    });
  }
});

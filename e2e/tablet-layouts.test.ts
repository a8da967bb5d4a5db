import { describe, expect, test } from "bun:test";
import { openPage, screenshot, signIn } from "./support/browser";
import { startProductAndBrowser } from "./support/product";
import { type WebKitSession, waitUntil, webKitForFile } from "./support/webkit";

/**
 * The tutoring screen (with a lesson running), the flashcards page and the dashboard at a phone's,
 * the tablets' (portrait and landscape) and a laptop's width, in Chromium and in Safari's engine:
 * the message box at least as wide as on a phone, Send wholly in view, the step circles apart, no
 * sideways scrolling, and a header that shows who is signed in. Screenshots go to
 * e2e/screenshots/tablet-<engine>-<width>-<screen>.png.
 */

const handles = startProductAndBrowser();
const webkit = webKitForFile();

/** Width and height of the devices a school hands out: phone, small tablet, iPad portrait and landscape, laptop. */
const SIZES = [
  [390, 844],
  [640, 960],
  [768, 1024],
  [810, 1080],
  [1024, 768],
  [1180, 820],
  [1366, 1024],
] as const;
type ScreenName = "tutoring" | "flashcards" | "dashboard";

/** The phone the tablets are measured against: at every wider width the message box is at least as wide as here. */
const PHONE_WIDTH = 390;
/** And at least this wide, whatever the phone's is. */
const MIN_MESSAGE_BOX = 300;
/** From this width the header has room for the navigation and the account. */
const HEADER_WIDTH = 768;

/** What the checks read from the page; the same script runs in both engines. */
interface Measures {
  innerWidth: number;
  scrollWidth: number;
  /** Elements that reach part-way past the viewport's right or left edge. */
  overflowing: string[];
  messageBox: number | null;
  sendInView: boolean | null;
  stepCircles: number;
  overlappingSteps: string[];
  /** The header's account link, wholly in view, with its visible text. */
  account: string | null;
  /** How many rows the top navigation takes (0 when it is hidden). */
  navRows: number;
  /** Whether some of the top navigation's links are cut off (scrolled out of its row). */
  navCut: boolean;
}

/** A function body (it ends in `return`), so WebDriver's execute and Playwright's evaluate can both run it. */
const MEASURE = `
  var width = window.innerWidth, height = window.innerHeight;
  var inView = function (box) { return box.left >= -1 && box.top >= -1 && box.right <= width + 1 && box.bottom <= height + 1; };
  var scrollsSideways = function (node) {
    for (; node && node !== document.documentElement; node = node.parentElement) {
      var x = getComputedStyle(node).overflowX;
      if (x === "auto" || x === "scroll") return true;
    }
    return false;
  };
  var overflowing = [];
  document.querySelectorAll("body *").forEach(function (element) {
    var box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    if (element.closest("[aria-hidden='true'], .bl-visually-hidden")) return;
    if (scrollsSideways(element.parentElement)) return;
    var partlyOut = (box.right > width + 1 && box.left < width) || (box.left < -1 && box.right > 0);
    if (partlyOut && overflowing.length < 5)
      overflowing.push(element.tagName.toLowerCase() + "." + String(element.className).trim().split(/\\s+/).join(".") + " " + Math.round(box.left) + "–" + Math.round(box.right));
  });
  var box = document.querySelector("#tutor-message");
  var send = box && box.closest("form, .tutor-input") && box.closest("form, .tutor-input").querySelector("button");
  var sendInView = null;
  if (send) {
    box.scrollIntoView({ block: "nearest" });
    sendInView = inView(send.getBoundingClientRect());
  }
  var circles = Array.prototype.map.call(document.querySelectorAll(".bl-step-number"), function (circle) { return circle.getBoundingClientRect(); });
  var overlappingSteps = [];
  for (var i = 1; i < circles.length; i++) {
    if (circles[i].left < circles[i - 1].right - 0.5 && circles[i].top < circles[i - 1].bottom - 0.5)
      overlappingSteps.push((i) + " and " + (i + 1) + " (" + Math.round(circles[i - 1].right) + " > " + Math.round(circles[i].left) + ")");
  }
  var account = document.querySelector(".shell-header a[href='/account']");
  var accountBox = account && account.getBoundingClientRect();
  var navTops = {};
  document.querySelectorAll(".shell-topnav li").forEach(function (item) {
    var itemBox = item.getBoundingClientRect();
    if (itemBox.width > 0) navTops[Math.round(itemBox.top)] = true;
  });
  var nav = document.querySelector(".shell-topnav");
  var navCut = Boolean(nav && nav.getBoundingClientRect().width > 0 && nav.scrollWidth > nav.clientWidth + 1);
  window.scrollTo(0, 0);
  return {
    innerWidth: width,
    scrollWidth: document.documentElement.scrollWidth,
    overflowing: overflowing,
    messageBox: box ? Math.round(box.getBoundingClientRect().width) : null,
    sendInView: sendInView,
    stepCircles: circles.length,
    overlappingSteps: overlappingSteps,
    account: accountBox && accountBox.width > 0 && inView(accountBox) ? account.innerText.trim() : null,
    navRows: Object.keys(navTops).length,
    navCut: navCut
  };
`;

/**
 * What is wrong with one screen at one width, as readable lines (none when it is right); `phoneBox`
 * is the message box's width on the phone.
 */
function problems(screen: ScreenName, width: number, measures: Measures, phoneBox = 0): string[] {
  const found: string[] = [];
  const at = `${screen} at ${width} px:`;
  if (measures.innerWidth !== width) found.push(`${at} the window is ${measures.innerWidth} px wide`);
  if (measures.scrollWidth > measures.innerWidth)
    found.push(`${at} the page scrolls sideways (${measures.scrollWidth} px in ${measures.innerWidth} px)`);
  for (const element of measures.overflowing) found.push(`${at} ${element} reaches past the viewport`);
  if (screen === "tutoring") {
    const least = width === PHONE_WIDTH ? 0 : Math.max(MIN_MESSAGE_BOX, phoneBox);
    if (measures.messageBox === null || measures.messageBox < least)
      found.push(`${at} the message box is ${measures.messageBox} px wide (at least ${least} px wanted)`);
    if (measures.sendInView !== true) found.push(`${at} Send is not wholly in view`);
    if (measures.stepCircles !== 6) found.push(`${at} ${measures.stepCircles} step circles, not 6`);
    for (const pair of measures.overlappingSteps) found.push(`${at} step circles ${pair} overlap`);
  }
  if (width >= HEADER_WIDTH) {
    if (!measures.account) found.push(`${at} the header does not show who is signed in`);
    if (measures.navRows !== 1) found.push(`${at} the navigation takes ${measures.navRows} rows`);
    if (measures.navCut) found.push(`${at} some of the navigation's links are cut off`);
  }
  return found;
}

async function demoToken(): Promise<string> {
  const response = await fetch(`${handles.product.url}/api/auth/demo`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  return ((await response.json()) as { token: string }).token;
}

/** The built-in topic a demo student opens, as in e2e/layout.test.ts. */
const SUBJECT = "Algebra I";
const TOPIC = "Solving Linear Equations";

describe("tablet layouts", () => {
  test("Chromium: tutor, flashcards and dashboard from 390 to 1366 px", async () => {
    const { page, errors } = await openPage(handles.browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, handles.product.url, await demoToken());
    const failures: string[] = [];
    const measure = () => page.evaluate<Measures>(`(function () {${MEASURE}})()`);

    async function atEveryWidth(screen: ScreenName): Promise<void> {
      let phoneBox = 0;
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        const measures = await settled(measure, screen, width);
        if (width === PHONE_WIDTH) phoneBox = measures.messageBox ?? 0;
        failures.push(...problems(screen, width, measures, phoneBox));
        await screenshot(page, `tablet-chromium-${width}-${screen}`);
      }
    }

    await page.goto(`${handles.product.url}/tutoring`);
    await page.getByRole("button", { name: SUBJECT }).first().click();
    await page.getByRole("button", { name: TOPIC, exact: true }).click();
    await page.getByRole("navigation", { name: "Session Progress" }).waitFor({ timeout: 30_000 });
    await page.getByLabel("Message to your tutor").waitFor();
    await atEveryWidth("tutoring");

    await page.goto(`${handles.product.url}/practice/flashcards`);
    await page.getByRole("button", { name: "← Back to Practice Gallery" }).waitFor();
    await atEveryWidth("flashcards");

    await page.goto(`${handles.product.url}/dashboard`);
    await page.getByRole("heading", { name: "Your Subjects" }).waitFor();
    await atEveryWidth("dashboard");

    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  test(
    "WebKit: tutor, flashcards and dashboard from 390 to 1366 px",
    () =>
      webkit.journey(async (session) => {
        const token = await demoToken();
        await session.navigate(`${handles.product.url}/pricing`);
        await session.execute("localStorage.setItem('bloom.token', arguments[0]);", [token]);
        const failures: string[] = [];
        const measure = () => session.execute<Measures>(MEASURE);
        const url = handles.product.url;

        /**
         * The screen at every width. The browser's window cannot be as narrow as a phone (its toolbar
         * needs about 450 px), so the phone's width is a same-origin frame of the phone's size, in
         * which the page's viewport, media queries and storage are the phone's.
         */
        async function atEveryWidth(screen: ScreenName, path: string, open: () => Promise<void>): Promise<void> {
          let phoneBox = 0;
          for (const [width, height] of SIZES) {
            if (width === PHONE_WIDTH) {
              await session.navigate(`${url}/pricing`);
              await session.setViewport(1024, 1000);
              await session.execute(
                `document.body.replaceChildren();
                 var frame = document.createElement("iframe");
                 frame.title = "Phone";
                 frame.src = arguments[0];
                 frame.style.cssText = "display:block;border:0;width:" + arguments[1] + "px;height:" + arguments[2] + "px";
                 document.body.appendChild(frame);`,
                [`${url}${path}`, width, height],
              );
              await session.switchToFrame(await session.waitFor('iframe[title="Phone"]'));
              await session.waitFor("main");
              await open();
            } else {
              await session.setViewport(width, height);
              if (width === SIZES[1][0]) {
                await session.navigate(`${url}${path}`);
                await session.waitFor("main");
                await open();
              }
            }
            const measures = await settled(measure, screen, width);
            if (width === PHONE_WIDTH) phoneBox = measures.messageBox ?? 0;
            failures.push(...problems(screen, width, measures, phoneBox));
            // The phone's screenshot is the window, with the phone's frame at its left.
            if (width === PHONE_WIDTH) await session.switchToFrame(null);
            await session.screenshot(`tablet-webkit-${width}-${screen}`);
          }
        }

        await atEveryWidth("tutoring", "/tutoring", async () => {
          await clickButton(session, SUBJECT);
          await clickButton(session, TOPIC);
          await session.waitFor('nav[aria-label="Session Progress"]', { timeoutMs: 30_000 });
          await session.waitFor("#tutor-message:not([disabled])");
        });
        await atEveryWidth("flashcards", "/practice/flashcards", () =>
          waitForText(session, "button", "← Back to Practice Gallery"),
        );
        await atEveryWidth("dashboard", "/dashboard", () => waitForText(session, "h2", "Your Subjects"));

        expect(failures).toEqual([]);
      }),
    240_000,
  );
});

/**
 * Measures until the screen is right or stops changing: a resize reaches the layout over a frame
 * or two, and the tutor re-renders once it has measured its column.
 */
async function settled(measure: () => Promise<Measures>, screen: ScreenName, width: number): Promise<Measures> {
  let previous = "";
  let latest = await measure();
  await waitUntil(async () => {
    latest = await measure();
    const now = JSON.stringify(latest);
    if (problems(screen, width, latest).length === 0) return true;
    const same = now === previous && latest.innerWidth === width;
    previous = now;
    return same ? true : null;
  }, 5_000);
  return latest;
}

/** Clicks the first button whose text is exactly `label`, once there is one. */
async function clickButton(session: WebKitSession, label: string): Promise<void> {
  const clicked = await waitUntil(
    () =>
      session.execute<true | null>(
        `var label = arguments[0];
         var button = Array.prototype.find.call(document.querySelectorAll("button"), function (candidate) {
           return candidate.textContent.trim() === label;
         });
         if (!button) return null;
         button.click();
         return true;`,
        [label],
      ),
    20_000,
  );
  if (!clicked) throw new Error(`WebKit: no "${label}" button`);
}

/** Waits for an element matching `selector` whose text is exactly `text`. */
async function waitForText(session: WebKitSession, selector: string, text: string): Promise<void> {
  const found = await waitUntil(
    () =>
      session.execute<true | null>(
        `var text = arguments[1];
         return Array.prototype.some.call(document.querySelectorAll(arguments[0]), function (element) {
           return element.textContent.trim() === text;
         }) || null;`,
        [selector, text],
      ),
    20_000,
  );
  if (!found) throw new Error(`WebKit: no ${selector} "${text}"`);
}

import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { CURATED_SUBJECTS } from "../api/src/curriculum";
import { openPage, screenshot, signIn } from "./support/browser";
import { startProductAndBrowser } from "./support/product";
import { type WebKitSession, waitUntil, webKitForFile } from "./support/webkit";

/**
 * A lesson and a Quick Test with the keyboard only, in Chromium and in Safari's engine: no clicks
 * after signing in. Focus
 * goes back to the message box after each reply, a screen reader gets each reply once (the text
 * streaming in is hidden from it; the finished reply is added to the conversation once), and the
 * Quick Test dialog starts in its answer box, keeps focus after Submit Answer, closes on Escape and
 * hands focus back to the button that opened it. Screenshots go to e2e/screenshots/keyboard-*.png.
 */

const handles = startProductAndBrowser();
const webkit = webKitForFile();

const SUBJECT = "Cell Biology";
const TOPIC = "Cell Structure and Organelles";
const FIRST_QUESTION = CURATED_SUBJECTS.find((subject) => subject.name === SUBJECT)!.topics.find(
  (topic) => topic.name === TOPIC,
)!.sections[0]!.concepts[0]!.questions[0]!;
/** More Tab presses than any screen here needs to reach a control; the journey fails if it takes more. */
const MOST_TABS = 60;

/** A student with Cell Biology and its outline, and two flashcards for a Quick Test. */
async function studentWithSubjectAndCards(): Promise<string> {
  const { token } = await handles.product.createUser({ subscriptionStatus: "active" });
  const subject = await api(token, "/api/subjects", { name: SUBJECT });
  await api(token, `/api/subjects/${subject.id}/outline/generate`, {});
  for (const [question, answer] of [
    ["What is at the centre of an atom?", "The nucleus"],
    ["What charge does an electron carry?", "A negative charge"],
  ])
    await api(token, "/api/practice/flashcards", { subject: "Chemistry", topic: "Atoms", question, answer });
  return token;
}

async function api(token: string, path: string, body?: unknown) {
  const response = await fetch(`${handles.product.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/** What has focus: its tag, id, and its name as a person would read it. */
function focused(page: Page): Promise<{ tag: string; id: string; name: string; inDialog: string | null }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const dialog = active?.closest("[role=dialog]");
    const title = dialog && document.getElementById(dialog.getAttribute("aria-labelledby") ?? "");
    return {
      tag: active?.tagName ?? "",
      id: active?.id ?? "",
      name: (active?.getAttribute("aria-label") ?? active?.textContent ?? "").trim(),
      inDialog: title ? (title.textContent ?? "") : null,
    };
  });
}

/** Presses Tab until focus is on a control with this name; returns how many presses it took. */
async function tabTo(page: Page, name: string | RegExp): Promise<number> {
  for (let presses = 1; presses <= MOST_TABS; presses++) {
    await page.keyboard.press("Tab");
    const { name: current } = await focused(page);
    if (typeof name === "string" ? current === name : name.test(current)) return presses;
  }
  throw new Error(`Tab did not reach "${name}" in ${MOST_TABS} presses`);
}

/** Notes, from inside the page, whether the reply's text was ever exposed to screen readers while it streamed. */
async function watchStreamedText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { streamedHidden: boolean[] }).streamedHidden = seen;
    new MutationObserver(() => {
      const streamed = document.querySelector(".tutor-message.is-streaming .bl-markdown");
      if (streamed) seen.push(streamed.closest("[aria-hidden=true]") !== null);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Sends a message with Enter and waits for the reply to end; returns the reply's text. */
async function sendWithEnter(page: Page, text: string): Promise<string> {
  const before = await page.locator(".tutor-message.is-tutor").count();
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  await page.locator(".tutor-message.is-streaming").waitFor();
  // The student's message while it waits for the server: the same element must stay once the server has it.
  await page.evaluate(() => {
    (window as unknown as { sent: Element | null }).sent = document.querySelector(".tutor-message.is-pending");
  });
  await page.locator(".tutor-message.is-streaming").waitFor({ state: "detached" });
  await page.locator(".tutor-message.is-tutor").nth(before).waitFor();
  const kept = await page.evaluate(() => {
    const sent = (window as unknown as { sent: Element | null }).sent;
    return sent?.isConnected === true && !sent.classList.contains("is-pending");
  });
  expect(kept).toBe(true);
  return (await page.locator(".tutor-message.is-tutor").last().textContent()) ?? "";
}

describe("the keyboard alone", () => {
  test("a lesson: topic with Tab and Enter, two messages with Enter, focus back in the box, each reply once", async () => {
    const token = await studentWithSubjectAndCards();
    const { page, errors } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/tutoring`);
    await page.getByRole("button", { name: SUBJECT, exact: true }).waitFor();

    await tabTo(page, SUBJECT);
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: TOPIC, exact: true }).waitFor();
    await tabTo(page, TOPIC);
    await page.keyboard.press("Enter");
    await page.getByRole("navigation", { name: "Session Progress" }).waitFor();
    // Picking the topic opens the lesson with focus in the message box, ready for the first answer.
    await page.waitForFunction(() => document.activeElement?.id === "tutor-message");
    await screenshot(page, "keyboard-lesson-open");

    const conversation = page.getByRole("list", { name: "Conversation" });
    expect(await conversation.getAttribute("aria-live")).toBe("polite");
    expect(await conversation.getAttribute("aria-relevant")).toBe("additions");
    await watchStreamedText(page);

    for (const [turn, message] of ["I know a little about cells and the nucleus.", FIRST_QUESTION.answer].entries()) {
      const reply = await sendWithEnter(page, message);
      // The box was disabled while the reply streamed; now focus is back in it, with no Tab pressed.
      expect((await focused(page)).id).toBe("tutor-message");
      // The reply is in the conversation once, and the student's message once: neither was added twice.
      expect(await page.locator(".tutor-message.is-tutor").count()).toBe(turn + 2);
      const texts = await page.locator(".tutor-messages > li").allTextContents();
      expect(texts.filter((item) => item === reply).length).toBe(1);
      const mine = await page.locator(".tutor-messages > li.is-student").allTextContents();
      expect(mine.filter((item) => item === `You${message}`).length).toBe(1);
      await screenshot(page, `keyboard-lesson-reply-${turn + 1}`);
    }
    const streamedHidden = await page.evaluate(
      () => (window as unknown as { streamedHidden: boolean[] }).streamedHidden,
    );
    expect(streamedHidden.length).toBeGreaterThan(0);
    expect(streamedHidden.every(Boolean)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a Quick Test: it opens in the answer box, Submit Answer keeps focus inside, Escape closes and returns focus", async () => {
    const token = await studentWithSubjectAndCards();
    const { page, errors } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/practice`);
    await page.getByRole("button", { name: /^Flashcards/ }).waitFor();

    await tabTo(page, /^Flashcards/);
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Quick Test Me" }).waitFor();
    await tabTo(page, "Quick Test Me");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Quick Test" });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === "TEXTAREA");
    expect(await focused(page)).toMatchObject({ tag: "TEXTAREA", inDialog: "Quick Test" });

    await page.keyboard.type("The nucleus");
    await page.keyboard.press("Tab");
    expect((await focused(page)).name).toBe("Submit Answer");
    await page.keyboard.press("Enter");
    await dialog.locator(".fc-answer-score").waitFor();
    // Submit Answer has gone, replaced by the result; focus stays in the dialog, on the way on.
    expect(await focused(page)).toMatchObject({ name: "Next Card", inDialog: "Quick Test" });
    await screenshot(page, "keyboard-quick-test-answered");

    // Tab stays inside the dialog, all the way round.
    for (let presses = 0; presses < MOST_TABS; presses++) {
      await page.keyboard.press("Tab");
      expect((await focused(page)).inDialog).toBe("Quick Test");
    }

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await focused(page)).toMatchObject({ name: "Quick Test Me", inDialog: null });
    await screenshot(page, "keyboard-quick-test-closed");
    expect(errors).toEqual([]);
  });
});

/** WebDriver's codes for the keys the journey presses. */
const KEY = { tab: "\uE004", enter: "\uE007", escape: "\uE00C" } as const;

/** The focused element's name, id and dialog, as in Chromium's `focused`. */
const FOCUSED = `
  var active = document.activeElement;
  var dialog = active && active.closest("[role=dialog]");
  var title = dialog && document.getElementById(dialog.getAttribute("aria-labelledby") || "");
  return {
    tag: active ? active.tagName : "",
    id: (active && active.id) || "",
    name: ((active && (active.getAttribute("aria-label") || active.textContent)) || "").trim(),
    inDialog: title ? title.textContent : null,
  };`;

type Focused = { tag: string; id: string; name: string; inDialog: string | null };

/** Presses keys where focus is, as a keyboard does (WebDriver sends them to the focused element). */
async function press(session: WebKitSession, keys: string): Promise<void> {
  const active = await session.execute<Record<string, string>>("return document.activeElement;");
  await session.type({ id: Object.values(active)[0]! }, keys);
}

async function tabToIn(session: WebKitSession, name: string | RegExp): Promise<void> {
  for (let presses = 1; presses <= MOST_TABS; presses++) {
    await press(session, KEY.tab);
    const current = (await session.execute<Focused>(FOCUSED)).name;
    if (typeof name === "string" ? current === name : name.test(current)) return;
  }
  throw new Error(`WebKit: Tab did not reach "${name}" in ${MOST_TABS} presses`);
}

async function waitForFocus(session: WebKitSession, check: (focused: Focused) => boolean): Promise<Focused> {
  let last: Focused | null = null;
  const found = await waitUntil(async () => {
    last = await session.execute<Focused>(FOCUSED);
    return check(last) ? last : null;
  }, 20_000);
  if (!found) throw new Error(`WebKit: focus did not arrive; it is on ${JSON.stringify(last)}`);
  return found;
}

describe("the keyboard alone in Safari's engine", () => {
  test("a lesson's turn and a Quick Test, with focus where the student needs it", async () => {
    const token = await studentWithSubjectAndCards();
    await webkit.journey(async (session) => {
      await session.navigate(`${handles.product.url}/pricing`);
      await session.execute("localStorage.setItem('bloom.token', arguments[0]);", [token]);
      await session.navigate(`${handles.product.url}/tutoring`);
      await session.waitFor("main", { text: SUBJECT });

      await tabToIn(session, SUBJECT);
      await press(session, KEY.enter);
      await session.waitFor("main", { text: TOPIC });
      await tabToIn(session, TOPIC);
      await press(session, KEY.enter);
      await session.waitFor('nav[aria-label="Session Progress"]', { timeoutMs: 30_000 });
      await waitForFocus(session, (focused) => focused.id === "tutor-message");

      await press(session, "I know a little about cells and the nucleus.");
      await press(session, KEY.enter);
      // The reply has ended: a second tutor message, and nothing streaming.
      const replied = await waitUntil(
        () =>
          session.execute<true | null>(
            `return document.querySelectorAll(".tutor-message.is-tutor:not(.is-streaming)").length === 2 &&
              !document.querySelector(".tutor-message.is-streaming") ? true : null;`,
          ),
        30_000,
      );
      expect(replied).toBe(true);
      expect((await waitForFocus(session, (focused) => focused.id === "tutor-message")).id).toBe("tutor-message");
      await session.screenshot("keyboard-webkit-lesson-reply");

      await session.navigate(`${handles.product.url}/practice`);
      await session.waitFor("main", { text: "Flashcards" });
      await tabToIn(session, /^Flashcards/);
      await press(session, KEY.enter);
      await session.waitFor("main", { text: "Quick Test Me" });
      await tabToIn(session, "Quick Test Me");
      await press(session, KEY.enter);
      await session.waitFor('[role="dialog"]', { text: "Quick Test" });
      expect(await waitForFocus(session, (focused) => focused.tag === "TEXTAREA")).toMatchObject({
        inDialog: "Quick Test",
      });
      await press(session, "The nucleus");
      await press(session, KEY.tab);
      expect((await session.execute<Focused>(FOCUSED)).name).toBe("Submit Answer");
      await press(session, KEY.enter);
      await session.waitFor('[role="dialog"]', { text: "Your answer scored" });
      expect(await waitForFocus(session, (focused) => focused.name === "Next Card")).toMatchObject({
        inDialog: "Quick Test",
      });
      await session.screenshot("keyboard-webkit-quick-test-answered");
      await press(session, KEY.escape);
      await waitUntil(async () => ((await session.find('[role="dialog"]')) ? null : true), 20_000);
      expect(await waitForFocus(session, (focused) => focused.name === "Quick Test Me")).toMatchObject({
        inDialog: null,
      });
    });
  });
});

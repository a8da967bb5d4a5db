import { beforeAll, describe, expect, test } from "bun:test";
import type { FrameLocator } from "playwright-core";
import { people } from "../lti-provider/test/platform";
import { openPage, screenshot } from "./support/browser";
import { startLmsCourse } from "./support/district";
import { waitUntil, webKitForFile } from "./support/webkit";

/**
 * What each kind of placement lands on, launched from a course page of the test LMS in Chromium:
 * a subject alone opens its outline, taught topics first; a flashcards placement opens the placed
 * topic's deck; a subject the product has no course for starts its lesson with no dialog over it
 * (three first launches, on a phone-sized screen where the dialog used to open, in Chromium and in
 * Safari's engine); and a teacher's launch is a teacher's page, with the same margins as the shell.
 */

const COURSE = "algebra-placements";
const COURSE_TITLE = "Algebra I, period 4";
const PLATFORM_NAME = "Harbour LMS";
const student = people.student({ sub: "placement-student", name: "Lena Ortiz", email: "lena@district.example" });
const newcomers = [1, 2, 3].map((n) =>
  people.student({ sub: `placement-newcomer-${n}`, name: `Newcomer ${n}`, email: `newcomer${n}@district.example` }),
);
const webkitNewcomers = [1, 2, 3].map((n) =>
  people.student({ sub: `placement-webkit-${n}`, name: `Reader ${n}`, email: `reader${n}@district.example` }),
);
const teacher = people.teacher({ sub: "placement-teacher", name: "Mr. Okoye", email: "okoye@district.example" });
const CRISIS = "I scratch myself until it bleeds, is that bad";

const lms = startLmsCourse({
  names: { district: "Harbour District", platform: PLATFORM_NAME },
  course: { id: COURSE, title: COURSE_TITLE, members: [student, ...newcomers, ...webkitNewcomers, teacher] },
  resourceLink: {
    id: "algebra-subject",
    courseId: COURSE,
    title: "Algebra with Bloom",
    custom: { widget: "tutor", subject: "Algebra I" },
  },
});

beforeAll(() => {
  lms.platform.addResourceLink({
    id: "equations-deck",
    courseId: COURSE,
    title: "Equation flashcards",
    custom: { widget: "flashcards", subject: "Algebra I", topic: "Solving Linear Equations" },
  });
  lms.platform.addResourceLink({
    id: "reefs",
    courseId: COURSE,
    title: "Coral reefs with Bloom",
    custom: { widget: "tutor", subject: "Marine Biology", topic: "Coral Reefs" },
  });
  lms.platform.addResourceLink({ id: "class-page", courseId: COURSE, title: "Bloom for this class" });
});

const tool = (page: import("playwright-core").Page): FrameLocator => page.frameLocator('iframe[name="lti-tool"]');
const launchUrl = (resourceLinkId: string, person: { sub: string }) =>
  lms.platform.coursePageUrl({ courseId: COURSE, resourceLinkId, person });

/** The topic buttons of the tutor's outline, in order. */
async function outlineTopics(frame: FrameLocator): Promise<string[]> {
  const outline = frame.getByRole("region", { name: "Outline Topics" });
  await outline.getByRole("list").waitFor({ timeout: 20_000 });
  // The topic buttons' names, without the "Needs an AI model" marks beside some of them.
  return outline.getByRole("listitem").getByRole("button").allTextContents();
}

describe("an LTI placement lands ready", () => {
  test("a subject alone opens its outline, the topics taught in depth first, without an empty chat", async () => {
    const { page, errors } = await openPage(lms.browser);
    await page.goto(launchUrl("algebra-subject", student));
    const frame = tool(page);
    await frame.getByText("Pick a topic from the Algebra I outline to start your lesson.").waitFor({ timeout: 20_000 });
    const topics = await outlineTopics(frame);
    expect(topics.slice(0, 2).sort()).toEqual(["Functions and Graphs", "Solving Linear Equations"]);
    expect(topics).toContain("Variables and Expressions");
    expect(await frame.getByText(/No outline found/).count()).toBe(0);
    expect(await frame.getByRole("button", { name: "Generate Outline" }).count()).toBe(0);
    expect(await frame.getByLabel("Message to your tutor").count()).toBe(0);
    await screenshot(page, "lti-placement-subject-outline");

    // The first topic starts its lesson, and the outline beside it still lists it.
    await frame.getByRole("button", { name: topics[0]!, exact: true }).click();
    await frame.getByRole("navigation", { name: "Session Progress" }).waitFor({ timeout: 20_000 });
    expect(await frame.getByLabel("Message to your tutor").isEnabled()).toBe(true);
    expect(await outlineTopics(frame)).toEqual(topics);
    expect(errors).toEqual([]);
  });

  test("a flashcards placement opens the placed topic's deck, not the practice gallery", async () => {
    const { page, errors } = await openPage(lms.browser);
    await page.goto(launchUrl("equations-deck", student));
    const frame = tool(page);
    const deck = frame.getByRole("region", { name: "Solving Linear Equations flashcards" });
    await deck.waitFor({ timeout: 20_000 });
    expect(await frame.getByRole("heading", { name: "Practice", exact: true }).count()).toBe(0);
    expect(await frame.locator(".fc-tile").count()).toBe(0);
    await deck.getByText("There are no flashcards on Solving Linear Equations yet.").waitFor();
    await screenshot(page, "lti-placement-flashcards-empty-deck");

    await deck.getByRole("button", { name: "Make flashcards for Solving Linear Equations" }).click();
    await deck.getByRole("button", { name: "Practise this deck" }).waitFor({ timeout: 30_000 });
    expect(await deck.textContent()).toMatch(/\d+ flashcards? on Solving Linear Equations\./);
    // The filter is on the placed subject and topic.
    const filters = frame.getByRole("group", { name: "Filter cards" });
    expect(await filters.getByLabel("Subject").inputValue()).toBe("Algebra I");
    expect(await filters.getByLabel("Topic").inputValue()).toBe("Solving Linear Equations");
    await screenshot(page, "lti-placement-flashcards-deck");
    expect(errors).toEqual([]);
  });

  test("a subject the product has no course for starts its lesson with no dialog over it, on three first launches", async () => {
    for (const [index, newcomer] of newcomers.entries()) {
      const { page, errors } = await openPage(lms.browser, { viewport: { width: 390, height: 844 } });
      await page.goto(launchUrl("reefs", newcomer));
      const frame = tool(page);
      await frame.getByLabel("Message to your tutor").waitFor({ timeout: 20_000 });
      expect(await frame.getByLabel("Message to your tutor").isEnabled()).toBe(true);
      // The outline and the lesson agree: the placed topic is in the outline, marked as the one open.
      const topics = await outlineTopics(frame);
      expect(topics).toContain("Coral Reefs");
      const outline = frame.getByRole("region", { name: "Outline Topics" });
      expect(await outline.getByRole("button", { name: "Coral Reefs", pressed: true }).count()).toBe(1);
      expect(await frame.getByText(/No outline found/).count()).toBe(0);
      expect(await frame.getByRole("dialog").count()).toBe(0);
      // Still none once the subjects list has settled.
      await frame
        .getByRole("region", { name: "Subjects" })
        .getByRole("button", { name: "Marine Biology", exact: true })
        .waitFor();
      expect(await frame.getByRole("dialog", { name: "Add a New Subject" }).count()).toBe(0);
      await screenshot(page, `lti-placement-new-subject-${index + 1}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

describe("a teacher's launch", () => {
  test("is a teacher's page: the course first and open, its students with alerts first, and the tools", async () => {
    // A student writes a crisis message first, so the class has an alert.
    const { page: studentPage } = await openPage(lms.browser);
    await studentPage.goto(launchUrl("reefs", student));
    const studentFrame = tool(studentPage);
    const message = studentFrame.getByLabel("Message to your tutor");
    await message.waitFor({ timeout: 20_000 });
    await message.fill(CRISIS);
    await studentFrame.getByRole("button", { name: "Send" }).click();
    await studentFrame.getByText("988 Suicide & Crisis Lifeline").waitFor({ timeout: 15_000 });
    await studentPage.context().close();

    const { page, errors } = await openPage(lms.browser);
    await page.goto(launchUrl("class-page", teacher));
    const frame = tool(page);
    await frame.getByRole("heading", { level: 1, name: "Your classes and students" }).waitFor({ timeout: 20_000 });
    const course = frame.getByRole("heading", { level: 4, name: `Hide ${COURSE_TITLE}` });
    await course.waitFor({ timeout: 15_000 });
    const students = frame.getByRole("region", { name: `Students of ${COURSE_TITLE}` });
    await students.waitFor({ timeout: 15_000 });
    const firstRow = students.getByRole("row").nth(1);
    expect(await firstRow.getByRole("rowheader").textContent()).toBe(student.name);
    expect(await firstRow.textContent()).toContain("1 open, 1 critical");
    await frame.getByRole("heading", { name: "Safety alerts" }).waitFor();
    await frame.getByRole("button", { name: "Show class roster" }).waitFor();

    const text = (await frame.locator("body").textContent()) ?? "";
    for (const absent of [
      "Your Learning Dashboard",
      "Your Subjects",
      "No subjects found",
      "Total Sessions",
      "Average Mastery",
      "free trial",
      "Subscription",
      "Subscribe",
      PLATFORM_NAME,
    ])
      expect(text).not.toContain(absent);
    expect(await frame.getByRole("heading", { name: "Your classes", exact: true }).count()).toBe(1);

    // The launched page keeps the shell's margins, not the frame's edges.
    const margins = await frame
      .locator(".widget-root")
      .evaluate((root) => [getComputedStyle(root).paddingLeft, getComputedStyle(root).paddingTop]);
    expect(margins).toEqual(["16px", "20px"]);
    await screenshot(page, "lti-placement-teacher");
    expect(errors).toEqual([]);
  });
});

describe("WebKit: a subject the product has no course for", () => {
  const webkit = webKitForFile();

  /** What the tutor in the current frame shows: its message box, outline, subjects and any dialog. */
  interface TutorState {
    narrow: boolean;
    ready: boolean;
    /** The tutor's first message shown formatted (its markdown module loaded), not as raw text. */
    formatted: boolean;
    outline: string[];
    open: string | null;
    subjects: string[];
    dialogs: number;
  }
  const READ_TUTOR = `var element = document.querySelector("bloom-tutor");
    var root = element && (element.shadowRoot || element);
    if (!root) return null;
    var texts = function (selector) { return Array.from(root.querySelectorAll(selector)).map(function (node) { return node.textContent; }); };
    var box = root.querySelector("#tutor-message");
    var open = root.querySelector('section[aria-labelledby="outline-heading"] button[aria-pressed="true"]');
    return {
      narrow: root.querySelector(".tutor.is-narrow") !== null,
      ready: Boolean(box && !box.disabled),
      formatted: root.querySelector(".tutor-message.is-tutor strong") !== null,
      outline: texts('section[aria-labelledby="outline-heading"] .tutor-list-item'),
      open: open ? open.textContent : null,
      subjects: texts('section[aria-labelledby="subjects-heading"] .tutor-list-item'),
      dialogs: root.querySelectorAll('[role="dialog"]').length + document.querySelectorAll('[role="dialog"]').length,
    };`;

  test("starts its lesson with no dialog over it, on three first launches on a phone-sized window", async () => {
    for (const [index, reader] of webkitNewcomers.entries()) {
      await webkit.journey(
        async (session) => {
          await session.navigate(launchUrl("reefs", reader));
          await session.switchToFrame(await session.waitFor('iframe[name="lti-tool"]'));
          await session.waitFor("bloom-tutor");
          let state: TutorState | null = null;
          const settled = await waitUntil(async () => {
            state = await session.execute<TutorState | null>(READ_TUTOR);
            return state?.ready &&
              state.formatted &&
              state.subjects.includes("Marine Biology") &&
              state.outline.includes("Coral Reefs")
              ? state
              : null;
          }, 20_000);
          expect(settled ?? state).toEqual({
            narrow: true,
            ready: true,
            formatted: true,
            outline: ["Introduction to Marine Biology", "Coral Reefs"],
            open: "Coral Reefs",
            subjects: ["Marine Biology"],
            dialogs: 0,
          });
          await session.switchToFrame(null);
          await session.screenshot(`lti-placement-webkit-new-subject-${index + 1}`);
        },
        { width: 390, height: 844 },
      );
    }
  });
});

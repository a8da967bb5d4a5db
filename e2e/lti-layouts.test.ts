import { describe, expect, test } from "bun:test";
import type { FrameLocator, Page } from "playwright-core";
import { type CourseLayout, people } from "../lti-provider/test/platform";
import { openPage, screenshot } from "./support/browser";
import { startLmsCourse } from "./support/district";
import { dropToolCookies } from "./support/tool-cookies";
import { type WebKitSession, waitForTutor, webKitForFile } from "./support/webkit";

/**
 * Each way an LMS places Bloom (ADRs 0010 and 0045), in Chromium and in Safari's engine: a frame
 * with platform storage on the course page, a frame whose storage is a forwarding frame beside it
 * (as Canvas does), a frame with no storage at all (the new-window button is the way forward), the
 * whole window (top level), and a reload of a launched widget. Chromium is told to keep no cookie
 * of the tool's in the frame; WebKit keeps none there by itself.
 */

const student = people.student({ sub: "layout-student", name: "Sam Okafor", email: "sam@district.example" });
const teacher = people.teacher({ sub: "layout-teacher", name: "Ms. Alvarez", email: "alvarez@district.example" });
const TOPIC = "Solving Linear Equations";
const NEW_WINDOW_REASON = "Your browser keeps Bloom from signing you in inside this page.";

const lms = startLmsCourse({
  names: { district: "Riverside District", platform: "Riverside LMS" },
  course: { id: "algebra-7", title: "Algebra I, period 7", members: [student, teacher] },
  resourceLink: {
    id: "equations-7",
    courseId: "algebra-7",
    title: "Solving equations with Bloom",
    custom: { widget: "tutor", subject: "Algebra I", topic: TOPIC },
  },
  browserArgs: ["--test-third-party-cookie-phaseout"],
});

const coursePage = (layout: CourseLayout, person: { sub: string } = student) =>
  lms.platform.coursePageUrl({
    courseId: "algebra-7",
    resourceLinkId: person === student ? "equations-7" : undefined,
    person,
    layout,
  });

describe("Chromium: every launch layout", () => {
  /** Waits for the tutor, opened on the placed topic, in the page or frame. */
  async function tutorOpens(where: Page | FrameLocator): Promise<void> {
    await where.getByRole("navigation", { name: "Session Progress" }).waitFor({ timeout: 20_000 });
    expect(await where.getByLabel("Message to your tutor").isEnabled()).toBe(true);
    expect(await where.getByText(TOPIC).first().isVisible()).toBe(true);
  }

  test("platform storage through a forwarding frame binds the launch in the frame", async () => {
    const { page, errors } = await openPage(lms.browser);
    await dropToolCookies(page, lms.product.url);
    await page.goto(coursePage("forwarding"));
    await tutorOpens(page.frameLocator('iframe[name="lti-tool"]'));
    const storage = await page.evaluate(
      () => (window as unknown as { __storage: { subject: string; origin: string; via?: string }[] }).__storage,
    );
    expect(storage.map((entry) => [entry.subject, entry.via, entry.origin])).toEqual([
      ["lti.put_data", "post_message_forwarding", lms.product.url],
      ["lti.get_data", "post_message_forwarding", lms.product.url],
    ]);
    await screenshot(page, "lti-layout-forwarding-frame");
    expect(errors).toEqual([]);
  });

  test("with no storage, the frame offers a new window, where the launch completes and survives a reload", async () => {
    const { page, errors } = await openPage(lms.browser);
    await dropToolCookies(page, lms.product.url);
    await page.goto(coursePage("no-storage"));
    const frame = page.frameLocator('iframe[name="lti-tool"]');
    await frame.getByRole("heading", { name: "This activity could not open" }).waitFor({ timeout: 20_000 });
    expect(await frame.getByText(NEW_WINDOW_REASON).isVisible()).toBe(true);
    await screenshot(page, "lti-layout-no-storage-button");

    const [opened] = await Promise.all([
      page.context().waitForEvent("page"),
      frame.getByRole("link", { name: "Open Bloom in a new window" }).click(),
    ]);
    await tutorOpens(opened);
    // The address is one a reload can GET; the token is in no address.
    expect(opened.url()).toBe(`${lms.product.url}/lti/resume`);
    await opened.reload();
    await tutorOpens(opened);
    expect(await opened.title()).toBe("Bloom");
    await screenshot(opened, "lti-layout-new-window-reloaded");
    expect(errors).toEqual([]);
  });

  test("a teacher's placement with no storage opens the picker in a new window", async () => {
    const { page } = await openPage(lms.browser);
    await dropToolCookies(page, lms.product.url);
    await page.goto(coursePage("no-storage", teacher));
    const frame = page.frameLocator('iframe[name="lti-tool"]');
    await frame.getByText(NEW_WINDOW_REASON).waitFor({ timeout: 20_000 });
    const [opened] = await Promise.all([
      page.context().waitForEvent("page"),
      frame.getByRole("link", { name: "Open Bloom in a new window" }).click(),
    ]);
    await opened.getByRole("heading", { name: "Add Bloom to your course" }).waitFor({ timeout: 20_000 });
    // The picker is not kept for a reload, which says so rather than blaming cookies.
    await opened.reload();
    await opened.getByText("This launch was already used").waitFor();
    expect(await opened.getAttribute("html", "lang")).toBe("en");
  });

  test("at the top level the launch opens in the whole window, and a reload keeps it", async () => {
    const { page, errors } = await openPage(lms.browser);
    await page.goto(coursePage("top"));
    await tutorOpens(page);
    expect(page.url()).toBe(`${lms.product.url}/lti/resume`);
    await page.reload();
    await tutorOpens(page);

    // With nothing kept for the tab, a reload explains itself.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByRole("heading", { name: "Open this activity again from your course" }).waitFor();
    expect(await page.title()).toBe("Open this activity again from your course");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(errors).toEqual([]);
  });

  test("a stray visit to the launch address is a page, not an API error", async () => {
    const { page } = await openPage(lms.browser);
    const response = await page.goto(`${lms.product.url}/lti/launch`);
    expect(response?.status()).toBe(400);
    expect(await page.title()).toBe("Open this activity from your course");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.getByText("ROUTE_NOT_FOUND").count()).toBe(0);
  });
});

describe("WebKit: every launch layout", () => {
  const webkit = webKitForFile();
  const inWebKit = (journey: (session: WebKitSession) => Promise<void>) => webkit.journey(journey);
  /** Waits for the tutor, in the current frame, to show the placed topic with its message box ready. */
  const tutorOpens = (session: WebKitSession) => waitForTutor(session, TOPIC);

  async function intoToolFrame(session: WebKitSession): Promise<void> {
    await session.switchToFrame(await session.waitFor('iframe[name="lti-tool"]'));
  }

  test("platform storage on the course page binds the launch in the frame", () =>
    inWebKit(async (session) => {
      await session.navigate(coursePage("storage"));
      await intoToolFrame(session);
      await tutorOpens(session);
      await session.switchToFrame(null);
      await session.screenshot("lti-layout-webkit-storage");
    }));

  test("platform storage through a forwarding frame binds the launch in the frame", () =>
    inWebKit(async (session) => {
      await session.navigate(coursePage("forwarding"));
      await intoToolFrame(session);
      await tutorOpens(session);
      await session.switchToFrame(null);
      const via = await session.execute<(string | null)[]>(
        "return window.__storage.map(function (entry) { return entry.via || null; });",
      );
      expect(via).toEqual(["post_message_forwarding", "post_message_forwarding"]);
    }));

  test("with no storage, clicking the button opens the activity in a new window, and a reload keeps it", () =>
    inWebKit(async (session) => {
      await session.navigate(coursePage("no-storage"));
      await intoToolFrame(session);
      await session.waitFor("main p", { text: NEW_WINDOW_REASON });
      await session.switchToFrame(null);
      await session.screenshot("lti-layout-webkit-no-storage-button");
      await intoToolFrame(session);
      const known = await session.windowHandles();
      await session.click(await session.waitFor("#new-window"));
      await session.switchToNewWindow(known);
      await tutorOpens(session);
      expect(await session.url()).toBe(`${lms.product.url}/lti/resume`);
      await session.reload();
      await tutorOpens(session);
      await session.screenshot("lti-layout-webkit-new-window-reloaded");
    }));

  test("a teacher's placement with no storage opens the picker in a new window", () =>
    inWebKit(async (session) => {
      await session.navigate(coursePage("no-storage", teacher));
      await intoToolFrame(session);
      const known = await session.windowHandles();
      await session.click(await session.waitFor("#new-window"));
      await session.switchToNewWindow(known);
      await session.waitFor("h1", { text: "Add Bloom to your course" });
      await session.reload();
      await session.waitFor("main p", { text: "This launch was already used" });
    }));

  test("at the top level the launch opens in the whole window; a reload keeps it, or explains itself", () =>
    inWebKit(async (session) => {
      await session.navigate(coursePage("top"));
      await tutorOpens(session);
      expect(await session.url()).toBe(`${lms.product.url}/lti/resume`);
      await session.reload();
      await tutorOpens(session);
      await session.execute("sessionStorage.clear();");
      await session.reload();
      await session.waitFor("#gone h1", { text: "Open this activity again from your course" });
      expect(await session.title()).toBe("Open this activity again from your course");
      expect(await session.execute<string>("return document.documentElement.lang;")).toBe("en");
    }));
});

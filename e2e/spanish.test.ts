import { describe, expect, test } from "bun:test";
import type { Frame, FrameLocator, Page } from "playwright-core";
import { people, readPageData } from "../lti-provider/test/platform";
import { englishLeftIn } from "../packages/ui/src/i18n/check";
import type { MessageKey } from "../packages/ui/src/i18n/en";
import { translate } from "../packages/ui/src/i18n/I18n";
import { layoutProblems, openPage, screenshot, signIn } from "./support/browser";
import { startLmsCourse } from "./support/district";

/**
 * Bloom in Spanish, as a Spanish-speaking student, teacher and parent meet it, in a browser set to
 * English: the language comes from the LMS's launch or the account's own setting, never from the
 * browser here. Each screen is checked for English left from the catalogues (data such as the
 * built-in course's names and its English lessons aside). Screenshots: e2e/screenshots/es-*.png.
 */

const es = (key: MessageKey, values?: Record<string, string | number>) => translate("es", key, values);

const student = people.student({
  sub: "es-student",
  name: "Lucía Pérez",
  email: "lucia@district.example",
  locale: "es-419",
});
const teacher = people.teacher({
  sub: "es-teacher",
  name: "Andrés Gómez",
  email: "gomez@district.example",
  locale: "es-419",
});

const lms = startLmsCourse({
  names: { district: "Distrito Valle Verde", platform: "Valle Verde LMS" },
  course: { id: "algebra-es", title: "Álgebra I, grupo 2", members: [student, teacher] },
  resourceLink: {
    id: "ecuaciones",
    courseId: "algebra-es",
    title: "Ecuaciones con Bloom",
    custom: { widget: "tutor", subject: "Algebra I", topic: "Solving Linear Equations" },
  },
});

/**
 * The interface's own words in a page or frame, one line per text node, with what is data taken
 * out: the tutor's lessons (the built-in courses are in English), the course's names, the
 * student's own messages.
 */
async function interfaceText(target: Page | Frame, data: string[] = []): Promise<string> {
  const text = await target.evaluate(() => {
    const DATA =
      "style, script, .tutor-message, .tutor-concepts, .tutor-notes ul, .tutor-list-item, .tutor-section-title > span:first-child";
    const roots: ParentNode[] = [document.body];
    for (const element of document.querySelectorAll("*")) if (element.shadowRoot) roots.push(element.shadowRoot);
    const lines: string[] = [document.title];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(DATA)) continue;
        lines.push(node.textContent ?? "");
      }
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        for (const node of root.querySelectorAll(`[${name}]`)) {
          if (!node.closest(DATA)) lines.push(node.getAttribute(name) ?? "");
        }
      }
    }
    return lines.join("\n");
  });
  return data.reduce((left, name) => left.replaceAll(name, ""), text);
}

/** Sends a message in the tutor and waits for the whole reply. */
async function send(frame: FrameLocator, text: string): Promise<void> {
  const replies = frame.locator(".tutor-message.is-tutor");
  const before = await replies.count();
  await frame.getByLabel(es("tutor.messageLabel")).fill(text);
  await frame.getByRole("button", { name: es("tutor.send"), exact: true }).click();
  await replies.nth(before).waitFor({ timeout: 20_000 });
  await frame.locator(".tutor-message.is-streaming").waitFor({ state: "detached", timeout: 20_000 });
}

const COURSE_DATA = ["Algebra I", "Solving Linear Equations", "Linear Equations", "Lucía Pérez", "Andrés Gómez"];

describe("Bloom in Spanish", () => {
  test("an LMS launch in es-419: the tutor in Spanish, the built-in lessons' note once, and a crisis answered in Spanish", async () => {
    const { page, errors } = await openPage(lms.browser);
    await page.goto(
      lms.platform.coursePageUrl({ courseId: "algebra-es", resourceLinkId: "ecuaciones", person: student }),
    );
    const frame = page.frameLocator('iframe[name="lti-tool"]');
    const message = frame.getByLabel(es("tutor.messageLabel"));
    await message.waitFor({ timeout: 20_000 });
    const toolFrame = page.frames().find((candidate) => candidate.name() === "lti-tool")!;
    expect(await toolFrame.evaluate(() => document.documentElement.lang)).toBe("es");
    expect(await frame.locator("bloom-tutor").getAttribute("lang")).toBe("es");

    // A question in Spanish: the built-in tutor says once, in Spanish, that its lessons are in English.
    const note = /en inglés/;
    await send(frame, "No entiendo cómo despejar la x en 2x + 3 = 7");
    await send(frame, "Creo que x es 2");
    const replies = frame.locator(".tutor-message.is-tutor");
    expect(await replies.filter({ hasText: note }).count()).toBe(1);
    expect(englishLeftIn(await interfaceText(toolFrame, COURSE_DATA))).toEqual([]);
    await screenshot(page, "es-lti-lesson");

    // A crisis in Spanish: care and the help lines' Spanish options, never a lesson or a grade.
    await send(frame, "ya no aguanto más, quiero morirme");
    await frame
      .getByText("Línea 988 de Prevención del Suicidio y Crisis", { exact: false })
      .waitFor({ timeout: 15_000 });
    await frame.getByText("se le avisará a un adulto de allí", { exact: false }).waitFor();
    await screenshot(page, "es-lti-care-reply");
    expect(errors).toEqual([]);
  });

  test("the teacher, whose LMS speaks Spanish, reads the alert in Spanish", async () => {
    const launched = await lms.platform.launch({
      person: teacher,
      courseId: "algebra-es",
      resourceLinkId: "ecuaciones",
    });
    const { token } = readPageData<{ token: string }>(launched.html);
    const { page, errors } = await openPage(lms.browser);
    await signIn(page, lms.product.url, token);
    await page.goto(`${lms.product.url}/alerts`);
    await page.waitForFunction(() => document.documentElement.lang === "es");
    expect(await page.title()).toBe(es("title.product", { page: es("title.alerts") }));
    const alertButton = page.getByRole("button", { name: /Lucía Pérez/ }).first();
    await alertButton.waitFor({ timeout: 15_000 });
    await alertButton.click();
    await page.getByRole("article").getByText("quiero morirme", { exact: false }).waitFor();
    const words = await interfaceText(page, [...COURSE_DATA, "ya no aguanto más, quiero morirme", "Valle Verde"]);
    expect(englishLeftIn(words)).toEqual([]);
    await screenshot(page, "es-teacher-alert");
    expect(errors).toEqual([]);
  });

  test("an account set to Spanish: a Quick Test and the dashboard, laid out to fit a phone", async () => {
    const { token } = await lms.product.createUser({ subscriptionStatus: "active", name: "Mateo Ruiz", locale: "es" });
    for (const [question, answer] of [
      ["¿Qué hay en el centro de un átomo?", "El núcleo"],
      ["¿Qué carga tiene un electrón?", "Una carga negativa"],
    ]) {
      const created = await fetch(`${lms.product.url}/api/practice/flashcards`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ subject: "Química", topic: "Átomos", question, answer }),
      });
      expect(created.status).toBe(201);
    }
    const { page, errors } = await openPage(lms.browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, lms.product.url, token);
    await page.goto(`${lms.product.url}/practice`);
    await page.getByRole("button", { name: new RegExp(`^${es("flashcards.gallery.tile")}`) }).click();
    await page.getByRole("button", { name: es("flashcards.quickTest.button") }).click();
    const dialog = page.getByRole("dialog", { name: es("flashcards.practice.quickTest") });
    await dialog.getByLabel(es("flashcards.card.yourAnswer")).fill("el núcleo");
    await dialog.getByRole("button", { name: es("flashcards.card.submit") }).click();
    await dialog
      .getByTestId("grade-status")
      .filter({ hasText: /Tu respuesta obtuvo/ })
      .waitFor({ timeout: 15_000 });
    const data = ["Química", "Átomos", "¿Qué hay en el centro de un átomo?", "El núcleo", "el núcleo", "Mateo Ruiz"];
    expect(englishLeftIn(await interfaceText(page, data))).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    await screenshot(page, "es-quick-test");
    await page.keyboard.press("Escape");

    await page.goto(`${lms.product.url}/dashboard`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(englishLeftIn(await interfaceText(page, data))).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    await screenshot(page, "es-dashboard");
    expect(errors).toEqual([]);
  });

  test("on the account page, choosing Español turns the whole page Spanish and keeps it", async () => {
    const { token } = await lms.product.createUser({ subscriptionStatus: "active", name: "Sofía Castro" });
    const { page, errors } = await openPage(lms.browser);
    await signIn(page, lms.product.url, token);
    await page.goto(`${lms.product.url}/account`);
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    await page.getByLabel("Language").selectOption({ label: "Español" });
    await page.getByRole("button", { name: "Save language" }).click();
    await page.getByRole("heading", { name: es("account.heading") }).waitFor();
    await page
      .getByRole("status")
      .filter({ hasText: es("account.language.saved") })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    expect(englishLeftIn(await interfaceText(page, ["Sofía Castro"]))).toEqual([]);
    await screenshot(page, "es-account");

    // Kept on the server: a new visit is Spanish before anything is chosen.
    await page.reload();
    await page.getByRole("heading", { name: es("account.heading") }).waitFor();
    expect(errors).toEqual([]);
  });
});

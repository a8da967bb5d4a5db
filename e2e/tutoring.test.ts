import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { CURATED_SUBJECTS } from "../api/src/curriculum";
import { accessibilityViolations, inView, openPage, screenshot, signIn } from "./support/browser";
import { startProductAndBrowser } from "./support/product";

/** The shell and the tutoring widget in Chromium, against the production build on the embedded default. */

const handles = startProductAndBrowser();

const TOPIC = "Cell Structure and Organelles";
const FIRST_QUESTION = CURATED_SUBJECTS.find((subject) => subject.name === "Cell Biology")!.topics.find(
  (topic) => topic.name === TOPIC,
)!.sections[0]!.concepts[0]!.questions[0]!;

/** Records, from inside the page, every text length the streaming reply goes through. */
async function watchStreaming(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { streamLengths: number[] }).streamLengths = seen;
    new MutationObserver(() => {
      const streaming = document.querySelector(".tutor-message.is-streaming");
      if (streaming) seen.push(streaming.textContent?.length ?? 0);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

describe("a student's first tutoring session", () => {
  test("landing → Get Started → demo → tutoring → subject → outline → topic → streamed replies → draft kept", async () => {
    const { page, errors, consoleErrors } = await openPage(handles.browser);
    await page.goto(handles.product.url);
    await page.getByRole("heading", { name: "Learn anything, one good question at a time." }).waitFor();
    expect(await page.getByText("Free to start • No credit card required • Cancel anytime").isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "landing");

    await page.getByRole("button", { name: "Get Started Free" }).first().click();
    await page.getByRole("heading", { name: "Welcome to Bloom" }).waitFor();
    // This server has no school or Google sign-in set up, so the page offers neither (and no divider).
    expect(await page.getByRole("button", { name: /^Sign in with/ }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "login");
    await page.getByRole("button", { name: "Try the demo" }).click();
    await page.waitForURL("**/tutoring");

    // A new subject, its outline generated, and a topic of the built-in courses.
    await page.getByRole("button", { name: "+ Add Subject" }).click();
    await page.getByRole("dialog", { name: "Add a New Subject" }).waitFor();
    await page.getByPlaceholder("Enter subject name (e.g. Algebra, Biology)").fill("Biology");
    await page.getByRole("button", { name: "Create Subject" }).click();
    await page.getByText("No outline found for Biology.").waitFor();
    await page.getByRole("button", { name: "Generate Outline" }).click();
    const topic = page.getByRole("button", { name: TOPIC, exact: true });
    await topic.waitFor();

    await page.evaluate(() => {
      const flags = { loadingSeen: false };
      (window as unknown as { flags: typeof flags }).flags = flags;
      new MutationObserver(() => {
        if (document.body.textContent?.includes("Preparing session for: Cell Structure and Organelles"))
          flags.loadingSeen = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await topic.click();
    await page.getByRole("navigation", { name: "Session Progress" }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { flags: { loadingSeen: boolean } }).flags.loadingSeen),
    ).toBe(true);
    expect(await page.locator('[aria-current="step"]').first().textContent()).toContain("Warm-Up");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "tutoring-session");

    // The first answer: the reply streams in word by word and the session moves to New Concept.
    await watchStreaming(page);
    const input = page.getByLabel("Message to your tutor");
    await input.fill("I know a little about cells and the nucleus.");
    await input.press("Enter");
    await page.getByText("Tutor is typing...").waitFor();
    await page.getByText("Tutor is typing...").waitFor({ state: "detached" });
    const lengths = await page.evaluate(() => (window as unknown as { streamLengths: number[] }).streamLengths);
    expect(new Set(lengths).size).toBeGreaterThan(5);
    expect(await page.locator('[aria-current="step"]').first().textContent()).toContain("New Concept");
    expect(await page.getByText("You", { exact: true }).count()).toBe(1);

    // A second message, answering the first concept's question: mastery rises.
    const overallBefore = await page.locator(".tutor-overall strong").textContent();
    await input.fill(FIRST_QUESTION.answer);
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Tutor is typing...").waitFor({ state: "detached" });
    await page.locator(".tutor-message.is-tutor").nth(2).waitFor();
    const overallAfter = await page.locator(".tutor-overall strong").textContent();
    expect(Number.parseInt(overallAfter!, 10)).toBeGreaterThan(Number.parseInt(overallBefore!, 10));
    expect(await page.locator('[aria-current="step"]').first().textContent()).toContain("Guided Practice");
    await screenshot(page, "tutoring-after-two-messages");

    // Switching section: the switching screen runs, and the chat ends on the tutor opening the new section.
    const nextSection = page.getByRole("button", { name: /^Organelles That Make Proteins/ });
    await nextSection.click();
    await page.getByText("Switching to: Organelles That Make Proteins").waitFor();
    await page.getByText("Switching to: Organelles That Make Proteins").waitFor({ state: "detached" });
    await page.locator('.tutor-section.is-current:has-text("Organelles That Make Proteins")').waitFor();
    const lastMessage = page.locator(".tutor-message").last();
    await expect(lastMessage.getAttribute("class")).resolves.toContain("is-tutor");
    expect(await lastMessage.textContent()).toContain("Organelles That Make Proteins");
    expect(await inView(page, page.getByLabel("Message to your tutor"))).toBe(true);
    await screenshot(page, "tutoring-section-switched");

    // A draft survives a reload.
    await input.fill("My half-written thought about organelles");
    await page.reload();
    await page.getByRole("button", { name: "Biology", exact: true }).click();
    await page.getByRole("button", { name: TOPIC, exact: true }).click();
    await page.getByRole("navigation", { name: "Session Progress" }).waitFor();
    expect(await page.getByLabel("Message to your tutor").inputValue()).toBe(
      "My half-written thought about organelles",
    );
    expect(errors).toEqual([]);
    // Opening a topic with no session yet is an ordinary answer, not a 404 the console reports.
    expect(consoleErrors).toEqual([]);
  });

  test("a subject outside the built-in courses gets the default outline and a tutor that says plainly what it cannot do", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "active" });
    const { page } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/tutoring`);
    await page.getByRole("button", { name: "+ Add Subject" }).click();
    await page.getByPlaceholder("Enter subject name (e.g. Algebra, Biology)").fill("Astronomy");
    await page.getByRole("button", { name: "Create Subject" }).click();
    await page.getByRole("button", { name: "Generate Outline" }).click();
    await page.getByRole("button", { name: "Introduction to Astronomy", exact: true }).click();
    await page.getByText(/full lessons on topics outside the built-in courses are written by an AI model/).waitFor();
    expect(await page.getByText(/Definition of|stated precisely/).count()).toBe(0);
  });

  test("Shift+Enter makes a new line, and Send is disabled while the box is empty", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "active" });
    const { page } = await openPage(handles.browser);
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/tutoring`);
    await page.getByRole("button", { name: "+ Add Subject" }).click();
    await page.getByPlaceholder("Enter subject name (e.g. Algebra, Biology)").fill("Algebra I");
    await page.getByRole("button", { name: "Create Subject" }).click();
    await page.getByRole("button", { name: "Generate Outline" }).click();
    await page.getByRole("button", { name: "Solving Linear Equations", exact: true }).click();
    const input = page.getByLabel("Message to your tutor");
    await input.waitFor();
    expect(await page.getByRole("button", { name: "Send" }).isDisabled()).toBe(true);
    await input.type("first line");
    await input.press("Shift+Enter");
    await input.type("second line");
    expect(await input.inputValue()).toBe("first line\nsecond line");
    expect(await page.locator(".tutor-message.is-student").count()).toBe(0);
  });
});

describe("narrow screens", () => {
  test("at 375 px the subject dialog opens by itself for a new student, and sections become a carousel", async () => {
    const { token } = await handles.product.createUser({
      subscriptionStatus: "trialing",
      trialEnd: Math.floor(Date.now() / 1000) + 3 * 86_400,
    });
    const { page } = await openPage(handles.browser, { viewport: { width: 375, height: 740 } });
    await signIn(page, handles.product.url, token);
    await page.goto(`${handles.product.url}/tutoring`);
    await page.getByRole("dialog", { name: "Add a New Subject" }).waitFor();
    await screenshot(page, "tutoring-narrow-dialog");
    await page.getByPlaceholder("Enter subject name (e.g. Algebra, Biology)").fill("Cell Biology");
    await page.getByRole("button", { name: "Create Subject" }).click();
    await page.getByRole("button", { name: "Generate Outline" }).click();
    await page.getByRole("button", { name: "Cell Structure and Organelles", exact: true }).click();
    await page.getByRole("region", { name: "Topic Sections" }).waitFor();
    expect(await page.getByRole("complementary", { name: "Lesson progress" }).count()).toBe(0);
    await page.getByRole("button", { name: "Next section" }).click();
    expect(await page.getByText("Section 2 of 3").isVisible()).toBe(true);
    expect(await page.getByText(/Your free trial ends on/).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "tutoring-narrow");
  });
});

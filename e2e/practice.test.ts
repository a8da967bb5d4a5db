import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { CURATED_SUBJECTS, type CuratedQuestion } from "../api/src/curriculum";
import { accessibilityViolations, openPage, screenshot, signIn } from "./support/browser";
import { startProductAndBrowser } from "./support/product";

/** The practice widget in Chromium: create, generate (with content generation), filter, practise, review. */

const handles = startProductAndBrowser();

function curatedQuestion(question: string): CuratedQuestion {
  for (const subject of CURATED_SUBJECTS)
    for (const topic of subject.topics)
      for (const section of topic.sections)
        for (const concept of section.concepts)
          for (const candidate of concept.questions) if (candidate.prompt === question.trim()) return candidate;
  throw new Error(`No curated question "${question}"`);
}

/** The curated model answer to a question, for answering right on purpose. */
function modelAnswer(question: string): string {
  return curatedQuestion(question).answer;
}

/** An answer that states one of the question's wrong ideas, for answering wrong on purpose. */
function misconceivedAnswer(question: string): string {
  const wording = curatedQuestion(question)
    .rubric.wrong?.flatMap((idea) => idea.says ?? [])
    .find((said) => !/^[!?]/.test(said));
  if (!wording) throw new Error(`No wrong idea to state for "${question}"`);
  return wording;
}

async function openFlashcards(page: Page, token: string): Promise<void> {
  await signIn(page, handles.product.url, token);
  await page.goto(`${handles.product.url}/practice`);
  await page.getByRole("heading", { name: "Practice", exact: true }).waitFor();
  expect(
    await page.getByText("Practice new facts and correct misconceptions with interactive flashcards.").isVisible(),
  ).toBe(true);
  await page.getByRole("button", { name: /^Flashcards/ }).click();
  await page.getByRole("button", { name: "← Back to Practice Gallery" }).waitFor();
}

async function api(token: string, path: string, body?: unknown) {
  const response = await fetch(`${handles.product.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

describe("flashcards", () => {
  test("create a card, with the required-fields message first", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "active" });
    const { page, errors } = await openPage(handles.browser);
    await openFlashcards(page, token);
    expect(await page.getByText("Cards: 0 | Answered: 0 | Avg Mastery: 0%").isVisible()).toBe(true);
    // No cards yet: Quick Test is not offered, and Retry Incorrect has nothing to retry.
    expect(await page.getByRole("button", { name: "Quick Test Me" }).count()).toBe(0);
    await page.getByRole("button", { name: "Retry Incorrect" }).click();
    await page.getByText("No incorrect cards to retry from recent practice.").waitFor();

    await page.getByRole("button", { name: "+ Create Flashcard" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Flashcard" });
    await dialog.getByRole("button", { name: "Create Flashcard" }).click();
    await dialog.getByText("Please fill in all required fields.").waitFor();
    await dialog.getByLabel("Subject (required)").fill("Chemistry");
    await dialog.getByLabel("Topic (required)").fill("Atoms");
    await dialog.getByLabel(/^Question/).fill("Front: What is at the centre of an atom?\nBack: The nucleus.");
    await dialog.getByLabel("Answer (required)").fill("The nucleus");
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Create Flashcard" }).click();
    await page.getByText("Cards: 1 | Answered: 0 | Avg Mastery: 0%").waitFor();
    expect(await page.getByRole("button", { name: "Quick Test Me" }).isVisible()).toBe(true);

    // The card's Front and Back: the question, and the answer behind "Show Answer".
    await page.locator(".fc-square").first().click();
    const practice = page.getByRole("dialog", { name: "Flashcard Practice" });
    expect(await practice.getByText("What is at the centre of an atom?").isVisible()).toBe(true);
    await practice.getByRole("button", { name: "Show Answer" }).click();
    await page.getByRole("dialog", { name: "Answer" }).getByText("The nucleus.").waitFor();
    await page.getByRole("button", { name: "Got it" }).click();
    expect(errors).toEqual([]);
  });

  test("generate for a topic with no concepts (content generation first), filter, and practise right and wrong", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "active" });
    const subject = await api(token, "/api/subjects", { name: "Cell Biology" });
    await api(token, `/api/subjects/${subject.id}/outline/generate`, {});
    const { page, errors } = await openPage(handles.browser);
    await openFlashcards(page, token);

    await page.getByRole("button", { name: "Generate", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Generate Flashcards" });
    expect(await dialog.getByText("2-3 flashcards are generated for each concept in the scope.").isVisible()).toBe(
      true,
    );
    await dialog.getByLabel("Subject (required)").selectOption({ label: "Cell Biology" });
    await dialog.getByLabel("Topic (required)").selectOption({ label: "Cell Structure and Organelles" });
    // Every dialog that opens is noted: the preparing one can come and go between two polls.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __dialogs: string[] }).__dialogs = seen;
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('[role="dialog"]')) {
          const title = document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent ?? "";
          if (title && !seen.includes(title)) seen.push(title);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await dialog.getByRole("button", { name: "Generate" }).click();
    await page
      .getByText(/Content generated and \d+ flashcards created for Cell Structure and Organelles\./)
      .waitFor({ timeout: 15_000 });
    // The topic had no concepts yet, so the content-generation dialog ran first.
    expect(await page.evaluate(() => (window as unknown as { __dialogs: string[] }).__dialogs)).toContain(
      "Preparing Cell Structure and Organelles",
    );
    // The list is fetched again after the message shows; on a busy machine that can take a moment.
    await page.waitForFunction(
      () => Number(/Cards: (\d+)/.exec(document.querySelector(".fc-summary")?.textContent ?? "")?.[1] ?? 0) > 0,
      null,
      { timeout: 15_000 },
    );
    const summary = await page.locator(".fc-summary").textContent();
    const total = Number(/Cards: (\d+)/.exec(summary!)![1]);
    expect(total).toBeGreaterThanOrEqual(14);
    await screenshot(page, "practice-generated");

    // Filters cascade: a section narrows the list, and changing the subject clears the levels below.
    await page.getByLabel("Subject").selectOption({ label: "Cell Biology" });
    expect(await page.getByLabel("Section").isDisabled()).toBe(true);
    await page.getByLabel("Topic").selectOption({ label: "Cell Structure and Organelles" });
    await page.getByLabel("Section").selectOption({ label: "Organelles That Make Proteins" });
    // Three concepts, three cards each (2-3 per concept: their questions, then their definition).
    await page.getByText(/^Cards: 9 \|/).waitFor();
    await page.getByLabel("Mastery Status").selectOption({ label: "Mastered" });
    await page.getByText(/^Cards: 0 \|/).waitFor();
    await page.getByLabel("Subject").selectOption({ label: "All" });
    expect(await page.getByLabel("Topic").inputValue()).toBe("");
    expect(await page.getByLabel("Mastery Status").inputValue()).toBe("");
    await page.getByText(`Cards: ${total} |`, { exact: false }).waitFor();

    // A right answer on a new card counts: the card's mastery moves about half way (one answer is
    // never "Mastered"), and the server's choice of celebration shows.
    await page.locator(".fc-square").first().click();
    const practice = page.getByRole("dialog", { name: "Flashcard Practice" });
    expect(await practice.getByText(`Card 1 of ${total}`).isVisible()).toBe(true);
    const question = (await practice.locator(".fc-question").textContent())!;
    await practice.getByLabel("Your answer").fill(modelAnswer(question));
    await practice.getByRole("button", { name: "Submit Answer" }).click();
    await practice.getByText("Feedback & Correct Answer").waitFor();
    await practice.getByText(/^Counted: card mastery New →/).waitFor();
    expect(await practice.getByText("Your answer scored 100%.", { exact: true }).isVisible()).toBe(true);
    expect(await practice.locator(".fc-score").textContent()).toContain("Needs Work");
    await page.getByText(/Improvement! \+\d+% Mastery/).waitFor();
    await screenshot(page, "practice-right-answer");

    // A wrong answer on the next card: Needs Work and the misconception it states.
    await practice.getByRole("button", { name: "Next" }).click();
    const next = (await practice.locator(".fc-question").textContent())!;
    await practice.getByLabel("Your answer").fill(misconceivedAnswer(next));
    await practice.getByRole("button", { name: "Submit Answer" }).click();
    await practice.getByText("Misconception Identified").waitFor();
    expect(await practice.locator(".fc-score").textContent()).toContain("Needs Work");
    // The grading view keeps the student's own answer and gives the correct one exactly once.
    expect(await practice.locator(".fc-your-answer").textContent()).toContain(misconceivedAnswer(next));
    const correct = modelAnswer(next);
    const result = (await practice.locator(".fc-result").textContent())!;
    expect(result.split(correct).length - 1).toBe(1);
    await screenshot(page, "practice-wrong-answer");
    await practice.getByRole("button", { name: "Show Metadata" }).click();
    for (const term of [
      "Correct",
      "Incorrect",
      "Total Attempts",
      "Previous Mastery",
      "Previous Feedback",
      "Last Practiced",
    ]) {
      expect(await practice.getByText(term, { exact: true }).isVisible()).toBe(true);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await practice.getByRole("button", { name: "Close" }).click();
    await page.getByText(/Answered: 2 \|/).waitFor();

    // Retry Incorrect holds the wrong one; Quick Test runs to "Session Complete!".
    await page.getByRole("button", { name: "Retry Incorrect" }).click();
    const retry = page.getByRole("dialog", { name: "Retry Incorrect" });
    await retry.getByText("Card 1 of 1").waitFor();
    expect(await retry.getByText("Retry Incorrect", { exact: true }).count()).toBeGreaterThan(0);
    await retry.getByRole("button", { name: "Complete Session" }).click();
    await retry.getByText("Session Complete!").waitFor();
    await retry.getByRole("button", { name: "Close Session" }).click();

    await page.getByRole("button", { name: "Quick Test Me" }).click();
    const quick = page.getByRole("dialog", { name: "Quick Test" });
    await quick.getByRole("button", { name: "Next Card" }).click();
    expect(await quick.getByText(/Card 2 of \d+/).isVisible()).toBe(true);
    await screenshot(page, "practice-quick-test");
    expect(errors).toEqual([]);
  });

  test("new cards show as New; one due answer moves mastery a believable step; undo takes it back", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "active" });
    for (const [question, answer] of [
      ["What is at the centre of an atom?", "The nucleus"],
      ["What charge does an electron carry?", "A negative charge"],
    ])
      await api(token, "/api/practice/flashcards", { subject: "Chemistry", topic: "Atoms", question, answer });
    const { page, errors } = await openPage(handles.browser);
    await openFlashcards(page, token);
    await page.getByText("New (2)").waitFor();
    expect(await page.locator(".fc-square").allTextContents()).toEqual(["New", "New"]);
    await page.getByText("2 cards ready: 0 due for review, 2 new.", { exact: false }).waitFor();
    await screenshot(page, "practice-new-cards");

    await page.getByRole("button", { name: /^What is at the centre of an atom\?/ }).click();
    const practice = page.getByRole("dialog", { name: "Flashcard Practice" });
    await practice.getByText("New card: not answered yet.").waitFor();
    await practice.getByLabel("Your answer").fill("The nucleus");
    await practice.getByRole("button", { name: "Submit Answer" }).click();
    const counted = practice.getByText(/^Counted: card mastery New → \d+%/);
    await counted.waitFor();
    const moved = Number(/New → (\d+)%/.exec((await counted.textContent())!)![1]);
    expect(moved).toBeGreaterThanOrEqual(40);
    expect(moved).toBeLessThanOrEqual(60);
    await screenshot(page, "practice-counted-answer");

    await practice.getByRole("button", { name: "Undo Answer" }).click();
    await practice.getByRole("button", { name: "Submit Answer" }).waitFor();
    await practice.getByRole("button", { name: "Close" }).first().click();
    await page.getByText("Cards: 2 | Answered: 0 | Avg Mastery: 0%").waitFor();
    expect(await page.locator(".fc-square").allTextContents()).toEqual(["New", "New"]);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("Quick Test with nothing due says so", async () => {
    const { token } = await handles.product.createUser({ subscriptionStatus: "active" });
    const card = await api(token, "/api/practice/flashcards", {
      subject: "Art",
      topic: "Colour",
      question: "Primary colours?",
      answer: "red yellow blue",
    });
    await api(token, "/api/practice/flashcards/evaluate", { userAnswer: "red yellow blue", card: { id: card.id } });
    const { page } = await openPage(handles.browser);
    await openFlashcards(page, token);
    await page.getByRole("button", { name: "Quick Test Me" }).click();
    await page.getByText("No flashcards due for review.").waitFor();
  });
});

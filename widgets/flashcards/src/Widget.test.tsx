import { describe, expect, test } from "bun:test";
import type { Flashcard } from "@bloom/api/models";
import { formatDateTime } from "@bloom/ui";
import { fireEvent, render, setUpDom, within } from "../../../packages/ui/test/dom";
import { profileOf, startApiWithGateway, testHost } from "../../dashboard/src/test-support";
import FlashcardsWidget from "./Widget";

/** The flashcards widget on happy-dom against a real API over HTTP: New cards, answers, undo, card tools, settings. */

setUpDom();
const { api, gateway } = await startApiWithGateway();

const LOADED = { timeout: 8000 };

async function learnerWithCards(questions: [string, string][]) {
  const { user, token } = await api.createUser({ subscriptionStatus: "active" });
  const cards: Flashcard[] = [];
  for (const [question, answer] of questions) {
    const { body } = await api.call("/api/practice/flashcards", {
      method: "POST",
      token,
      json: { subject: "Words", topic: "Opposites", question, answer },
    });
    cards.push(body);
  }
  const { host } = testHost(gateway.url, token, profileOf(user));
  const view = render(<FlashcardsWidget host={host} initial={{ view: "flashcards" }} />);
  await view.findByRole("heading", { name: "Mastery Overview" }, LOADED);
  return { view, token, cards };
}

async function openCard(view: Awaited<ReturnType<typeof learnerWithCards>>["view"], question: string) {
  fireEvent.click(await view.findByRole("button", { name: new RegExp(`^${question}`) }, LOADED));
  return view.findByRole("dialog", { name: "Flashcard Practice" }, LOADED);
}

async function answer(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByLabelText("Your answer"), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Submit Answer" }));
  await within(dialog).findByText(/^Your answer scored/, { selector: ".fc-answer-score" }, LOADED);
}

describe("the practice gallery", () => {
  test("its tile opens the flashcards page, which is fetched apart from the gallery and shown on the click", async () => {
    const { user, token } = await api.createUser({ subscriptionStatus: "active" });
    const { host } = testHost(gateway.url, token, profileOf(user));
    const view = render(<FlashcardsWidget host={host} />);
    const tile = await view.findByRole("button", { name: /^Flashcards/ }, LOADED);
    expect(view.queryByRole("button", { name: /Back to Practice Gallery/ })).toBeNull();
    fireEvent.pointerEnter(tile);
    fireEvent.click(tile);
    await view.findByRole("button", { name: /Back to Practice Gallery/ }, LOADED);
    await view.findByRole("button", { name: "+ Create Flashcard" }, LOADED);
  });
});

describe("the flashcards widget", () => {
  test("never-answered cards are New (grey), not 0%, and the legend counts them", async () => {
    const { view } = await learnerWithCards([
      ["Opposite of hot?", "cold"],
      ["Opposite of up?", "down"],
    ]);
    const square = view.getByRole("button", { name: "Opposite of hot?: New, New" });
    expect(square.textContent).toBe("New");
    expect(square.className).toContain("is-new");
    expect(view.getByText(/New \(2\)/)).toBeTruthy();
    expect(view.queryByText("0%")).toBeNull();
    expect(await view.findByText(/2 cards ready: 0 due for review, 2 new\./, {}, LOADED)).toBeTruthy();
  });

  test("an answer shows the honest mastery and that it counted; undo puts the card back to New", async () => {
    const { view } = await learnerWithCards([["Opposite of hot?", "cold"]]);
    const dialog = await openCard(view, "Opposite of hot?");
    expect(within(dialog).getByText("New card: not answered yet.")).toBeTruthy();
    // The status line a screen reader announces is there before the grade, and receives it.
    const status = within(dialog).getByTestId("grade-status");
    expect(status.textContent).toBe("");
    await answer(dialog, "cold");
    expect(within(dialog).getByText("Your answer scored 100%.")).toBeTruthy();
    expect(status.isConnected).toBe(true);
    expect(status.textContent).toStartWith("Your answer scored 100%. Card mastery ");
    const score = dialog.querySelector(".fc-score")!.textContent!;
    // One right answer is about half: never "100% Mastered".
    const shown = Number(/Mastery: (\d+)%/.exec(score)![1]);
    expect(shown).toBeGreaterThanOrEqual(40);
    expect(shown).toBeLessThanOrEqual(60);
    expect(score).toContain("Needs Work");
    expect(within(dialog).getByText(/^Counted: card mastery New →/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Undo Answer" }));
    await within(dialog).findByRole("button", { name: "Submit Answer" }, LOADED);
    fireEvent.click(within(dialog).getByRole("button", { name: "Show Metadata" }));
    expect(within(dialog).getByText("Total Attempts").nextElementSibling!.textContent).toBe("0");
    expect(within(dialog).getByText("Mastery").nextElementSibling!.textContent).toBe("New");
  });

  test("answering again before the card is due is practice, and says so", async () => {
    const { view, token, cards } = await learnerWithCards([["Opposite of hot?", "cold"]]);
    await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "cold", card: { id: cards[0]!.id } },
    });
    const dialog = await openCard(view, "Opposite of hot?");
    await answer(dialog, "cold");
    expect(
      within(dialog).getByText(
        /^Practice: this card is not due until .*, so this answer was not counted\. It comes back for review then\.$/,
      ),
    ).toBeTruthy();
  });

  test("suspend, history and delete (with a confirmation in the design system's dialog)", async () => {
    const { view } = await learnerWithCards([
      ["Opposite of hot?", "cold"],
      ["Opposite of up?", "down"],
    ]);
    const dialog = await openCard(view, "Opposite of hot?");
    await answer(dialog, "warm");

    fireEvent.click(within(dialog).getByRole("button", { name: "History" }));
    const history = await view.findByRole("dialog", { name: "Card History" }, LOADED);
    expect(await within(history).findByText("warm", {}, LOADED)).toBeTruthy();
    expect(within(history).getByText("Again")).toBeTruthy();
    fireEvent.click(within(history).getAllByRole("button", { name: "Close" }).at(-1)!);

    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend" }));
    await within(dialog).findByRole("button", { name: "Unsuspend" }, LOADED);
    expect(within(dialog).getAllByText("Suspended").length).toBeGreaterThan(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const confirm = await view.findByRole("dialog", { name: "Delete Flashcard" }, LOADED);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await within(dialog).findByText("Opposite of up?", {}, LOADED);
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    await view.findByText(/^Cards: 1 \|/, {}, LOADED);
  });

  test("review settings load, save, and shape Quick Test's count", async () => {
    const { view } = await learnerWithCards([
      ["One?", "a"],
      ["Two?", "b"],
      ["Three?", "c"],
    ]);
    fireEvent.click(view.getByRole("button", { name: "Review Settings" }));
    const dialog = await view.findByRole("dialog", { name: "Review Settings" }, LOADED);
    const newCards = (await within(dialog).findByLabelText("New cards per day", {}, LOADED)) as HTMLInputElement;
    expect(newCards.value).toBe("20");
    expect((within(dialog).getByLabelText("Desired retention (%)") as HTMLInputElement).value).toBe("90");
    expect((within(dialog).getByLabelText("Maximum interval (days)") as HTMLInputElement).value).toBe("180");
    fireEvent.change(newCards, { target: { value: "1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Settings" }));
    await view.findByText("Review settings saved.", {}, LOADED);
    expect(await view.findByText(/1 card ready: 0 due for review, 1 new\./, {}, LOADED)).toBeTruthy();
  });
});

describe("a placed subject and topic (an LMS placement)", () => {
  async function placed(initial: Record<string, string>) {
    const { user, token } = await api.createUser({ subscriptionStatus: "active" });
    for (const [topic, question, answer] of [
      ["Opposites", "hot", "cold"],
      ["Opposites", "up", "down"],
      ["Colours", "sky", "blue"],
    ])
      await api.call("/api/practice/flashcards", {
        method: "POST",
        token,
        json: { subject: "Words", topic, question, answer },
      });
    const { host } = testHost(gateway.url, token, profileOf(user));
    return render(<FlashcardsWidget host={host} initial={initial} />);
  }

  test("opens the placed topic's deck straight away, not the gallery's one tile", async () => {
    const view = await placed({ subjectName: "Words", topic: "Opposites" });
    const deck = await view.findByRole("region", { name: "Opposites flashcards" }, LOADED);
    await within(deck).findByText("2 flashcards on Opposites.", {}, LOADED);
    expect(view.queryByRole("button", { name: /^Flashcards/ })).toBeNull();
    expect(view.getByText(/^Cards:/).textContent).toContain("Cards: 2");
    fireEvent.click(within(deck).getByRole("button", { name: "Practise this deck" }));
    await view.findByRole("dialog", { name: "Flashcard Practice" }, LOADED);
  });

  test("a placed topic with no cards yet says so and offers to make them", async () => {
    const view = await placed({ subjectName: "Words", topic: "Antonyms" });
    const deck = await view.findByRole("region", { name: "Antonyms flashcards" }, LOADED);
    await within(deck).findByText("There are no flashcards on Antonyms yet.", {}, LOADED);
    expect(within(deck).getByRole("button", { name: "Make flashcards for Antonyms" })).toBeTruthy();
  });
});

describe("dates, counts and promises that match what happens (issue 36)", () => {
  const SECONDS = /\d:\d\d:\d\d/;

  test("a practice answer, not counted, promises no return but its due date, written without seconds", async () => {
    const { view, token, cards } = await learnerWithCards([["Opposite of hot?", "cold"]]);
    await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "cold", card: { id: cards[0]!.id } },
    });
    const dialog = await openCard(view, "Opposite of hot?");
    await answer(dialog, "I don't know");
    const result = dialog.querySelector(".fc-result")!.textContent!;
    expect(result).toContain("so this answer was not counted");
    expect(result).not.toMatch(/will come back|again later/i);
    const [card] = (await api.call("/api/practice/flashcards", { token })).body as Flashcard[];
    expect(result).toContain(`not due until ${formatDateTime(card!.dueAt)}, so`);
    expect(result).not.toMatch(SECONDS);
  });

  test("a card's dates in its metadata use the one format, without seconds", async () => {
    const { view, cards } = await learnerWithCards([["Opposite of hot?", "cold"]]);
    const dialog = await openCard(view, "Opposite of hot?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Show Metadata" }));
    const created = within(dialog).getByText("Created").nextElementSibling!.textContent!;
    expect(created).toBe(formatDateTime(cards[0]!.createdAt));
    expect(created).not.toMatch(SECONDS);
    expect(within(dialog).getByText("Last Practiced").nextElementSibling!.textContent).toBe("Never");
  });

  test("the progress bar counts answers, beside the card's place: Card 2 of 3 with 1 of 3 answered", async () => {
    const { view } = await learnerWithCards([
      ["One?", "a"],
      ["Two?", "b"],
      ["Three?", "c"],
    ]);
    const dialog = await openCard(view, "One?");
    const head = () => dialog.querySelector(".fc-practice-head")!.textContent;
    const bar = () => within(dialog).getByRole("progressbar", { name: "Cards answered" }).getAttribute("aria-valuenow");
    expect(head()).toBe("Card 1 of 30 of 3 answered (0%)");
    expect(bar()).toBe("0");
    await answer(dialog, "a");
    expect(head()).toBe("Card 1 of 31 of 3 answered (33%)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    await within(dialog).findByText("Card 2 of 3", {}, LOADED);
    expect(head()).toBe("Card 2 of 31 of 3 answered (33%)");
    expect(bar()).toBe("33");
  });

  test("Generate makes 2-3 cards for each concept, and its alert says how many it really made", async () => {
    const { user, token } = await api.createUser({ subscriptionStatus: "active" });
    await api.call("/api/subjects", { method: "POST", token, json: { name: "Cell Biology" } });
    // The topic is planned (and its first cards made) through the API; Generate then adds the next ones.
    const topic = "Cell Membrane and Transport";
    await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Cell Biology", topic, createTutoringSessionIfNeeded: true },
    });
    const before = (await api.call("/api/practice/flashcards", { token })).body as Flashcard[];
    const { host } = testHost(gateway.url, token, profileOf(user));
    const view = render(<FlashcardsWidget host={host} initial={{ view: "flashcards" }} />);
    await view.findByRole("heading", { name: "Mastery Overview" }, LOADED);
    fireEvent.click(view.getByRole("button", { name: "Generate" }));
    const dialog = await view.findByRole("dialog", { name: "Generate Flashcards" }, LOADED);
    expect(within(dialog).getByText(/^2-3 flashcards are generated for each concept in the scope\./)).toBeTruthy();
    const subject = within(dialog).getByLabelText("Subject (required)") as HTMLSelectElement;
    const option = [...subject.options].find((item) => item.textContent === "Cell Biology")!;
    fireEvent.change(subject, { target: { value: option.value } });
    const topicSelect = within(dialog).getByLabelText("Topic (required)") as HTMLSelectElement;
    await within(dialog).findByRole("option", { name: topic }, LOADED);
    fireEvent.change(topicSelect, { target: { value: topic } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Generate" }));
    const alert = await view.findByText(/Generated \d+ new flashcards?\.$/, {}, LOADED);
    const after = (await api.call("/api/practice/flashcards", { token })).body as Flashcard[];
    const made = after.filter((card) => !before.some((old) => old.id === card.id));
    expect(alert.textContent).toEndWith(`Generated ${made.length} new flashcards.`);
    const perConcept = Map.groupBy(made, (card) => card.conceptId);
    expect(perConcept.size).toBe(new Set(before.map((card) => card.conceptId)).size);
    for (const cards of perConcept.values()) {
      expect(cards.length).toBeGreaterThanOrEqual(2);
      expect(cards.length).toBeLessThanOrEqual(3);
    }
  });
});

describe("the practice dialogs from the keyboard (issue 36)", () => {
  test("a card answered before opens in its answer box, not on View Previous Feedback", async () => {
    const { user, token } = await api.createUser({ subscriptionStatus: "active" });
    const { body: card } = await api.call("/api/practice/flashcards", {
      method: "POST",
      token,
      json: { subject: "Words", topic: "Opposites", question: "Opposite of hot?", answer: "cold" },
    });
    await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "warm", card: { id: card.id } },
    });
    const { host } = testHost(gateway.url, token, profileOf(user));
    const view = render(<FlashcardsWidget host={host} initial={{ view: "flashcards" }} />);
    await view.findByRole("heading", { name: "Mastery Overview" }, LOADED);
    const dialog = await openCard(view, "Opposite of hot?");
    expect(within(dialog).getByRole("button", { name: "View Previous Feedback" })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Your answer"));
  });

  test("Quick Test: focus starts in the answer box, stays in the dialog after Submit Answer, and Escape returns it to Quick Test Me", async () => {
    const { view } = await learnerWithCards([
      ["Opposite of hot?", "cold"],
      ["Opposite of up?", "down"],
    ]);
    const opener = view.getByRole("button", { name: "Quick Test Me" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await view.findByRole("dialog", { name: "Quick Test" }, LOADED);
    const box = within(dialog).getByLabelText("Your answer");
    expect(document.activeElement).toBe(box);

    fireEvent.change(box, { target: { value: "cold" } });
    const submit = within(dialog).getByRole("button", { name: "Submit Answer" });
    submit.focus();
    fireEvent.click(submit);
    await within(dialog).findByText(/^Your answer scored/, { selector: ".fc-answer-score" }, LOADED);
    // Submit Answer has become the result: focus leads on to the next card, inside the dialog.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: /^(Next Card|Complete Session)$/ }));

    // The next card starts in its own answer box.
    fireEvent.click(document.activeElement!);
    await within(dialog).findByText("Card 2 of 2", {}, LOADED);
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Your answer"));

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(view.queryByRole("dialog", { name: "Quick Test" })).toBeNull();
    expect(document.activeElement).toBe(view.getByRole("button", { name: "Quick Test Me" }));
  });
});

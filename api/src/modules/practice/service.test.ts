import { afterAll, describe, expect, test } from "bun:test";
import { DEFAULT_REVIEW_SETTINGS, DEFAULT_WEIGHTS } from "@bloom/domain";
import { eq } from "drizzle-orm";
import { errorCodeOf } from "../../../test/error-code";
import { createTempContext } from "../../../test/temp-context";
import { flashcardReviews, flashcards, reviewSettings } from "../../db/schema";
import { createSubject } from "../subjects/public";
import { evaluateAnswer, undoLastAnswer } from "./answer";
import type { FlashcardFilter } from "./model";
import {
  createFlashcard,
  deleteFlashcard,
  getOwnedFlashcard,
  listFlashcards,
  listIncorrectFlashcards,
  reviewQueue,
  updateFlashcard,
} from "./service";
import { updateReviewSettings } from "./settings";
import { getPracticeStats } from "./stats";

/** Cards, their schedule and answers on a real database, without HTTP (grading by the built-in tutor). */

const temp = await createTempContext();
afterAll(() => temp.close());
const { ctx } = temp;
const database = ctx.database;
const DAY = 86_400_000;

const learner = async () => (await temp.createUser({ subscriptionStatus: "active" })).id;

const card = (userId: string, question: string, extra: { subject?: string; topic?: string; section?: string } = {}) =>
  createFlashcard(database, userId, { subject: "Words", topic: "Opposites", answer: "cold", question, ...extra });

describe("createFlashcard", () => {
  test("the section falls back to the topic and the concept to the section", async () => {
    const userId = await learner();
    const row = await card(userId, "  The opposite of hot?  ");
    expect(row).toMatchObject({ question: "The opposite of hot?", topic: "Opposites", section: "Opposites" });
    expect(row.conceptId).toBe("Opposites");
    const sectioned = await card(userId, "The opposite of warm?", { section: "Temperature" });
    expect(sectioned).toMatchObject({ section: "Temperature", conceptId: "Temperature" });
  });

  test("a subject the user has is matched in any letter case and keeps its own name; another is free text", async () => {
    const userId = await learner();
    const { subject } = await createSubject(database, userId, "Vocabulary");
    expect(await card(userId, "Q1", { subject: " vocabulary " })).toMatchObject({
      subject: "Vocabulary",
      subjectId: subject.id,
    });
    expect(await card(userId, "Q2", { subject: "Spelling" })).toMatchObject({ subject: "Spelling", subjectId: null });
  });

  test("another user's subject of the same name is not matched", async () => {
    const [owner, other] = [await learner(), await learner()];
    await createSubject(database, owner, "Rhetoric");
    expect((await card(other, "Q", { subject: "Rhetoric" })).subjectId).toBeNull();
  });

  test("a blank required field is refused", async () => {
    const userId = await learner();
    expect(await errorCodeOf(card(userId, "   "))).toBe("VALIDATION_FAILED");
    expect(await errorCodeOf(card(userId, "Q", { topic: " " }))).toBe("VALIDATION_FAILED");
    expect(await listFlashcards(database, userId, {})).toEqual([]);
  });
});

describe("a card's owner", () => {
  test("another user's card is not found to read, edit, delete, answer or undo", async () => {
    const [owner, stranger] = [await learner(), await learner()];
    const row = await card(owner, "The opposite of hot?");
    expect(await errorCodeOf(getOwnedFlashcard(database, stranger, row.id))).toBe("NOT_FOUND");
    expect(await errorCodeOf(updateFlashcard(database, stranger, row.id, { question: "Mine" }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(deleteFlashcard(database, stranger, row.id))).toBe("NOT_FOUND");
    expect(await errorCodeOf(evaluateAnswer(ctx, stranger, row.id, "cold"))).toBe("NOT_FOUND");
    expect(await errorCodeOf(undoLastAnswer(ctx, stranger, row.id))).toBe("NOT_FOUND");
    expect(await getOwnedFlashcard(database, owner, row.id)).toEqual(row);
  });

  test("an edit keeps text non-empty; suspending alone leaves the text", async () => {
    const userId = await learner();
    const row = await card(userId, "The opposite of hot?");
    expect(await errorCodeOf(updateFlashcard(database, userId, row.id, { answer: "  " }))).toBe("VALIDATION_FAILED");
    const suspended = await updateFlashcard(database, userId, row.id, { suspended: true });
    expect(suspended).toMatchObject({ suspended: true, question: row.question, answer: "cold" });
  });
});

describe("listFlashcards", () => {
  test("filters by scope, and a mastery range matches no card that was never reviewed", async () => {
    const userId = await learner();
    await card(userId, "Q1", { topic: "Opposites", section: "Heat" });
    await card(userId, "Q2", { topic: "Opposites", section: "Size" });
    await card(userId, "Q3", { topic: "Synonyms" });
    expect((await listFlashcards(database, userId, { topic: "Opposites" })).map((c) => c.question)).toEqual([
      "Q1",
      "Q2",
    ]);
    expect((await listFlashcards(database, userId, { section: "Size" })).map((c) => c.question)).toEqual(["Q2"]);
    expect(await listFlashcards(database, userId, { minMastery: 0 })).toEqual([]);
    expect(await listFlashcards(database, userId, { status: "new" })).toHaveLength(3);
  });
});

describe("evaluateAnswer", () => {
  test("a blank answer is refused before anything is graded or stored", async () => {
    const userId = await learner();
    const row = await card(userId, "The opposite of hot?");
    expect(await errorCodeOf(evaluateAnswer(ctx, userId, row.id, "  \n "))).toBe("VALIDATION_FAILED");
    expect(await database.read.select().from(flashcardReviews).where(eq(flashcardReviews.flashcardId, row.id))).toEqual(
      [],
    );
  });

  test("an answer to a due card counts and moves its schedule; answering again before it is due is practice", async () => {
    const userId = await learner();
    const row = await card(userId, "The opposite of hot?");
    const first = await evaluateAnswer(ctx, userId, row.id, "cold");
    expect(first).toMatchObject({ counted: true, practiceReason: null });
    expect(first.card).toMatchObject({ reps: 1, attempts: 1, isDue: false });
    expect(first.cardMastery.before).toBeNull();
    expect(first.stats.cardsAnswered).toBe(1);

    const again = await evaluateAnswer(ctx, userId, row.id, "cold");
    expect(again).toMatchObject({ counted: false, practiceReason: "not-due", celebration: null });
    expect(again.card).toMatchObject({ reps: 1, attempts: 1, dueAt: first.card.dueAt });
  });

  test("an answer to a suspended card is practice, whatever its schedule", async () => {
    const userId = await learner();
    const row = await card(userId, "The opposite of hot?");
    await updateFlashcard(database, userId, row.id, { suspended: true });
    const result = await evaluateAnswer(ctx, userId, row.id, "cold");
    expect(result).toMatchObject({ counted: false, practiceReason: "suspended" });
    expect(result.card.reps).toBe(0);
  });
});

describe("undoLastAnswer", () => {
  test("puts the card back as it was, and only the user's very last answer can be undone", async () => {
    const userId = await learner();
    const first = await card(userId, "The opposite of hot?");
    const second = await card(userId, "The opposite of big?", { section: "Size" });
    await evaluateAnswer(ctx, userId, first.id, "cold");
    await evaluateAnswer(ctx, userId, second.id, "small");
    expect(await errorCodeOf(undoLastAnswer(ctx, userId, first.id))).toBe("CONFLICT");

    const restored = await undoLastAnswer(ctx, userId, second.id);
    expect(restored).toMatchObject({ reps: 0, attempts: 0, isDue: true, status: "new" });
    const [stored] = await database.read.select().from(flashcards).where(eq(flashcards.id, second.id));
    expect(stored).toMatchObject({ due: second.due, reps: 0, lastPracticed: null });
    // The earlier answer is now the last one.
    expect((await undoLastAnswer(ctx, userId, first.id)).reps).toBe(0);
    expect(await errorCodeOf(undoLastAnswer(ctx, userId, first.id))).toBe("CONFLICT");
  });
});

describe("reviewQueue", () => {
  test("serves due reviews first, then new cards within the day's limit, never suspended ones", async () => {
    const userId = await learner();
    await updateReviewSettings(database, userId, { newCardsPerDay: 2 });
    const reviewed = await card(userId, "Reviewed");
    await evaluateAnswer(ctx, userId, reviewed.id, "cold");
    const fresh = [await card(userId, "New 1"), await card(userId, "New 2"), await card(userId, "New 3")];
    await updateFlashcard(database, userId, fresh[0]!.id, { suspended: true });

    // Today one new card was answered, so one of the two new cards a day is left.
    const today = await reviewQueue(database, userId);
    expect(today.served.map((row) => row.question)).toEqual(["New 2"]);
    expect(today.summary).toMatchObject({ dueReviews: 0, newCards: 2, newToday: 1, servedNow: 1 });

    // A week on, the reviewed card is due and comes first; the new-card limit is a new day's.
    const later = await reviewQueue(database, userId, Date.now() + 7 * DAY);
    expect(later.served.map((row) => row.question)).toEqual(["Reviewed", "New 2", "New 3"]);
    expect(later.summary).toMatchObject({ dueReviews: 1, newToday: 0, reviewsToday: 0 });
  });
});

describe("listIncorrectFlashcards", () => {
  test("an unknown time zone is refused with a sentence that names it", async () => {
    const userId = await learner();
    const call = listIncorrectFlashcards(database, userId, "Mars/Olympus");
    expect(await errorCodeOf(call)).toBe("VALIDATION_FAILED");
    await expect(call).rejects.toThrow('"Mars/Olympus" is not a time zone we know');
  });

  test("lists the cards whose latest answer failed, not passed or unanswered ones", async () => {
    const userId = await learner();
    const failed = await card(userId, "The opposite of hot?");
    const passed = await card(userId, "The opposite of warm?", { section: "Warmth" });
    await card(userId, "Unanswered", { section: "Other" });
    await evaluateAnswer(ctx, userId, failed.id, "purple elephant");
    await evaluateAnswer(ctx, userId, passed.id, "cold");
    expect((await listIncorrectFlashcards(database, userId, "UTC")).map((c) => c.id)).toEqual([failed.id]);
  });
});

describe("getPracticeStats", () => {
  test("agrees with the listed cards under every kind of filter: answered, not suspended, mean mastery now", async () => {
    const userId = await learner();
    const now = Date.now();
    const cards = [
      await card(userId, "Q1", { subject: "Bio", topic: "Cells", section: "Parts" }),
      await card(userId, "Q2", { subject: "Bio", topic: "Cells", section: "Energy" }),
      await card(userId, "Q3", { subject: "Bio", topic: "Plants" }),
      await card(userId, "Q4", { subject: "Chem", topic: "Atoms" }),
      await card(userId, "Q5", { subject: "Bio", topic: "Cells", section: "Parts" }),
    ];
    // Memories of different strengths and ages; Q5 stays New, Q2 is suspended.
    for (const [index, stability] of [4, 30, 1, 12].entries()) {
      await database.write((tx) =>
        tx
          .update(flashcards)
          .set({ reps: index + 1, stability, lastReview: now - (index + 1) * 3 * DAY, state: 2 })
          .where(eq(flashcards.id, cards[index]!.id)),
      );
    }
    await updateFlashcard(database, userId, cards[1]!.id, { suspended: true });
    // Personal weights that forget faster than the defaults: the statistics must use them too.
    const weights = [...DEFAULT_WEIGHTS];
    weights[20] = 0.5;
    await database.write((tx) =>
      tx.insert(reviewSettings).values({
        userId,
        ...DEFAULT_REVIEW_SETTINGS,
        weights: JSON.stringify(weights),
      }),
    );
    const filters: FlashcardFilter[] = [
      {},
      { subject: "Bio" },
      { subject: "Bio", topic: "Cells" },
      { subject: "Bio", topic: "Cells", section: "Parts" },
      { conceptId: "Parts" },
      { subject: "Bio", minMastery: 0.2 },
      { maxMastery: 0.5 },
      { status: "new" },
      { status: "suspended" },
      { subject: "Nothing" },
    ];
    for (const filter of filters) {
      const listed = (await listFlashcards(database, userId, filter, now)).filter(
        (item) => !item.suspended && item.status !== "new",
      );
      const stats = await getPracticeStats(database, userId, filter, now);
      const mean = listed.length === 0 ? 0 : listed.reduce((sum, item) => sum + item.mastery, 0) / listed.length;
      expect({ filter, ...stats }).toEqual({
        filter,
        cardsAnswered: listed.length,
        averageMastery: expect.closeTo(mean, 12),
      });
    }
    expect((await getPracticeStats(database, userId, { subject: "Bio" }, now)).cardsAnswered).toBe(2);
  });
});

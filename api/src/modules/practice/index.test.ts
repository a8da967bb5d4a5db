import { afterAll, describe, expect, test } from "bun:test";
import { MASTERED_STABILITY_DAYS, startOfLocalDay } from "@bloom/domain";
import { eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { conceptMastery, flashcardReviews, flashcards, masteryEvidence } from "../../db/schema";

/** Flashcards over HTTP on the offline provider (key-term grading, deterministic). */

const api = await startTestApi();
afterAll(() => api.close());

const HOUR = 3_600_000;

async function learner() {
  return api.createUser({ subscriptionStatus: "active" });
}

async function createCard(token: string, json: Record<string, unknown>) {
  return api.call("/api/practice/flashcards", { method: "POST", token, json });
}

async function setCard(id: string, values: Partial<typeof flashcards.$inferInsert>) {
  await api.ctx.database.write((tx) => tx.update(flashcards).set(values).where(eq(flashcards.id, id)));
}

/**
 * Gives a card a reviewed memory whose FSRS-aware mastery is exactly `mastery` right after its
 * review (stability S with S / (S + 21/9) = mastery), reviewed "in an hour" so no time has passed.
 */
async function setMemory(id: string, mastery: number) {
  const stability = (mastery * (MASTERED_STABILITY_DAYS / 9)) / (1 - mastery);
  await setCard(id, {
    stability,
    difficulty: 5,
    reps: 1,
    attempts: 1,
    state: 2,
    lastReview: Date.now() + HOUR,
    due: Date.now() + 30 * 24 * HOUR,
  });
}

describe("creating cards", () => {
  test("stores the card with the section and concept fallbacks of spec §3", async () => {
    const { token } = await learner();
    const { status, body } = await createCard(token, {
      subject: " Algebra ",
      topic: "Equations",
      question: "Front: 2x = 6\nBack: x = 3",
      answer: "x = 3",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      subject: "Algebra",
      topic: "Equations",
      section: "Equations",
      conceptId: "Equations",
      mastery: 0,
      lastMasteryScore: null,
      successCount: 0,
      failCount: 0,
      attempts: 0,
      lastPracticed: null,
    });
    const withSection = await createCard(token, {
      subject: "Algebra",
      topic: "Equations",
      section: "One step",
      question: "q",
      answer: "a",
    });
    expect(withSection.body).toMatchObject({ section: "One step", conceptId: "One step" });
  });

  test("subject, topic, question and answer are required after trimming", async () => {
    const { token } = await learner();
    const base = { subject: "A", topic: "B", question: "Q", answer: "A" };
    for (const field of ["subject", "topic", "question", "answer"]) {
      for (const value of ["   ", undefined]) {
        const { status, body } = await createCard(token, { ...base, [field]: value });
        expect(status).toBe(400);
        expect(body).toEqual({ code: "VALIDATION_FAILED", error: "Please fill in all required fields." });
      }
    }
  });

  test("a user id in the request names no one: cards are always the caller's own", async () => {
    const [me, other] = [await learner(), await learner()];
    const base = { subject: "A", topic: "B", question: "Q", answer: "A" };
    const created = await createCard(me.token, { ...base, userId: other.user.id, user_id: other.user.id });
    expect(created.status).toBe(201);
    const [row] = await api.ctx.database.read.select().from(flashcards).where(eq(flashcards.id, created.body.id));
    expect(row?.userId).toBe(me.user.id);
    const listed = await api.call(`/api/practice/flashcards?user_id=${other.user.id}&userId=${other.user.id}`, {
      token: me.token,
    });
    expect(listed.body.map((card: { id: string }) => card.id)).toEqual([created.body.id]);
    const theirs = await api.call(`/api/practice/flashcards/incorrect?user_id=${other.user.id}`, { token: me.token });
    expect(theirs.status).toBe(200);
  });
});

describe("listing and filters", () => {
  test("the mastery-status mapping holds at its edges on the cards' mastery now; New cards match no range", async () => {
    const { token } = await learner();
    const masteries = [0.6999, 0.7001, 0.8999, 0.9001];
    for (const mastery of masteries) {
      const card = (await createCard(token, { subject: "S", topic: "T", question: `q${mastery}`, answer: "a" })).body;
      await setMemory(card.id, mastery);
    }
    const fresh = (await createCard(token, { subject: "S", topic: "T", question: "never answered", answer: "a" })).body;
    expect(fresh).toMatchObject({ status: "new", mastery: 0, isDue: true, state: "new" });
    const list = async (query: string) =>
      (await api.call(`/api/practice/flashcards?${query}`, { token })).body.map(
        (card: { mastery: number; status: string }) =>
          card.status === "new" ? "new" : Number(card.mastery.toFixed(4)),
      );
    expect(await list("maxMastery=0.7")).toEqual([0.6999]);
    expect(await list("minMastery=0.7&maxMastery=0.9")).toEqual([0.7001, 0.8999]);
    expect(await list("minMastery=0.9")).toEqual([0.9001]);
    expect(await list("status=new")).toEqual(["new"]);
    expect(await list("")).toEqual([...masteries, "new"]);
    const statuses = (await api.call("/api/practice/flashcards", { token })).body.map(
      (card: { status: string }) => card.status,
    );
    expect(statuses).toEqual(["needs-work", "good", "good", "mastered", "new"]);
  });

  test("filters by subject, topic, section and concept, and stats use the same filters", async () => {
    const { token } = await learner();
    await createCard(token, {
      subject: "Bio",
      topic: "Cells",
      section: "Organelles",
      conceptId: "c1",
      question: "q1",
      answer: "a",
    });
    await createCard(token, { subject: "Bio", topic: "Cells", section: "Membranes", question: "q2", answer: "a" });
    await createCard(token, { subject: "Bio", topic: "Genes", question: "q3", answer: "a" });
    await createCard(token, { subject: "Chem", topic: "Atoms", question: "q4", answer: "a" });
    const questions = async (query: string) =>
      (await api.call(`/api/practice/flashcards?${query}`, { token })).body.map(
        (card: { question: string }) => card.question,
      );
    expect(await questions("subject=Bio")).toEqual(["q1", "q2", "q3"]);
    expect(await questions("subject=Bio&topic=Cells")).toEqual(["q1", "q2"]);
    expect(await questions("subject=Bio&topic=Cells&section=Membranes")).toEqual(["q2"]);
    expect(await questions("concept_id=c1")).toEqual(["q1"]);

    const all = (await api.call("/api/practice/flashcards?subject=Bio", { token })).body;
    await setMemory(all[0].id, 0.8);
    await setMemory(all[2].id, 0.4);
    const stats = await api.call("/api/practice/stats?subject=Bio", { token });
    expect(stats.body.cardsAnswered).toBe(2);
    expect(stats.body.averageMastery).toBeCloseTo(0.6, 10);
    const cells = (await api.call("/api/practice/stats?subject=Bio&topic=Cells", { token })).body;
    expect(cells.cardsAnswered).toBe(1);
    expect(cells.averageMastery).toBeCloseTo(0.8, 10);
    // A suspended card leaves the average.
    await setCard(all[2].id, { suspended: true });
    expect((await api.call("/api/practice/stats?subject=Bio", { token })).body.cardsAnswered).toBe(1);
    expect((await api.call("/api/practice/stats?subject=Nothing", { token })).body).toEqual({
      cardsAnswered: 0,
      averageMastery: 0,
    });
  });

  test("bad filter values are a clear 400", async () => {
    const { token } = await learner();
    const { status, body } = await api.call("/api/practice/flashcards?minMastery=high", { token });
    expect(status).toBe(400);
    expect(body.error).toBe("minMastery must be a number from 0 to 1.");
  });
});

describe("answering a card", () => {
  test("a right answer on a new card counts: Good (not Easy), about half mastery (not 100%), logged and scheduled", async () => {
    const { user, token } = await learner();
    const card = (
      await createCard(token, {
        subject: "Algebra",
        topic: "Equations",
        question: "What is the inverse of addition?",
        answer: "subtraction",
      })
    ).body;
    const { status, body } = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: {
        userAnswer: "It is subtraction",
        card: { id: card.id, mastery: 1, answer: "forged", question: "forged" },
      },
    });
    expect(status).toBe(200);
    expect(body.mastery).toBe(1);
    expect(typeof body.feedback).toBe("string");
    expect(body).toMatchObject({ counted: true, practiceReason: null, rating: 3 });
    expect(body.card).toMatchObject({
      lastMasteryScore: null,
      lastScore: 1,
      successCount: 1,
      failCount: 0,
      attempts: 1,
      question: card.question,
      answer: "subtraction",
      isDue: false,
    });
    expect(body.card.mastery).toBeGreaterThan(0.4);
    expect(body.card.mastery).toBeLessThan(0.6);
    expect(body.card.status).toBe("needs-work");
    expect(body.cardMastery.before).toBeNull();
    expect(body.cardMastery.after).toBeCloseTo(body.card.mastery, 6);
    expect(body.celebration).toEqual({
      type: "milestone",
      reason: "improvement",
      value: Math.round(body.card.mastery * 100),
      message: `Improvement! +${Math.round(body.card.mastery * 100)}% Mastery`,
    });
    expect(new Date(body.card.dueAt).getTime()).toBeGreaterThan(Date.now());
    const reviews = await api.ctx.database.read
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.flashcardId, card.id));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      id: body.reviewId,
      userId: user.id,
      mastery: 1,
      rating: 3,
      counted: true,
      previousState: 0,
      userAnswer: "It is subtraction",
    });
  });

  test("answering again before the card is due is practice: graded and shown, nothing counted", async () => {
    const { token } = await learner();
    const card = (
      await createCard(token, {
        subject: "Algebra",
        topic: "Equations",
        question: "Inverse of division?",
        answer: "multiplication",
      })
    ).body;
    const answer = () =>
      api.call("/api/practice/flashcards/evaluate", {
        method: "POST",
        token,
        json: { userAnswer: "multiplication", card: { id: card.id } },
      });
    const first = (await answer()).body;
    const burst = await Promise.all([answer(), answer(), answer()]);
    for (const { body } of burst) {
      expect(body).toMatchObject({ mastery: 1, counted: false, practiceReason: "not-due", celebration: null });
      expect(body.card).toMatchObject({ attempts: 1, successCount: 1, dueAt: first.card.dueAt });
      expect(body.cardMastery.after).toBeCloseTo(first.card.mastery, 6);
    }
    const reviews = await api.ctx.database.read
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.flashcardId, card.id));
    expect(reviews.filter((review) => review.counted)).toHaveLength(1);
    expect(reviews).toHaveLength(4);
    const stats = (await api.call("/api/practice/stats", { token })).body;
    expect(stats.cardsAnswered).toBe(1);
  });

  test("a wrong answer on a due card counts: Again, a failure, lower mastery (not 0%), back within a day", async () => {
    const { token } = await learner();
    const card = (
      await createCard(token, {
        subject: "Algebra",
        topic: "Equations",
        question: "Inverse of multiplication?",
        answer: "division",
      })
    ).body;
    const right = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "division", card: { id: card.id } },
    });
    await setCard(card.id, { due: Date.now() - 1 });
    const wrong = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "addition I think", card: { id: card.id } },
    });
    expect(wrong.body).toMatchObject({ mastery: 0, counted: true, rating: 1 });
    expect(wrong.body.correction).toContain("division");
    expect(wrong.body.card).toMatchObject({ lastScore: 0, successCount: 1, failCount: 1, attempts: 2 });
    expect(wrong.body.card.lastMasteryScore).toBeCloseTo(wrong.body.cardMastery.before, 6);
    expect(wrong.body.card.mastery).toBeLessThan(right.body.card.mastery);
    expect(wrong.body.card.mastery).toBeGreaterThan(0);
    expect(new Date(wrong.body.card.dueAt).getTime() - Date.now()).toBeLessThan(24 * HOUR);
  });

  test("the answer's statistics are the ones GET /stats gives straight after", async () => {
    const { token } = await learner();
    const make = async (question: string, subject = "Words") =>
      (await createCard(token, { subject, topic: "Opposites", question, answer: "cold" })).body as { id: string };
    const [strong, weak, suspended] = [await make("strong"), await make("weak", "Other"), await make("suspended")];
    await make("never answered");
    await setMemory(strong.id, 0.8);
    await setMemory(weak.id, 0.3);
    await setMemory(suspended.id, 0.95);
    await setCard(suspended.id, { suspended: true });
    const answered = await make("The opposite of hot?");
    const { body } = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "cold", card: { id: answered.id } },
    });
    const stats = (await api.call("/api/practice/stats", { token })).body;
    // The two memories and the card just answered; not the suspended card, nor the one never answered.
    expect(body.stats.cardsAnswered).toBe(3);
    expect(stats.cardsAnswered).toBe(body.stats.cardsAnswered);
    expect(body.stats.averageMastery).toBeCloseTo((0.8 + 0.3 + body.card.mastery) / 3, 6);
    expect(stats.averageMastery).toBeCloseTo(body.stats.averageMastery, 6);
  });

  test("the celebration compares the statistics from before the answer: the fifth card answered", async () => {
    const { token } = await learner();
    for (const question of ["q1", "q2", "q3", "q4"]) {
      const card = (await createCard(token, { subject: "S", topic: "T", question, answer: "a" })).body;
      await setMemory(card.id, 0.5);
    }
    const fifth = (await createCard(token, { subject: "S", topic: "T", question: "Inverse of plus?", answer: "minus" }))
      .body;
    const { body } = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "no idea", card: { id: fifth.id } },
    });
    expect(body).toMatchObject({ counted: true, stats: { cardsAnswered: 5 } });
    expect(body.celebration).toEqual({ type: "completed", reason: "answered", value: 5, message: "5 cards answered!" });
    // Practice on the same card straight after changes no count, so there is nothing to celebrate.
    const again = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "no idea", card: { id: fifth.id } },
    });
    expect(again.body).toMatchObject({ counted: false, celebration: null, stats: { cardsAnswered: 5 } });
  });

  test("the card's concept receives the evidence", async () => {
    const { user, token } = await learner();
    await api.call("/api/subjects", { method: "POST", token, json: { name: "Cell Biology" } });
    const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Cell Biology", topic: "Cell Membrane and Transport", createTutoringSessionIfNeeded: true },
    });
    const card = generated.body.cards[0];
    const answer = () =>
      api.call("/api/practice/flashcards/evaluate", {
        method: "POST",
        token,
        json: { userAnswer: card.answer, card: { id: card.id } },
      });
    const { body } = await answer();
    expect(body.concept).toMatchObject({ id: card.conceptId, before: 0 });
    // One scale (ADR 0046): a concept with one answered card and no chat evidence reads as that card.
    expect(body.concept.after).toBeGreaterThan(0.3);
    expect(body.concept.after).toBeLessThanOrEqual(0.5);
    expect(body.concept.after).toBeCloseTo(body.cardMastery.after, 6);
    // Practice straight after adds nothing.
    const again = (await answer()).body;
    expect(again.counted).toBe(false);
    expect(again.concept.after).toBeCloseTo(body.concept.after, 6);
    expect(again.concept.before).toBeCloseTo(again.concept.after, 12);
    const [mastery] = await api.ctx.database.read
      .select()
      .from(conceptMastery)
      .where(eq(conceptMastery.conceptId, card.conceptId));
    // The answer is a day of evidence, but the tutor's belief stays with the tutor: the card carries it.
    expect(mastery).toMatchObject({ userId: user.id, observations: 1, evidenceDays: 1, mastery: 0 });
    const evidence = await api.ctx.database.read
      .select()
      .from(masteryEvidence)
      .where(eq(masteryEvidence.flashcardId, card.id));
    expect(evidence).toHaveLength(1);
  });

  test("an empty answer is a clear 400, another user's card a 404, and neither changes anything", async () => {
    const owner = await learner();
    const card = (await createCard(owner.token, { subject: "A", topic: "B", question: "Q?", answer: "yes" })).body;
    const empty = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token: owner.token,
      json: { userAnswer: "   ", card: { id: card.id } },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Please write an answer before submitting.");
    const intruder = await learner();
    const stolen = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token: intruder.token,
      json: { userAnswer: "yes", card: { id: card.id } },
    });
    expect(stolen.status).toBe(404);
    const noCard = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token: owner.token,
      json: { userAnswer: "yes" },
    });
    expect(noCard.status).toBe(400);
    const [row] = await api.ctx.database.read.select().from(flashcards).where(eq(flashcards.id, card.id));
    expect(row).toMatchObject({ attempts: 0, mastery: 0 });
    expect((await api.call("/api/practice/flashcards", { token: intruder.token })).body).toEqual([]);
  });
});

describe("one mastery scale (ADR 0046)", () => {
  const EUKARYOTE = {
    subject: "Biology",
    topic: "Cells",
    question:
      "Front: What kind of cell has a nucleus and membrane-bound organelles such as mitochondria?\nBack: A eukaryotic cell, which keeps its DNA inside a nucleus and has mitochondria",
    answer: "A eukaryotic cell, which keeps its DNA inside a nucleus and has mitochondria",
  };
  const evaluate = (token: string, id: string, userAnswer: string) =>
    api.call("/api/practice/flashcards/evaluate", { method: "POST", token, json: { userAnswer, card: { id } } });

  test("twelve partly right answers leave the card partly known (about their grade), not near 0% (issue 36)", async () => {
    const { token } = await learner();
    const card = (await createCard(token, EUKARYOTE)).body;
    let last: Awaited<ReturnType<typeof evaluate>>["body"] = null;
    for (let i = 0; i < 12; i++) {
      // Each answer is to a due card, so each one counts.
      await setCard(card.id, { due: Date.now() - 1_000 });
      last = (await evaluate(token, card.id, i % 2 === 0 ? "a eukaryotic cell" : "eukaryotic")).body;
      expect(last.counted).toBe(true);
      expect(last.mastery).toBeGreaterThanOrEqual(0.4);
      expect(last.mastery).toBeLessThan(0.7);
    }
    // The last grade was partial credit: the card reads that grade, Needs Work, and is no lapse.
    expect(last.card.mastery).toBeGreaterThan(0.4);
    expect(last.card.mastery).toBeCloseTo(last.mastery, 2);
    expect(last.card).toMatchObject({ failCount: 12, successCount: 0, attempts: 12, status: "needs-work" });
    expect(last.rating).toBe(2);
    // The flashcards page's Avg Mastery is this card's mastery (a generated card's concept reads as
    // its only card: "the card's concept receives the evidence" above).
    const stats = await api.call("/api/practice/stats", { token });
    expect(stats.body.averageMastery).toBeCloseTo(last.cardMastery.after, 4);
  });

  test('"You got eukaryotic cell right" on a card at 54% reads about its grade, not 25%; a pass never lowers the card', async () => {
    const { token } = await learner();
    const card = (await createCard(token, EUKARYOTE)).body;
    await setMemory(card.id, 0.54);
    await setCard(card.id, { due: Date.now() - 1_000 });
    const partly = (await evaluate(token, card.id, "a eukaryotic cell")).body;
    expect(partly.feedback).toContain("You got eukaryotic cell right.");
    expect(partly.counted).toBe(true);
    expect(partly.cardMastery.before).toBeCloseTo(0.54, 2);
    expect(partly.cardMastery.after).toBeCloseTo(partly.mastery, 2);
    expect(partly.cardMastery.after).toBeGreaterThan(0.45);
    for (const answer of ["eukaryotic cell with a nucleus", "eukaryotic, DNA in nucleus", EUKARYOTE.answer]) {
      await setCard(card.id, { due: Date.now() - 1_000 });
      const { body } = await evaluate(token, card.id, answer);
      expect(body.mastery).toBeGreaterThanOrEqual(0.7);
      expect(body.counted).toBe(true);
      expect(body.cardMastery.after).toBeGreaterThanOrEqual(body.cardMastery.before);
    }
  });
});

describe("generating cards", () => {
  test("a topic with no concepts is a NO_CONCEPTS error unless planning is asked for", async () => {
    const { token } = await learner();
    await api.call("/api/subjects", { method: "POST", token, json: { name: "Algebra I" } });
    const topic = "Functions and Graphs";
    const refused = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Algebra I", topic },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("NO_CONCEPTS");
    const planned = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Algebra I", topic, createTutoringSessionIfNeeded: true },
    });
    expect(planned.status).toBe(200);
    const perConcept = Map.groupBy(planned.body.cards as { conceptId: string }[], (card) => card.conceptId);
    expect(perConcept.size).toBeGreaterThan(1);
    for (const cards of perConcept.values()) {
      expect(cards.length).toBeGreaterThanOrEqual(2);
      expect(cards.length).toBeLessThanOrEqual(3);
    }
    expect(planned.body.count).toBe(planned.body.cards.length);
  });

  test("a topic outside the built-in courses, with no AI model, gets a clear message and no cards", async () => {
    const { token } = await learner();
    await api.call("/api/subjects", { method: "POST", token, json: { name: "Geology" } });
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await api.call("/api/practice/flashcards/generate-enhanced", {
        method: "POST",
        token,
        json: { subject: "Geology", topic: "Rocks", createTutoringSessionIfNeeded: true },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: "NEEDS_AI_MODEL",
        error:
          'Flashcards for "Rocks" need an AI model, because the topic is not one of the built-in courses and none is connected right now. You can write your own cards with + Create Flashcard, or generate cards for a built-in topic.',
      });
    }
    // Once planned as a placeholder, asking without planning gets the same answer, not the content dialog.
    const again = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Geology", topic: "Rocks" },
    });
    expect(again.body.code).toBe("NEEDS_AI_MODEL");
    expect((await api.call("/api/practice/flashcards?subject=Geology", { token })).body).toEqual([]);
  });

  test("a section scope generates only for its concepts; again, each concept's next 2-3 cards; never a repeat", async () => {
    const { token } = await learner();
    const generate = (json: Record<string, unknown>) =>
      api.call("/api/practice/flashcards/generate-enhanced", {
        method: "POST",
        token,
        json: { subject: "World History", topic: "Ancient Civilizations", ...json },
      });
    type Card = { conceptId: string; section: string; question: string };
    const first = await generate({ createTutoringSessionIfNeeded: true });
    const section = first.body.cards[0].section;
    const inSection = new Set(
      (first.body.cards as Card[]).filter((card) => card.section === section).map((card) => card.conceptId),
    );
    // The built-in course has more than three real cards per concept: asking again gives the next ones.
    const again = await generate({ section });
    expect(again.status).toBe(200);
    expect(again.body.count).toBe(again.body.cards.length);
    const perConcept = Map.groupBy(again.body.cards as Card[], (card) => card.conceptId);
    expect(new Set(perConcept.keys())).toEqual(inSection);
    for (const cards of perConcept.values()) {
      expect(cards.length).toBeGreaterThanOrEqual(2);
      expect(cards.length).toBeLessThanOrEqual(3);
      for (const card of cards) expect(card.section).toBe(section);
    }
    // Once a section's concepts have all their cards, asking again adds none.
    let count = again.body.count;
    for (let round = 0; round < 3 && count > 0; round++) count = (await generate({ section })).body.count;
    expect(count).toBe(0);
    const all = (await api.call("/api/practice/flashcards?subject=World%20History", { token })).body as Card[];
    expect(new Set(all.map((card) => `${card.conceptId} ${card.question}`)).size).toBe(all.length);
  });
});

describe("generating cards for the demo student", () => {
  test("a concept that already has two of its cards still gets 2-3 new, different ones", async () => {
    const { token } = (await api.call("/api/auth/demo", { method: "POST" })).body as { token: string };
    type Card = { conceptId: string; question: string; subject: string; topic: string };
    const before = (await api.call("/api/practice/flashcards", { token })).body as Card[];
    const { subject, topic } = before[0]!;
    const held = new Set(before.map((card) => `${card.conceptId} ${card.question}`));
    const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject, topic },
    });
    expect(generated.status).toBe(200);
    const perConcept = Map.groupBy(generated.body.cards as Card[], (card) => card.conceptId);
    expect(perConcept.size).toBeGreaterThan(1);
    for (const cards of perConcept.values()) {
      expect(cards.length).toBeGreaterThanOrEqual(2);
      expect(cards.length).toBeLessThanOrEqual(3);
      for (const card of cards) expect(held.has(`${card.conceptId} ${card.question}`)).toBe(false);
    }
  });
});

describe("review queues", () => {
  test("new cards are due for review; a well-answered card is not", async () => {
    const { token } = await learner();
    const a = (await createCard(token, { subject: "S", topic: "T", question: "Opposite of hot?", answer: "cold" }))
      .body;
    const b = (await createCard(token, { subject: "S", topic: "T", question: "Opposite of up?", answer: "down" })).body;
    await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "cold", card: { id: a.id } },
    });
    const due = (await api.call("/api/practice/flashcards/due-for-review", { token })).body;
    expect(due.map((card: { id: string }) => card.id)).toEqual([b.id]);
    const empty = await learner();
    expect((await api.call("/api/practice/flashcards/due-for-review", { token: empty.token })).body).toEqual([]);
  });

  test("Retry Incorrect covers cards under 0.7 practised today or yesterday, in the user's time zone", async () => {
    const { token } = await learner();
    const make = async (question: string, mastery: number, lastPracticed: number) => {
      const card = (await createCard(token, { subject: "S", topic: "T", question, answer: "a" })).body;
      await setCard(card.id, { lastScore: mastery, attempts: 1, lastPracticed });
      return card.id as string;
    };
    // "Now" is fixed by the data: each card is placed relative to local midnights.
    const now = Date.now();
    const tokyoYesterday = startOfLocalDay(now, "Asia/Tokyo", 1);
    const chicagoYesterday = startOfLocalDay(now, "America/Chicago", 1);
    const justInside = await make("inside", 0.4, Math.max(tokyoYesterday, chicagoYesterday) + 60_000);
    const good = await make("good", 0.7, now - 60_000);
    const early = Math.min(tokyoYesterday, chicagoYesterday);
    const older = await make("older", 0.3, early - 60_000);
    const between = await make(
      "between",
      0.2,
      Math.min(tokyoYesterday, chicagoYesterday) + (Math.abs(tokyoYesterday - chicagoYesterday) >> 1),
    );

    const ids = async (zone: string) =>
      (await api.call(`/api/practice/flashcards/incorrect?timeZone=${encodeURIComponent(zone)}`, { token })).body.map(
        (card: { id: string }) => card.id,
      );
    const tokyo = await ids("Asia/Tokyo");
    const chicago = await ids("America/Chicago");
    expect(tokyo).toContain(justInside);
    expect(chicago).toContain(justInside);
    for (const list of [tokyo, chicago]) {
      expect(list).not.toContain(good);
      expect(list).not.toContain(older);
    }
    // Tokyo's "yesterday" starts 15 hours before Chicago's: a card between the two is in one window only.
    const earlierZone = tokyoYesterday < chicagoYesterday ? tokyo : chicago;
    const laterZone = earlierZone === tokyo ? chicago : tokyo;
    expect(earlierZone).toContain(between);
    expect(laterZone).not.toContain(between);

    const bad = await api.call("/api/practice/flashcards/incorrect?timeZone=Mars%2FOlympus", { token });
    expect(bad.status).toBe(400);
  });
});

describe("access", () => {
  test("practice needs a subscription or trial, and the student or teacher role", async () => {
    const lapsed = await api.createUser({ subscriptionStatus: "none" });
    expect((await api.call("/api/practice/flashcards", { token: lapsed.token })).status).toBe(402);
    const admin = await api.createUser({ role: "admin", subscriptionStatus: "active" });
    expect((await api.call("/api/practice/flashcards", { token: admin.token })).status).toBe(403);
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { conceptMastery, flashcardReviews, flashcards, masteryEvidence } from "../../db/schema";

/** Reviewing like Anki over HTTP: edit, suspend, delete, history, undo, settings and the day's limits. */

const api = await startTestApi();
afterAll(() => api.close());

async function learner() {
  return api.createUser({ subscriptionStatus: "active" });
}

async function createCard(token: string, question: string, answer = "cold") {
  return (
    await api.call("/api/practice/flashcards", {
      method: "POST",
      token,
      json: { subject: "Words", topic: "Opposites", question, answer },
    })
  ).body as { id: string; conceptId: string };
}

async function answer(token: string, id: string, userAnswer = "cold") {
  return api.call("/api/practice/flashcards/evaluate", { method: "POST", token, json: { userAnswer, card: { id } } });
}

/** A card with a concept of the learner's own (generated from a planned topic), for evidence. */
async function conceptCard(token: string) {
  const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
    method: "POST",
    token,
    json: { subject: "Cell Biology", topic: "Cell Structure and Organelles", createTutoringSessionIfNeeded: true },
  });
  return generated.body.cards[0] as { id: string; conceptId: string; answer: string };
}

describe("another user's card", () => {
  test("is a 404 on every route, and nothing changes", async () => {
    const owner = await learner();
    const intruder = await learner();
    const card = await createCard(owner.token, "Opposite of hot?");
    const calls = [
      { method: "PATCH", path: `/api/practice/flashcards/${card.id}`, json: { question: "mine now" } },
      { method: "PATCH", path: `/api/practice/flashcards/${card.id}`, json: { suspended: true } },
      { method: "DELETE", path: `/api/practice/flashcards/${card.id}` },
      { method: "GET", path: `/api/practice/flashcards/${card.id}/reviews` },
      { method: "POST", path: `/api/practice/flashcards/${card.id}/undo` },
    ];
    for (const call of calls) {
      const result = await api.call(call.path, { method: call.method, token: intruder.token, json: call.json });
      expect(result.status).toBe(404);
      expect(result.body.code).toBe("NOT_FOUND");
    }
    const [row] = await api.ctx.database.read.select().from(flashcards).where(eq(flashcards.id, card.id));
    expect(row).toMatchObject({ question: "Opposite of hot?", suspended: false });
  });
});

describe("editing, suspending and deleting", () => {
  test("edits keep the card's history; empty text is refused", async () => {
    const { token } = await learner();
    const card = await createCard(token, "Opposite of hot?");
    await answer(token, card.id);
    const edited = await api.call(`/api/practice/flashcards/${card.id}`, {
      method: "PATCH",
      token,
      json: { question: "  What is the opposite of hot?  ", answer: "cold, chilly" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      question: "What is the opposite of hot?",
      answer: "cold, chilly",
      attempts: 1,
    });
    const empty = await api.call(`/api/practice/flashcards/${card.id}`, {
      method: "PATCH",
      token,
      json: { answer: "   " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Please fill in all required fields.");
  });

  test("a suspended card is never due, not in Quick Test, and answering it is practice", async () => {
    const { token } = await learner();
    const card = await createCard(token, "Opposite of hot?");
    const other = await createCard(token, "Opposite of up?", "down");
    const suspended = await api.call(`/api/practice/flashcards/${card.id}`, {
      method: "PATCH",
      token,
      json: { suspended: true },
    });
    expect(suspended.body).toMatchObject({ suspended: true, isDue: false });
    const due = (await api.call("/api/practice/flashcards/due-for-review", { token })).body;
    expect(due.map((row: { id: string }) => row.id)).toEqual([other.id]);
    expect((await api.call("/api/practice/review-summary", { token })).body).toMatchObject({
      newCards: 1,
      servedNow: 1,
    });
    const practised = await answer(token, card.id);
    expect(practised.body).toMatchObject({ counted: false, practiceReason: "suspended", celebration: null });
    expect(practised.body.card).toMatchObject({ attempts: 0, status: "new" });
    const list = (await api.call("/api/practice/flashcards?status=suspended", { token })).body;
    expect(list.map((row: { id: string }) => row.id)).toEqual([card.id]);
    const restored = await api.call(`/api/practice/flashcards/${card.id}`, {
      method: "PATCH",
      token,
      json: { suspended: false },
    });
    expect(restored.body).toMatchObject({ suspended: false, isDue: true });
  });

  test("deleting removes the card and its history; the evidence it gave stays, unlinked", async () => {
    const { token } = await learner();
    const card = await conceptCard(token);
    await answer(token, card.id, card.answer);
    const deleted = await api.call(`/api/practice/flashcards/${card.id}`, { method: "DELETE", token });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: card.id } });
    expect((await api.call(`/api/practice/flashcards/${card.id}/reviews`, { token })).status).toBe(404);
    expect(
      await api.ctx.database.read.select().from(flashcardReviews).where(eq(flashcardReviews.flashcardId, card.id)),
    ).toEqual([]);
    const evidence = await api.ctx.database.read
      .select()
      .from(masteryEvidence)
      .where(eq(masteryEvidence.conceptId, card.conceptId));
    expect(evidence).toHaveLength(1);
    expect(evidence[0]).toMatchObject({ flashcardId: null, reviewId: null });
    expect((await api.call(`/api/practice/flashcards/${card.id}`, { method: "DELETE", token })).status).toBe(404);
  });
});

describe("history and undo", () => {
  test("a card's history lists every answer, newest first, counted or practice", async () => {
    const { token } = await learner();
    const card = await createCard(token, "Opposite of hot?");
    await answer(token, card.id, "warm");
    await answer(token, card.id, "cold");
    const history = (await api.call(`/api/practice/flashcards/${card.id}/reviews`, { token })).body;
    expect(
      history.map((row: { userAnswer: string; counted: boolean; rating: string }) => [
        row.userAnswer,
        row.counted,
        row.rating,
      ]),
    ).toEqual([
      ["cold", false, "Good"],
      ["warm", true, "Again"],
    ]);
  });

  test("undo puts back the card, removes the answer and the concept's evidence", async () => {
    const { token } = await learner();
    const card = await conceptCard(token);
    const answered = await answer(token, card.id, card.answer);
    expect(answered.body.counted).toBe(true);
    const undone = await api.call(`/api/practice/flashcards/${card.id}/undo`, { method: "POST", token });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: "new", attempts: 0, successCount: 0, lastScore: null, isDue: true });
    expect((await api.call(`/api/practice/flashcards/${card.id}/reviews`, { token })).body).toEqual([]);
    const [concept] = await api.ctx.database.read
      .select()
      .from(conceptMastery)
      .where(eq(conceptMastery.conceptId, card.conceptId));
    expect(concept).toMatchObject({ observations: 0, mastery: 0, evidenceDays: 0 });
    // The card counts again when answered again.
    expect((await answer(token, card.id, card.answer)).body.counted).toBe(true);
  });

  test("only your very last answer can be undone", async () => {
    const { token } = await learner();
    const first = await createCard(token, "Opposite of hot?");
    const second = await createCard(token, "Opposite of up?", "down");
    await answer(token, first.id);
    await answer(token, second.id, "down");
    const refused = await api.call(`/api/practice/flashcards/${first.id}/undo`, { method: "POST", token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Only your last answer can be undone, and this card's answer is not your last.");
    // Another student's newer answer does not get in the way of undoing your own.
    const other = await learner();
    const theirs = await createCard(other.token, "Opposite of in?", "out");
    await answer(other.token, theirs.id, "out");
    expect((await api.call(`/api/practice/flashcards/${second.id}/undo`, { method: "POST", token })).status).toBe(200);
    // Now the first answer is the last one.
    expect((await api.call(`/api/practice/flashcards/${first.id}/undo`, { method: "POST", token })).status).toBe(200);
    expect((await api.call(`/api/practice/flashcards/${first.id}/undo`, { method: "POST", token })).status).toBe(409);
  });
});

describe("settings and the day's limits", () => {
  test("defaults, changes in range, clear refusals out of range, and one student's settings are theirs alone", async () => {
    const { token } = await learner();
    const defaults = (await api.call("/api/practice/settings", { token })).body;
    expect(defaults).toEqual({
      desiredRetention: 0.9,
      maximumIntervalDays: 180,
      newCardsPerDay: 20,
      reviewsPerDay: 200,
      countedReviews: 0,
      personalWeightsAfter: 400,
      personalWeights: null,
    });
    const changed = await api.call("/api/practice/settings", {
      method: "PATCH",
      token,
      json: { desiredRetention: 0.95, maximumIntervalDays: 365 },
    });
    expect(changed.body).toMatchObject({ desiredRetention: 0.95, maximumIntervalDays: 365, newCardsPerDay: 20 });
    for (const [json, error] of [
      [{ desiredRetention: 0.5 }, "Desired retention must be from 80% to 97%."],
      [{ desiredRetention: 0.99 }, "Desired retention must be from 80% to 97%."],
      [{ maximumIntervalDays: 10.5 }, "Maximum interval must be a whole number from 7 to 3650."],
      [{ newCardsPerDay: -1 }, "New cards per day must be a whole number from 0 to 500."],
    ] as const) {
      const refused = await api.call("/api/practice/settings", { method: "PATCH", token, json });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: "VALIDATION_FAILED", error });
    }
    const someoneElse = await learner();
    expect((await api.call("/api/practice/settings", { token: someoneElse.token })).body.desiredRetention).toBe(0.9);
  });

  test("Quick Test serves at most the day's new cards and says how many it will serve", async () => {
    const { token } = await learner();
    for (const question of ["One?", "Two?", "Three?"]) await createCard(token, question);
    await api.call("/api/practice/settings", { method: "PATCH", token, json: { newCardsPerDay: 2 } });
    expect((await api.call("/api/practice/review-summary", { token })).body).toMatchObject({
      newCards: 3,
      dueReviews: 0,
      servedNow: 2,
      newToday: 0,
      newCardsPerDay: 2,
    });
    const served = (await api.call("/api/practice/flashcards/due-for-review", { token })).body;
    expect(served.map((card: { question: string }) => card.question)).toEqual(["One?", "Two?"]);
    await answer(token, served[0].id);
    expect((await api.call("/api/practice/review-summary", { token })).body).toMatchObject({
      newCards: 2,
      newToday: 1,
      servedNow: 1,
    });
    expect((await api.call("/api/practice/flashcards/due-for-review", { token })).body).toHaveLength(1);
  });

  test("the maximum interval is the student's", async () => {
    const { token } = await learner();
    await api.call("/api/practice/settings", { method: "PATCH", token, json: { maximumIntervalDays: 7 } });
    const card = await createCard(token, "Opposite of hot?");
    let body = (await answer(token, card.id)).body;
    for (let i = 0; i < 6; i++) {
      await api.ctx.database.write((tx) =>
        tx
          .update(flashcards)
          .set({ due: Date.now() - 1 })
          .where(eq(flashcards.id, card.id)),
      );
      body = (await answer(token, card.id)).body;
    }
    expect(body.card.intervalDays).toBeLessThanOrEqual(8);
  });
});

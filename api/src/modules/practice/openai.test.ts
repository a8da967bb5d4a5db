import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startApiWithFakeModel } from "../../../test/fake-model";
import { flashcardReviews, flashcards } from "../../db/schema";

/** The flashcard answer flow against a fake OpenAI server, including malformed grading replies. */

const model = await startApiWithFakeModel();
const { api, fake } = model;
afterAll(() => model.close());
beforeEach(() => model.reset());

async function cardFor() {
  const { token } = await api.createUser({ subscriptionStatus: "active" });
  const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
    method: "POST",
    token,
    json: { subject: "Chemistry", topic: "Acids", createTutoringSessionIfNeeded: true },
  });
  expect(generated.status).toBe(200);
  return { token, card: generated.body.cards[0] };
}

describe("answering with an OpenAI-compatible model", () => {
  test("the model's grade becomes the card's mastery, with feedback, and the review is logged", async () => {
    const { token, card } = await cardFor();
    const { status, body } = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "An acid gives H+ ions.", card: { id: card.id } },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      mastery: 0.8,
      feedback: "Mostly right.",
      misconception: null,
      correction: "The full answer.",
    });
    // The grade is the answer's score; the card's own mastery is its FSRS-aware estimate (a pass of
    // 0.8 is Hard: a little under half after one answer), and the grade is kept as its last score.
    expect(body).toMatchObject({ counted: true, rating: 2 });
    expect(body.card).toMatchObject({ lastScore: 0.8, lastMasteryScore: null, attempts: 1, successCount: 1 });
    expect(body.card.mastery).toBeGreaterThan(0.2);
    expect(body.card.mastery).toBeLessThan(0.5);
    const grading = fake.requests.at(-1)!;
    expect(grading.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "answer_grade", strict: true },
    });
  });

  test("a malformed grading reply, twice, is graded by the built-in grader instead, and says so", async () => {
    const { token, card } = await cardFor();
    fake.script({ fault: "malformed" }, { fault: "malformed", content: '{"mastery": "high"}' });
    const { status, body, headers } = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: card.answer, card: { id: card.id } },
    });
    expect(status).toBe(200);
    expect(headers.get("x-bloom-ai")).toBe("offline");
    expect(body.mastery).toBeGreaterThan(0);
    const [row] = await api.ctx.database.read.select().from(flashcards).where(eq(flashcards.id, card.id));
    expect(row).toMatchObject({ attempts: 1 });
    expect(
      await api.ctx.database.read.select().from(flashcardReviews).where(eq(flashcardReviews.flashcardId, card.id)),
    ).toHaveLength(1);
  });

  test("a malformed reply once is retried, and the retry's grade is used", async () => {
    const { token, card } = await cardFor();
    fake.script({ fault: "malformed" });
    const { status, body } = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "Something", card: { id: card.id } },
    });
    expect(status).toBe(200);
    expect(body.mastery).toBe(0.8);
    const gradings = fake.requests.filter(
      (r) => r.response_format?.type === "json_schema" && r.response_format.json_schema.name === "answer_grade",
    );
    expect(gradings).toHaveLength(2);
  });
});

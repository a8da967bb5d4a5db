import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../test/harness";

const api = await startTestApi();
afterAll(() => api.close());

describe("GET /api/mastery/tree", () => {
  test("subjects → topics → sections → concepts with mastery, rolled up as means", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Cell Biology", topic: "Cell Membrane and Transport", createTutoringSessionIfNeeded: true },
    });
    const card = generated.body.cards[0];
    await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: card.answer, card: { id: card.id } },
    });

    const { status, body } = await api.call("/api/mastery/tree", { token });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    const [subject] = body;
    expect(subject).toMatchObject({ name: "Cell Biology", label: "Cell Biology", subject_id: subject.id });
    const [topic] = subject.topics;
    expect(topic.name).toBe("Cell Membrane and Transport");
    const section = topic.sections.find((s: { concepts: { id: string }[] }) =>
      s.concepts.some((c) => c.id === card.conceptId),
    );
    const concept = section.concepts.find((c: { id: string }) => c.id === card.conceptId);
    expect(concept.mastery).toBeGreaterThan(0);
    // One scale (ADR 0046): the concept reads as its only answered card, and every level above it is
    // the mean of the started concepts in it, here that one concept; the concepts not started read 0
    // and do not pull the numbers down.
    const stats = await api.call("/api/practice/stats", { token });
    expect(stats.body).toMatchObject({ cardsAnswered: 1 });
    expect(concept.mastery).toBeCloseTo(stats.body.averageMastery, 3);
    const others = topic.sections.flatMap((s: { concepts: { id: string; mastery: number }[] }) =>
      s.concepts.filter((c) => c.id !== card.conceptId).map((c) => c.mastery),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((value: number) => value === 0)).toBe(true);
    expect(section.mastery).toBeCloseTo(concept.mastery, 12);
    expect(topic.mastery).toBeCloseTo(concept.mastery, 12);
    expect(subject.mastery).toBeCloseTo(concept.mastery, 12);
  });

  test("a new user has an empty tree, and sees no one else's", async () => {
    const { token } = await api.createUser();
    expect((await api.call("/api/mastery/tree", { token })).body).toEqual([]);
  });
});

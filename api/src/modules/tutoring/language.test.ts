import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import type { ChatCompletionCreateParams } from "openai/resources/chat/completions";
import { startApiWithFakeModel } from "../../../test/fake-model";
import { openTutoringSession } from "../../../test/school";

/**
 * The language a model is told to write in, read from the requests the fake OpenAI server received:
 * the tutor follows the language of the student's latest message, and their interface when it is
 * too short to tell; the cards and the grading feedback follow the student's language.
 */

const model = await startApiWithFakeModel();
const { api, fake } = model;
afterAll(() => model.close());
beforeEach(() => model.reset());

function systemPrompt(request: ChatCompletionCreateParams): string {
  const first = request.messages[0];
  return first && typeof first.content === "string" ? first.content : "";
}

/** The system prompt of the last streamed tutor reply the API asked for. */
function lastReplyPrompt(): string {
  const reply = fake.requests.filter((request) => request.stream).at(-1);
  return reply ? systemPrompt(reply) : "";
}

/** A new student (with `locale` as their own setting) in a Physics lesson on Forces. */
async function openSession(locale: "en" | "es" | null = null) {
  const student = await api.createUser({ subscriptionStatus: "active", locale });
  const session = await openTutoringSession(api, student.token, "Physics", "Forces");
  return { token: student.token, sessionId: session.id };
}

async function send(token: string, sessionId: string, message: string) {
  const sent = await api.call(`/api/tutoring/session/${sessionId}/message`, {
    method: "POST",
    token,
    json: { message },
  });
  expect(sent.status).toBe(200);
}

describe("the tutor's language with a model", () => {
  test("names Spanish when the student writes Spanish, and English after they switch back", async () => {
    const { token, sessionId } = await openSession();
    await send(token, sessionId, "No entiendo muy bien qué es una fuerza, ¿me puedes ayudar?");
    expect(lastReplyPrompt()).toContain("Reply in Spanish (the student writes in Spanish).");
    await send(token, sessionId, "Sorry, can we go back to English now please?");
    expect(lastReplyPrompt()).toContain("Reply in English (the student writes in English).");
    expect(lastReplyPrompt()).not.toContain("Reply in Spanish");
  });

  test("a message too short to tell is answered in the student's interface language", async () => {
    const { token, sessionId } = await openSession("es");
    await send(token, sessionId, "ok");
    expect(lastReplyPrompt()).toContain("Reply in Spanish (the student's latest message is too short to tell");
  });
});

describe("cards and grading with a model", () => {
  test("generate and grading ask for the Spanish-interface student's language", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active", locale: "es" });
    const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Chemistry", topic: "Acids", createTutoringSessionIfNeeded: true },
    });
    expect(generated.status).toBe(200);
    const cards = fake.requests.find(
      (request) =>
        request.response_format?.type === "json_schema" && request.response_format.json_schema.name === "flashcards",
    );
    expect(systemPrompt(cards!)).toContain("Write every question and answer in Spanish: the student reads Spanish.");

    const graded = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer: "Un ácido libera iones H+.", card: { id: generated.body.cards[0].id } },
    });
    expect(graded.status).toBe(200);
    expect(systemPrompt(fake.requests.at(-1)!)).toContain(
      "Write feedback, misconception and correction in Spanish: the student reads Spanish.",
    );
  });

  test("a student with no language setting gets their browser's language", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      headers: { "accept-language": "es-MX,es;q=0.9" },
      json: { subject: "Chemistry", topic: "Bases", createTutoringSessionIfNeeded: true },
    });
    expect(generated.status).toBe(200);
    const prompts = fake.requests.map(systemPrompt);
    expect(prompts.some((prompt) => prompt.includes("Write every question and answer in Spanish"))).toBe(true);
  });
});

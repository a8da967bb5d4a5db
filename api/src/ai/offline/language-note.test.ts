import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../test/harness";
import { openTutoringSession } from "../../../test/school";
import { t } from "../../i18n";

/**
 * The built-in tutor (no AI model) teaches in English. A student who writes in Spanish, or whose
 * interface is Spanish, is told so once per session, in Spanish, and the lesson goes on in English;
 * the built-in grader's feedback is in the student's language.
 */

const api = await startTestApi();
afterAll(() => api.close());

const NOTE = t("es", "tutor.builtInEnglishOnly");

/** A new student (with `locale` as their own setting) in a Ecology lesson on Food Webs. */
async function openSession(locale: "en" | "es" | null = null) {
  const student = await api.createUser({ subscriptionStatus: "active", locale });
  const session = await openTutoringSession(api, student.token, "Ecology", "Food Webs");
  return { token: student.token, sessionId: session.id };
}

/** Sends a message (from a screen in `screenLanguage`, when given) and returns the tutor's reply to it. */
async function reply(token: string, sessionId: string, message: string, screenLanguage?: string): Promise<string> {
  const sent = await api.call(`/api/tutoring/session/${sessionId}/message`, {
    method: "POST",
    token,
    json: { message },
    headers: screenLanguage ? { "accept-language": screenLanguage } : {},
  });
  expect(sent.status).toBe(200);
  return sent.body.messages.at(-1).content;
}

describe("the built-in tutor and a Spanish-speaking student", () => {
  test("a Spanish message gets the Spanish note once per session, and the English lesson goes on", async () => {
    const { token, sessionId } = await openSession(null);
    const first = await reply(token, sessionId, "Las plantas hacen su propia comida con la luz del sol.");
    expect(first).toStartWith(`${NOTE}\n\n`);
    expect(first.slice(NOTE.length).trim().length).toBeGreaterThan(0);
    const second = await reply(token, sessionId, "No sé qué es un consumidor, ¿me explicas?");
    expect(second).not.toContain(NOTE);
    expect(second.trim().length).toBeGreaterThan(0);

    // A new session is told again, once.
    const next = await openSession(null);
    expect(await reply(next.token, next.sessionId, "¿Qué come un conejo en la red alimentaria?")).toStartWith(NOTE);
  });

  test("a Spanish interface is told even when the student writes in English", async () => {
    const { token, sessionId } = await openSession("es");
    expect(await reply(token, sessionId, "Plants make their own food from sunlight.")).toStartWith(NOTE);
  });

  test("without a setting, a screen in Spanish (the browser's language) is told too", async () => {
    const { token, sessionId } = await openSession(null);
    expect(await reply(token, sessionId, "Plants make their own food from sunlight.", "es-419")).toStartWith(NOTE);
    const english = await openSession(null);
    expect(await reply(english.token, english.sessionId, "Plants make their own food.", "en-US")).not.toContain(NOTE);
  });

  test("an English student writing English is not told", async () => {
    const { token, sessionId } = await openSession("en");
    expect(await reply(token, sessionId, "Plants make their own food from sunlight.")).not.toContain(NOTE);
  });
});

describe("the built-in grader's feedback", () => {
  async function firstCard(locale: "en" | "es") {
    const { token } = await api.createUser({ subscriptionStatus: "active", locale });
    const generated = await api.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Cell Biology", topic: "Cell Membrane and Transport", createTutoringSessionIfNeeded: true },
    });
    expect(generated.status).toBe(200);
    return { token, card: generated.body.cards[0] };
  }

  async function evaluate(token: string, cardId: string, userAnswer: string) {
    const graded = await api.call("/api/practice/flashcards/evaluate", {
      method: "POST",
      token,
      json: { userAnswer, card: { id: cardId } },
    });
    expect(graded.status).toBe(200);
    return graded.body;
  }

  test("is in Spanish for a Spanish-interface student, and quotes the card's answer as it is", async () => {
    const { token, card } = await firstCard("es");
    const unsure = await evaluate(token, card.id, "I don't know");
    expect(unsure.feedback).toBe(
      "No pasa nada: no saber algo todavía es parte de aprender. Lee la respuesta de abajo y luego intenta decirla con tus propias palabras.",
    );
    const right = await evaluate(token, card.id, card.answer);
    expect(right.feedback).toStartWith("¡Bien hecho!");
    expect(right.feedback).toContain(`La respuesta completa: ${card.answer.trim()}`);
  });

  test("stays in English for an English student", async () => {
    const { token, card } = await firstCard("en");
    const unsure = await evaluate(token, card.id, "I don't know");
    expect(unsure.feedback).toBe(
      "That's okay: not knowing yet is part of learning. Read the answer below, then try saying it in your own words.",
    );
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { SESSION_STEPS } from "@bloom/domain";
import { and, eq } from "drizzle-orm";
import { errorCodeOf } from "../../../test/error-code";
import { createTempContext } from "../../../test/temp-context";
import { AiProviderError, type TurnAssessment } from "../../ai/provider";
import { messages, sessionNotes, tutoringSessions } from "../../db/schema";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { createSubject } from "../subjects/public";
import {
  assess,
  classifyTurn,
  type ReceivedTurn,
  readLesson,
  receiveMessage,
  recordTurn,
  respond,
  shouldAssess,
} from "./chat";
import { streamScreenedReply, toTutorError } from "./screened-reply";
import { createSession } from "./service";

/** Each step of the chat turn on its own, on a real database with the offline tutor and screen, without HTTP. */

const temp = await createTempContext();
afterAll(() => temp.close());
const { ctx } = temp;
const database = ctx.database;

/** A student's session on a topic of the built-in courses, whose sections have concepts to give evidence on. */
async function lessonFor() {
  const student = await temp.createUser({ subscriptionStatus: "active" });
  const { subject } = await createSubject(database, student.id, "Algebra I");
  const session = await createSession(ctx, student.id, { subjectId: subject.id, topic: "Solving Linear Equations" });
  return { student, session };
}

const storedMessages = (sessionId: string) =>
  database.read.select().from(messages).where(eq(messages.sessionId, sessionId)).orderBy(messages.createdAt);

const assessment = (overrides: Partial<TurnAssessment> = {}): TurnAssessment => ({
  intent: "attempt",
  evidence: [],
  factsLearned: [],
  mistakes: [],
  advanceStep: false,
  ...overrides,
});

describe("receiveMessage", () => {
  test("a crisis message is stored with its safety category and severity, and the verdict says critical", async () => {
    const { student, session } = await lessonFor();
    const turn = await receiveMessage(ctx, student, session.id, { message: "i want to kill myself" });
    expect(turn.verdict).toMatchObject({ category: "suicide", severity: "critical" });
    expect(turn.studentMessage).toMatchObject({ safetyCategory: "suicide", safetySeverity: "critical", role: "USER" });
    expect(turn.answered).toBe(false);
  });

  test("an empty message is refused", async () => {
    const { student, session } = await lessonFor();
    expect(await errorCodeOf(receiveMessage(ctx, student, session.id, { message: "   " }))).toBe("VALIDATION_FAILED");
  });

  test("a resend with the same clientMessageId returns the stored message, kept once", async () => {
    const { student, session } = await lessonFor();
    const input = { message: "Water moves to the saltier side.", clientMessageId: "c-1" };
    const first = await receiveMessage(ctx, student, session.id, input);
    const again = await receiveMessage(ctx, student, session.id, input);
    expect(again.studentMessage.id).toBe(first.studentMessage.id);
    const users = (await storedMessages(session.id)).filter((message) => message.role === "USER");
    expect(users).toHaveLength(1);
  });

  test("another user's session is not found", async () => {
    const { session } = await lessonFor();
    const stranger = await temp.createUser({ subscriptionStatus: "active" });
    expect(await errorCodeOf(receiveMessage(ctx, stranger, session.id, { message: "hello" }))).toBe("NOT_FOUND");
  });
});

describe("shouldAssess", () => {
  test("an attempt is assessed at every step", () => {
    for (const step of SESSION_STEPS) {
      expect(shouldAssess("attempt", step)).toBe(true);
    }
  });

  test("a hint request, 'I don't know' or an off-topic message is assessed only in the warm-up and extension", () => {
    for (const intent of ["hint_request", "unsure", "off_topic", "answer_request", "social", "repeat"] as const) {
      expect(shouldAssess(intent, "GUIDED_PRACTICE")).toBe(false);
      expect(shouldAssess(intent, "FORMATIVE_CHECK")).toBe(false);
      expect(shouldAssess(intent, "WARMUP")).toBe(true);
      expect(shouldAssess(intent, "EXTENSION")).toBe(true);
    }
  });
});

describe("readLesson", () => {
  test("masks personal data in earlier messages, leaves out flagged exchanges, and ends with the student's message", async () => {
    const { student, session } = await lessonFor();
    const at = Date.now() - 10_000;
    const row = (role: "USER" | "ASSISTANT", content: string, offset: number, extra = {}) => ({
      id: newId(),
      sessionId: session.id,
      userId: student.id,
      role,
      content,
      createdAt: at + offset,
      ...extra,
    });
    const flagged = row("USER", "something the screen stopped", 3, {
      safetyCategory: "bullying",
      safetySeverity: "standard",
    });
    await database.write((tx) =>
      tx
        .insert(messages)
        .values([
          row("USER", "text me at 415-555-0199", 1),
          row("ASSISTANT", "Let's keep to cells.", 2),
          flagged,
          row("ASSISTANT", "A kind boundary.", 4, { replyToId: flagged.id }),
        ]),
    );
    const turn = await receiveMessage(ctx, student, session.id, { message: "Chromosomes line up in the middle." });
    const { input, sectionConceptIds } = await readLesson(database, turn);
    const contents = input.history.map((message) => message.content);
    expect(contents).toContain("text me at [phone number removed]");
    expect(contents.join(" ")).not.toContain("415-555-0199");
    expect(contents).not.toContain("something the screen stopped");
    expect(contents).not.toContain("A kind boundary.");
    expect(input.history.at(-1)).toEqual({ role: "USER", content: "Chromosomes line up in the middle." });
    expect(sectionConceptIds.length).toBeGreaterThan(0);
  });

  test("a resent message's lesson holds it once, and nothing sent after it", async () => {
    const { student, session } = await lessonFor();
    const input = { message: "Is it the nucleus?", clientMessageId: "resent-1" };
    await receiveMessage(ctx, student, session.id, input);
    await receiveMessage(ctx, student, session.id, { message: "Sent later, in another tab." });
    const { input: lesson } = await readLesson(database, await receiveMessage(ctx, student, session.id, input));
    const contents = lesson.history.map((message) => message.content);
    expect(contents.filter((content) => content === "Is it the nucleus?")).toHaveLength(1);
    expect(contents).not.toContain("Sent later, in another tab.");
    expect(lesson.history.at(-1)).toEqual({ role: "USER", content: "Is it the nucleus?" });
  });
});

describe("classifyTurn and assess", () => {
  /** A turn at a given step of the lesson. */
  async function turnAt(step: "WARMUP" | "GUIDED_PRACTICE", message: string) {
    const { student, session } = await lessonFor();
    await database.write((tx) => tx.update(tutoringSessions).set({ step }).where(eq(tutoringSessions.id, session.id)));
    const turn = await receiveMessage(ctx, student, session.id, { message });
    return readLesson(database, turn);
  }
  const options = { signal: new AbortController().signal, fallback: { used: false } };
  const attemptVerdict = { severity: "none" } as const;

  test("the intent is read from the lesson: an answer is an attempt, a hint request is not", async () => {
    expect(classifyTurn(await turnAt("GUIDED_PRACTICE", "x = 6"))).toBe("attempt");
    expect(classifyTurn(await turnAt("GUIDED_PRACTICE", "Can I have a hint?"))).toBe("hint_request");
  });

  test("an attempt is assessed; a hint request in practice is not", async () => {
    const attempt = await turnAt("GUIDED_PRACTICE", "x = 6");
    expect(await assess(ctx, attempt, attemptVerdict, options)).toMatchObject({ intent: "attempt" });
    const hint = await turnAt("GUIDED_PRACTICE", "Can I have a hint?");
    expect(await assess(ctx, hint, attemptVerdict, options)).toBeNull();
  });

  test("in the warm-up a hint request is assessed, but the intent gate keeps no evidence, facts or mistakes", async () => {
    const lesson = await turnAt("WARMUP", "Can I have a hint?");
    const result = await assess(ctx, lesson, attemptVerdict, options);
    expect(result).toMatchObject({ intent: "hint_request", evidence: [], factsLearned: [], mistakes: [] });
  });
});

describe("recordTurn", () => {
  async function lessonTurn(message: string) {
    const { student, session } = await lessonFor();
    const turn = await receiveMessage(ctx, student, session.id, { message });
    const lesson = await readLesson(database, turn);
    return { student, session, turn, lesson };
  }
  const store = (turn: ReceivedTurn, sectionConceptIds: string[], result: TurnAssessment | null) =>
    recordTurn(ctx, { turn, reply: { text: "Well done.", replaced: false }, assessment: result, sectionConceptIds });
  const stepOf = async (sessionId: string) =>
    (await database.read.select().from(tutoringSessions).where(eq(tutoringSessions.id, sessionId)))[0]!.step;

  test("stores the reply once, evidence only on the section's concepts, notes masked, and advances the step", async () => {
    const { session, turn, lesson } = await lessonTurn("x = 6");
    const [concept] = lesson.sectionConceptIds;
    expect(concept).toBeDefined();
    const result = assessment({
      evidence: [
        { conceptId: concept!, score: 0.9 },
        { conceptId: "not-in-this-section", score: 0.9 },
      ],
      factsLearned: ["Solves x + 9 = 15; phone 415-555-0199"],
      advanceStep: true,
    });
    const before = await stepOf(session.id);
    expect(await store(turn, lesson.sectionConceptIds, result)).toEqual([concept!]);
    expect(await stepOf(session.id)).not.toBe(before);

    const replies = (await storedMessages(session.id)).filter(
      (message) => message.replyToId === turn.studentMessage.id,
    );
    expect(replies.map((message) => message.content)).toEqual(["Well done."]);
    const notes = await database.read.select().from(sessionNotes).where(eq(sessionNotes.sessionId, session.id));
    expect(notes.map((note) => note.label)).toEqual(["Solves x + 9 = 15; phone [phone number removed]"]);

    // The same message answered again (a concurrent resend) stores nothing more.
    const stepAfter = await stepOf(session.id);
    expect(await store(turn, lesson.sectionConceptIds, result)).toEqual([]);
    expect(
      (await storedMessages(session.id)).filter((message) => message.replyToId === turn.studentMessage.id),
    ).toHaveLength(1);
    expect(await stepOf(session.id)).toBe(stepAfter);
  });

  test("the same answer repeated adds no evidence and moves no step", async () => {
    const answer = "x = 6";
    const { student, session, turn, lesson } = await lessonTurn(answer);
    const [concept] = lesson.sectionConceptIds;
    expect(concept).toBeDefined();
    const result = assessment({ evidence: [{ conceptId: concept!, score: 0.9 }], advanceStep: true });
    expect(await store(turn, lesson.sectionConceptIds, result)).toEqual([concept!]);
    const step = await stepOf(session.id);

    const repeat = await receiveMessage(ctx, student, session.id, { message: answer });
    expect(repeat.studentMessage.id).not.toBe(turn.studentMessage.id);
    expect(await store(repeat, lesson.sectionConceptIds, result)).toEqual([]);
    expect(await stepOf(session.id)).toBe(step);
  });

  test("without an assessment only the reply is stored", async () => {
    const { session, turn, lesson } = await lessonTurn("Can I have a hint?");
    const step = await stepOf(session.id);
    expect(await store(turn, lesson.sectionConceptIds, null)).toEqual([]);
    expect(await stepOf(session.id)).toBe(step);
    const stored = await database.read
      .select()
      .from(messages)
      .where(and(eq(messages.sessionId, session.id), eq(messages.replyToId, turn.studentMessage.id)));
    expect(stored).toHaveLength(1);
  });
});

describe("toTutorError", () => {
  test("says what went wrong, and every sentence says the message is saved", () => {
    const cases = [
      [new AiProviderError("slow", "timeout"), "AI_TIMEOUT"],
      [new AiProviderError("busy", "rate_limited"), "AI_BUSY"],
      [new AiProviderError("broken", "upstream"), "AI_FAILED"],
      [new Error("unexpected"), "AI_FAILED"],
    ] as const;
    for (const [error, code] of cases) {
      const result = toTutorError(error);
      expect(result.code).toBe(code);
      expect(result.message).toContain("Your message is saved");
    }
  });

  test("an AppError passes through as it is", () => {
    const error = new AppError("CONFLICT", "errors.sessionEnded");
    expect(toTutorError(error)).toBe(error);
  });
});

describe("streamScreenedReply and respond, on the offline tutor", () => {
  test("a normal turn's reply streams as chunks, nothing replaced", async () => {
    const { student, session } = await lessonFor();
    const turn = await receiveMessage(ctx, student, session.id, { message: "Particles spread out from high to low." });
    const lesson = await readLesson(database, turn);
    const events = [];
    for await (const event of streamScreenedReply(ctx, lesson, turn.session, {
      signal: new AbortController().signal,
      live: false,
      fallback: { used: false },
    })) {
      events.push(event);
    }
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.type === "chunk")).toBe(true);
  });

  test("respond yields chunks then the session, and stores the reply", async () => {
    const { student, session } = await lessonFor();
    const turn = await receiveMessage(ctx, student, session.id, { message: "Plants use light to make sugar." });
    const events = await Array.fromAsync(respond(ctx, turn, new AbortController().signal));
    expect(events.at(-1)?.type).toBe("end");
    const body = events.slice(0, -1);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((event) => event.type === "chunk")).toBe(true);
    const text = body.map((event) => (event.type === "chunk" ? event.chunk : "")).join("");
    const [reply] = (await storedMessages(session.id)).filter(
      (message) => message.replyToId === turn.studentMessage.id,
    );
    expect(reply?.content).toBe(text.trim());
    expect(reply?.safetySeverity).toBeNull();
  });

  test("respond answers a crisis message with care, without the model, and raises no grade", async () => {
    const { student, session } = await lessonFor();
    const turn = await receiveMessage(ctx, student, session.id, { message: "i want to kill myself" });
    const events = await Array.fromAsync(respond(ctx, turn, new AbortController().signal));
    expect(events.at(-1)?.type).toBe("end");
    const [reply] = (await storedMessages(session.id)).filter(
      (message) => message.replyToId === turn.studentMessage.id,
    );
    expect(reply?.role).toBe("ASSISTANT");
    const notes = await database.read.select().from(sessionNotes).where(eq(sessionNotes.sessionId, session.id));
    expect(notes).toHaveLength(0);
  });
});

describe("two copies of a message at the same moment", () => {
  test("are stored once and answered once", async () => {
    const { student, session } = await lessonFor();
    const input = { message: "The slope is 2.", clientMessageId: "twin" };
    const turns = await Promise.all([
      receiveMessage(ctx, student, session.id, input),
      receiveMessage(ctx, student, session.id, input),
    ]);
    expect(turns[0].studentMessage.id).toBe(turns[1].studentMessage.id);
    const users = (await storedMessages(session.id)).filter((message) => message.role === "USER");
    expect(users).toHaveLength(1);
    const signal = new AbortController().signal;
    await Promise.all(turns.map((turn) => Array.fromAsync(respond(ctx, turn, signal))));
    const replies = (await storedMessages(session.id)).filter(
      (message) => message.replyToId === turns[0].studentMessage.id,
    );
    expect(replies).toHaveLength(1);
  });
});

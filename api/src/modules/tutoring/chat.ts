import { AI_FALLBACK_NOTICE, answerFingerprint, nextStep, TUTORING_BKT, withCompletedStep } from "@bloom/domain";
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { markRequestDegraded } from "../../ai/degraded-scope";
import { ReplyInterrupted } from "../../ai/fallback";
import { classifyLatestMessage, gateAssessment, isAttempt, type TurnIntent } from "../../ai/intent";
import { AiProviderError, type TurnAssessment } from "../../ai/provider";
import type { AppContext } from "../../context";
import type { Database, WriteTx } from "../../db/database";
import {
  conceptMastery,
  type MessageRow,
  messages,
  sessionNotes,
  subjects,
  type TutoringSessionRow,
  tutoringSessions,
  type UserRow,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import { logger } from "../../logger";
import { applyConceptEvidence, loadConceptMasteries, loadTopicSections } from "../mastery/public";
import { concernOpening, isFlagged, maskPersonalData, replacedReply, type ScreenVerdict } from "../safety/public";
import { joinArrivedChunks } from "./arrived-chunks";
import {
  answerFlaggedMessage,
  type ConcernTurn,
  type FlaggedTurn,
  raiseReviewAlert,
  readHelpLines,
} from "./flagged-turn";
import { findResentMessage, insertMessage, reopenSession, repeatsLastMessage, storeReply } from "./message-store";
import type { TutoringSession } from "./model";
import { getOwnedSession, loadSessionView, sessionOwnedByCaller } from "./service";
import { HISTORY_LIMIT, tutorTurnFor } from "./turn";

/**
 * One chat turn, top to bottom (spec §4 Chat message lifecycle), safety first; each step is a
 * function below, in this order:
 * 1. `receiveMessage` (screen and store): the message is validated and screened, then stored once
 *    (a resend is recognised by its clientMessageId, or as a repeat of the last unanswered
 *    message). This runs before any stream starts, so its errors are ordinary HTTP errors.
 *    A flagged message is answered in the same write (`answerFlaggedMessage`): care and help
 *    lines, or a kind boundary, written without a model; no grade, no mistake; and the alert that
 *    tells the adults who look after the student. It completes whether or not the student stays.
 *    Called with `early`, a new message that passed the screen has its reply started here
 *    (`startReply`: `readLesson`, then the model's request) before it is stored, so the model
 *    works while the message is written; the reply is relayed only once the message is stored.
 * 2. `respond`: a flagged message's stored reply is passed on (`relayStoredReply`). Any other
 *    message goes to the tutor (`teach`):
 *    a. `readLesson`: the lesson as the model reads it, personal data masked, flagged exchanges left out;
 *    b. `streamScreenedReply`: the model's reply, screened as it streams (`relayReply` passes it
 *       on); its request goes out first, so the student waits for its words, not for the grading;
 *    c. `classifyTurn`: what the message is for (an attempt, a hint request, …), once the first
 *       words are sent;
 *    d. `assessTurn`, beside the rest of the reply: grading, only where `shouldAssess` says so,
 *       gated by the intent;
 *    e. `storeLessonTurn`: the reply, the evidence, notes (masked) and any step advance in one
 *       write, with the dashboard's activity (`recordConceptActivity`).
 *    A failure becomes the error the student sees (`toTutorError`).
 * When the tutor's reply fails or the client goes away, nothing of it is kept: the student's
 * message stays, unanswered, and a resend generates the reply afresh.
 */
export type TurnEvent =
  | { type: "chunk"; chunk: string }
  /** The school's model failed and the built-in tutor answers instead: shown to the student as one calm line. */
  | { type: "notice"; message: string }
  /** The reply so far failed the safety screen: the client replaces what it showed with this. */
  | { type: "replace"; content: string }
  | { type: "end"; session: TutoringSession };

export interface ReceivedTurn {
  student: UserRow;
  session: TutoringSessionRow;
  subjectName: string;
  studentMessage: MessageRow;
  verdict: ScreenVerdict;
  /** A resend of a message that already has its reply: nothing to generate. */
  answered: boolean;
  /** The reply, already asked of the model while the message was stored (`receiveMessage`'s `early`). */
  reply?: StartedReply;
  /** A flagged message's reply, stored with the message and its alert: passed on, not generated. */
  storedReply?: string;
}

/** The tutor's reply once its request has left: the lesson it answers, and its screened events. */
interface StartedReply {
  lesson: Lesson;
  events: AsyncIterable<Exclude<TurnEvent, { type: "end" | "notice" }>>;
  /** The signal the turn's other model calls share: aborted when the client goes away or the reply fails. */
  signal: AbortSignal;
  onDegraded: () => void;
  isDegraded: () => boolean;
  /** Stops the model call, and the assessment with it. */
  stop: () => void;
}

// ── 1. Receive ────────────────────────────────────────────────────────────────

/**
 * Validates, screens and stores the student's message. With `early`, a new message that passed
 * the screen has its reply started before it is stored (see the steps above).
 */
export async function receiveMessage(
  ctx: AppContext,
  student: UserRow,
  sessionId: string,
  input: { message: string; clientMessageId?: string },
  early?: { signal: AbortSignal; live: boolean },
): Promise<ReceivedTurn> {
  const text = input.message.trim();
  if (!text) throw new AppError("VALIDATION_FAILED", "Please type a message first.");
  // Screened before anything else happens to it; the screen never throws (the offline floor always
  // answers). The reads below, which do not touch the message, start once its moderation request
  // has left, so they overlap the round trip instead of holding the request back.
  const screening = ctx.safety.screenStudentMessage(text);
  await screening.sent;
  const { session, subjectName } = await findOpenSession(ctx.database, student.id, sessionId);
  const soFar = early ? await readLessonContext(ctx.database, session) : null;
  const verdict = await screening.verdict;
  // A flagged message is answered in the write that stores it, its alert with it (`storeMessage`).
  if (isFlagged(verdict.severity) && verdict.category) {
    const category = verdict.category;
    const flagged = {
      student,
      session,
      verdict: { ...verdict, category },
      helpLines: await readHelpLines(ctx, student),
    };
    return (await storeMessage(ctx, { student, session, subjectName, verdict, text, input }, { flagged })).turn;
  }
  // A concern is taught (ungraded); its review alert is raised in the write that stores it.
  const concern =
    verdict.severity === "concern" && verdict.category
      ? { student, session, verdict: { ...verdict, category: verdict.category } }
      : undefined;

  let reply: StartedReply | undefined;
  if (early && soFar && !soFar.mayBeResend(text, input.clientMessageId)) {
    reply = startReply(ctx, composeLesson(soFar, { session, subjectName, verdict }), session, early);
  }
  try {
    const stored = await storeMessage(ctx, { student, session, subjectName, verdict, text, input }, { concern });
    // A resend found only by the write (another copy of it arrived at the same moment) is answered afresh or not at all.
    if (reply && stored.resent) {
      reply.stop();
      reply = undefined;
    }
    return { ...stored.turn, reply };
  } catch (error) {
    reply?.stop();
    throw error;
  }
}

/**
 * Stores the message once, recognising a resend. A flagged message not yet answered is answered in
 * the same write (`answerFlaggedMessage`: its alert and its reply), so that its verdict, storage and
 * alert are one step that does not depend on the student staying connected; a concern's review
 * alert is raised in it too (`raiseReviewAlert`).
 */
function storeMessage(
  ctx: AppContext,
  received: Omit<ReceivedTurn, "studentMessage" | "answered" | "reply" | "storedReply"> & {
    text: string;
    input: { clientMessageId?: string };
  },
  screened: { flagged?: FlaggedTurn; concern?: ConcernTurn } = {},
): Promise<{ turn: ReceivedTurn; resent: boolean }> {
  const { flagged, concern } = screened;
  const { student, session, subjectName, verdict, text, input } = received;
  const { database } = ctx;
  return database.write(async (tx) => {
    const resent = await findResentMessage(database, tx, session.id, text, input.clientMessageId);
    const now = Date.now();
    await reopenSession(database, tx, session.id, now);
    if (resent) {
      const turn = {
        student,
        session,
        subjectName,
        verdict,
        studentMessage: resent.message,
        answered: resent.answered,
      };
      if (flagged && !resent.answered) {
        const storedReply = await answerFlaggedMessage(ctx, tx, flagged, resent.message);
        return { turn: { ...turn, storedReply }, resent: true };
      }
      return { turn, resent: true };
    }
    const [studentMessage] = await insertMessage(database, tx, {
      id: newId(),
      sessionId: session.id,
      userId: student.id,
      role: "USER",
      // The message itself is kept as written, for the adults who may need to read it; everything
      // made from it afterwards (notes, what a model reads) is masked.
      content: text,
      clientMessageId: input.clientMessageId ?? null,
      replyToId: null,
      sectionId: session.currentSectionId,
      step: session.step,
      safetyCategory: verdict.category,
      safetySeverity: verdict.severity === "none" ? null : verdict.severity,
      createdAt: now,
    });
    const turn = { student, session, subjectName, verdict, studentMessage: studentMessage!, answered: false };
    if (flagged) {
      const storedReply = await answerFlaggedMessage(ctx, tx, flagged, turn.studentMessage);
      return { turn: { ...turn, storedReply }, resent: false };
    }
    if (concern) await raiseReviewAlert(ctx, tx, concern, turn.studentMessage);
    return { turn, resent: false };
  });
}

async function findOpenSession(database: Database, userId: string, sessionId: string) {
  // Prepared: it is on the path to every reply's first words.
  const [found] = await database
    .prepared("tutoring.open-session", (db) =>
      db
        .select({ session: tutoringSessions, subjectName: subjects.name })
        .from(tutoringSessions)
        .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
        .where(sessionOwnedByCaller())
        .prepare(),
    )
    .all({ sessionId, userId });
  if (!found) throw notFound("That tutoring session");
  if (found.session.status === "ended") {
    throw new AppError("CONFLICT", "This session has ended. Start a new session on the topic to keep learning.");
  }
  return found;
}

// ── 2. Respond ────────────────────────────────────────────────────────────────

/** Generates and stores the tutor's reply; yields its chunks, then the updated session. */
export async function* respond(
  ctx: AppContext,
  turn: ReceivedTurn,
  signal: AbortSignal,
  live = false,
): AsyncGenerator<TurnEvent> {
  if (!turn.answered) {
    if (turn.storedReply !== undefined) yield* relayStoredReply(ctx, turn.storedReply, signal, live);
    else yield* teach(ctx, turn, signal, live);
  }
  if (signal.aborted) return;
  yield {
    type: "end",
    session: await loadSessionView(ctx.database, await getOwnedSession(ctx.database, turn.student.id, turn.session.id)),
  };
}

/**
 * The reply a flagged message was given when it was stored (care and help lines, or a kind
 * boundary), passed on at the offline tutor's pace; a student who leaves misses nothing the adults need.
 */
async function* relayStoredReply(ctx: AppContext, reply: string, signal: AbortSignal, live: boolean) {
  for (const [index, chunk] of (reply.match(/\S+\s*/g) ?? []).entries()) {
    if (signal.aborted) return;
    if (index > 0 && live && ctx.config.ai.offlinePaceMs > 0) await Bun.sleep(ctx.config.ai.offlinePaceMs);
    yield { type: "chunk", chunk } as const;
  }
}

/** A lesson turn: the tutor's screened reply and the assessment, stored together. */
async function* teach(ctx: AppContext, turn: ReceivedTurn, signal: AbortSignal, live: boolean) {
  const reply = turn.reply ?? startReply(ctx, await readLesson(ctx.database, turn), turn.session, { signal, live });
  const { lesson } = reply;
  // The student waits for the reply's first words, not for the grading: it starts once they are
  // sent. Bun sends what a response wrote only when the event loop's turn is over, so the grading's
  // preparation waits for a timer (an immediate was measured to run too soon; bench/README.md).
  let assessment: ReturnType<typeof assessTurn> = Promise.resolve(null);
  // A concern is never graded: the screen thinks it may be distress, not an answer.
  const concern = turn.verdict.severity === "concern" ? turn.verdict.category : null;
  const assess = () => {
    if (!concern) assessment = Bun.sleep(1).then(() => assessTurn(ctx, lesson, classifyTurn(lesson), reply));
  };
  const opening = concern ? concernOpening(concern, turn.verdict.language) : "";
  if (opening) yield { type: "chunk", chunk: opening } as const;
  const relayed = yield* relayReply(reply, { onFirstEvent: assess });
  const replaced = relayed.replaced;
  const text = replaced ? relayed.text : `${opening}${relayed.text}`;
  const result = replaced ? null : await assessment;
  if (signal.aborted) return;
  await ctx.database.write(async (tx) => {
    const evidence = await storeLessonTurn(ctx.database, tx, {
      turn,
      reply: text.trim(),
      replaced,
      assessment: result,
      sectionConceptIds: lesson.sectionConceptIds,
    });
    await ctx.events.masteryChanged(tx, { userId: turn.student.id, conceptIds: evidence });
  });
}

/**
 * The reply's request leaves now: the lesson's reply, screened as it streams (`streamScreenedReply`),
 * with the controls the rest of the turn shares.
 */
function startReply(
  ctx: AppContext,
  lesson: Lesson,
  session: Pick<TutoringSessionRow, "id" | "topic">,
  options: { signal: AbortSignal; live: boolean },
): StartedReply {
  // Stops the assessment too when the reply fails, and everything when the client goes away.
  const local = new AbortController();
  const signal = AbortSignal.any([options.signal, local.signal]);
  // The built-in tutor stood in for the school's model: the student is told once, calmly.
  let degraded = false;
  const onDegraded = () => {
    degraded = true;
    markRequestDegraded();
  };
  const events = streamScreenedReply(ctx, lesson, session, { signal, live: options.live, onDegraded });
  return {
    lesson,
    events: beginNow(events),
    signal,
    onDegraded,
    isDegraded: () => degraded,
    stop: () => local.abort(),
  };
}

/** Runs a generator to its first event now, so the request inside it leaves before anyone reads it. */
function beginNow<T>(generator: AsyncGenerator<T>): AsyncIterable<T> {
  let first: Promise<IteratorResult<T>> | null = generator.next();
  // Read by the relay; a reply stopped before that must not become an unhandled rejection.
  first.catch(() => undefined);
  return {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        const step = first ?? generator.next();
        first = null;
        return step;
      },
      return: () => generator.return(undefined),
    }),
  };
}

/**
 * Passes the screened reply on to the student, with the fallback notice once when the built-in
 * tutor stood in; returns the reply as shown. A failed or empty reply stops the turn and becomes
 * the error the student sees.
 */
async function* relayReply(
  reply: StartedReply,
  options: { onFirstEvent: () => void },
): AsyncGenerator<Exclude<TurnEvent, { type: "end" }>, { text: string; replaced: boolean }> {
  let text = "";
  let replaced = false;
  let noticed = false;
  let started = false;
  try {
    for await (const event of reply.events) {
      if (!started) {
        started = true;
        options.onFirstEvent();
      }
      if (reply.isDegraded() && !noticed) {
        noticed = true;
        yield { type: "notice", message: AI_FALLBACK_NOTICE } as const;
      }
      if (event.type === "replace") {
        replaced = true;
        text = event.content;
      } else {
        text += event.chunk;
      }
      yield event;
    }
  } catch (error) {
    reply.stop();
    throw toTutorError(error);
  }
  if (!text.trim()) {
    reply.stop();
    throw new AppError("AI_FAILED", "The tutor's reply came back empty. Your message is saved; please press Resend.");
  }
  return { text, replaced };
}

/**
 * The tutor's view of the turn: the session's current section and the conversation up to the
 * student's message, with personal data masked and flagged exchanges left out, so a model never
 * reads what the safety screen stopped.
 */
export async function readLesson(database: Database, turn: ReceivedTurn) {
  return composeLesson(await readLessonContext(database, turn.session, turn.studentMessage), turn);
}

/**
 * What the tutor reads besides the student's message: the topic's sections, the current section's
 * masteries, and the conversation before the message (`before`, once stored; everything so far
 * while it is not yet).
 */
async function readLessonContext(
  database: Database,
  session: TutoringSessionRow,
  before?: Pick<MessageRow, "id" | "createdAt">,
) {
  const [sections, history] = await Promise.all([
    loadTopicSections(database, session.topicId),
    // Prepared: it is on the path to every reply's first words. Before the message is stored, everything so far.
    database
      .prepared("tutoring.lesson-history", (db) =>
        db
          .select({
            id: messages.id,
            role: messages.role,
            content: messages.content,
            clientMessageId: messages.clientMessageId,
            replyToId: messages.replyToId,
            flagged: messages.safetySeverity,
          })
          .from(messages)
          .where(
            and(eq(messages.sessionId, sql.placeholder("sessionId")), lte(messages.createdAt, sql.placeholder("upTo"))),
          )
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(HISTORY_LIMIT)
          .prepare(),
      )
      .all({ sessionId: session.id, upTo: before?.createdAt ?? Number.MAX_SAFE_INTEGER }),
  ]);
  const section = sections.find((candidate) => candidate.id === session.currentSectionId) ?? sections[0];
  if (!section)
    throw new AppError("CONFLICT", "This topic has no sections to teach yet. Please start the session again.");
  const masteries = await loadConceptMasteries(
    database,
    section.concepts.map((concept) => concept.id),
  );
  // A concern was taught, so the tutor reads it; a flagged exchange never reaches a model.
  const flagged = new Set(
    history.filter((message) => message.flagged !== null && isFlagged(message.flagged)).map((message) => message.id),
  );
  // Resends of older messages: the student's message is always the last thing the tutor reads.
  const conversation = history
    .slice()
    .reverse()
    .filter((message) => message.id !== before?.id)
    .filter((message) => !flagged.has(message.id) && !(message.replyToId && flagged.has(message.replyToId)))
    .map(({ role, content }) => ({ role, content: role === "USER" ? maskPersonalData(content).text : content }));
  return {
    sections,
    section,
    masteries,
    conversation,
    /** Whether a message may be a resend (its client id, or the same text as the last message): those wait to be stored first. */
    mayBeResend(text: string, clientMessageId?: string): boolean {
      if (clientMessageId) return history.some((message) => message.clientMessageId === clientMessageId);
      const [last] = history;
      return last !== undefined && repeatsLastMessage(last, text);
    },
  };
}

/** The lesson as the model reads it: the context, then the student's message, masked. */
function composeLesson(
  context: Awaited<ReturnType<typeof readLessonContext>>,
  turn: Pick<ReceivedTurn, "session" | "subjectName" | "verdict">,
) {
  const { sections, section, masteries, conversation } = context;
  return {
    input: tutorTurnFor({
      subjectName: turn.subjectName,
      topicName: turn.session.topic,
      step: turn.session.step,
      sections,
      section,
      masteries,
      history: [...conversation, { role: "USER" as const, content: turn.verdict.masked }],
    }),
    sectionConceptIds: section.concepts.map((concept) => concept.id),
  };
}

type Lesson = ReturnType<typeof composeLesson>;

/**
 * The model's reply as it streams, screened as it goes: every chunk (joined with those that arrived
 * with it, `joinArrivedChunks`) is checked with the text so far before it is shown, and a reply that
 * turns unsafe is cut (the model is stopped) and replaced by a safe one, so the student never sees
 * it in full. The complete reply is screened once more before it is kept.
 */
export async function* streamScreenedReply(
  ctx: AppContext,
  lesson: Lesson,
  session: Pick<TutoringSessionRow, "id" | "topic">,
  options: { signal: AbortSignal; live: boolean; onDegraded: () => void },
): AsyncGenerator<Exclude<TurnEvent, { type: "end" | "notice" }>> {
  const local = new AbortController();
  const stream = ctx.ai.streamTutorReply(lesson.input, {
    signal: AbortSignal.any([options.signal, local.signal]),
    live: options.live,
    onDegraded: options.onDegraded,
  });
  let text = "";
  let verdict: ScreenVerdict | null = null;
  try {
    for await (const chunk of joinArrivedChunks(stream)) {
      text += chunk;
      verdict = await ctx.safety.screenModelReply(text, { partial: true });
      if (verdict.severity !== "none") break;
      yield { type: "chunk", chunk };
    }
  } catch (error) {
    // The model broke off mid-reply: the built-in tutor's reply replaces what was shown.
    if (!(error instanceof ReplyInterrupted)) throw error;
    text = error.replacement;
    yield { type: "replace", content: text };
    verdict = null;
  }
  if (!verdict || verdict.severity === "none") verdict = await ctx.safety.screenModelReply(text);
  if (verdict.severity === "none") return;
  local.abort();
  logger.warn("A model reply failed the safety screen and was replaced", {
    sessionId: session.id,
    category: verdict.category,
    engines: verdict.engines.map((engine) => engine.name).join("+"),
  });
  yield { type: "replace", content: replacedReply({ topicName: session.topic }) };
}

/** What the student's message is for (an attempt, a hint request, …), read from the lesson's history. */
export function classifyTurn(lesson: Lesson): TurnIntent {
  return classifyLatestMessage(lesson.input.history) ?? "attempt";
}

/**
 * Whether the turn is assessed: only an attempt at the question is graded; a hint request, "I don't
 * know", small talk or an off-topic message is not, outside the warm-up and extension, where not
 * knowing yet may still move the lesson on.
 */
export function shouldAssess(intent: TurnIntent, step: TutoringSessionRow["step"]): boolean {
  return isAttempt(intent) || step === "WARMUP" || step === "EXTENSION";
}

/**
 * The turn's assessment, run beside the reply, or null when the turn is not assessed or the
 * assessment fails (the reply is kept without it); whatever it says is gated by the intent again.
 */
export function assessTurn(
  ctx: AppContext,
  lesson: Lesson,
  intent: TurnIntent,
  options: { signal: AbortSignal; onDegraded: () => void },
): Promise<(TurnAssessment & { intent: TurnIntent }) | null> {
  const step = lesson.input.step;
  if (!shouldAssess(intent, step)) return Promise.resolve(null);
  return ctx.ai
    .assessTurn(lesson.input, options)
    .then((result) => gateAssessment(result, intent, step))
    .catch((error: unknown) => {
      if (!options.signal.aborted) logger.warn("The turn assessment failed; the reply is kept without it", { error });
      return null;
    });
}

// ── 3. Store ──────────────────────────────────────────────────────────────────

/**
 * Stores a lesson turn: the reply, and what the assessment showed (evidence on the section's
 * concepts, facts and mistakes with personal data masked, a step advance). Returns the concepts
 * whose mastery changed.
 */
export async function storeLessonTurn(
  database: Database,
  tx: WriteTx,
  input: {
    turn: ReceivedTurn;
    reply: string;
    replaced: boolean;
    assessment: TurnAssessment | null;
    sectionConceptIds: string[];
  },
): Promise<string[]> {
  const { turn, assessment } = input;
  const { session, studentMessage } = turn;
  const stored = await storeReply(
    database,
    tx,
    turn,
    input.reply,
    input.replaced ? { safetyCategory: "model_reply", safetySeverity: "standard" } : {},
  );
  if (stored === null || !assessment) return [];

  const now = Math.max(Date.now(), studentMessage.createdAt + 1);
  const { step } = stored;
  const sectionConcepts = new Set(input.sectionConceptIds);
  const evidence = assessment.evidence.filter((item) => sectionConcepts.has(item.conceptId));
  const changes = await applyConceptEvidence(
    tx,
    session.userId,
    evidence.map((item) => ({
      conceptId: item.conceptId,
      score: item.score,
      source: "tutoring" as const,
      sessionId: session.id,
      // The same words sent again add no evidence: four turns of one answer are one answer.
      fingerprint: answerFingerprint(studentMessage.content),
    })),
    TUTORING_BKT,
    now,
  );
  // An answer that only repeats one already counted moves nothing: no evidence, and no step either.
  const repeated = evidence.length > 0 && changes.length === 0;
  const advance = assessment.advanceStep && !repeated;
  await recordConceptActivity(tx, session.userId, input.sectionConceptIds, {
    touched: new Set(changes.map((change) => change.conceptId)),
    completedStep: advance ? step : null,
    now,
  });

  const sectionId = studentMessage.sectionId ?? session.currentSectionId;
  const notes = [
    ...assessment.factsLearned.map((label) => ({ kind: "fact" as const, label })),
    ...assessment.mistakes.map((label) => ({ kind: "mistake" as const, label })),
  ];
  if (sectionId && notes.length > 0) {
    await tx
      .insert(sessionNotes)
      .values(
        notes.map((note) => ({
          id: newId(),
          sessionId: session.id,
          userId: session.userId,
          sectionId,
          kind: note.kind,
          label: maskPersonalData(note.label).text,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  if (advance) {
    await tx
      .update(tutoringSessions)
      .set({ step: nextStep(step), updatedAt: now })
      .where(eq(tutoringSessions.id, session.id));
  }
  return changes.map((change) => change.conceptId);
}

/**
 * The dashboard's tutoring overview per concept: an interaction for each concept the turn gave
 * evidence on, and, when a step is completed, that step for every concept of the section.
 */
async function recordConceptActivity(
  tx: WriteTx,
  userId: string,
  conceptIds: string[],
  activity: { touched: Set<string>; completedStep: TutoringSessionRow["step"] | null; now: number },
): Promise<void> {
  const affected = conceptIds.filter((id) => activity.touched.has(id) || activity.completedStep);
  if (affected.length === 0) return;
  const rows = await tx.select().from(conceptMastery).where(inArray(conceptMastery.conceptId, affected));
  const existing = new Map(rows.map((row) => [row.conceptId, row]));
  for (const conceptId of affected) {
    const row = existing.get(conceptId);
    const interactionCount = (row?.interactionCount ?? 0) + (activity.touched.has(conceptId) ? 1 : 0);
    const stepsCompleted = activity.completedStep
      ? withCompletedStep(row?.stepsCompleted ?? "", activity.completedStep)
      : (row?.stepsCompleted ?? "");
    await tx
      .insert(conceptMastery)
      .values({
        conceptId,
        userId,
        interactionCount,
        stepsCompleted,
        lastActivityAt: activity.now,
        updatedAt: activity.now,
      })
      .onConflictDoUpdate({
        target: conceptMastery.conceptId,
        set: { interactionCount, stepsCompleted, lastActivityAt: activity.now, updatedAt: activity.now },
      });
  }
}

/** An AI failure as the error the student sees; their message is always kept. */
export function toTutorError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof AiProviderError) {
    switch (error.reason) {
      case "timeout":
        return new AppError(
          "AI_TIMEOUT",
          "The tutor took too long to answer. Your message is saved; please press Resend.",
        );
      case "rate_limited":
        return new AppError(
          "AI_BUSY",
          "The tutor is very busy right now. Your message is saved; please press Resend in a moment.",
        );
      default:
        return new AppError(
          "AI_FAILED",
          "The tutor could not answer just now. Your message is saved; please press Resend.",
        );
    }
  }
  logger.error("Unexpected error during a chat turn", { error });
  return new AppError("AI_FAILED", "The tutor could not answer just now. Your message is saved; please press Resend.");
}

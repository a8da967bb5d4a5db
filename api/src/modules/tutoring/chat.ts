import { AI_FALLBACK_NOTICE, answerFingerprint, TUTORING_BKT } from "@bloom/domain";
import { classifyLatestMessage, gateAssessment, isAttempt, type TurnIntent } from "../../ai/intent";
import type { TurnAssessment, TutorTurn } from "../../ai/provider";
import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import type { MessageRow, TutoringSessionRow, UserRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { Language } from "../../i18n";
import { logger } from "../../logger";
import { userLanguage } from "../auth/public";
import { applyConceptEvidence, loadConceptMasteries, loadTopicSections } from "../mastery/public";
import { concernOpening, isFlagged, maskPersonalData, type ScreenVerdict } from "../safety/public";
import { answerFlaggedMessage, raiseReviewAlert, readHelpLines } from "./flagged-turn";
import type { TutoringSession } from "./model";
import { type FallbackSeen, streamScreenedReply, toTutorError } from "./screened-reply";
import { getOwnedSession, loadSessionView } from "./service";
import {
  advanceSessionStep,
  findOwnedSessionWithSubject,
  findResentMessage,
  insertMessage,
  insertNotes,
  readRecentMessages,
  recordConceptActivity,
  reopenSession,
  storeReply,
} from "./store";
import { conversationForTutor, HISTORY_LIMIT, tutorTurnFor } from "./turn";

/**
 * One chat turn, top to bottom (spec §4 Chat message lifecycle). The route runs two functions:
 *
 * `receiveMessage`, before any stream starts, so its errors are ordinary HTTP errors:
 *   1. receive   the text, and the student's open session (`findOpenSession`);
 *   2. screen    the message, before anything else happens to it;
 *   3. store     it once (a resend is recognised), in one write with what the screen asks for: a
 *                flagged message's alert and its reply (care and help lines, or a kind boundary,
 *                written without a model), or a concern's review alert. That write completes
 *                whether or not the student stays to read the reply.
 *
 * `respond`, the streamed answer:
 *   4. teach     the tutor's reply, screened as it streams (`teach`); a flagged message's stored
 *                reply is passed on instead (`relayStoredReply`);
 *   5. assess    what the message shows, beside the reply: only an attempt is graded, never a concern;
 *   6. store     the reply with the evidence, notes and step advance in one write (`recordTurn`);
 *   then the session as it now is.
 *
 * When the school's model fails and the built-in tutor stands in, the turn says so one way: a
 * `notice` event before the reply's words. When the reply fails or the student leaves, nothing of
 * it is kept: the message stays, unanswered, and a resend generates the reply afresh.
 */
export type TurnEvent =
  | { type: "chunk"; chunk: string }
  /** The school's model failed and the built-in tutor answers instead: shown to the student as one calm line. */
  | { type: "notice"; message: string }
  /** The reply so far failed the safety screen: the client replaces what it showed with this. */
  | { type: "replace"; content: string }
  | { type: "end"; session: TutoringSession };

/** The events of the reply itself, between the student's message and the stored session. */
type ReplyEvent = Exclude<TurnEvent, { type: "end" }>;

/** The student's message as it was received, screened and stored. */
export interface ReceivedTurn {
  student: UserRow;
  session: TutoringSessionRow;
  subjectName: string;
  studentMessage: MessageRow;
  verdict: ScreenVerdict;
  /** The language of the student's screen: their own setting, else what their browser asked for. */
  interfaceLanguage: Language;
  /** A resend of a message that already has its reply: nothing to generate. */
  answered: boolean;
  /** A flagged message's reply, stored with the message and its alert: passed on, not generated. */
  storedReply?: string;
}

// ── receiveMessage: receive → screen → store ─────────────────────────────────

export async function receiveMessage(
  ctx: AppContext,
  student: UserRow,
  sessionId: string,
  input: { message: string; clientMessageId?: string },
  requestedLanguage: Language = "en",
): Promise<ReceivedTurn> {
  const text = input.message.trim();
  if (!text) throw new AppError("VALIDATION_FAILED", "errors.typeMessageFirst");
  // The screen's moderation request leaves first; the session is read during its round trip. The
  // screen never throws: its offline floor always answers.
  const screening = ctx.safety.screenStudentMessage(text);
  const { session, subjectName } = await findOpenSession(ctx.database, student.id, sessionId);
  const verdict = await screening.verdict;
  const stored = await storeMessage(ctx, { student, session, verdict, text, clientMessageId: input.clientMessageId });
  const interfaceLanguage = userLanguage(student) ?? requestedLanguage;
  return { student, session, subjectName, verdict, interfaceLanguage, ...stored };
}

async function findOpenSession(database: Database, userId: string, sessionId: string) {
  const found = await findOwnedSessionWithSubject(database, userId, sessionId);
  if (!found) throw notFound("errors.notFound.tutoringSession");
  if (found.session.status === "ended") {
    throw new AppError("CONFLICT", "errors.sessionEnded");
  }
  return found;
}

/**
 * Stores the message once, in one write with what its verdict asks for: a flagged message not yet
 * answered gets its alert and its reply (`answerFlaggedMessage`); a concern its review alert.
 */
async function storeMessage(
  ctx: AppContext,
  message: {
    student: UserRow;
    session: TutoringSessionRow;
    verdict: ScreenVerdict;
    text: string;
    clientMessageId?: string;
  },
): Promise<Pick<ReceivedTurn, "studentMessage" | "answered" | "storedReply">> {
  const { student, session, verdict, text, clientMessageId } = message;
  const category = verdict.category;
  // A flagged message's turn, with the help lines its reply gives, read before the write: nothing slow runs inside one.
  const flagged =
    isFlagged(verdict.severity) && category
      ? { student, session, verdict: { ...verdict, category }, helpLines: await readHelpLines(ctx, student) }
      : null;
  const concern = verdict.severity === "concern" && category ? { ...verdict, category } : null;

  return ctx.database.write(async (tx) => {
    const now = Date.now();
    await reopenSession(tx, session.id, now);
    const resent = await findResentMessage(tx, session.id, text, clientMessageId);
    const studentMessage =
      resent?.message ??
      (await insertMessage(tx, {
        sessionId: session.id,
        userId: student.id,
        role: "USER",
        // Kept as written, for the adults who may need to read it; all that is made from it is masked.
        content: text,
        clientMessageId: clientMessageId ?? null,
        replyToId: null,
        sectionId: session.currentSectionId,
        step: session.step,
        safetyCategory: verdict.category,
        safetySeverity: verdict.severity === "none" ? null : verdict.severity,
        createdAt: now,
      }));
    const answered = resent?.answered ?? false;
    if (flagged && !answered) {
      return { studentMessage, answered, storedReply: await answerFlaggedMessage(ctx, tx, flagged, studentMessage) };
    }
    if (concern && !resent) await raiseReviewAlert(ctx, tx, { student, session, verdict: concern }, studentMessage);
    return { studentMessage, answered };
  });
}

// ── respond: teach → assess → store ──────────────────────────────────────────

/** The tutor's reply to a received message, then the session as it now is. */
export async function* respond(
  ctx: AppContext,
  turn: ReceivedTurn,
  signal: AbortSignal,
  live = false,
): AsyncGenerator<TurnEvent> {
  if (turn.storedReply !== undefined) yield* relayStoredReply(ctx, turn.storedReply, signal, live);
  else if (!turn.answered) yield* teachAndAssess(ctx, turn, signal, live);
  if (signal.aborted) return;
  const session = await getOwnedSession(ctx.database, turn.student.id, turn.session.id);
  yield { type: "end", session: await loadSessionView(ctx.database, session) };
}

/**
 * The reply a flagged message was given when it was stored, passed on at the offline tutor's
 * pace; a student who leaves misses nothing the adults need.
 */
async function* relayStoredReply(ctx: AppContext, reply: string, signal: AbortSignal, live: boolean) {
  for (const [index, chunk] of (reply.match(/\S+\s*/g) ?? []).entries()) {
    if (signal.aborted) return;
    if (index > 0 && live && ctx.config.ai.offlinePaceMs > 0) await Bun.sleep(ctx.config.ai.offlinePaceMs);
    yield { type: "chunk", chunk } as const;
  }
}

/** A lesson turn: the reply streams while the message is assessed; both are stored together. */
async function* teachAndAssess(ctx: AppContext, turn: ReceivedTurn, signal: AbortSignal, live: boolean) {
  const lesson = await readLesson(ctx.database, turn);
  // Stops the assessment when the reply fails, and everything when the student leaves.
  const stop = new AbortController();
  const turnSignal = AbortSignal.any([signal, stop.signal]);
  const fallback = { used: false };
  try {
    // The grading starts once the reply's first words are on their way: the student waits for the
    // reply, not for the grading.
    let assessment: ReturnType<typeof assess> = Promise.resolve(null);
    const startAssessing = () => {
      assessment = assess(ctx, lesson, turn.verdict, { signal: turnSignal, fallback });
    };
    const reply = yield* teach(ctx, lesson, turn, { signal: turnSignal, live, fallback, startAssessing });
    const result = reply.replaced ? null : await assessment;
    if (signal.aborted) return;
    await recordTurn(ctx, { turn, reply, assessment: result, sectionConceptIds: lesson.sectionConceptIds });
  } finally {
    stop.abort();
  }
}

/** What the tutor reads for one message, and the concepts of the section it teaches. */
export interface Lesson {
  input: TutorTurn;
  sectionConceptIds: string[];
}

/**
 * The lesson as the model reads it: the session's current section with the student's masteries,
 * and the conversation up to the student's message (`conversationForTutor`: masked, flagged
 * exchanges left out), ending with the message, masked.
 */
export async function readLesson(database: Database, turn: ReceivedTurn): Promise<Lesson> {
  const { session, studentMessage } = turn;
  const [sections, history] = await Promise.all([
    loadTopicSections(database, session.topicId),
    readRecentMessages(database, session.id, HISTORY_LIMIT + 1, studentMessage.createdAt),
  ]);
  const section = sections.find((candidate) => candidate.id === session.currentSectionId) ?? sections[0];
  if (!section) {
    throw new AppError("CONFLICT", "errors.noSections");
  }
  const sectionConceptIds = section.concepts.map((concept) => concept.id);
  const earlier = history.filter((message) => message.id !== studentMessage.id);
  return {
    input: tutorTurnFor({
      subjectName: turn.subjectName,
      topicName: session.topic,
      step: session.step,
      sections,
      section,
      masteries: await loadConceptMasteries(database, sectionConceptIds),
      history: [...conversationForTutor(earlier), { role: "USER", content: turn.verdict.masked }],
      interfaceLanguage: turn.interfaceLanguage,
    }),
    sectionConceptIds,
  };
}

/**
 * Streams the tutor's reply to the student, screened as it goes (`streamScreenedReply`), with the
 * calm notice once before the words when the built-in tutor stood in; returns the reply as shown.
 * A concern's reply opens with a kind line. A failed or empty reply becomes the error the student sees.
 */
async function* teach(
  ctx: AppContext,
  lesson: Lesson,
  turn: ReceivedTurn,
  options: { signal: AbortSignal; live: boolean; fallback: FallbackSeen; startAssessing: () => void },
): AsyncGenerator<ReplyEvent, { text: string; replaced: boolean }> {
  const concern = turn.verdict.severity === "concern" ? turn.verdict.category : null;
  const opening = concern ? concernOpening(concern, turn.verdict.language) : "";
  if (opening) yield { type: "chunk", chunk: opening };
  let text = "";
  let replaced = false;
  let noticed = false;
  let assessing = false;
  try {
    for await (const event of streamScreenedReply(ctx, lesson, turn.session, options)) {
      if (options.fallback.used && !noticed) {
        noticed = true;
        yield { type: "notice", message: AI_FALLBACK_NOTICE };
      }
      if (event.type === "replace") {
        replaced = true;
        text = event.content;
      } else {
        text += event.chunk;
      }
      yield event;
      if (!assessing) {
        // The relay asked for the next event, so the first words are on their way.
        assessing = true;
        options.startAssessing();
      }
    }
  } catch (error) {
    throw toTutorError(error);
  }
  if (!text.trim()) {
    throw new AppError("AI_FAILED", "errors.tutor.empty");
  }
  return { text: replaced ? text : `${opening}${text}`, replaced };
}

/**
 * What the message shows, or null when it is not assessed or the assessment fails (the reply is
 * kept without it). Only an attempt at the question is graded (`shouldAssess`), never a concern:
 * the screen thinks it may be distress, not an answer; whatever the assessment says is gated by
 * the intent again.
 */
export async function assess(
  ctx: AppContext,
  lesson: Lesson,
  verdict: Pick<ScreenVerdict, "severity">,
  options: { signal: AbortSignal; fallback: FallbackSeen },
): Promise<(TurnAssessment & { intent: TurnIntent }) | null> {
  const intent = classifyTurn(lesson);
  const step = lesson.input.step;
  if (verdict.severity === "concern" || !shouldAssess(intent, step)) return null;
  try {
    const onDegraded = () => {
      options.fallback.used = true;
    };
    return gateAssessment(await ctx.ai.assessTurn(lesson.input, { signal: options.signal, onDegraded }), intent, step);
  } catch (error) {
    if (!options.signal.aborted) logger.warn("The turn assessment failed; the reply is kept without it", { error });
    return null;
  }
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
 * Stores a lesson turn in one write: the reply once, and what the assessment showed (evidence on
 * the section's concepts, facts and mistakes masked, a step advance, the dashboard's activity).
 * Returns the concepts whose mastery changed.
 */
export function recordTurn(
  ctx: AppContext,
  input: {
    turn: ReceivedTurn;
    reply: { text: string; replaced: boolean };
    assessment: TurnAssessment | null;
    sectionConceptIds: string[];
  },
): Promise<string[]> {
  const { turn, reply, assessment, sectionConceptIds } = input;
  const { session, studentMessage } = turn;
  return ctx.database.write(async (tx) => {
    const flags = reply.replaced
      ? { safetyCategory: "model_reply", safetySeverity: "standard" as const }
      : { safetyCategory: null, safetySeverity: null };
    const stored = await storeReply(tx, turn, reply.text.trim(), flags);
    // A concurrent resend was answered first, or there is nothing to learn from the message.
    if (stored === null || !assessment) return [];

    const now = Math.max(Date.now(), studentMessage.createdAt + 1);
    const inSection = new Set(sectionConceptIds);
    const evidence = assessment.evidence.filter((item) => inSection.has(item.conceptId));
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
    const changed = changes.map((change) => change.conceptId);
    // An answer that only repeats one already counted moves nothing: no evidence, and no step either.
    const repeated = evidence.length > 0 && changed.length === 0;
    const advance = assessment.advanceStep && !repeated;

    await recordConceptActivity(tx, session.userId, sectionConceptIds, {
      touched: new Set(changed),
      completedStep: advance ? stored.step : null,
      now,
    });
    const sectionId = studentMessage.sectionId ?? session.currentSectionId;
    if (sectionId) {
      const notes = [
        ...assessment.factsLearned.map((label) => ({ kind: "fact" as const, label })),
        ...assessment.mistakes.map((label) => ({ kind: "mistake" as const, label })),
      ].map((note) => ({ ...note, label: maskPersonalData(note.label).text }));
      await insertNotes(tx, session, sectionId, notes, now);
    }
    if (advance) await advanceSessionStep(tx, session.id, stored.step, now);
    await ctx.events.masteryChanged(tx, { userId: session.userId, conceptIds: changed });
    return changed;
  });
}

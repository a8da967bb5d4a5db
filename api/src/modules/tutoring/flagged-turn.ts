import type { AppContext } from "../../context";
import type { WriteTx } from "../../db/database";
import type { MessageRow, TutoringSessionRow, UserRow } from "../../db/schema";
import {
  adultsToldBy,
  attachAlertReply,
  boundaryReply,
  careReply,
  type HelpLines,
  isCritical,
  loadSafetySettings,
  raiseAlert,
  type SafetyCategory,
  type ScreenVerdict,
} from "../safety/public";
import { lastTutorMessage, storeReply } from "./store";

/**
 * A flagged message is answered in the write that stores it: its alert (with the alert's emails)
 * and the reply it gets, care and help lines for a student who may be in danger or a short, kind
 * boundary for the rest, written without a model. Nothing of it waits for the reply to be streamed,
 * so the adults hear of it whether or not the student stays to read the reply.
 */
export interface FlaggedTurn extends ConcernTurn {
  /** The help lines in the student's district's wording, read before the write (`readHelpLines`). */
  helpLines: HelpLines;
}

/** A message the screen found a possible risk in without being sure: taught, never graded, and reviewed by an adult. */
export interface ConcernTurn {
  student: UserRow;
  session: TutoringSessionRow;
  verdict: ScreenVerdict & { category: SafetyCategory };
}

/** Raises a concern's review alert for the course's adults, in the write that stores the message. */
export async function raiseReviewAlert(
  ctx: AppContext,
  tx: WriteTx,
  turn: ConcernTurn,
  studentMessage: MessageRow,
): Promise<void> {
  await raiseAlert(ctx, tx, {
    student: turn.student,
    sessionId: turn.session.id,
    topicName: turn.session.topic,
    verdict: turn.verdict,
    messageId: studentMessage.id,
    now: studentMessage.createdAt,
  });
}

/** The help lines a reply to a critical message gives, in the student's district's wording. */
export async function readHelpLines(ctx: AppContext, student: UserRow): Promise<HelpLines> {
  return (await loadSafetySettings(ctx.database, student.districtId)).helpLines;
}

/**
 * Raises the alert, writes the reply (saying that an adult will be told only when an email to one
 * is queued), and links the two; runs inside the write that stores the message. Returns the reply.
 */
export async function answerFlaggedMessage(
  ctx: AppContext,
  tx: WriteTx,
  turn: FlaggedTurn,
  studentMessage: MessageRow,
): Promise<string> {
  const { student, session, verdict } = turn;
  const alert = await raiseAlert(ctx, tx, {
    student,
    sessionId: session.id,
    topicName: session.topic,
    verdict,
    messageId: studentMessage.id,
    now: studentMessage.createdAt,
  });
  const { category } = verdict;
  const reply = isCritical(category)
    ? careReply(category, {
        topicName: session.topic,
        helpLines: turn.helpLines,
        adultsTold: adultsToldBy(alert.told),
        language: verdict.language,
      })
    : boundaryReply(category, {
        topicName: session.topic,
        language: verdict.language,
        pendingQuestion: await lastTutorQuestion(tx, session.id, studentMessage.createdAt),
      });
  const stored = await storeReply(tx, { session, studentMessage }, reply);
  if (stored) await attachAlertReply(tx, alert.itemId, stored.id);
  return reply;
}

/** The last question the tutor asked, to lead the student back to the topic after a boundary. */
async function lastTutorQuestion(tx: WriteTx, sessionId: string, before: number): Promise<string | undefined> {
  const last = await lastTutorMessage(tx, sessionId, before);
  // The tutor asks one question at a time, as the last paragraph that asks something.
  const paragraphs = last?.split(/\n\s*\n/).map((paragraph) => paragraph.trim()) ?? [];
  return paragraphs.findLast((paragraph) => paragraph.endsWith("?"));
}

import { nextStep, TUTORING_BKT, withCompletedStep } from "@bloom/domain";
import { and, desc, eq, inArray, lte } from "drizzle-orm";
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
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import { logger } from "../../logger";
import { applyConceptEvidence, loadConceptMasteries, loadTopicSections } from "../mastery/service";
import type { TutoringSession } from "./model";
import { getOwnedSession, loadSessionView } from "./service";
import { HISTORY_LIMIT, tutorTurnFor } from "./turn";

/**
 * One chat turn (spec §4 Chat message lifecycle):
 * 1. the student's message is stored once, before the model is called (a resend is recognised
 *    by its clientMessageId, or as a repeat of the last unanswered message, and not stored again);
 * 2. the tutor's reply streams while the turn assessment runs beside it;
 * 3. the complete reply, the evidence, facts, mistakes and any step advance are stored in one write.
 * When the reply fails or the client goes away, nothing of the reply is kept: the student's
 * message stays, unanswered, and a resend generates the reply afresh.
 */
export type TurnEvent = { type: "chunk"; chunk: string } | { type: "end"; session: TutoringSession };

export interface PreparedTurn {
  session: TutoringSessionRow;
  subjectName: string;
  studentMessage: MessageRow;
  /** A resend of a message that already has its reply: nothing to generate. */
  answered: boolean;
}

/** Validates the message and stores it; errors here are ordinary HTTP errors, before any stream starts. */
export async function prepareTurn(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  input: { message: string; clientMessageId?: string },
): Promise<PreparedTurn> {
  const text = input.message.trim();
  if (!text) throw new AppError("VALIDATION_FAILED", "Please type a message first.");

  return ctx.database.write(async (tx) => {
    const [found] = await tx
      .select({ session: tutoringSessions, subjectName: subjects.name })
      .from(tutoringSessions)
      .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
      .where(and(eq(tutoringSessions.id, sessionId), eq(tutoringSessions.userId, userId)));
    if (!found) throw notFound("That tutoring session");
    const { session, subjectName } = found;
    if (session.status === "ended") {
      throw new AppError("CONFLICT", "This session has ended. Start a new session on the topic to keep learning.");
    }
    const resent = await findResentMessage(tx, session.id, text, input.clientMessageId);
    const now = Date.now();
    await tx
      .update(tutoringSessions)
      .set({ status: "open", lastActivityAt: now, updatedAt: now })
      .where(eq(tutoringSessions.id, session.id));
    if (resent) return { session, subjectName, studentMessage: resent.message, answered: resent.answered };
    const [studentMessage] = await tx
      .insert(messages)
      .values({
        id: newId(),
        sessionId: session.id,
        userId,
        role: "USER",
        content: text,
        clientMessageId: input.clientMessageId ?? null,
        sectionId: session.currentSectionId,
        step: session.step,
        createdAt: now,
      })
      .returning();
    return { session, subjectName, studentMessage: studentMessage!, answered: false };
  });
}

/** The stored message a resend refers to: the same client id, or the same text as the last, unanswered message. */
async function findResentMessage(tx: WriteTx, sessionId: string, text: string, clientMessageId?: string) {
  const hasReply = (message: MessageRow) =>
    tx
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.replyToId, message.id))
      .then((rows) => rows.length > 0);
  if (clientMessageId) {
    const [byId] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.sessionId, sessionId), eq(messages.clientMessageId, clientMessageId)));
    return byId ? { message: byId, answered: await hasReply(byId) } : undefined;
  }
  const [last] = await tx
    .select()
    .from(messages)
    .where(eq(messages.sessionId, sessionId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  if (last?.role === "USER" && last.content === text) return { message: last, answered: false };
  return undefined;
}

/** Generates and stores the tutor's reply; yields its chunks, then the updated session. */
export async function* runTurn(
  ctx: AppContext,
  prepared: PreparedTurn,
  signal: AbortSignal,
  live = false,
): AsyncGenerator<TurnEvent> {
  const { session, studentMessage } = prepared;
  if (prepared.answered) {
    yield {
      type: "end",
      session: await loadSessionView(ctx.database, await getOwnedSession(ctx.database, session.userId, session.id)),
    };
    return;
  }

  const turn = await buildTurn(ctx.database, prepared);
  // Stops the assessment too when the reply fails, and everything when the client goes away.
  const local = new AbortController();
  const upstream = AbortSignal.any([signal, local.signal]);
  // The reply's request goes out first: the student waits for its first words, not for the assessment.
  const replyStream = ctx.ai.streamTutorReply(turn.input, { signal: upstream, live })[Symbol.asyncIterator]();
  const firstChunk = replyStream.next();
  const assessment = ctx.ai.assessTurn(turn.input, { signal: upstream }).catch((error: unknown) => {
    if (!upstream.aborted) logger.warn("The turn assessment failed; the reply is kept without it", { error });
    return null;
  });

  let reply = "";
  try {
    for (let next = await firstChunk; !next.done; next = await replyStream.next()) {
      reply += next.value;
      yield { type: "chunk", chunk: next.value };
    }
  } catch (error) {
    local.abort();
    throw toTutorError(error);
  }
  if (!reply.trim()) {
    local.abort();
    throw new AppError("AI_FAILED", "The tutor's reply came back empty. Your message is saved; please press Resend.");
  }

  const result = await assessment;
  if (signal.aborted) return;
  await ctx.database.write(async (tx) => {
    await storeTurnResult(tx, {
      session,
      studentMessage,
      reply: reply.trim(),
      assessment: result,
      sectionConceptIds: turn.sectionConceptIds,
    });
    await ctx.events.masteryChanged(tx, {
      userId: session.userId,
      conceptIds: (result?.evidence ?? [])
        .map((item) => item.conceptId)
        .filter((id) => turn.sectionConceptIds.includes(id)),
    });
  });
  yield {
    type: "end",
    session: await loadSessionView(ctx.database, await getOwnedSession(ctx.database, session.userId, session.id)),
  };
}

/** The tutor's view of the turn: the session's current section and the conversation up to the student's message. */
async function buildTurn(database: Database, { session, subjectName, studentMessage }: PreparedTurn) {
  const [sections, history] = await Promise.all([
    loadTopicSections(database, session.topicId),
    database.read
      .select({ id: messages.id, role: messages.role, content: messages.content })
      .from(messages)
      .where(and(eq(messages.sessionId, session.id), lte(messages.createdAt, studentMessage.createdAt)))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(HISTORY_LIMIT),
  ]);
  const section = sections.find((candidate) => candidate.id === session.currentSectionId) ?? sections[0];
  if (!section)
    throw new AppError("CONFLICT", "This topic has no sections to teach yet. Please start the session again.");
  const masteries = await loadConceptMasteries(
    database,
    section.concepts.map((concept) => concept.id),
  );
  // Resends of older messages: the student's message is always the last thing the tutor reads.
  const ordered = history
    .reverse()
    .filter((message) => message.id !== studentMessage.id)
    .map(({ role, content }) => ({ role, content }));
  ordered.push({ role: "USER", content: studentMessage.content });
  return {
    input: tutorTurnFor({
      subjectName,
      topicName: session.topic,
      step: session.step,
      sections,
      section,
      masteries,
      history: ordered,
    }),
    sectionConceptIds: section.concepts.map((concept) => concept.id),
  };
}

/** Stores the reply and what the turn showed, in the one write of the turn. */
async function storeTurnResult(
  tx: WriteTx,
  turn: {
    session: TutoringSessionRow;
    studentMessage: MessageRow;
    reply: string;
    assessment: TurnAssessment | null;
    sectionConceptIds: string[];
  },
): Promise<void> {
  const { session, studentMessage, assessment } = turn;
  // A concurrent resend may have answered this message already: one reply per message.
  const [alreadyAnswered] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.replyToId, studentMessage.id));
  if (alreadyAnswered) return;

  const now = Math.max(Date.now(), studentMessage.createdAt + 1);
  const [current] = await tx.select().from(tutoringSessions).where(eq(tutoringSessions.id, session.id));
  const step = current?.step ?? session.step;
  await tx.insert(messages).values({
    id: newId(),
    sessionId: session.id,
    userId: session.userId,
    role: "ASSISTANT",
    content: turn.reply,
    replyToId: studentMessage.id,
    sectionId: studentMessage.sectionId,
    step,
    createdAt: now,
  });

  const sectionConcepts = new Set(turn.sectionConceptIds);
  const evidence = (assessment?.evidence ?? []).filter((item) => sectionConcepts.has(item.conceptId));
  await applyConceptEvidence(
    tx,
    session.userId,
    evidence.map((item) => ({
      conceptId: item.conceptId,
      score: item.score,
      source: "tutoring" as const,
      sessionId: session.id,
    })),
    TUTORING_BKT,
    now,
  );
  await recordConceptActivity(tx, session.userId, turn.sectionConceptIds, {
    touched: new Set(evidence.map((item) => item.conceptId)),
    completedStep: assessment?.advanceStep ? step : null,
    now,
  });

  const sectionId = studentMessage.sectionId ?? session.currentSectionId;
  if (sectionId && assessment) {
    const notes = [
      ...assessment.factsLearned.map((label) => ({ kind: "fact" as const, label })),
      ...assessment.mistakes.map((label) => ({ kind: "mistake" as const, label })),
    ];
    if (notes.length > 0) {
      await tx
        .insert(sessionNotes)
        .values(
          notes.map((note) => ({
            id: newId(),
            sessionId: session.id,
            userId: session.userId,
            sectionId,
            ...note,
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
    }
  }

  await tx
    .update(tutoringSessions)
    .set({ step: assessment?.advanceStep ? nextStep(step) : step, lastActivityAt: now, updatedAt: now })
    .where(eq(tutoringSessions.id, session.id));
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

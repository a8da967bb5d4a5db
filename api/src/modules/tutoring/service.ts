import { meanMastery } from "@bloom/domain";
import { builtInTeaches, isBuiltInCourse, needsModelReason } from "../../ai/offline/coverage";
import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import type { SubjectRow, TutoringSessionRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { logger } from "../../logger";
import {
  ensurePlannedTopic,
  hasConcepts,
  loadConceptMasteries,
  loadPlannedTopic,
  loadTopicSections,
  type PlannedTopic,
} from "../mastery/public";
import { getSubject } from "../subjects/public";
import type { TutoringSession } from "./model";
import {
  deleteSessionRows,
  findOwnedSession,
  findOwnedSessionWithSubject,
  insertOpening,
  insertSession,
  moveSession,
  readRecentMessages,
  readSessionContent,
  selectActiveSession,
  updateSessionStatus,
} from "./store";
import { collectReply, conversationForTutor, HISTORY_LIMIT, tutorTurnFor } from "./turn";

/**
 * A session's life outside the chat turn (spec §4): start or resume, change section, pause or end,
 * the view the API shows, delete. Its SQL is the store's (`store.ts`).
 */

/** Topic text is trimmed, and blank is refused (spec §5). */
export function normaliseTopic(topic: string): string {
  const trimmed = topic.trim().replace(/\s+/g, " ");
  if (!trimmed) throw new AppError("VALIDATION_FAILED", "errors.chooseTopic");
  return trimmed;
}

/** The user's open or paused session on a subject's topic, if any. */
export function findActiveSession(database: Database, userId: string, subjectId: string, topic: string) {
  return selectActiveSession(database.read, userId, subjectId, topic);
}

/** One of the user's sessions; another user's session is a 404, like a missing one. */
export async function getOwnedSession(
  database: Database,
  userId: string,
  sessionId: string,
): Promise<TutoringSessionRow> {
  const session = await findOwnedSession(database, userId, sessionId);
  if (!session) throw notFound("errors.notFound.tutoringSession");
  return session;
}

/**
 * Starts tutoring on a topic, or returns the session already open for it (a paused one reopens).
 * A new session plans the topic when it has no sections yet, starts at WARMUP on the first
 * section, and opens with the tutor's first message. A session open on a topic that could not be
 * planned (a placeholder plan) is taught in full as soon as the topic can be: it moves to the new
 * plan's first section with a fresh opening.
 */
export async function createSession(
  ctx: AppContext,
  userId: string,
  input: { subjectId: string; topic: string },
): Promise<TutoringSessionRow> {
  const topic = normaliseTopic(input.topic);
  const subject = await getSubject(ctx.database, userId, input.subjectId);
  const existing = await findActiveSession(ctx.database, userId, subject.id, topic);
  if (existing) {
    const active = existing.status === "paused" ? await setSessionStatus(ctx.database, existing, "open") : existing;
    return teachPlannedTopic(ctx, subject, active);
  }

  // A topic of a built-in course that the built-in tutor has no lesson for opens no session without
  // a model: nothing is stored, so nothing reaches the dashboard. (A subject outside the built-in
  // courses still opens, and its tutor explains what it can and cannot do.)
  if (ctx.ai.kind === "offline" && isBuiltInCourse(subject.name) && !builtInTeaches(subject.name, topic)) {
    const stored = await loadPlannedTopic(ctx.database, subject.id, topic);
    if (!stored || !hasConcepts(stored.sections)) throw needsModel(subject, topic);
  }
  const planned = await ensurePlannedTopic(ctx, subject, topic);
  if (ctx.ai.kind !== "offline" && !hasConcepts(planned.sections)) {
    // The model is connected but could not plan the topic just now (the built-in tutor stood in): a retry may work.
    throw new AppError("UPSTREAM_FAILED", "errors.planFailed", { topic });
  }
  const firstSection = planned.sections[0]!;
  const opening = await writeOpeningMessage(ctx, subject, planned);

  return ctx.database.write(async (tx) => {
    // Another request may have created it while we planned: the partial unique index allows one.
    const raced = await selectActiveSession(tx, userId, subject.id, topic);
    if (raced) return raced;
    const now = Date.now();
    const session = await insertSession(
      tx,
      { userId, subjectId: subject.id, topicId: planned.topic.id, topic, currentSectionId: firstSection.id },
      now,
    );
    if (opening)
      await insertOpening(tx, session, { content: opening, sectionId: firstSection.id, step: "WARMUP", now });
    return session;
  });
}

/** The refusal of a topic that cannot be taught until an AI model is connected; there is nothing to retry. */
function needsModel(subject: SubjectRow, topic: string): AppError {
  const { key, values } = needsModelReason(subject.name, topic);
  return new AppError("NEEDS_AI_MODEL", key, values);
}

/**
 * A session on a placeholder plan, once its topic can be planned in full: moved to the new plan's
 * first section, back at WARMUP, with the tutor's opening of the full lesson as its latest message.
 */
async function teachPlannedTopic(
  ctx: AppContext,
  subject: SubjectRow,
  session: TutoringSessionRow,
): Promise<TutoringSessionRow> {
  if (hasConcepts(await loadTopicSections(ctx.database, session.topicId))) return session;
  const planned = await ensurePlannedTopic(ctx, subject, session.topic);
  if (!hasConcepts(planned.sections)) return session;
  const firstSection = planned.sections[0]!;
  const opening = await writeOpeningMessage(ctx, subject, planned);
  return ctx.database.write(async (tx) => {
    const now = Date.now();
    const updated = await moveSession(tx, session.id, { sectionId: firstSection.id, step: "WARMUP", now });
    if (opening)
      await insertOpening(tx, session, { content: opening, sectionId: firstSection.id, step: "WARMUP", now });
    return updated ?? session;
  });
}

/** The tutor's greeting and warm-up question; a session still starts without it if the AI fails. */
async function writeOpeningMessage(
  ctx: AppContext,
  subject: SubjectRow,
  planned: PlannedTopic,
): Promise<string | null> {
  const section = planned.sections[0]!;
  const turn = tutorTurnFor({
    subjectName: subject.name,
    topicName: planned.topic.name,
    step: "WARMUP",
    sections: planned.sections,
    section,
    masteries: new Map(),
    history: [],
  });
  try {
    return await collectReply(ctx.ai.streamTutorReply({ ...turn, opening: "session" }));
  } catch (error) {
    logger.warn("The opening message could not be written", { error });
    return null;
  }
}

/**
 * Moves the session to another of its topic's sections (spec §4 Section change), and the tutor
 * opens that section: the session's latest message is the tutor's first message on it, never the
 * student's last message about the old one. The opening is written before the write (no AI call
 * runs inside one); if the AI fails, a plain line opens the section instead.
 */
export async function changeSection(
  ctx: AppContext,
  session: TutoringSessionRow,
  sectionName: string,
): Promise<TutoringSessionRow> {
  const section = (await loadTopicSections(ctx.database, session.topicId)).find(
    (candidate) => candidate.name === sectionName.trim(),
  );
  if (!section) throw new AppError("VALIDATION_FAILED", "errors.notASection", { section: sectionName });
  if (section.id === session.currentSectionId) return session;

  const opening = await writeSectionOpening(ctx, session, section.id);
  return ctx.database.write(async (tx) => {
    const now = Date.now();
    const updated = await moveSession(tx, session.id, { sectionId: section.id, now });
    await insertOpening(tx, session, {
      content: opening,
      sectionId: section.id,
      step: updated?.step ?? session.step,
      now,
    });
    return updated ?? session;
  });
}

/** The tutor's opening of a section, from the conversation so far. */
async function writeSectionOpening(ctx: AppContext, session: TutoringSessionRow, sectionId: string): Promise<string> {
  const [planSections, withSubject, history] = await Promise.all([
    loadTopicSections(ctx.database, session.topicId),
    findOwnedSessionWithSubject(ctx.database, session.userId, session.id),
    readRecentMessages(ctx.database, session.id, HISTORY_LIMIT),
  ]);
  const section = planSections.find((candidate) => candidate.id === sectionId)!;
  const masteries = await loadConceptMasteries(
    ctx.database,
    section.concepts.map((concept) => concept.id),
  );
  const turn = tutorTurnFor({
    subjectName: withSubject?.subjectName ?? "",
    topicName: session.topic,
    step: session.step,
    sections: planSections,
    section,
    masteries,
    history: conversationForTutor(history),
  });
  try {
    const reply = await collectReply(ctx.ai.streamTutorReply({ ...turn, opening: "section" }));
    if (reply) return reply;
  } catch (error) {
    logger.warn("The section opening could not be written", { error });
  }
  return `Let's work on **${section.name}**. What do you already know about it? Tell me, or ask me to start with its first idea.`;
}

/** Pauses, reopens or ends a session. An ended session stays ended. */
export async function setSessionStatus(
  database: Database,
  session: TutoringSessionRow,
  status: "open" | "paused" | "ended",
): Promise<TutoringSessionRow> {
  if (session.status === "ended") {
    if (status === "ended") return session;
    throw new AppError("CONFLICT", "errors.sessionEnded");
  }
  return updateSessionStatus(database, session.id, status);
}

/** The session as the API shows it (spec §3 Tutoring session). */
export async function loadSessionView(database: Database, session: TutoringSessionRow): Promise<TutoringSession> {
  const [sectionRows, { subjectName, notes, messages: messageRows }] = await Promise.all([
    loadTopicSections(database, session.topicId),
    readSessionContent(database, session),
  ]);
  const conceptRows = sectionRows.flatMap((section) => section.concepts.map((concept) => ({ concept })));

  // The model's mastery now (ADR 0015), not the stored belief as of the last evidence.
  const masteryNow = await loadConceptMasteries(
    database,
    conceptRows.map((row) => row.concept.id),
  );
  const sectionName = new Map(sectionRows.map((section) => [section.id, section.name]));
  const sectionMastery: Record<string, number> = {};
  const sectionFacts: Record<string, { label: string }[]> = {};
  const sectionMistakes: Record<string, { label: string }[]> = {};
  for (const section of sectionRows) {
    const values = conceptRows
      .filter((row) => row.concept.sectionId === section.id)
      .map((row) => masteryNow.get(row.concept.id) ?? 0);
    sectionMastery[section.name] = meanMastery(values);
    sectionFacts[section.name] = [];
    sectionMistakes[section.name] = [];
  }
  for (const note of notes) {
    const name = sectionName.get(note.sectionId);
    if (name) (note.kind === "fact" ? sectionFacts : sectionMistakes)[name]!.push({ label: note.label });
  }

  return {
    id: session.id,
    subjectId: session.subjectId,
    subject: subjectName,
    topic: session.topic,
    status: session.status,
    step: session.step,
    mastery: meanMastery(Object.values(sectionMastery)),
    topicSections: sectionRows.map((section) => section.name),
    currentSection:
      (session.currentSectionId && sectionName.get(session.currentSectionId)) || sectionRows[0]?.name || "",
    sectionMastery,
    sectionFacts,
    sectionMistakes,
    concepts: conceptRows.map(({ concept }) => ({
      id: concept.id,
      label: concept.label,
      definition: concept.definition,
      masteryLevel: Math.round((masteryNow.get(concept.id) ?? 0) * 100),
      topicSectionId: sectionName.get(concept.sectionId) ?? "",
    })),
    messages: messageRows.map((message) => ({
      id: message.id,
      role: message.role,
      content: message.content,
      createdAt: new Date(message.createdAt).toISOString(),
    })),
    createdAt: new Date(session.startedAt).toISOString(),
    updatedAt: new Date(session.updatedAt).toISOString(),
  };
}

/**
 * Deletes a session with its messages and notes. The mastery it earned stays (the evidence loses
 * its link to the session), as a student who clears a chat has still learned what they learned.
 */
export async function deleteSession(database: Database, session: TutoringSessionRow): Promise<void> {
  await deleteSessionRows(database, session.id);
}

import { meanMastery } from "@bloom/domain";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database, WriteTx } from "../../db/database";
import {
  masteryEvidence,
  messages,
  type SubjectRow,
  sections,
  sessionNotes,
  subjects,
  type TutoringSessionRow,
  tutoringSessions,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import { logger } from "../../logger";
import {
  ensurePlannedTopic,
  hasConcepts,
  loadConceptMasteries,
  loadTopicSections,
  type PlannedTopic,
} from "../mastery/public";
import { getSubject } from "../subjects/public";
import type { TutoringSession } from "./model";
import { collectReply, HISTORY_LIMIT, tutorTurnFor } from "./turn";

/** Topic text is trimmed, and blank is refused (spec §5). */
export function normaliseTopic(topic: string): string {
  const trimmed = topic.trim().replace(/\s+/g, " ");
  if (!trimmed) throw new AppError("VALIDATION_FAILED", "Please choose a topic.");
  return trimmed;
}

/** The user's open or paused session for a subject and topic, if any. */
export async function findActiveSession(database: Database, userId: string, subjectId: string, topic: string) {
  const [row] = await database.read
    .select()
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.userId, userId),
        eq(tutoringSessions.subjectId, subjectId),
        eq(tutoringSessions.topic, topic),
        ne(tutoringSessions.status, "ended"),
      ),
    );
  return row;
}

/** One of the user's sessions; another user's session is a 404, like a missing one. */
export async function getOwnedSession(
  database: Database,
  userId: string,
  sessionId: string,
): Promise<TutoringSessionRow> {
  const [row] = await database
    .prepared("tutoring.owned-session", (db) =>
      db.select().from(tutoringSessions).where(sessionOwnedByCaller()).prepare(),
    )
    .all({ sessionId, userId });
  if (!row) throw notFound("That tutoring session");
  return row;
}

/** For a prepared statement: the session `sessionId` of the user `userId` (placeholders), so another user's is not found. */
export function sessionOwnedByCaller() {
  return and(
    eq(tutoringSessions.id, sql.placeholder("sessionId")),
    eq(tutoringSessions.userId, sql.placeholder("userId")),
  );
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

  const planned = await ensurePlannedTopic(ctx, subject, topic);
  const firstSection = planned.sections[0]!;
  const opening = await writeOpeningMessage(ctx, subject, planned);

  return ctx.database.write(async (tx) => {
    // Another request may have created it while we planned: the partial unique index allows one.
    const [raced] = await tx
      .select()
      .from(tutoringSessions)
      .where(
        and(
          eq(tutoringSessions.userId, userId),
          eq(tutoringSessions.subjectId, subject.id),
          eq(tutoringSessions.topic, topic),
          ne(tutoringSessions.status, "ended"),
        ),
      );
    if (raced) return raced;
    const now = Date.now();
    const [session] = await tx
      .insert(tutoringSessions)
      .values({
        id: newId(),
        userId,
        subjectId: subject.id,
        topicId: planned.topic.id,
        topic,
        currentSectionId: firstSection.id,
        startedAt: now,
        lastActivityAt: now,
        updatedAt: now,
      })
      .returning();
    if (opening) {
      await tx.insert(messages).values({
        id: newId(),
        sessionId: session!.id,
        userId,
        role: "ASSISTANT",
        content: opening,
        sectionId: firstSection.id,
        step: "WARMUP",
        createdAt: now,
      });
    }
    return session!;
  });
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
    const [updated] = await tx
      .update(tutoringSessions)
      .set({ currentSectionId: firstSection.id, step: "WARMUP", updatedAt: now })
      .where(eq(tutoringSessions.id, session.id))
      .returning();
    if (opening) {
      await tx.insert(messages).values({
        id: newId(),
        sessionId: session.id,
        userId: session.userId,
        role: "ASSISTANT",
        content: opening,
        sectionId: firstSection.id,
        step: "WARMUP",
        createdAt: now,
      });
    }
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
  const [section] = await ctx.database.read
    .select()
    .from(sections)
    .where(and(eq(sections.topicId, session.topicId), eq(sections.name, sectionName.trim())));
  if (!section) throw new AppError("VALIDATION_FAILED", `"${sectionName}" is not a section of this topic.`);
  if (section.id === session.currentSectionId) return session;

  const opening = await writeSectionOpening(ctx, session, section.id);
  return ctx.database.write(async (tx) => {
    const now = Date.now();
    const [updated] = await tx
      .update(tutoringSessions)
      .set({ currentSectionId: section.id, lastActivityAt: now, updatedAt: now })
      .where(eq(tutoringSessions.id, session.id))
      .returning();
    await tx.insert(messages).values({
      id: newId(),
      sessionId: session.id,
      userId: session.userId,
      role: "ASSISTANT",
      content: opening,
      sectionId: section.id,
      step: updated?.step ?? session.step,
      // After every earlier message, even one stored in the same millisecond.
      createdAt: Math.max(now, (await latestMessageTime(tx, session.id)) + 1),
    });
    return updated!;
  });
}

/** The tutor's opening of a section, from the conversation so far. */
async function writeSectionOpening(ctx: AppContext, session: TutoringSessionRow, sectionId: string): Promise<string> {
  const [planSections, [subject], history] = await Promise.all([
    loadTopicSections(ctx.database, session.topicId),
    ctx.database.read.select({ name: subjects.name }).from(subjects).where(eq(subjects.id, session.subjectId)),
    ctx.database.read
      .select({ role: messages.role, content: messages.content })
      .from(messages)
      .where(eq(messages.sessionId, session.id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(HISTORY_LIMIT),
  ]);
  const section = planSections.find((candidate) => candidate.id === sectionId)!;
  const masteries = await loadConceptMasteries(
    ctx.database,
    section.concepts.map((concept) => concept.id),
  );
  const turn = tutorTurnFor({
    subjectName: subject?.name ?? "",
    topicName: session.topic,
    step: session.step,
    sections: planSections,
    section,
    masteries,
    history: history.reverse(),
  });
  try {
    const reply = await collectReply(ctx.ai.streamTutorReply({ ...turn, opening: "section" }));
    if (reply) return reply;
  } catch (error) {
    logger.warn("The section opening could not be written", { error });
  }
  return `Let's work on **${section.name}**. What do you already know about it? Tell me, or ask me to start with its first idea.`;
}

async function latestMessageTime(tx: WriteTx, sessionId: string): Promise<number> {
  const [latest] = await tx
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.sessionId, sessionId))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return latest?.createdAt ?? 0;
}

/** Pauses, reopens or ends a session. An ended session stays ended. */
export async function setSessionStatus(
  database: Database,
  session: TutoringSessionRow,
  status: "open" | "paused" | "ended",
): Promise<TutoringSessionRow> {
  if (session.status === "ended") {
    if (status === "ended") return session;
    throw new AppError("CONFLICT", "This session has ended. Start a new session on the topic to keep learning.");
  }
  const now = Date.now();
  const [updated] = await database.write((tx) =>
    tx
      .update(tutoringSessions)
      .set({ status, updatedAt: now, ...(status === "ended" ? { endedAt: now } : {}) })
      .where(eq(tutoringSessions.id, session.id))
      .returning(),
  );
  return updated!;
}

/** The session as the API shows it (spec §3 Tutoring session). */
export async function loadSessionView(database: Database, session: TutoringSessionRow): Promise<TutoringSession> {
  // Every chat turn ends with this view: its reads are prepared, and the topic's plan is kept in memory once it has concepts.
  const [[subject], sectionRows, notes, messageRows] = await Promise.all([
    database
      .prepared("tutoring.view.subject", (db) =>
        db
          .select({ name: subjects.name })
          .from(subjects)
          .where(eq(subjects.id, sql.placeholder("subjectId")))
          .prepare(),
      )
      .all({ subjectId: session.subjectId }),
    loadTopicSections(database, session.topicId),
    database
      .prepared("tutoring.view.notes", (db) =>
        db
          .select()
          .from(sessionNotes)
          .where(eq(sessionNotes.sessionId, sql.placeholder("sessionId")))
          .orderBy(asc(sessionNotes.createdAt))
          .prepare(),
      )
      .all({ sessionId: session.id }),
    database
      .prepared("tutoring.view.messages", (db) =>
        db
          .select()
          .from(messages)
          .where(eq(messages.sessionId, sql.placeholder("sessionId")))
          .orderBy(asc(messages.createdAt), asc(messages.id))
          .prepare(),
      )
      .all({ sessionId: session.id }),
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
    subject: subject?.name ?? "",
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
  await database.write(async (tx) => {
    // The fingerprint is the answer's own words: conversation content, so it goes with the conversation.
    await tx.update(masteryEvidence).set({ fingerprint: null }).where(eq(masteryEvidence.sessionId, session.id));
    await tx.delete(tutoringSessions).where(eq(tutoringSessions.id, session.id));
  });
}

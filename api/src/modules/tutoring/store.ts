import { nextStep, withCompletedStep } from "@bloom/domain";
import { and, asc, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import type { Database, WriteTx } from "../../db/database";
import { keptRead } from "../../db/kept-query";
import {
  conceptMastery,
  type MessageRow,
  masteryEvidence,
  messages,
  sessionNotes,
  subjects,
  type TutoringSessionRow,
  tutoringSessions,
} from "../../db/schema";
import { newId } from "../../ids";

/**
 * The tutoring store: every statement about sessions, their messages and notes, and the
 * dashboard's per-concept tutoring overview. Reads take the database; writes take the transaction
 * of the caller's `database.write`, so one turn's writes (a message and its alert, a reply and its
 * evidence) commit together.
 */

type SessionStep = TutoringSessionRow["step"];

// ── Sessions ──────────────────────────────────────────────────────────────────

/** The user's open or paused session on a subject's topic, if any. */
export async function selectActiveSession(
  db: Database["read"] | WriteTx,
  userId: string,
  subjectId: string,
  topic: string,
): Promise<TutoringSessionRow | undefined> {
  const [row] = await db
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

// The reads every chat turn makes are kept built: building their SQL costs about as much as running it (ADR 0041).
const ownedSession = keptRead((db) =>
  db
    .select({ session: tutoringSessions, subjectName: subjects.name })
    .from(tutoringSessions)
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .where(
      and(
        eq(tutoringSessions.id, sql.placeholder("sessionId")),
        eq(tutoringSessions.userId, sql.placeholder("userId")),
      ),
    )
    .prepare(),
);

/** One of the user's sessions with its subject's name, or undefined (another user's session is not theirs to see). */
export async function findOwnedSessionWithSubject(database: Database, userId: string, sessionId: string) {
  const [row] = await ownedSession(database).all({ sessionId, userId });
  return row;
}

/** One of the user's sessions, or undefined. */
export async function findOwnedSession(
  database: Database,
  userId: string,
  sessionId: string,
): Promise<TutoringSessionRow | undefined> {
  return (await findOwnedSessionWithSubject(database, userId, sessionId))?.session;
}

/** Inserts a new session at WARMUP on its first section. */
export async function insertSession(
  tx: WriteTx,
  session: Pick<TutoringSessionRow, "userId" | "subjectId" | "topicId" | "topic" | "currentSectionId">,
  now: number,
): Promise<TutoringSessionRow> {
  const [row] = await tx
    .insert(tutoringSessions)
    .values({ id: newId(), ...session, startedAt: now, lastActivityAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Moves a session to a section (back at WARMUP when `step` says so); returns the updated row. */
export async function moveSession(
  tx: WriteTx,
  sessionId: string,
  change: { sectionId: string; step?: SessionStep; now: number },
): Promise<TutoringSessionRow | undefined> {
  const [row] = await tx
    .update(tutoringSessions)
    .set({
      currentSectionId: change.sectionId,
      ...(change.step ? { step: change.step } : {}),
      lastActivityAt: change.now,
      updatedAt: change.now,
    })
    .where(eq(tutoringSessions.id, sessionId))
    .returning();
  return row;
}

/** Pauses, reopens or ends a session; returns the updated row. */
export async function updateSessionStatus(
  database: Database,
  sessionId: string,
  status: TutoringSessionRow["status"],
): Promise<TutoringSessionRow> {
  const now = Date.now();
  const [row] = await database.write((tx) =>
    tx
      .update(tutoringSessions)
      .set({ status, updatedAt: now, ...(status === "ended" ? { endedAt: now } : {}) })
      .where(eq(tutoringSessions.id, sessionId))
      .returning(),
  );
  return row!;
}

/** Marks a session open and active: a message arrived. */
export async function reopenSession(tx: WriteTx, sessionId: string, now: number): Promise<void> {
  await tx
    .update(tutoringSessions)
    .set({ status: "open", lastActivityAt: now, updatedAt: now })
    .where(eq(tutoringSessions.id, sessionId));
}

/** Moves a session on to the step after `step`. */
export async function advanceSessionStep(tx: WriteTx, sessionId: string, step: SessionStep, now: number) {
  await tx
    .update(tutoringSessions)
    .set({ step: nextStep(step), updatedAt: now })
    .where(eq(tutoringSessions.id, sessionId));
}

/**
 * Deletes a session with its messages and notes. The evidence it gave stays, without its
 * fingerprint: that is the answer's own words, conversation content that goes with the conversation.
 */
export async function deleteSessionRows(database: Database, sessionId: string): Promise<void> {
  await database.write(async (tx) => {
    await tx.update(masteryEvidence).set({ fingerprint: null }).where(eq(masteryEvidence.sessionId, sessionId));
    await tx.delete(tutoringSessions).where(eq(tutoringSessions.id, sessionId));
  });
}

const subjectName = keptRead((db) =>
  db
    .select({ name: subjects.name })
    .from(subjects)
    .where(eq(subjects.id, sql.placeholder("subjectId")))
    .prepare(),
);
const notesOf = keptRead((db) =>
  db
    .select()
    .from(sessionNotes)
    .where(eq(sessionNotes.sessionId, sql.placeholder("sessionId")))
    .orderBy(asc(sessionNotes.createdAt))
    .prepare(),
);
const messagesOf = keptRead((db) =>
  db
    .select()
    .from(messages)
    .where(eq(messages.sessionId, sql.placeholder("sessionId")))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .prepare(),
);

/** What a session's view shows besides its plan: the subject's name, the notes and the messages, oldest first. */
export async function readSessionContent(database: Database, session: TutoringSessionRow) {
  const [[subject], notes, messageRows] = await Promise.all([
    subjectName(database).all({ subjectId: session.subjectId }),
    notesOf(database).all({ sessionId: session.id }),
    messagesOf(database).all({ sessionId: session.id }),
  ]);
  return { subjectName: subject?.name ?? "", notes, messages: messageRows };
}

// ── Messages ──────────────────────────────────────────────────────────────────

/** Every column of a chat message, as `insertMessage` writes them. */
export type NewMessage = Omit<Required<typeof messages.$inferInsert>, "id">;

/** Inserts a chat message; returns the stored row. */
export async function insertMessage(tx: WriteTx, message: NewMessage): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({ id: newId(), ...message })
    .returning();
  return row!;
}

const recentMessages = keptRead((db) =>
  db
    .select({
      id: messages.id,
      role: messages.role,
      content: messages.content,
      replyToId: messages.replyToId,
      safetySeverity: messages.safetySeverity,
    })
    .from(messages)
    .where(and(eq(messages.sessionId, sql.placeholder("sessionId")), lte(messages.createdAt, sql.placeholder("upTo"))))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/**
 * The session's latest messages, newest first, up to `limit`, created no later than `upTo`; with
 * what the tutor needs to leave flagged exchanges out.
 */
export function readRecentMessages(
  database: Database,
  sessionId: string,
  limit: number,
  upTo = Number.MAX_SAFE_INTEGER,
) {
  return recentMessages(database).all({ sessionId, limit, upTo });
}

/** A resend without a client id: the same text as the session's last message, when that is the student's. */
function repeatsLastMessage(last: Pick<MessageRow, "role" | "content">, text: string): boolean {
  return last.role === "USER" && last.content === text;
}

/**
 * The stored message a resend refers to (the same client id, or the same text as the last,
 * unanswered message), and whether it has its reply already.
 */
export async function findResentMessage(
  tx: WriteTx,
  sessionId: string,
  text: string,
  clientMessageId?: string,
): Promise<{ message: MessageRow; answered: boolean } | undefined> {
  if (clientMessageId) {
    const [byId] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.sessionId, sessionId), eq(messages.clientMessageId, clientMessageId)));
    return byId ? { message: byId, answered: await hasReply(tx, byId.id) } : undefined;
  }
  const [last] = await tx
    .select()
    .from(messages)
    .where(eq(messages.sessionId, sessionId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return last && repeatsLastMessage(last, text) ? { message: last, answered: false } : undefined;
}

async function hasReply(tx: WriteTx, messageId: string): Promise<boolean> {
  const rows = await tx.select({ id: messages.id }).from(messages).where(eq(messages.replyToId, messageId)).limit(1);
  return rows.length > 0;
}

/** The message a reply answers, and its session. */
export interface RepliedTurn {
  session: Pick<TutoringSessionRow, "id" | "userId" | "step">;
  studentMessage: Pick<MessageRow, "id" | "createdAt" | "sectionId">;
}

/**
 * Stores the tutor's reply to the turn's message, once: returns its id and the session's step it was
 * given, or null when a concurrent resend was answered first.
 */
export async function storeReply(
  tx: WriteTx,
  turn: RepliedTurn,
  reply: string,
  flags: Pick<MessageRow, "safetyCategory" | "safetySeverity"> = { safetyCategory: null, safetySeverity: null },
): Promise<{ id: string; step: SessionStep } | null> {
  const { session, studentMessage } = turn;
  if (await hasReply(tx, studentMessage.id)) return null;
  const [current] = await tx
    .select({ step: tutoringSessions.step })
    .from(tutoringSessions)
    .where(eq(tutoringSessions.id, session.id));
  const now = Math.max(Date.now(), studentMessage.createdAt + 1);
  const step = current?.step ?? session.step;
  const stored = await insertMessage(tx, {
    sessionId: session.id,
    userId: session.userId,
    role: "ASSISTANT",
    content: reply,
    clientMessageId: null,
    replyToId: studentMessage.id,
    sectionId: studentMessage.sectionId,
    step,
    ...flags,
    createdAt: now,
  });
  await tx
    .update(tutoringSessions)
    .set({ lastActivityAt: now, updatedAt: now })
    .where(eq(tutoringSessions.id, session.id));
  return { id: stored.id, step };
}

/** The tutor's opening of a session or section, stored after every earlier message of the session. */
export async function insertOpening(
  tx: WriteTx,
  session: Pick<TutoringSessionRow, "id" | "userId">,
  opening: { content: string; sectionId: string; step: SessionStep; now: number },
): Promise<void> {
  const [latest] = await tx
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.sessionId, session.id))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  await insertMessage(tx, {
    sessionId: session.id,
    userId: session.userId,
    role: "ASSISTANT",
    content: opening.content,
    clientMessageId: null,
    replyToId: null,
    sectionId: opening.sectionId,
    step: opening.step,
    safetyCategory: null,
    safetySeverity: null,
    // After every earlier message, even one stored in the same millisecond.
    createdAt: Math.max(opening.now, (latest?.createdAt ?? 0) + 1),
  });
}

/** The last thing the tutor said before `before`. */
export async function lastTutorMessage(tx: WriteTx, sessionId: string, before: number): Promise<string | undefined> {
  const [last] = await tx
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), eq(messages.role, "ASSISTANT"), lte(messages.createdAt, before)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return last?.content;
}

// ── Notes and the dashboard's tutoring overview ───────────────────────────────

/** Stores facts and mistakes noted on a section (already masked); a note kept before is not doubled. */
export async function insertNotes(
  tx: WriteTx,
  session: Pick<TutoringSessionRow, "id" | "userId">,
  sectionId: string,
  notes: { kind: "fact" | "mistake"; label: string }[],
  now: number,
): Promise<void> {
  if (notes.length === 0) return;
  await tx
    .insert(sessionNotes)
    .values(
      notes.map((note) => ({
        id: newId(),
        sessionId: session.id,
        userId: session.userId,
        sectionId,
        kind: note.kind,
        label: note.label,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The dashboard's tutoring overview per concept: an interaction for each concept the turn gave
 * evidence on, and, when a step is completed, that step for every concept of the section.
 */
export async function recordConceptActivity(
  tx: WriteTx,
  userId: string,
  conceptIds: string[],
  activity: { touched: Set<string>; completedStep: SessionStep | null; now: number },
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
    const values = { interactionCount, stepsCompleted, lastActivityAt: activity.now, updatedAt: activity.now };
    await tx
      .insert(conceptMastery)
      .values({ conceptId, userId, ...values })
      .onConflictDoUpdate({ target: conceptMastery.conceptId, set: values });
  }
}

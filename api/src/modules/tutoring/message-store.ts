import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, WriteTx } from "../../db/database";
import { type MessageRow, messages, type TutoringSessionRow, tutoringSessions } from "../../db/schema";
import { newId } from "../../ids";

/**
 * The chat's messages as the turn writes them: a message stored once (a resend is recognised), and
 * the tutor's reply stored once per message. Every statement is kept prepared: they are on the path
 * to every reply.
 */

/** The message a reply answers, and its session. */
export interface RepliedTurn {
  session: Pick<TutoringSessionRow, "id" | "userId" | "step">;
  studentMessage: Pick<MessageRow, "id" | "createdAt" | "sectionId">;
}

/** Every column of a chat message, as `insertMessage` binds them. */
export type NewMessage = Required<typeof messages.$inferInsert>;

/** Inserts a chat message by a statement kept prepared; returns the stored row. */
export function insertMessage(database: Database, tx: WriteTx, message: NewMessage): Promise<MessageRow[]> {
  return database
    .preparedWrite(tx, "tutoring.insert-message", (db) =>
      db
        .insert(messages)
        .values({
          id: sql.placeholder("id"),
          sessionId: sql.placeholder("sessionId"),
          userId: sql.placeholder("userId"),
          role: sql.placeholder("role"),
          content: sql.placeholder("content"),
          clientMessageId: sql.placeholder("clientMessageId"),
          replyToId: sql.placeholder("replyToId"),
          sectionId: sql.placeholder("sectionId"),
          step: sql.placeholder("step"),
          safetyCategory: sql.placeholder("safetyCategory"),
          safetySeverity: sql.placeholder("safetySeverity"),
          createdAt: sql.placeholder("createdAt"),
        })
        .returning()
        .prepare(),
    )
    .all(message);
}

/** Whether the student's message already has its reply. */
async function hasReply(database: Database, tx: WriteTx, messageId: string): Promise<boolean> {
  const rows = await database
    .preparedWrite(tx, "tutoring.reply-to", (db) =>
      db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.replyToId, sql.placeholder("messageId")))
        .prepare(),
    )
    .all({ messageId });
  return rows.length > 0;
}

/** A resend without a client id: the same text as the session's last message, when that is the student's. */
export function repeatsLastMessage(last: Pick<MessageRow, "role" | "content">, text: string): boolean {
  return last.role === "USER" && last.content === text;
}

/** The stored message a resend refers to: the same client id, or the same text as the last, unanswered message. */
export async function findResentMessage(
  database: Database,
  tx: WriteTx,
  sessionId: string,
  text: string,
  clientMessageId?: string,
) {
  if (clientMessageId) {
    const [byId] = await database
      .preparedWrite(tx, "tutoring.message-by-client-id", (db) =>
        db
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.sessionId, sql.placeholder("sessionId")),
              eq(messages.clientMessageId, sql.placeholder("clientMessageId")),
            ),
          )
          .prepare(),
      )
      .all({ sessionId, clientMessageId });
    return byId ? { message: byId, answered: await hasReply(database, tx, byId.id) } : undefined;
  }
  const [last] = await database
    .preparedWrite(tx, "tutoring.last-message", (db) =>
      db
        .select()
        .from(messages)
        .where(eq(messages.sessionId, sql.placeholder("sessionId")))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(1)
        .prepare(),
    )
    .all({ sessionId });
  if (last && repeatsLastMessage(last, text)) return { message: last, answered: false };
  return undefined;
}

/**
 * Stores the tutor's reply to the turn's message, once: returns its id and the session's step it was
 * given, or null when a concurrent resend was answered first.
 */
export async function storeReply(
  database: Database,
  tx: WriteTx,
  turn: RepliedTurn,
  reply: string,
  flags: { safetyCategory?: string | null; safetySeverity?: "critical" | "standard" | null } = {},
): Promise<{ id: string; step: TutoringSessionRow["step"] } | null> {
  const { session, studentMessage } = turn;
  if (await hasReply(database, tx, studentMessage.id)) return null;
  const [current] = await database
    .preparedWrite(tx, "tutoring.session-step", (db) =>
      db
        .select({ step: tutoringSessions.step })
        .from(tutoringSessions)
        .where(eq(tutoringSessions.id, sql.placeholder("sessionId")))
        .prepare(),
    )
    .all({ sessionId: session.id });
  const now = Math.max(Date.now(), studentMessage.createdAt + 1);
  const id = newId();
  const step = current?.step ?? session.step;
  await insertMessage(database, tx, {
    id,
    sessionId: session.id,
    userId: session.userId,
    role: "ASSISTANT",
    content: reply,
    clientMessageId: null,
    replyToId: studentMessage.id,
    sectionId: studentMessage.sectionId,
    step,
    safetyCategory: flags.safetyCategory ?? null,
    safetySeverity: flags.safetySeverity ?? null,
    createdAt: now,
  });
  await database
    .preparedWrite(tx, "tutoring.session-activity", (db) =>
      db
        .update(tutoringSessions)
        .set({ lastActivityAt: sql`${sql.placeholder("now")}`, updatedAt: sql`${sql.placeholder("now")}` })
        .where(eq(tutoringSessions.id, sql.placeholder("sessionId")))
        .prepare(),
    )
    .run({ now, sessionId: session.id });
  return { id, step };
}

/** Marks the session open and active: a message arrived. */
export async function reopenSession(database: Database, tx: WriteTx, sessionId: string, now: number): Promise<void> {
  await database
    .preparedWrite(tx, "tutoring.reopen-session", (db) =>
      db
        .update(tutoringSessions)
        .set({
          status: "open",
          lastActivityAt: sql`${sql.placeholder("now")}`,
          updatedAt: sql`${sql.placeholder("now")}`,
        })
        .where(eq(tutoringSessions.id, sql.placeholder("sessionId")))
        .prepare(),
    )
    .run({ now, sessionId });
}

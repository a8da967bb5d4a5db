import { safetyCategoryLabel } from "@bloom/domain";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import {
  messages,
  outboxMessages,
  type SafetyAlertRow,
  safetyAlertDeliveries,
  safetyAlertItems,
  safetyAlertNotes,
  safetyAlerts,
  subjects,
  tutoringSessions,
  type UserRow,
  users,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import { recordAudit } from "../audit/public";
import { visibleAlerts } from "./access";

/** Reading and handling alerts: the inbox, one alert in full, and what the adults do about it. */

export interface AlertSummaryView {
  id: string;
  student: { id: string; name: string };
  category: string;
  categoryLabel: string;
  severity: "critical" | "standard" | "concern";
  status: "open" | "acknowledged" | "resolved";
  session: { id: string; subject: string; topic: string } | null;
  messageCount: number;
  firstMessageAt: string;
  lastMessageAt: string;
}

/** The alerts the caller may see, open ones first (critical first), newest first within each. */
export async function listAlerts(
  ctx: AppContext,
  caller: UserRow,
  filter: { status?: "open" | "acknowledged" | "resolved" | "unresolved"; limit?: number },
): Promise<AlertSummaryView[]> {
  const conditions = [visibleAlerts(caller)];
  if (filter.status === "unresolved") conditions.push(ne(safetyAlerts.status, "resolved"));
  else if (filter.status) conditions.push(eq(safetyAlerts.status, filter.status));
  const rows = await ctx.database.read
    .select({ alert: safetyAlerts, studentName: users.name, topic: tutoringSessions.topic, subject: subjects.name })
    .from(safetyAlerts)
    .innerJoin(users, eq(users.id, safetyAlerts.studentId))
    .leftJoin(tutoringSessions, eq(tutoringSessions.id, safetyAlerts.sessionId))
    .leftJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .where(and(...conditions))
    .orderBy(
      sql`case ${safetyAlerts.status} when 'resolved' then 1 else 0 end`,
      sql`case ${safetyAlerts.severity} when 'critical' then 0 when 'standard' then 1 else 2 end`,
      desc(safetyAlerts.lastMessageAt),
    )
    .limit(filter.limit ?? 200);
  return rows.map(({ alert, studentName, topic, subject }) => summarise(alert, studentName, topic, subject));
}

/** Counts for the badge: open (unresolved) alerts, and how many of them are critical. */
export async function countOpenAlerts(ctx: AppContext, caller: UserRow): Promise<{ open: number; critical: number }> {
  const [row] = await ctx.database.read
    .select({
      open: sql<number>`count(*)`,
      critical: sql<number>`sum(case when ${safetyAlerts.severity} = 'critical' then 1 else 0 end)`,
    })
    .from(safetyAlerts)
    .where(and(visibleAlerts(caller), ne(safetyAlerts.status, "resolved")));
  return { open: Number(row?.open ?? 0), critical: Number(row?.critical ?? 0) };
}

function summarise(
  alert: SafetyAlertRow,
  studentName: string,
  topic: string | null,
  subject: string | null,
): AlertSummaryView {
  return {
    id: alert.id,
    student: { id: alert.studentId, name: studentName },
    category: alert.category,
    categoryLabel: safetyCategoryLabel(alert.category),
    severity: alert.severity,
    status: alert.status,
    session: alert.sessionId && topic !== null ? { id: alert.sessionId, subject: subject ?? "", topic } : null,
    messageCount: alert.messageCount,
    firstMessageAt: new Date(alert.firstMessageAt).toISOString(),
    lastMessageAt: new Date(alert.lastMessageAt).toISOString(),
  };
}

async function getVisibleAlert(ctx: AppContext, caller: UserRow, alertId: string) {
  const [row] = await ctx.database.read
    .select({ alert: safetyAlerts, studentName: users.name, topic: tutoringSessions.topic, subject: subjects.name })
    .from(safetyAlerts)
    .innerJoin(users, eq(users.id, safetyAlerts.studentId))
    .leftJoin(tutoringSessions, eq(tutoringSessions.id, safetyAlerts.sessionId))
    .leftJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .where(and(eq(safetyAlerts.id, alertId), visibleAlerts(caller)));
  if (!row) throw notFound("errors.notFound.alert");
  return row;
}

/**
 * One alert in full: the flagged messages and the replies they got, the engines' scores, what the
 * adults did, and who was emailed with whether it arrived. Reading it reads the student's chat,
 * so it is audit-logged.
 */
export async function readAlert(ctx: AppContext, caller: UserRow, alertId: string) {
  const { alert, studentName, topic, subject } = await getVisibleAlert(ctx, caller, alertId);
  const items = await ctx.database.read
    .select({
      messageId: safetyAlertItems.messageId,
      replyId: safetyAlertItems.replyId,
      createdAt: safetyAlertItems.createdAt,
    })
    .from(safetyAlertItems)
    .where(eq(safetyAlertItems.alertId, alert.id))
    .orderBy(safetyAlertItems.createdAt);
  const ids = items.flatMap((item) => [item.messageId, item.replyId]).filter((id): id is string => id !== null);
  const messageRows = ids.length
    ? await ctx.database.read
        .select({ id: messages.id, content: messages.content, createdAt: messages.createdAt })
        .from(messages)
        .where(inArray(messages.id, ids))
    : [];
  const byId = new Map(messageRows.map((row) => [row.id, row]));
  const notes = await ctx.database.read
    .select()
    .from(safetyAlertNotes)
    .where(eq(safetyAlertNotes.alertId, alert.id))
    .orderBy(safetyAlertNotes.createdAt);
  const deliveries = await ctx.database.read
    .select({
      audience: safetyAlertDeliveries.audience,
      recipient: safetyAlertDeliveries.recipient,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      lastError: outboxMessages.lastError,
    })
    .from(safetyAlertDeliveries)
    .leftJoin(
      outboxMessages,
      and(eq(outboxMessages.kind, "email"), eq(outboxMessages.idempotencyKey, safetyAlertDeliveries.outboxMessageKey)),
    )
    .where(eq(safetyAlertDeliveries.alertId, alert.id));

  await ctx.database.write((tx) =>
    recordAudit(tx, {
      actor: caller,
      action: "read_alert",
      subjectUserId: alert.studentId,
      districtId: alert.districtId,
      reason: "alert",
      resourceId: alert.id,
    }),
  );

  return {
    ...summarise(alert, studentName, topic, subject),
    engines: alert.engines,
    scores: alert.scores,
    items: items.map((item) => {
      const message = item.messageId ? byId.get(item.messageId) : undefined;
      const reply = item.replyId ? byId.get(item.replyId) : undefined;
      return {
        message: message
          ? { id: message.id, content: message.content, createdAt: new Date(message.createdAt).toISOString() }
          : null,
        reply: reply
          ? { id: reply.id, content: reply.content, createdAt: new Date(reply.createdAt).toISOString() }
          : null,
      };
    }),
    notes: notes.map((note) => ({
      action: note.action,
      text: note.text,
      authorName: note.authorName,
      createdAt: new Date(note.createdAt).toISOString(),
    })),
    deliveries: deliveries.map((delivery) => ({
      audience: delivery.audience,
      recipient: delivery.recipient,
      status: delivery.status ?? "pending",
      attempts: delivery.attempts ?? 0,
      lastError: delivery.lastError,
    })),
  };
}

/** Acknowledge ("I've seen it"), resolve (with an optional note), reopen, or add a note. */
export async function actOnAlert(
  ctx: AppContext,
  caller: UserRow,
  alertId: string,
  action: "acknowledge" | "resolve" | "reopen" | "note",
  text: string,
): Promise<void> {
  const { alert } = await getVisibleAlert(ctx, caller, alertId);
  const note = text.trim();
  if (action === "note" && !note) throw new AppError("VALIDATION_FAILED", "errors.writeNote");
  const now = Date.now();
  await ctx.database.write(async (tx) => {
    if (action === "acknowledge" && alert.status === "open") {
      await tx
        .update(safetyAlerts)
        .set({ status: "acknowledged", acknowledgedBy: caller.id, acknowledgedAt: now })
        .where(eq(safetyAlerts.id, alert.id));
    }
    if (action === "resolve" && alert.status !== "resolved") {
      await tx
        .update(safetyAlerts)
        .set({
          status: "resolved",
          resolvedBy: caller.id,
          resolvedAt: now,
          ...(alert.acknowledgedAt ? {} : { acknowledgedBy: caller.id, acknowledgedAt: now }),
        })
        .where(eq(safetyAlerts.id, alert.id));
    }
    if (action === "reopen" && alert.status === "resolved") {
      await tx
        .update(safetyAlerts)
        .set({ status: "open", resolvedBy: null, resolvedAt: null })
        .where(eq(safetyAlerts.id, alert.id));
    }
    await tx.insert(safetyAlertNotes).values({
      id: newId(),
      alertId: alert.id,
      authorId: caller.id,
      authorName: caller.name,
      action,
      text: note,
      createdAt: now,
    });
  });
}

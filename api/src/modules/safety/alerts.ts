import { and, desc, eq, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { AppContext } from "../../context";
import type { WriteTx } from "../../db/database";
import {
  ltiContextMembers,
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
import { emailBody } from "../../email/body";
import { queueEmail } from "../../email/outbox";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import type { SafetyCategory, ScreenVerdict } from "../../safety/types";
import { recordAudit } from "../audit/public";
import { visibleAlerts } from "./access";
import { CATEGORY_LABELS } from "./replies";
import { loadSafetySettings } from "./settings";

/** Flagged messages of one category in one session within this window grow one alert. */
const ALERT_DEDUPE_MS = 10 * 60_000;

/** Adults under this age count as children for telling a guardian (standalone accounts). */
const ADULT_AGE = 18;

type AlertAudience = "teacher" | "school_admin" | "safety_contact" | "guardian";

interface Recipient {
  audience: AlertAudience;
  email: string;
  name: string;
}

/**
 * Records a flagged message as an alert, inside the write that stores the message and its reply,
 * and queues the emails in the same transaction (the outbox sends them once it commits). A second
 * flagged message of the same category in the same session within ten minutes grows the open
 * alert instead: one alert, one set of emails, however many lines a distressed student types.
 */
export async function raiseAlert(
  ctx: AppContext,
  tx: WriteTx,
  input: {
    student: UserRow;
    sessionId: string | null;
    topicName: string;
    verdict: ScreenVerdict & { category: SafetyCategory };
    messageId: string | null;
    replyId: string | null;
    now: number;
  },
): Promise<{ alertId: string; grew: boolean }> {
  const { student, verdict, now } = input;
  const severity = verdict.severity === "critical" ? "critical" : "standard";
  const engines = verdict.engines
    .filter((engine) => engine.ok)
    .map((engine) => engine.name)
    .join("+");

  const [recent] = input.sessionId
    ? await tx
        .select()
        .from(safetyAlerts)
        .where(
          and(
            eq(safetyAlerts.sessionId, input.sessionId),
            eq(safetyAlerts.category, verdict.category),
            ne(safetyAlerts.status, "resolved"),
            gte(safetyAlerts.lastMessageAt, now - ALERT_DEDUPE_MS),
          ),
        )
        .orderBy(desc(safetyAlerts.lastMessageAt))
        .limit(1)
    : [];
  if (recent) {
    await tx
      .update(safetyAlerts)
      .set({
        messageCount: recent.messageCount + 1,
        lastMessageAt: now,
        scores: maxScores(recent.scores, verdict.scores),
      })
      .where(eq(safetyAlerts.id, recent.id));
    await tx
      .insert(safetyAlertItems)
      .values({ id: newId(), alertId: recent.id, messageId: input.messageId, replyId: input.replyId, createdAt: now });
    return { alertId: recent.id, grew: true };
  }

  const alertId = newId();
  await tx.insert(safetyAlerts).values({
    id: alertId,
    studentId: student.id,
    districtId: student.districtId,
    schoolId: student.schoolId,
    sessionId: input.sessionId,
    category: verdict.category,
    severity,
    engines,
    scores: verdict.scores,
    firstMessageAt: now,
    lastMessageAt: now,
    createdAt: now,
  });
  await tx
    .insert(safetyAlertItems)
    .values({ id: newId(), alertId, messageId: input.messageId, replyId: input.replyId, createdAt: now });

  const recipients = await findRecipients(ctx, tx, student, severity);
  for (const recipient of recipients) {
    const key = `safety-alert:${alertId}:${recipient.email.toLowerCase()}`;
    await queueEmail(
      ctx.outbox,
      tx,
      alertEmail(ctx, {
        alertId,
        student,
        severity,
        category: verdict.category,
        topicName: input.topicName,
        recipient,
        now,
      }),
      // Not tied to the student's account: the adults must hear even if the account is deleted at once.
      { key, districtId: student.districtId },
    );
    await tx.insert(safetyAlertDeliveries).values({
      alertId,
      outboxMessageKey: key,
      audience: recipient.audience,
      recipient: recipient.email,
      createdAt: now,
    });
  }
  return { alertId, grew: false };
}

/**
 * Who is told, by email: the teachers of the student's LMS courses (or, for a student in a school
 * but no course, the school's admins); for a critical alert also the district's safety contacts;
 * for a student outside any school and under 18, the parent or guardian on the account.
 */
async function findRecipients(
  ctx: AppContext,
  tx: WriteTx,
  student: UserRow,
  severity: "critical" | "standard",
): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  const teacher = alias(ltiContextMembers, "teacher");
  const teachers = await tx
    .selectDistinct({ email: users.email, name: users.name })
    .from(ltiContextMembers)
    .innerJoin(teacher, eq(teacher.contextRowId, ltiContextMembers.contextRowId))
    .innerJoin(users, eq(users.id, teacher.userId))
    .where(
      and(
        eq(ltiContextMembers.userId, student.id),
        eq(ltiContextMembers.role, "student"),
        inArray(teacher.role, ["teacher", "admin"]),
        isNotNull(users.email),
      ),
    );
  for (const teacher of teachers) recipients.push({ audience: "teacher", email: teacher.email!, name: teacher.name });

  if (recipients.length === 0 && student.schoolId) {
    const admins = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(and(eq(users.schoolId, student.schoolId), eq(users.role, "admin"), isNotNull(users.email)));
    for (const admin of admins) recipients.push({ audience: "school_admin", email: admin.email!, name: admin.name });
  }

  if (severity === "critical" && student.districtId) {
    const settings = await loadSafetySettings(ctx.database, student.districtId);
    for (const contact of settings.contacts) recipients.push({ audience: "safety_contact", ...contact });
  }

  const standalone = student.districtId === null && student.schoolId === null;
  const minor = student.birthYear === null || new Date().getUTCFullYear() - student.birthYear < ADULT_AGE;
  if (standalone && minor && student.guardianEmail) {
    recipients.push({ audience: "guardian", email: student.guardianEmail, name: "" });
  }

  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    const key = recipient.email.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The email an alert sends: who and what kind, never the student's words; the conversation is behind sign-in. */
function alertEmail(
  ctx: AppContext,
  input: {
    alertId: string;
    student: UserRow;
    severity: "critical" | "standard";
    category: SafetyCategory;
    topicName: string;
    recipient: Recipient;
    now: number;
  },
) {
  const label = CATEGORY_LABELS[input.category];
  const link = `${ctx.config.publicUrl}/alerts/${input.alertId}`;
  const name = input.student.name.trim() || "A student";
  const when = new Date(input.now).toUTCString();
  const urgent = input.severity === "critical";
  const subject = `${urgent ? "Urgent safety alert" : "Safety alert"}: ${label} (${name})`;
  const action =
    input.recipient.audience === "guardian"
      ? urgent
        ? "Please check in with your child today. If you think they are in danger right now, call 911."
        : "You may want to talk with your child about it."
      : urgent
        ? "Please check on the student today, following your school's safeguarding procedure. If a child is in danger right now, call 911."
        : "Please look at it when you can.";
  const paragraphs = [
    `Bloom's safety screen flagged a message ${input.recipient.audience === "guardian" ? "your child" : name} wrote in a tutoring session on ${input.topicName}, at ${when}.`,
    `Category: ${label}. Severity: ${urgent ? "critical (a person may be in danger)" : "standard"}.`,
    action,
    `Open the alert to read the conversation (you will be asked to sign in): ${link}`,
    "For the student's privacy, Bloom never puts what they wrote in an email.",
  ];
  return { to: input.recipient.email, subject, ...emailBody(paragraphs) };
}

function maxScores(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const result = { ...a };
  for (const [key, value] of Object.entries(b)) result[key] = Math.max(result[key] ?? 0, value);
  return result;
}

// ── Reading and handling alerts ─────────────────────────────────────────────────

export interface AlertSummaryView {
  id: string;
  student: { id: string; name: string };
  category: string;
  categoryLabel: string;
  severity: "critical" | "standard";
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
      sql`case ${safetyAlerts.severity} when 'critical' then 0 else 1 end`,
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
    categoryLabel: CATEGORY_LABELS[alert.category as SafetyCategory] ?? alert.category,
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
  if (!row) throw notFound("That alert");
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
  if (action === "note" && !note) throw new AppError("VALIDATION_FAILED", "Please write a note first.");
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

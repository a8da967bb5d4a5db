import { and, desc, eq, gte, ne } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { WriteTx } from "../../db/database";
import { safetyAlertDeliveries, safetyAlertItems, safetyAlerts, type UserRow } from "../../db/schema";
import { queueEmail } from "../../email/outbox";
import { newId } from "../../ids";
import type { SafetyCategory, ScreenVerdict } from "../../safety/types";
import { type AlertAudience, alertEmail } from "./alert-email";
import { findRecipients } from "./recipients";

/** Flagged messages of one category in one session within this window grow one alert. */
const ALERT_DEDUPE_MS = 10 * 60_000;

/** A raised alert: its id, the item the flagged message became, and who has been told of it by email. */
export interface RaisedAlert {
  alertId: string;
  itemId: string;
  /** Whether the message grew an open alert rather than starting one. */
  grew: boolean;
  /** Who the alert's emails are queued to (for an alert that grew, those of its first message). */
  told: AlertAudience[];
}

/**
 * Records a flagged message as an alert, inside the write that stores the message, and queues the
 * emails in the same transaction (the outbox sends them once it commits). A second flagged message
 * of the same category in the same session within ten minutes grows the open alert instead: one
 * alert, one set of emails, however many lines a distressed student types.
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
    now: number;
  },
): Promise<RaisedAlert> {
  const { student, verdict, now } = input;
  const itemId = newId();
  const recent = input.sessionId ? await findGrowingAlert(tx, input.sessionId, verdict.category, now) : undefined;
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
      .values({ id: itemId, alertId: recent.id, messageId: input.messageId, replyId: null, createdAt: now });
    const told = await tx
      .select({ audience: safetyAlertDeliveries.audience })
      .from(safetyAlertDeliveries)
      .where(eq(safetyAlertDeliveries.alertId, recent.id));
    return { alertId: recent.id, itemId, grew: true, told: told.map((row) => row.audience) };
  }

  const alertId = newId();
  const severity = verdict.severity === "none" ? "standard" : verdict.severity;
  await tx.insert(safetyAlerts).values({
    id: alertId,
    studentId: student.id,
    districtId: student.districtId,
    schoolId: student.schoolId,
    sessionId: input.sessionId,
    category: verdict.category,
    severity,
    engines: verdict.engines
      .filter((engine) => engine.ok)
      .map((engine) => engine.name)
      .join("+"),
    scores: verdict.scores,
    firstMessageAt: now,
    lastMessageAt: now,
    createdAt: now,
  });
  await tx
    .insert(safetyAlertItems)
    .values({ id: itemId, alertId, messageId: input.messageId, replyId: null, createdAt: now });

  const recipients = await findRecipients(ctx, tx, student, severity);
  for (const recipient of recipients) {
    const key = `safety-alert:${alertId}:${recipient.email.toLowerCase()}`;
    const email = alertEmail(ctx, {
      alertId,
      student,
      severity,
      category: verdict.category,
      topicName: input.topicName,
      recipient,
      now,
    });
    // About the student, not owned by their account: the adults hear even if it is deleted at once.
    await queueEmail(ctx.outbox, tx, email, { key, about: student.id, districtId: student.districtId });
    await tx.insert(safetyAlertDeliveries).values({
      alertId,
      outboxMessageKey: key,
      audience: recipient.audience,
      recipient: recipient.email,
      recipientUserId: recipient.userId,
      contextRowId: recipient.course?.contextRowId ?? null,
      ltiUserId: recipient.ltiUserId,
      createdAt: now,
    });
  }
  return { alertId, itemId, grew: false, told: recipients.map((recipient) => recipient.audience) };
}

/** Links the reply the student was given to the alert item of their message. */
export async function attachAlertReply(tx: WriteTx, itemId: string, replyId: string): Promise<void> {
  await tx.update(safetyAlertItems).set({ replyId }).where(eq(safetyAlertItems.id, itemId));
}

/** The open alert a flagged message grows: same session and category, within the window. */
async function findGrowingAlert(tx: WriteTx, sessionId: string, category: SafetyCategory, now: number) {
  const [recent] = await tx
    .select()
    .from(safetyAlerts)
    .where(
      and(
        eq(safetyAlerts.sessionId, sessionId),
        eq(safetyAlerts.category, category),
        ne(safetyAlerts.status, "resolved"),
        gte(safetyAlerts.lastMessageAt, now - ALERT_DEDUPE_MS),
      ),
    )
    .orderBy(desc(safetyAlerts.lastMessageAt))
    .limit(1);
  return recent;
}

function maxScores(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const result = { ...a };
  for (const [key, value] of Object.entries(b)) result[key] = Math.max(result[key] ?? 0, value);
  return result;
}

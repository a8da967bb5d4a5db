import { and, count, desc, eq, gte, inArray, or, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import { type OutboxMessageRow, outboxMessages, type UserRow, users } from "../../db/schema";
import { EMAIL_KIND } from "../../email/outbox";
import { AppError, notFound } from "../../errors";
import { type Language, type MessageKey, t } from "../../i18n";
import { recordAudit } from "../audit/public";
import { STRIPE_CANCEL_KIND } from "../billing/public";
import { LTI_SCORES_KIND } from "../lti/public";

/** From this many tries, a message still pending counts as one that keeps failing (the outbox tries 7 times). */
const FAILING_AFTER_ATTEMPTS = 3;
/** The most messages one list holds; `total` says how many there are. */
export const LIST_LIMIT = 100;

/**
 * The outbox messages an admin answers for. A district admin: those of the district (`districtId`)
 * and those about a person of the district (`userId`). A school admin: those about a person of the
 * school (a district-wide notice, such as the model's outage email, is the district's). Anyone
 * else: a 403.
 */
function scopeOf(database: Database, admin: UserRow): SQL {
  if (admin.role !== "admin" || (admin.districtId === null && admin.schoolId === null)) {
    throw new AppError("FORBIDDEN", "errors.deliveriesAdminsOnly");
  }
  const people = (column: typeof users.districtId | typeof users.schoolId, id: string) =>
    inArray(outboxMessages.userId, database.read.select({ id: users.id }).from(users).where(eq(column, id)));
  if (admin.schoolId !== null) return people(users.schoolId, admin.schoolId);
  const districtId = admin.districtId!;
  return or(eq(outboxMessages.districtId, districtId), people(users.districtId, districtId))!;
}

/** Failed for good, or still pending after several tries. */
const keepsFailing = or(
  eq(outboxMessages.status, "failed"),
  and(eq(outboxMessages.status, "pending"), gte(outboxMessages.attempts, FAILING_AFTER_ATTEMPTS)),
)!;

/** The deliveries that keep failing for the admin's district or school, newest first. */
export async function listFailingDeliveries(database: Database, admin: UserRow, language: Language) {
  const where = and(scopeOf(database, admin), keepsFailing);
  const [rows, [total]] = await Promise.all([
    database.read
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(LIST_LIMIT),
    database.read.select({ count: count() }).from(outboxMessages).where(where),
  ]);
  return { deliveries: rows.map((row) => toDelivery(row, language)), total: total?.count ?? 0 };
}

/**
 * Puts a message back in the queue to be tried now, with its tries kept (so one more failure marks
 * it failed again at once); audit-logged. Another district's message is a 404, a delivered one a 409.
 */
export async function retryDelivery(ctx: AppContext, admin: UserRow, id: string, language: Language) {
  const scope = scopeOf(ctx.database, admin);
  const updated = await ctx.database.write(async (tx) => {
    const [message] = await tx
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.id, id), scope));
    if (!message) throw notFound("errors.notFound.delivery");
    if (message.status === "delivered") {
      throw new AppError("CONFLICT", "errors.alreadyDelivered");
    }
    const [row] = await tx
      .update(outboxMessages)
      .set({ status: "pending", nextAttemptAt: Date.now() })
      .where(eq(outboxMessages.id, id))
      .returning();
    await recordAudit(tx, {
      actor: admin,
      action: "retry_delivery",
      subjectUserId: message.userId,
      districtId: message.districtId ?? admin.districtId,
      reason: labelOf(message),
      resourceId: message.id,
    });
    return row!;
  });
  // Try it at once on this instance rather than at the next poll.
  ctx.outbox.kick();
  return toDelivery(updated, language);
}

const EMAIL_LABELS: Record<string, MessageKey> = {
  "safety-alert": "deliveries.safetyEmail",
  "model-outage": "deliveries.outageEmail",
  "no-seat": "deliveries.seatEmail",
  consent: "deliveries.consentEmail",
  "guardian-link": "deliveries.guardianEmail",
};

/**
 * What a message is, for a person (in English for the audit log, which is one record for every
 * reader); emails are told apart by the notice their key names.
 */
export function labelOf(message: Pick<OutboxMessageRow, "kind" | "idempotencyKey">, language: Language = "en"): string {
  if (message.kind === EMAIL_KIND) {
    const notice = message.idempotencyKey.split(":")[0] ?? "";
    return t(language, EMAIL_LABELS[notice] ?? "deliveries.email");
  }
  if (message.kind === LTI_SCORES_KIND) return t(language, "deliveries.grade");
  if (message.kind === STRIPE_CANCEL_KIND) return t(language, "deliveries.billingCancel");
  return message.kind;
}

const EMAIL_ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[A-Za-z]{2,}/g;

/** The admin's view of a message: never its payload, its key or an address the relay echoed in its error. */
function toDelivery(message: OutboxMessageRow, language: Language) {
  return {
    id: message.id,
    label: labelOf(message, language),
    kind: message.kind,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError === null ? null : message.lastError.replace(EMAIL_ADDRESS, "[an address]"),
    createdAt: new Date(message.createdAt).toISOString(),
    nextAttemptAt: new Date(message.nextAttemptAt).toISOString(),
  };
}

import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { WriteTx } from "../../db/database";
import {
  accountDeletions,
  identities,
  ltiContextMembers,
  type OutboxMessageRow,
  revokedTokens,
  type UserRow,
  users,
} from "../../db/schema";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { recordAudit } from "../audit/public";
import { DEMO_STUDENT_IDENTITY } from "../auth/public";
import { STRIPE_CANCEL_KIND } from "../billing/public";

/** The word a person types to confirm a deletion: nothing else deletes anything. */
const DELETE_CONFIRMATION = "DELETE";

/** Subscription states Stripe still bills, so a deleted account's subscription must be canceled. */
const BILLED = new Set(["active", "trialing", "past_due", "incomplete", "unpaid"]);

export type DeletionReason = "self" | "admin" | "consent_not_given" | "demo_expired";

/**
 * Deletes an account and everything in it, at once and in one write: the user row goes, and every
 * row the user owns goes with it (foreign keys cascade; a test walks every table). What is
 * kept: a deletion record (no learning data) with the payment provider's customer id for billing
 * records, and the audit log's record that adults read the student's data. Emails about the person
 * that were delivered or given up go now, with the mailer's copies; a safety alert still on its way
 * is delivered, then removed by the outbox. A paid subscription is canceled in Stripe through the
 * outbox, so the cancellation happens even if the server restarts.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: UserRow,
  reason: DeletionReason,
  actor: UserRow | null = null,
): Promise<void> {
  const sent = await ctx.database.write((tx) => deleteAccountInTransaction(ctx, tx, user, reason, actor));
  ctx.outbox.forget(sent);
}

async function deleteAccountInTransaction(
  ctx: AppContext,
  tx: WriteTx,
  user: UserRow,
  reason: DeletionReason,
  actor: UserRow | null,
): Promise<OutboxMessageRow[]> {
  await tx.insert(accountDeletions).values({
    id: newId(),
    deletedUserId: user.id,
    reason,
    actorName: actor?.name ?? "",
    districtId: user.districtId,
    stripeCustomerId: user.stripeCustomerId,
  });
  if (actor) {
    await recordAudit(tx, {
      actor,
      action: "delete_account",
      subjectUserId: user.id,
      districtId: user.districtId,
      reason: "admin request",
    });
  }
  if (ctx.config.billing.mode === "stripe" && user.stripeSubscriptionId && BILLED.has(user.subscriptionStatus)) {
    await ctx.outbox.enqueue(tx, {
      kind: STRIPE_CANCEL_KIND,
      payload: { subscriptionId: user.stripeSubscriptionId },
      idempotencyKey: `cancel-${user.stripeSubscriptionId}`,
      districtId: user.districtId,
    });
  }
  const sent = await ctx.outbox.removeSettledAbout(tx, user.id);
  await tx.delete(revokedTokens).where(eq(revokedTokens.userId, user.id));
  await tx.delete(users).where(eq(users.id, user.id));
  return sent;
}

/** A student deletes their own account: only a standalone account, and only with the typed confirmation. */
export async function deleteOwnAccount(ctx: AppContext, user: UserRow, confirm: string): Promise<void> {
  requireConfirmation(confirm);
  const [member] = await ctx.database.read
    .select({ id: ltiContextMembers.contextRowId })
    .from(ltiContextMembers)
    .where(eq(ltiContextMembers.userId, user.id))
    .limit(1);
  const [seededDemo] = await ctx.database.read
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.userId, user.id), eq(identities.subject, DEMO_STUDENT_IDENTITY.subject)));
  if (seededDemo) {
    throw new AppError("FORBIDDEN", "errors.deletion.demoTemplate");
  }
  // A visitor's demo account is theirs alone, though it sits in the demo school: they may delete it now.
  if (!user.isDemo && (user.districtId !== null || user.schoolId !== null || member)) {
    throw new AppError("FORBIDDEN", "errors.deletion.schoolManaged");
  }
  await deleteAccount(ctx, user, "self");
}

/**
 * Whether the typed word confirms a deletion. Phone keyboards capitalise and add spaces on their
 * own, so the word counts in any case and with spaces around it; it still has to be typed.
 */
function isDeleteConfirmation(confirm: string): boolean {
  return confirm.trim().toUpperCase() === DELETE_CONFIRMATION;
}

export function requireConfirmation(confirm: string): void {
  if (!isDeleteConfirmation(confirm)) {
    throw new AppError("VALIDATION_FAILED", "errors.deletion.typeWord", { word: DELETE_CONFIRMATION });
  }
}

/** Deletes accounts found by a job, each in its own write so one failure stops no other. */
export async function deleteAccounts(ctx: AppContext, ids: string[], reason: DeletionReason): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await ctx.database.read.select().from(users).where(inArray(users.id, ids));
  for (const row of rows) await deleteAccount(ctx, row, reason);
  return rows.length;
}

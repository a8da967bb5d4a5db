import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { WriteTx } from "../../db/database";
import {
  type SafetyAlertRow,
  safetyAlertDeliveries,
  safetyAlertSignInCodes,
  safetyAlerts,
  type UserRow,
  users,
} from "../../db/schema";
import { emailBody } from "../../email/body";
import { queueEmail } from "../../email/outbox";
import { AppError } from "../../errors";
import { t } from "../../i18n";
import { newId } from "../../ids";
import { findUserByIdentity, insertUserWithIdentity, issueToken, type Language, userLanguage } from "../auth/public";
import { accountOfRosterTeacher } from "../lti/public";

/** How long an emailed code works: long enough to switch to the mail app and back. */
const CODE_TTL_MS = 15 * 60_000;
/** Wrong guesses a code takes before it stops working (a new one can be asked for). */
const MAX_ATTEMPTS = 5;
/** Codes one delivery may be sent in an hour, so an address cannot be flooded and guesses stay few. */
const MAX_CODES_PER_HOUR = 5;
/** The identity issuer of a district safety contact's account: they are that address, for that district. */
const SAFETY_CONTACT_ISSUER = "urn:bloom:safety-contact";

type Delivery = typeof safetyAlertDeliveries.$inferSelect;

/**
 * Emails a one-time sign-in code to an address this alert was delivered to, and does nothing for
 * any other address (the answer is the same, so recipients are not revealed). The code is stored
 * as an HMAC under the server's secret and queued in the same write (the outbox sends it).
 */
export async function sendAlertSignInCode(
  ctx: AppContext,
  input: { alertId: string; email: string; language?: Language | null },
): Promise<void> {
  const now = Date.now();
  const email = normaliseEmail(input.email);
  await ctx.database.write(async (tx) => {
    const found = await findDelivery(tx, input.alertId, email);
    if (!found || !canSignIn(found.delivery, found.alert)) return;
    const { delivery } = found;
    const [{ recent }] = (await tx
      .select({ recent: sql<number>`count(*)` })
      .from(safetyAlertSignInCodes)
      .where(
        and(
          eq(safetyAlertSignInCodes.alertId, delivery.alertId),
          eq(safetyAlertSignInCodes.outboxMessageKey, delivery.outboxMessageKey),
          gte(safetyAlertSignInCodes.createdAt, now - 3_600_000),
        ),
      )) as [{ recent: number }];
    if (Number(recent) >= MAX_CODES_PER_HOUR) return;
    // One live code per delivery: asking again replaces the one before.
    await tx
      .update(safetyAlertSignInCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(safetyAlertSignInCodes.alertId, delivery.alertId),
          eq(safetyAlertSignInCodes.outboxMessageKey, delivery.outboxMessageKey),
          isNull(safetyAlertSignInCodes.usedAt),
        ),
      );
    const id = newId();
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await tx.insert(safetyAlertSignInCodes).values({
      id,
      alertId: delivery.alertId,
      outboxMessageKey: delivery.outboxMessageKey,
      codeHash: hashCode(ctx, id, code),
      expiresAt: now + CODE_TTL_MS,
      createdAt: now,
    });
    // The recipient's own language when their account says one, else the page's that asked for the code.
    const [account] = delivery.recipientUserId
      ? await tx.select().from(users).where(eq(users.id, delivery.recipientUserId))
      : [];
    const language = (account && userLanguage(account)) ?? input.language ?? "en";
    const paragraphs = [
      t(language, "emails.alertCode.code", { code }),
      t(language, "emails.alertCode.use"),
      t(language, "emails.alertCode.ignore"),
    ];
    await queueEmail(
      ctx.outbox,
      tx,
      { to: delivery.recipient, subject: t(language, "emails.alertCode.subject"), ...emailBody(paragraphs) },
      { key: `alert-sign-in-code:${id}`, districtId: found.alert.districtId },
    );
  });
}

/**
 * Signs in with an emailed code as the recipient the alert was delivered to, never by matching
 * `users.email`: their account when the delivery names one; else a course's teacher known from
 * the roster, found or created by their platform identity; else a district safety contact's own
 * account (ADR "Signing in from an alert email with a one-time code"). The delivery then names the
 * account, so the alert is readable by it.
 */
export async function signInWithAlertCode(
  ctx: AppContext,
  input: { alertId: string; email: string; code: string },
): Promise<{ token: string }> {
  const now = Date.now();
  const email = normaliseEmail(input.email);
  const code = input.code.replace(/\s+/g, "");
  const result = await ctx.database.write(async (tx) => {
    const found = await findDelivery(tx, input.alertId, email);
    if (!found || !canSignIn(found.delivery, found.alert)) return null;
    const { delivery, alert } = found;
    const [live] = await tx
      .select()
      .from(safetyAlertSignInCodes)
      .where(
        and(
          eq(safetyAlertSignInCodes.alertId, delivery.alertId),
          eq(safetyAlertSignInCodes.outboxMessageKey, delivery.outboxMessageKey),
          isNull(safetyAlertSignInCodes.usedAt),
        ),
      )
      .orderBy(desc(safetyAlertSignInCodes.createdAt))
      .limit(1);
    if (!live || live.expiresAt <= now || live.attempts >= MAX_ATTEMPTS) return null;
    if (!sameHash(live.codeHash, hashCode(ctx, live.id, code))) {
      await tx
        .update(safetyAlertSignInCodes)
        .set({ attempts: live.attempts + 1 })
        .where(eq(safetyAlertSignInCodes.id, live.id));
      return null;
    }
    const user = await recipientAccount(tx, delivery, alert, now);
    if (!user) return null;
    await tx.update(safetyAlertSignInCodes).set({ usedAt: now }).where(eq(safetyAlertSignInCodes.id, live.id));
    await tx
      .update(safetyAlertDeliveries)
      .set({ recipientUserId: user.id })
      .where(
        and(
          eq(safetyAlertDeliveries.alertId, delivery.alertId),
          eq(safetyAlertDeliveries.outboxMessageKey, delivery.outboxMessageKey),
        ),
      );
    return user;
  });
  if (!result) {
    throw new AppError("SIGN_IN_CODE_INVALID", "errors.alertCodeInvalid");
  }
  return { token: await issueToken(ctx, result.id) };
}

async function findDelivery(
  tx: WriteTx,
  alertId: string,
  email: string,
): Promise<{ delivery: Delivery; alert: SafetyAlertRow } | null> {
  if (!email) return null;
  const [row] = await tx
    .select({ delivery: safetyAlertDeliveries, alert: safetyAlerts })
    .from(safetyAlertDeliveries)
    .innerJoin(safetyAlerts, eq(safetyAlerts.id, safetyAlertDeliveries.alertId))
    .where(
      and(eq(safetyAlertDeliveries.alertId, alertId), sql`lower(trim(${safetyAlertDeliveries.recipient})) = ${email}`),
    )
    .limit(1);
  return row ?? null;
}

/** Whom a code can sign in: an account, a roster teacher, or a district's safety contact (a guardian has their own link). */
function canSignIn(delivery: Delivery, alert: SafetyAlertRow): boolean {
  if (delivery.recipientUserId) return true;
  if (delivery.ltiUserId && delivery.contextRowId) return true;
  return delivery.audience === "safety_contact" && alert.districtId !== null;
}

async function recipientAccount(
  tx: WriteTx,
  delivery: Delivery,
  alert: SafetyAlertRow,
  now: number,
): Promise<UserRow | null> {
  if (delivery.recipientUserId) {
    const [user] = await tx.select().from(users).where(eq(users.id, delivery.recipientUserId));
    return user ?? null;
  }
  if (delivery.ltiUserId && delivery.contextRowId) {
    return accountOfRosterTeacher(tx, {
      contextRowId: delivery.contextRowId,
      ltiUserId: delivery.ltiUserId,
      email: delivery.recipient.trim(),
      now,
    });
  }
  // A safety contact: a teacher-role account in no school or district, so it reads only the alerts sent to it.
  const identity = {
    issuer: SAFETY_CONTACT_ISSUER,
    subject: `${alert.districtId}:${normaliseEmail(delivery.recipient)}`,
  };
  return (
    (await findUserByIdentity(tx, identity)) ??
    (await insertUserWithIdentity(tx, identity, {
      role: "teacher",
      name: delivery.recipient.split("@")[0] || "Safety contact",
      email: delivery.recipient.trim(),
      createdAt: now,
      updatedAt: now,
    }))
  );
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An HMAC under the server's secret: a six-digit code's plain hash would be guessed from a copy of the database. */
function hashCode(ctx: AppContext, id: string, code: string): string {
  return createHmac("sha256", ctx.lti.secret).update(`alert-sign-in:${id}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

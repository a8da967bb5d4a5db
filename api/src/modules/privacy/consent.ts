import { and, eq, inArray, lt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { parentalConsents, type UserRow, users } from "../../db/schema";
import { emailBody } from "../../email/body";
import { queueEmail } from "../../email/outbox";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import { markGuardianAddressProven, setGuardianAddress, userLanguage } from "../auth/public";
import { consentEmail } from "./consent-email";
import { deleteAccount } from "./deletion";

/**
 * Parental consent for children who sign up on their own (COPPA). An account made with a general
 * sign-in (Google) first gives a year of birth; a child who may be under 13 then waits, able to
 * see and manage only their own account, until a parent answers the emailed link. No consent in
 * 14 days, or a refusal, deletes the account and everything in it. Accounts from a school (LMS,
 * school sign-in, a district's email domain) are under the school's consent and skip all this.
 */

export const CONSENT_WINDOW_MS = 14 * 24 * 3_600_000;
/** Enough resends for a mistyped address, few enough that the link cannot be used to spam an inbox. */
const MAX_REQUESTS = 5;
const CONSENT_AGE = 13;

/**
 * A year of birth says only that the child is one of two ages; anyone who may still be 12 counts as
 * under 13, so no child is treated as older than they might be.
 */
function mayBeUnder13(birthYear: number, now = new Date()): boolean {
  return now.getUTCFullYear() - birthYear <= CONSENT_AGE;
}

/** Records the year of birth, once; a child who may be under 13 then needs a parent's consent. */
export async function recordBirthYear(ctx: AppContext, user: UserRow, birthYear: number): Promise<UserRow> {
  if (user.consentStatus !== "needs_birth_year") {
    throw new AppError("CONFLICT", "errors.consent.birthYearKnown");
  }
  const thisYear = new Date().getUTCFullYear();
  if (!Number.isInteger(birthYear) || birthYear < thisYear - 120 || birthYear > thisYear) {
    throw new AppError("VALIDATION_FAILED", "errors.consent.enterBirthYear", { example: thisYear - 15 });
  }
  const consentStatus = mayBeUnder13(birthYear) ? "awaiting_parent" : "not_required";
  const [updated] = await ctx.database.write((tx) =>
    tx.update(users).set({ birthYear, consentStatus, updatedAt: Date.now() }).where(eq(users.id, user.id)).returning(),
  );
  return updated!;
}

/** Emails the parent a consent link (a new one each time; earlier links keep working until the window ends). */
export async function requestParentalConsent(ctx: AppContext, child: UserRow, parentEmail: string): Promise<void> {
  if (child.consentStatus !== "awaiting_parent") {
    throw new AppError("CONFLICT", "errors.consent.notNeeded");
  }
  const email = parentEmail.trim();
  if (child.email && email.toLowerCase() === child.email.toLowerCase()) {
    throw new AppError("VALIDATION_FAILED", "errors.guardian.notOwnEmail");
  }
  const earlier = await ctx.database.read.select().from(parentalConsents).where(eq(parentalConsents.userId, child.id));
  if (earlier.length >= MAX_REQUESTS) {
    throw new AppError("CONFLICT", "errors.consent.sentTooOften");
  }
  const token = randomToken();
  const expiresAt = child.createdAt + CONSENT_WINDOW_MS;
  const link = `${ctx.config.publicUrl}/consent/${token}`;
  // The parent reads it in the child's language: the family is likely to share it.
  const { subject, paragraphs } = consentEmail(userLanguage(child) ?? "en", {
    childName: child.name.trim() || null,
    link,
    expiresAt,
  });
  const consentId = newId();
  const tokenHash = await hashToken(token);
  await ctx.database.write(async (tx) => {
    await tx
      .insert(parentalConsents)
      .values({ id: consentId, userId: child.id, parentEmail: email, tokenHash, expiresAt });
    // The parent asked for consent is the guardian too; this email's link also confirms them as such.
    await setGuardianAddress(ctx, tx, child, email, tokenHash);
    await queueEmail(
      ctx.outbox,
      tx,
      { to: email, subject, ...emailBody(paragraphs) },
      // The key names the notice, so an admin's list of failing deliveries can say what it was.
      { key: `consent:${consentId}`, userId: child.id },
    );
  });
}

/** What the parent's page shows: whose account, and whether it still waits for an answer. */
export async function readConsentRequest(ctx: AppContext, token: string) {
  const { request, child } = await findRequest(ctx, token);
  return {
    childName: child.name,
    parentEmail: request.parentEmail,
    expiresAt: new Date(request.expiresAt).toISOString(),
    status: child.consentStatus === "granted" ? ("granted" as const) : ("waiting" as const),
  };
}

/** The parent's answer: consent opens the account; a refusal deletes it and everything in it. */
export async function answerConsentRequest(ctx: AppContext, token: string, decision: "granted" | "refused") {
  const { request, child } = await findRequest(ctx, token);
  if (child.consentStatus === "granted") return { status: "granted" as const };
  const now = Date.now();
  if (decision === "refused") {
    await deleteAccount(ctx, child, "consent_not_given");
    return { status: "deleted" as const };
  }
  await ctx.database.write(async (tx) => {
    await tx.update(parentalConsents).set({ decision, decidedAt: now }).where(eq(parentalConsents.id, request.id));
    await tx.update(users).set({ consentStatus: "granted", updatedAt: now }).where(eq(users.id, child.id));
    // Answering the link proves the parent reads that inbox: alerts may be emailed there.
    await markGuardianAddressProven(tx, child.id, request.parentEmail);
  });
  return { status: "granted" as const };
}

async function findRequest(ctx: AppContext, token: string) {
  const [row] = await ctx.database.read
    .select({ request: parentalConsents, child: users })
    .from(parentalConsents)
    .innerJoin(users, eq(users.id, parentalConsents.userId))
    .where(eq(parentalConsents.tokenHash, await hashToken(token)));
  if (!row || (row.request.expiresAt < Date.now() && row.child.consentStatus !== "granted")) {
    throw notFound("errors.notFound.consentLink");
  }
  return row;
}

/** Accounts that waited 14 days for a year of birth or a parent's consent: deleted with everything in them. */
export async function deleteUnconsentedAccounts(ctx: AppContext, now = Date.now()): Promise<number> {
  const stale = await ctx.database.read
    .select()
    .from(users)
    .where(
      and(
        inArray(users.consentStatus, ["needs_birth_year", "awaiting_parent"]),
        lt(users.createdAt, now - CONSENT_WINDOW_MS),
      ),
    );
  for (const user of stale) await deleteAccount(ctx, user, "consent_not_given");
  return stale.length;
}

function randomToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Buffer.from(digest).toString("hex");
}

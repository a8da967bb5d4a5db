import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { AppContext } from "../../context";
import type { Database, Db, WriteTx } from "../../db/database";
import { guardianLinks, type UserRow, users } from "../../db/schema";
import { emailBody } from "../../email/body";
import { queueEmail } from "../../email/outbox";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import { guardianLinkEmail } from "./guardian-email";
import { userLanguage } from "./locale";

/**
 * A standalone student's parent or guardian, as proven rather than claimed (ADR 0036). The student
 * names the address (their side of the link); its owner answers a one-time emailed link (or the
 * parental consent email), which proves the address; the account that accepts the link is the only
 * one that may read the student's alerts and chats. An email on an account, from an LMS or a
 * sign-in, never makes anyone a guardian.
 */

/** How long an emailed link may wait for an answer; the student can send a new one after. */
const GUARDIAN_LINK_MS = 14 * 24 * 3_600_000;
/** Enough resends for a lost email, few enough that the link cannot be used to flood an inbox. */
const MAX_SENDS = 5;

type GuardianStatus = "none" | "not_sent" | "waiting" | "address_confirmed" | "confirmed";

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Sets (or removes) the student's guardian address inside the caller's write. A new address drops
 * the old link, and with it the old guardian's access, and emails the new address a one-time link;
 * the same address again changes nothing. `consentTokenHash` is the consent email's token, which
 * serves as the link too, so a parent asked for consent gets one email, not two.
 */
export async function setGuardianAddress(
  ctx: AppContext,
  tx: WriteTx,
  student: UserRow,
  email: string | null,
  consentTokenHash?: string,
): Promise<void> {
  const address = email?.trim() || null;
  const [current] = await tx.select().from(guardianLinks).where(eq(guardianLinks.studentId, student.id));
  await tx.update(users).set({ guardianEmail: address, updatedAt: Date.now() }).where(eq(users.id, student.id));
  if (current && address && sameAddress(current.email, address)) {
    // The latest consent email's link is the one the parent will open; it accepts the same link.
    if (consentTokenHash && current.acceptedAt === null) {
      await tx.update(guardianLinks).set({ tokenHash: consentTokenHash }).where(eq(guardianLinks.id, current.id));
    }
    return;
  }
  if (current) await tx.delete(guardianLinks).where(eq(guardianLinks.id, current.id));
  if (!address) return;
  if (student.email && sameAddress(student.email, address)) {
    throw new AppError("VALIDATION_FAILED", "errors.guardian.notOwnEmail");
  }
  const token = consentTokenHash ? null : randomToken();
  const linkId = newId();
  await tx.insert(guardianLinks).values({
    id: linkId,
    studentId: student.id,
    email: address,
    tokenHash: consentTokenHash ?? (await hashToken(token!)),
    expiresAt: Date.now() + GUARDIAN_LINK_MS,
  });
  if (token) await queueLinkEmail(ctx, tx, student, address, token, `${linkId}:1`);
}

/** Emails the link again with a new token (the old one stops working), for a student whose guardian lost it. */
export async function resendGuardianLink(ctx: AppContext, student: UserRow): Promise<{ sentTo: string }> {
  const [link] = await ctx.database.read.select().from(guardianLinks).where(eq(guardianLinks.studentId, student.id));
  if (!link && student.guardianEmail) {
    // An address named before guardians confirmed (ADR 0036) gets its first link now.
    await ctx.database.write((tx) => setGuardianAddress(ctx, tx, student, student.guardianEmail));
    return { sentTo: student.guardianEmail };
  }
  if (!link) throw new AppError("CONFLICT", "errors.guardian.addFirst");
  if (link.acceptedAt !== null) throw new AppError("CONFLICT", "errors.guardian.alreadyConfirmed");
  if (link.sends >= MAX_SENDS) {
    throw new AppError("CONFLICT", "errors.guardian.sentTooOften");
  }
  const token = randomToken();
  await ctx.database.write(async (tx) => {
    await tx
      .update(guardianLinks)
      .set({ tokenHash: await hashToken(token), sends: link.sends + 1, expiresAt: Date.now() + GUARDIAN_LINK_MS })
      .where(eq(guardianLinks.id, link.id));
    await queueLinkEmail(ctx, tx, student, link.email, token, `${link.id}:${link.sends + 1}`);
  });
  return { sentTo: link.email };
}

async function queueLinkEmail(
  ctx: AppContext,
  tx: WriteTx,
  student: UserRow,
  address: string,
  token: string,
  key: string,
): Promise<void> {
  // The guardian reads it in the student's language: the family is likely to share it.
  const { subject, paragraphs } = guardianLinkEmail(
    userLanguage(student) ?? "en",
    student.name.trim() || null,
    `${ctx.config.publicUrl}/guardian/${token}`,
  );
  await queueEmail(
    ctx.outbox,
    tx,
    { to: address, subject, ...emailBody(paragraphs) },
    // The key names the notice, so an admin's list of failing deliveries can say what it was.
    { key: `guardian-link:${key}`, userId: student.id },
  );
}

/** Whether the student's guardian has confirmed, for the student's own account page. */
export async function readGuardianStatus(
  database: Database,
  student: UserRow,
): Promise<{ email: string | null; status: GuardianStatus; canResend: boolean }> {
  const [link] = await database.read.select().from(guardianLinks).where(eq(guardianLinks.studentId, student.id));
  if (!student.guardianEmail) return { email: null, status: "none", canResend: false };
  if (!link) return { email: student.guardianEmail, status: "not_sent", canResend: true };
  const status = link.acceptedAt !== null ? "confirmed" : link.verifiedAt !== null ? "address_confirmed" : "waiting";
  return { email: link.email, status, canResend: link.acceptedAt === null && link.sends < MAX_SENDS };
}

/** What the guardian's page shows before they accept: whose guardian, and whether it is done. */
export async function readGuardianLink(database: Database, token: string) {
  const { link, student } = await findOpenLink(database, token);
  return { studentName: student.name, email: link.email, status: "waiting" as const };
}

/**
 * The signed-in caller accepts the link: holding the token proves they read the address's inbox,
 * and this account becomes the guardian the student's data is shown to. The token then stops working.
 */
export async function acceptGuardianLink(database: Database, caller: UserRow, token: string) {
  const { link, student } = await findOpenLink(database, token);
  if (caller.id === student.id) {
    throw new AppError("VALIDATION_FAILED", "errors.guardian.notForYou");
  }
  const now = Date.now();
  await database.write((tx) =>
    tx
      .update(guardianLinks)
      .set({ guardianUserId: caller.id, acceptedAt: now, verifiedAt: link.verifiedAt ?? now, tokenHash: null })
      .where(eq(guardianLinks.id, link.id)),
  );
  return { studentName: student.name, email: link.email, status: "confirmed" as const };
}

/** A parent answered the consent email sent to `address`: that proves the address, if it is still the guardian's. */
export async function markGuardianAddressProven(tx: WriteTx, studentId: string, address: string): Promise<void> {
  const [link] = await tx.select().from(guardianLinks).where(eq(guardianLinks.studentId, studentId));
  if (!link || link.verifiedAt !== null || !sameAddress(link.email, address)) return;
  await tx.update(guardianLinks).set({ verifiedAt: Date.now() }).where(eq(guardianLinks.id, link.id));
}

async function findOpenLink(database: Database, token: string) {
  const [row] = await database.read
    .select({ link: guardianLinks, student: users })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.studentId))
    .where(eq(guardianLinks.tokenHash, await hashToken(token)));
  if (!row || row.link.expiresAt < Date.now()) throw notFound("errors.notFound.link");
  return row;
}

/**
 * The student's guardian whose address is proven, for telling them of an alert inside the alert's
 * write: their account (null until they accept the link), the address and their name. Null when
 * there is none, or the address the student gave is not proven yet.
 */
export async function verifiedGuardian(
  tx: Db | WriteTx,
  studentId: string,
): Promise<{ userId: string | null; email: string; name: string } | null> {
  const guardian = alias(users, "guardian");
  const [row] = await tx
    .select({ userId: guardianLinks.guardianUserId, email: guardianLinks.email, name: guardian.name })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.studentId))
    .leftJoin(guardian, eq(guardian.id, guardianLinks.guardianUserId))
    .where(and(eq(guardianLinks.studentId, studentId), isNotNull(guardianLinks.verifiedAt), currentAddress()));
  return row ? { userId: row.userId, email: row.email, name: row.name ?? "" } : null;
}

/** Whether the caller is the student's guardian: the account that accepted the link the student's address got. */
export async function isGuardianOf(db: Db, callerId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: guardianLinks.id })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.studentId))
    .where(and(eq(guardianLinks.studentId, studentId), eq(guardianLinks.guardianUserId, callerId), currentAddress()));
  return row !== undefined;
}

/** Whether the caller is anyone's guardian. */
export async function isAnyonesGuardian(db: Db, callerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: guardianLinks.id })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.studentId))
    .where(and(eq(guardianLinks.guardianUserId, callerId), currentAddress()))
    .limit(1);
  return row !== undefined;
}

/** The ids of the students the caller is the guardian of, as a subquery for an `in (...)` condition. */
export function studentsGuardedBy(callerId: string): SQL {
  return sql`(select gl.student_id from ${guardianLinks} gl join ${users} gs on gs.id = gl.student_id
    where gl.guardian_user_id = ${callerId} and lower(trim(gs.guardian_email)) = lower(trim(gl.email)))`;
}

/** The link still names the address on the student's account (every change goes through `setGuardianAddress`; this holds even if one did not). */
function currentAddress(): SQL {
  return sql`lower(trim(${users.guardianEmail})) = lower(trim(${guardianLinks.email}))`;
}

function randomToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

/** SHA-256 of a link's token, as stored: the link itself never is. */
async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Buffer.from(digest).toString("hex");
}

import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { AppContext } from "../../context";
import type { WriteTx } from "../../db/database";
import {
  identities,
  ltiContextMembers,
  ltiContexts,
  ltiRegistrations,
  ltiRosterTeachers,
  type UserRow,
  users,
} from "../../db/schema";
import { userLanguage, verifiedGuardian } from "../auth/public";
import type { Recipient } from "./alert-email";
import { loadSafetySettings } from "./settings";

/** Adults under this age count as children for telling a guardian (standalone accounts). */
const ADULT_AGE = 18;

/**
 * Who is told of an alert by email, in this order, so that someone always is where the district
 * has set anyone up:
 * 1. the teachers of the student's courses: those who opened Bloom from the course, and those the
 *    course's roster names who have not yet (`lti_roster_teachers`);
 * 2. when the student has no course teacher with an address: their school's admins, and their
 *    district's admins;
 * 3. for a critical alert, also the district's safety contacts;
 * 4. for a student outside any school who is under 18, their parent or guardian, once verified;
 *    not for a concern, which asks the adults who teach the student to review a possible risk.
 */
export async function findRecipients(
  ctx: AppContext,
  tx: WriteTx,
  student: UserRow,
  severity: "critical" | "standard" | "concern",
): Promise<Recipient[]> {
  const recipients = await findCourseTeachers(tx, student.id);
  if (recipients.length === 0) recipients.push(...(await findAdmins(tx, student)));
  if (severity === "critical" && student.districtId) {
    const settings = await loadSafetySettings(ctx.database, student.districtId);
    for (const contact of settings.contacts) recipients.push(contactRecipient(contact));
  }
  const guardian = severity === "concern" ? null : await findGuardian(tx, student);
  if (guardian) recipients.push(guardian);
  return onePerAddress(recipients);
}

/** A course's teacher (or course admin) of the student, by their account or by the roster. */
async function findCourseTeachers(tx: WriteTx, studentId: string): Promise<Recipient[]> {
  const teacher = alias(ltiContextMembers, "teacher");
  const launched = await tx
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      contextRowId: ltiContexts.id,
      title: ltiContexts.title,
      platform: ltiRegistrations.name,
      ltiUserId: teacher.ltiUserId,
      locale: users.locale,
      ltiLocale: users.ltiLocale,
    })
    .from(ltiContextMembers)
    .innerJoin(teacher, eq(teacher.contextRowId, ltiContextMembers.contextRowId))
    .innerJoin(users, eq(users.id, teacher.userId))
    .innerJoin(ltiContexts, eq(ltiContexts.id, ltiContextMembers.contextRowId))
    .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiContexts.registrationId))
    .where(
      and(
        eq(ltiContextMembers.userId, studentId),
        eq(ltiContextMembers.role, "student"),
        inArray(teacher.role, ["teacher", "admin"]),
        isNotNull(users.email),
      ),
    );
  // The roster's teachers, with their account when they have one (same platform, same platform id).
  const account = alias(users, "account");
  const rostered = await tx
    .select({
      userId: identities.userId,
      email: ltiRosterTeachers.email,
      name: ltiRosterTeachers.name,
      contextRowId: ltiContexts.id,
      title: ltiContexts.title,
      platform: ltiRegistrations.name,
      ltiUserId: ltiRosterTeachers.ltiUserId,
      locale: account.locale,
      ltiLocale: account.ltiLocale,
    })
    .from(ltiContextMembers)
    .innerJoin(ltiRosterTeachers, eq(ltiRosterTeachers.contextRowId, ltiContextMembers.contextRowId))
    .innerJoin(ltiContexts, eq(ltiContexts.id, ltiContextMembers.contextRowId))
    .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiContexts.registrationId))
    .leftJoin(
      identities,
      and(eq(identities.issuer, ltiRegistrations.issuer), eq(identities.subject, ltiRosterTeachers.ltiUserId)),
    )
    .leftJoin(account, eq(account.id, identities.userId))
    .where(
      and(
        eq(ltiContextMembers.userId, studentId),
        eq(ltiContextMembers.role, "student"),
        isNotNull(ltiRosterTeachers.email),
      ),
    );
  const known = new Set(launched.map((row) => `${row.contextRowId} ${row.ltiUserId}`));
  return [...launched, ...rostered.filter((row) => !known.has(`${row.contextRowId} ${row.ltiUserId}`))].map((row) => ({
    audience: "teacher",
    email: row.email!,
    name: row.name,
    userId: row.userId,
    course: { contextRowId: row.contextRowId, title: row.title, platform: row.platform },
    ltiUserId: row.userId ? null : row.ltiUserId,
    // A teacher known only from the roster has said no language: English.
    language: userLanguage(row) ?? "en",
  }));
}

/** The student's school's admins, and their district's admins (an admin with no school of their own). */
async function findAdmins(tx: WriteTx, student: UserRow): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  if (student.schoolId) {
    const admins = await tx
      .select({ id: users.id, email: users.email, name: users.name, locale: users.locale, ltiLocale: users.ltiLocale })
      .from(users)
      .where(and(eq(users.schoolId, student.schoolId), eq(users.role, "admin"), isNotNull(users.email)));
    for (const admin of admins) recipients.push(accountRecipient("school_admin", admin));
  }
  if (student.districtId) {
    const admins = await tx
      .select({ id: users.id, email: users.email, name: users.name, locale: users.locale, ltiLocale: users.ltiLocale })
      .from(users)
      .where(
        and(
          eq(users.districtId, student.districtId),
          isNull(users.schoolId),
          eq(users.role, "admin"),
          isNotNull(users.email),
        ),
      );
    for (const admin of admins) recipients.push(accountRecipient("district_admin", admin));
  }
  return recipients;
}

/** A standalone child's parent or guardian: only once they proved the address the student gave (ADR 0036). */
async function findGuardian(tx: WriteTx, student: UserRow): Promise<Recipient | null> {
  const standalone = student.districtId === null && student.schoolId === null;
  const minor = student.birthYear === null || new Date().getUTCFullYear() - student.birthYear < ADULT_AGE;
  if (!standalone || !minor) return null;
  const guardian = await verifiedGuardian(tx, student.id);
  if (!guardian) return null;
  // Their own language once they have an account that says one; else the student's, which the family likely shares.
  const [account] = guardian.userId
    ? await tx
        .select({ locale: users.locale, ltiLocale: users.ltiLocale })
        .from(users)
        .where(eq(users.id, guardian.userId))
    : [];
  const language = (account && userLanguage(account)) ?? userLanguage(student) ?? "en";
  return { audience: "guardian", ...guardian, course: null, ltiUserId: null, language };
}

function accountRecipient(
  audience: "school_admin" | "district_admin",
  account: Pick<UserRow, "id" | "email" | "name" | "locale" | "ltiLocale">,
): Recipient {
  return {
    audience,
    email: account.email!,
    name: account.name,
    userId: account.id,
    course: null,
    ltiUserId: null,
    language: userLanguage(account) ?? "en",
  };
}

/** A district's safety contact is an address, not an account: no language of theirs is known. */
function contactRecipient(contact: { name: string; email: string }): Recipient {
  return { audience: "safety_contact", ...contact, userId: null, course: null, ltiUserId: null, language: "en" };
}

/** One email per address: the first way an adult was found (their course) is the one kept. */
function onePerAddress(recipients: Recipient[]): Recipient[] {
  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    const key = recipient.email.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

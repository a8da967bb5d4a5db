import { and, asc, count, eq, inArray, isNotNull, isNull, ne, notExists } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database, WriteTx } from "../../db/database";
import {
  ltiContextMembers,
  ltiContexts,
  ltiRegistrations,
  ltiRosterTeachers,
  organisations,
  safetySettings,
  users,
} from "../../db/schema";
import { AppError } from "../../errors";

/** How many courses without a teacher's email the readiness answer names; the rest are counted. */
const LISTED_COURSES = 20;

/** What a district still lacks for its alerts to reach an adult, in words its admin can act on. */
interface ReadinessGap {
  code: "no_safety_contact" | "no_district_admin_email" | "school_without_admin" | "course_without_teacher";
  message: string;
  /** A gap that leaves critical alerts without a designated adult; the others narrow who else is told. */
  blocking: boolean;
}

interface SafetyReadiness {
  /** Whether every critical alert in the district reaches a designated safety contact. */
  ready: boolean;
  safetyContacts: number;
  districtAdminsWithEmail: number;
  schools: { id: string; name: string; adminsWithEmail: number }[];
  courses: {
    known: number;
    withoutTeacherEmail: number;
    /** Up to 20 of them, by title. */
    listed: { id: string; title: string; platform: string }[];
  };
  missing: ReadinessGap[];
}

/** Said wherever a district is set up without a safety contact (registration answers, the CLI, the tool's page). */
const NO_SAFETY_CONTACT_WARNING =
  "This district has no safety contact yet. Critical safety alerts (a student at risk of suicide, self-harm or abuse) then go only to the student's course teachers, or to school and district admins when the teachers are unknown, and reach nobody when none of them has an email address on record. Add a safety contact (name and email) in Bloom's Safety settings.";

/** The warning for a district with no safety contact, or null once it has one. */
export async function safetyContactWarning(database: Database, districtId: string): Promise<string | null> {
  return (await countContacts(database, districtId)) > 0 ? null : NO_SAFETY_CONTACT_WARNING;
}

/** Contacts are told by email: production refuses to name one on a server that cannot send it. */
export function requireEmailForContacts(config: Pick<Config, "env" | "email">): void {
  if (config.env === "production" && !config.email.smtpUrl) {
    throw new AppError("CONFLICT", "errors.safetyNeedsSmtp");
  }
}

/**
 * Adds a safety contact to a district's list (kept once per address), inside the caller's write,
 * so a platform's registration and the contact named with it are saved together.
 */
export async function addSafetyContact(
  tx: WriteTx,
  districtId: string,
  contact: { name: string; email: string },
  by: string | null,
): Promise<void> {
  const [district] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, districtId), eq(organisations.kind, "district")));
  if (!district) throw new AppError("NOT_FOUND", "errors.notFound.district");
  const email = contact.email.trim();
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email))
    throw new AppError("VALIDATION_FAILED", "errors.safetyContactEmail");
  const [row] = await tx.select().from(safetySettings).where(eq(safetySettings.districtId, districtId));
  const contacts = row?.contacts ?? [];
  if (contacts.some((known) => known.email.toLowerCase() === email.toLowerCase())) return;
  const next = [...contacts, { name: contact.name.trim(), email }];
  await tx
    .insert(safetySettings)
    .values({ districtId, contacts: next, updatedBy: by, updatedAt: Date.now() })
    .onConflictDoUpdate({
      target: safetySettings.districtId,
      set: { contacts: next, updatedBy: by, updatedAt: Date.now() },
    });
}

/**
 * Whether critical alerts in a district have someone to go to (see `findRecipients`): its safety
 * contacts, its admins with an address, and, where its courses are known, a teacher with an address
 * in each. Only a missing safety contact makes it not ready; the rest is listed for the admin to fix.
 */
export async function readSafetyReadiness(database: Database, districtId: string): Promise<SafetyReadiness> {
  const withEmail = and(isNotNull(users.email), ne(users.email, ""));
  const [safetyContacts, [districtAdmins], schools, courses] = await Promise.all([
    countContacts(database, districtId),
    database.read
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.districtId, districtId), isNull(users.schoolId), eq(users.role, "admin"), withEmail)),
    database.read
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(and(eq(organisations.districtId, districtId), eq(organisations.kind, "school")))
      .orderBy(asc(organisations.name)),
    readCourses(database, districtId),
  ]);
  const schoolAdmins =
    schools.length === 0
      ? []
      : await database.read
          .select({ schoolId: users.schoolId, n: count() })
          .from(users)
          .where(
            and(
              inArray(
                users.schoolId,
                schools.map((school) => school.id),
              ),
              eq(users.role, "admin"),
              withEmail,
            ),
          )
          .groupBy(users.schoolId);
  const adminsOf = new Map(schoolAdmins.map((row) => [row.schoolId, row.n]));
  const readiness: Omit<SafetyReadiness, "missing" | "ready"> = {
    safetyContacts,
    districtAdminsWithEmail: districtAdmins?.n ?? 0,
    schools: schools.map((school) => ({ ...school, adminsWithEmail: adminsOf.get(school.id) ?? 0 })),
    courses,
  };
  const missing = gapsOf(readiness);
  return { ...readiness, ready: !missing.some((gap) => gap.blocking), missing };
}

function gapsOf(readiness: Omit<SafetyReadiness, "missing" | "ready">): ReadinessGap[] {
  const gaps: ReadinessGap[] = [];
  if (readiness.safetyContacts === 0) {
    gaps.push({
      code: "no_safety_contact",
      blocking: true,
      message:
        readiness.districtAdminsWithEmail === 0
          ? "No safety contact: a critical alert about a student whose teachers are unknown reaches nobody. Add a safety contact (name and email)."
          : "No safety contact: critical alerts reach only course teachers, or admins when a student's teachers are unknown; no designated safeguarding lead is told. Add a safety contact (name and email).",
    });
  }
  if (readiness.districtAdminsWithEmail === 0) {
    gaps.push({
      code: "no_district_admin_email",
      blocking: false,
      message:
        "No district admin has an email address on record: an alert about a student with no known teacher or school admin reaches only the safety contacts.",
    });
  }
  const unattended = readiness.schools.filter((school) => school.adminsWithEmail === 0);
  if (unattended.length > 0) {
    gaps.push({
      code: "school_without_admin",
      blocking: false,
      message: `${plural(unattended.length, "school has", "schools have")} no admin with an email address (${namesOf(unattended.map((school) => school.name))}): alerts about their students with no known teacher go only to the district's admins and safety contacts.`,
    });
  }
  const courses = readiness.courses;
  if (courses.withoutTeacherEmail > 0) {
    const names = courses.listed.map((course) => `${course.title || "Untitled course"} (${course.platform})`);
    gaps.push({
      code: "course_without_teacher",
      blocking: false,
      message: `${plural(courses.withoutTeacherEmail, "course has", "courses have")} no teacher with an email address on record (${namesOf(names, courses.withoutTeacherEmail)}): their students' alerts go to their other courses' teachers, or to admins and safety contacts.`,
    });
  }
  return gaps;
}

/** The district's known courses, and those with no teacher Bloom could email (by account or by roster). */
async function readCourses(database: Database, districtId: string): Promise<SafetyReadiness["courses"]> {
  const teacherWithEmail = database.read
    .select({ one: ltiContextMembers.userId })
    .from(ltiContextMembers)
    .innerJoin(users, eq(users.id, ltiContextMembers.userId))
    .where(
      and(
        eq(ltiContextMembers.contextRowId, ltiContexts.id),
        inArray(ltiContextMembers.role, ["teacher", "admin"]),
        isNotNull(users.email),
        ne(users.email, ""),
      ),
    );
  const rosterTeacherWithEmail = database.read
    .select({ one: ltiRosterTeachers.ltiUserId })
    .from(ltiRosterTeachers)
    .where(
      and(
        eq(ltiRosterTeachers.contextRowId, ltiContexts.id),
        isNotNull(ltiRosterTeachers.email),
        ne(ltiRosterTeachers.email, ""),
      ),
    );
  const unattended = and(
    eq(ltiContexts.districtId, districtId),
    notExists(teacherWithEmail),
    notExists(rosterTeacherWithEmail),
  );
  const [[known], [without], listed] = await Promise.all([
    database.read.select({ n: count() }).from(ltiContexts).where(eq(ltiContexts.districtId, districtId)),
    database.read.select({ n: count() }).from(ltiContexts).where(unattended),
    database.read
      .select({ id: ltiContexts.id, title: ltiContexts.title, platform: ltiRegistrations.name })
      .from(ltiContexts)
      .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiContexts.registrationId))
      .where(unattended)
      .orderBy(asc(ltiContexts.title))
      .limit(LISTED_COURSES),
  ]);
  return { known: known?.n ?? 0, withoutTeacherEmail: without?.n ?? 0, listed };
}

async function countContacts(database: Database, districtId: string): Promise<number> {
  const [row] = await database.read
    .select({ contacts: safetySettings.contacts })
    .from(safetySettings)
    .where(eq(safetySettings.districtId, districtId));
  return row?.contacts.length ?? 0;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "A, B and 3 more": names enough to act on without a wall of text. */
function namesOf(names: string[], total = names.length): string {
  const shown = names.slice(0, 5);
  const more = total - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}

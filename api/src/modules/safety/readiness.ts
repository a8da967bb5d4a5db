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
import { type Language, t } from "../../i18n";

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
export async function readSafetyReadiness(
  database: Database,
  districtId: string,
  language: Language = "en",
): Promise<SafetyReadiness> {
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
  const missing = gapsOf(readiness, language);
  return { ...readiness, ready: !missing.some((gap) => gap.blocking), missing };
}

function gapsOf(readiness: Omit<SafetyReadiness, "missing" | "ready">, language: Language): ReadinessGap[] {
  const gaps: ReadinessGap[] = [];
  if (readiness.safetyContacts === 0) {
    const key = readiness.districtAdminsWithEmail === 0 ? "noContactNoAdmins" : "noContact";
    gaps.push({ code: "no_safety_contact", blocking: true, message: t(language, `safety.readiness.${key}`) });
  }
  if (readiness.districtAdminsWithEmail === 0) {
    gaps.push({
      code: "no_district_admin_email",
      blocking: false,
      message: t(language, "safety.readiness.noDistrictAdminEmail"),
    });
  }
  const unattended = readiness.schools.filter((school) => school.adminsWithEmail === 0);
  if (unattended.length > 0) {
    gaps.push({
      code: "school_without_admin",
      blocking: false,
      message: t(language, "safety.readiness.schoolsWithoutAdmin", {
        count: unattended.length,
        names: namesOf(
          unattended.map((school) => school.name),
          language,
        ),
      }),
    });
  }
  const courses = readiness.courses;
  if (courses.withoutTeacherEmail > 0) {
    const untitled = t(language, "safety.readiness.untitledCourse");
    const names = courses.listed.map((course) => `${course.title || untitled} (${course.platform})`);
    gaps.push({
      code: "course_without_teacher",
      blocking: false,
      message: t(language, "safety.readiness.coursesWithoutTeacher", {
        count: courses.withoutTeacherEmail,
        names: namesOf(names, language, courses.withoutTeacherEmail),
      }),
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

/** "A, B and 3 more": names enough to act on without a wall of text. */
function namesOf(names: string[], language: Language, total = names.length): string {
  const shown = names.slice(0, 5);
  const more = total - shown.length;
  const listed = shown.join(", ");
  return more > 0 ? `${listed} ${t(language, "safety.readiness.andMore", { more })}` : listed;
}

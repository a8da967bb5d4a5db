import { eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { safetyAlertDeliveries, safetyAlerts, type UserRow, users } from "../../db/schema";
import { notFound } from "../../errors";
import { isAnyonesGuardian, isGuardianOf, studentsGuardedBy, studentsTaughtBy, teachesStudent } from "../auth/public";

/**
 * Who looks after a student, and so may see their safety alerts and read their tutoring chats
 * (read-only, audit-logged). Stricter than who may read their analytics: only
 * - a teacher of an LMS course the student takes (LTI membership);
 * - an admin of the student's school, or of their district (an admin with no school of their own);
 * - the parent or guardian the student named, once the account they signed in with accepted the
 *   link emailed to that address (auth/guardians.ts). An email on an account, from an LMS claim or
 *   a sign-in, never makes anyone a guardian.
 * A student in nobody's course is visible to no teacher. Anyone else gets a 404, as if the
 * student did not exist.
 */
export type Oversight = "course_teacher" | "school_admin" | "district_admin" | "guardian";

async function oversightOf(database: Database, caller: UserRow, student: UserRow): Promise<Oversight | null> {
  if (caller.id === student.id) return null;
  if (caller.role === "admin") {
    if (caller.schoolId !== null) {
      if (caller.schoolId === student.schoolId) return "school_admin";
    } else if (caller.districtId !== null && caller.districtId === student.districtId) {
      return "district_admin";
    }
  }
  if (caller.role !== "student" && (await teachesStudent(database, caller.id, student.id))) return "course_teacher";
  if (await isGuardianOf(database.read, caller.id, student.id)) return "guardian";
  return null;
}

/** The student, when the caller looks after them; otherwise a 404. */
export async function getOverseenStudent(
  database: Database,
  caller: UserRow,
  studentId: string,
): Promise<{ student: UserRow; oversight: Oversight }> {
  const [student] = await database.read.select().from(users).where(eq(users.id, studentId));
  const oversight = student ? await oversightOf(database, caller, student) : null;
  if (!student || !oversight) throw notFound("errors.notFound.student");
  return { student, oversight };
}

/** Whether the caller looks after anyone at all (so a student account that is someone's guardian is let in). */
export async function looksAfterAnyone(database: Database, caller: UserRow): Promise<boolean> {
  if (caller.role !== "student") return true;
  return isAnyonesGuardian(database.read, caller.id);
}

/** The condition on `safety_alerts` that selects exactly the alerts the caller may see. */
export function visibleAlerts(caller: UserRow): SQL {
  const conditions: SQL[] = [];
  if (caller.role === "admin" && caller.schoolId !== null) conditions.push(eq(safetyAlerts.schoolId, caller.schoolId));
  if (caller.role === "admin" && caller.schoolId === null && caller.districtId !== null) {
    conditions.push(eq(safetyAlerts.districtId, caller.districtId));
  }
  if (caller.role !== "student") {
    conditions.push(sql`${safetyAlerts.studentId} in ${studentsTaughtBy(caller.id)}`);
  }
  conditions.push(sql`${safetyAlerts.studentId} in ${studentsGuardedBy(caller.id)}`);
  // An adult may read the alerts that were delivered to them (a roster teacher or safety contact signed in from the email).
  conditions.push(
    sql`${safetyAlerts.id} in (select alert_id from ${safetyAlertDeliveries} where recipient_user_id = ${caller.id})`,
  );
  return or(...conditions) as SQL;
}

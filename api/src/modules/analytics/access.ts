import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type UserRow, users } from "../../db/schema";
import { notFound } from "../../errors";
import { teachesStudent } from "../auth/public";

/**
 * Who may read a student's analytics (ARCHITECTURE §3): the student; a teacher or admin of the
 * student's school (a school the LMS or an admin gave them); an admin of the student's district
 * (an admin with no school of their own). A teacher with no school is bounded by their courses
 * (below), never the whole district: an LMS's dynamic registration leaves every teacher without
 * one (ADR 0033). Anyone else gets the same 404 as for a student who does not exist.
 */
function canReadAnalytics(caller: UserRow, student: UserRow): boolean {
  if (caller.id === student.id) return true;
  if (caller.role === "student") return false;
  if (caller.schoolId !== null && caller.schoolId === student.schoolId) return true;
  const districtAdmin = caller.role === "admin" && caller.schoolId === null;
  return districtAdmin && caller.districtId !== null && caller.districtId === student.districtId;
}

/**
 * The student whose analytics the caller asks for, or a 404. Beyond `canReadAnalytics`, a teacher
 * of an LMS course the student takes (ARCHITECTURE §7) may read them too.
 */
export async function getReadableStudent(database: Database, caller: UserRow, studentId: string): Promise<UserRow> {
  if (studentId === caller.id) return caller;
  const [student] = await database.read.select().from(users).where(eq(users.id, studentId));
  if (!student) throw notFound("errors.notFound.student");
  if (canReadAnalytics(caller, student)) return student;
  if (caller.role !== "student" && (await teachesStudent(database, caller.id, student.id))) return student;
  throw notFound("errors.notFound.student");
}

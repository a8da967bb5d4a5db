import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { ltiContextMembers, users } from "../../db/schema";

/**
 * Who teaches whom: a teacher or admin of an LMS course teaches every student of that course, by
 * the memberships that launches and rosters record (modules/lti). The one rule behind reading a
 * student's analytics and seeing their safety alerts as their teacher.
 */

/** The ids of the students in the caller's courses, as a subquery for an `in (...)` condition. */
export function studentsTaughtBy(callerId: string): SQL {
  return sql`(select s.user_id from ${ltiContextMembers} s
    join ${ltiContextMembers} t on t.context_row_id = s.context_row_id
    where s.role = 'student' and t.user_id = ${callerId} and t.role in ('teacher', 'admin'))`;
}

/** Whether the caller teaches (or administers) a course the student is a student of. */
export async function teachesStudent(database: Database, callerId: string, studentId: string): Promise<boolean> {
  const [row] = await database.read
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ${studentId} and ${users.id} in ${studentsTaughtBy(callerId)}`)
    .limit(1);
  return row !== undefined;
}

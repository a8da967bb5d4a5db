import { openDatabase } from "../../api/src/db/database";

/**
 * A course on top of a generated district (bench/dashboard/district.ts): an LTI platform, one
 * course in the district's first school, its teacher (`teacher0`), an admin of that school (`admin0`) and `students` of the district's
 * students (u1, u2, …) as its members. The teacher's course view reads what they did.
 */
export const COURSE_ID = "bench-course";
export const TEACHER_ID = "teacher0";
/** An admin of the course's school, who also sees the whole school as one class. */
export const SCHOOL_ADMIN_ID = "admin0";

export async function addCourse(file: string, students: number, now: number): Promise<void> {
  const database = await openDatabase(`file:${file}`);
  await database.client.executeMultiple(
    [
      "begin",
      `insert into users (id, email, name, role, district_id, school_id, subscription_status, created_at, updated_at)
        values ('${TEACHER_ID}', 'teacher0@bench.test', 'Teacher 0', 'teacher', 'bench-district', 'bench-school', 'active', ${now}, ${now})`,
      `insert into users (id, email, name, role, district_id, school_id, subscription_status, created_at, updated_at)
        values ('${SCHOOL_ADMIN_ID}', 'admin0@bench.test', 'Admin 0', 'admin', 'bench-district', 'bench-school', 'active', ${now}, ${now})`,
      `insert into lti_registrations (id, name, issuer, client_id, auth_login_url, auth_token_url, jwks_url, district_id)
        values ('bench-platform', 'Bench LMS', 'https://lms.bench.test', 'bloom', 'https://lms.bench.test/auth',
          'https://lms.bench.test/token', 'https://lms.bench.test/jwks', 'bench-district')`,
      `insert into lti_contexts (id, registration_id, context_id, title, district_id, school_id, updated_at)
        values ('${COURSE_ID}', 'bench-platform', 'course-1', 'Year 8 Science', 'bench-district', 'bench-school', ${now})`,
      `insert into lti_context_members (context_row_id, user_id, role, lti_user_id, last_launch_at)
        values ('${COURSE_ID}', '${TEACHER_ID}', 'teacher', 'lti-teacher0', ${now})`,
      `insert into lti_context_members (context_row_id, user_id, role, lti_user_id, last_launch_at)
        select '${COURSE_ID}', id, 'student', 'lti-' || id, ${now} from users
        where role = 'student' and id <> 'u0' order by rowid limit ${students}`,
      "commit",
    ].join(";\n"),
  );
  database.close();
}

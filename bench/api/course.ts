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
/** An admin of the whole district (no school): sees every course of the district, and no roster wider than a course. */
export const DISTRICT_ADMIN_ID = "district-admin0";

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

/**
 * The district's admin (`district-admin0`) and a course for every 30 of its students (without
 * members: the admin's view of a course finds it among them), added to a district generated before
 * they existed too.
 */
export async function addDistrictAdmin(file: string, students: number, schoolSize: number, now: number): Promise<void> {
  // Course i's school is the school of its 30 students (`bench/dashboard/district.ts` fills schools in order).
  const school = `case when (i - 1) * 30 / ${schoolSize} = 0 then 'bench-school' else 'bench-school-' || ((i - 1) * 30 / ${schoolSize}) end`;
  const database = await openDatabase(`file:${file}`);
  await database.client.executeMultiple(
    [
      "begin",
      `insert or ignore into users (id, email, name, role, district_id, school_id, subscription_status, created_at, updated_at)
        values ('${DISTRICT_ADMIN_ID}', 'district-admin0@bench.test', 'District Admin 0', 'admin', 'bench-district', null, 'active', ${now}, ${now})`,
      `insert or ignore into lti_contexts (id, registration_id, context_id, title, district_id, school_id, updated_at)
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${Math.ceil(students / 30)})
        select 'bench-course-' || i, 'bench-platform', 'district-course-' || i, 'Course ' || i, 'bench-district', ${school}, ${now} from n`,
      "commit",
    ].join(";\n"),
  );
  database.close();
}

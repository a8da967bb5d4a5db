import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/database";
import { inJsonList } from "../../db/json-list";
import { keptRead } from "../../db/kept-query";
import {
  ltiContextMembers,
  ltiContexts,
  ltiRegistrations,
  messages,
  organisations,
  safetyAlerts,
  subjects,
  tutoringSessions,
  users,
} from "../../db/schema";

/** The SQL of the teacher's class views: the class list, a class's students, and a student's chats. */

/** Where an admin's other courses are: their school's, or their district's. */
export type AdminScope = "schoolId" | "districtId";
/** A class is an LMS course or a school's students. */
export type ClassKind = "course" | "school";

/** Whether a course's title holds the search, ASCII letters in either case; `instr` takes `%` and `_` as themselves. */
const titleHolds = () =>
  sql`(${sql.placeholder("search")} = '' or instr(lower(${ltiContexts.title}), lower(${sql.placeholder("search")})) > 0)`;

/** The caller teaches the course of this membership row, or launched in it as an admin. */
const teaches = () =>
  sql`${ltiContextMembers.userId} = ${sql.placeholder("callerId")} and ${ltiContextMembers.role} in ('teacher', 'admin')`;

/** The caller teaches the course of this `ltiContexts` row (0 or 1 as a column). */
const teachesCourse = () =>
  sql<number>`exists (select 1 from ${ltiContextMembers} where ${ltiContextMembers.contextRowId} = ${ltiContexts.id} and ${teaches()})`;

/** The values the class list's queries are bound with. */
export type ListValues = {
  callerId: string;
  scope: string | null;
  search: string;
};

/** A stretch of a list, as SQLite pages it. */
export type Stretch = {
  offset: number;
  limit: number;
};

export async function readSchoolName(database: Database, schoolId: string): Promise<string | undefined> {
  const [row] = await database.read
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, schoolId));
  return row?.name;
}

/**
 * A stretch of the courses the caller teaches (or launched in as an admin), in the order Bloom first
 * recorded them in each (a launch or a roster): the membership index is in that order, so no sort.
 */
const taughtCourses = keptRead((db) =>
  db
    .select({ id: ltiContexts.id, title: ltiContexts.title, platform: ltiRegistrations.name })
    .from(ltiContextMembers)
    .innerJoin(ltiContexts, eq(ltiContexts.id, ltiContextMembers.contextRowId))
    .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiContexts.registrationId))
    .where(and(teaches(), titleHolds()))
    .orderBy(sql`${ltiContextMembers}.rowid`)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

export function readTaughtCourses(database: Database, values: ListValues, stretch: Stretch) {
  return taughtCourses(database).all({ ...values, ...stretch });
}

/**
 * A stretch of the other courses of the caller's school or district, in the order Bloom first saw
 * them: the school's and district's indexes are in that order already, so there is no sort.
 */
const administeredCourses = (scope: AdminScope) =>
  keptRead((db) =>
    db
      .select({ id: ltiContexts.id, title: ltiContexts.title, platform: ltiRegistrations.name })
      .from(ltiContexts)
      .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiContexts.registrationId))
      .where(
        and(
          eq(ltiContexts[scope], sql.placeholder("scope")),
          titleHolds(),
          // Those the caller teaches are listed with the taught ones already.
          sql`not ${teachesCourse()}`,
        ),
      )
      .orderBy(sql`${ltiContexts}.rowid`)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(),
  );
const administeredBy = { schoolId: administeredCourses("schoolId"), districtId: administeredCourses("districtId") };

export function readAdministeredCourses(database: Database, scope: AdminScope, values: ListValues, stretch: Stretch) {
  return administeredBy[scope](database).all({ ...values, ...stretch });
}

/**
 * How many courses the caller may open: those they teach, plus their school's or district's, less
 * those counted twice. With no search the titles are not read: the scope's count walks its index.
 */
const courseCount = (scope: AdminScope | null) =>
  keptRead((db) => {
    const taughtWhere = (also?: SQL) =>
      sql`from ${ltiContextMembers} inner join ${ltiContexts} on ${ltiContexts.id} = ${ltiContextMembers.contextRowId} where ${teaches()} and ${titleHolds()}${also ? sql` and ${also}` : sql``}`;
    const scoped = scope === null ? undefined : eq(ltiContexts[scope], sql.placeholder("scope"));
    return (
      db
        .select({
          taught: sql<number>`(select count(*) ${taughtWhere()})`,
          administered: scoped
            ? sql<number>`(select count(*) from ${ltiContexts} where ${scoped} and ${titleHolds()})`
            : sql<number>`0`,
          both: scoped ? sql<number>`(select count(*) ${taughtWhere(scoped)})` : sql<number>`0`,
        })
        // One row to hold the three counts.
        .from(sql`(select 1)`)
        .prepare()
    );
  });
const countsBy = {
  taught: courseCount(null),
  schoolId: courseCount("schoolId"),
  districtId: courseCount("districtId"),
};

/** The caller's taught courses, their scope's courses, and those in both, each holding the search. */
export async function countCourses(database: Database, scope: AdminScope | null, values: ListValues) {
  const [counted] = await countsBy[scope ?? "taught"](database).all(values);
  return {
    taught: Number(counted?.taught ?? 0),
    administered: Number(counted?.administered ?? 0),
    both: Number(counted?.both ?? 0),
  };
}

const course = keptRead((db) =>
  db
    .select({
      id: ltiContexts.id,
      title: ltiContexts.title,
      platform: ltiRegistrations.name,
      schoolId: ltiContexts.schoolId,
      districtId: ltiContexts.districtId,
      teaches: teachesCourse(),
    })
    .from(ltiContexts)
    .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiContexts.registrationId))
    .where(eq(ltiContexts.id, sql.placeholder("classId")))
    .prepare(),
);

/** A course with its school and district, and whether the caller teaches it. */
export async function readCourse(database: Database, callerId: string, classId: string) {
  const [row] = await course(database).all({ callerId, classId });
  return row;
}

/** The students of a school (`scope`: its id) or of a course (`scope`: its row id), as a condition on users. */
function studentsOf(db: Db, kind: ClassKind): SQL | undefined {
  return kind === "school"
    ? and(eq(users.schoolId, sql.placeholder("scope")), eq(users.role, "student"))
    : inArray(
        users.id,
        db
          .select({ id: ltiContextMembers.userId })
          .from(ltiContextMembers)
          .where(
            and(eq(ltiContextMembers.contextRowId, sql.placeholder("scope")), eq(ltiContextMembers.role, "student")),
          ),
      );
}

// Only what the order needs: the time of each student's latest session comes from its index.
const members = (kind: ClassKind) =>
  keptRead((db) =>
    db
      .select({
        id: users.id,
        name: users.name,
        // Spelled out: drizzle leaves table names off the columns of a one-table select, even in a subquery.
        lastActivityAt: sql<
          number | null
        >`(select max(latest.last_activity_at) from ${tutoringSessions} latest where latest.user_id = ${users}.id)`,
      })
      .from(users)
      .where(studentsOf(db, kind))
      .prepare(),
  );
const membersOf = { course: members("course"), school: members("school") };

/** A class's students by a condition on users (not a thousand bound ids), with their latest activity. */
export function readMembers(database: Database, kind: ClassKind, scope: string) {
  return membersOf[kind](database).all({ scope });
}

const openAlerts = (kind: ClassKind) =>
  keptRead((db) =>
    db
      .select({
        studentId: safetyAlerts.studentId,
        open: count(),
        critical: sql<number>`sum(case when ${safetyAlerts.severity} = 'critical' then 1 else 0 end)`,
      })
      .from(safetyAlerts)
      .where(
        and(
          inArray(safetyAlerts.studentId, db.select({ id: users.id }).from(users).where(studentsOf(db, kind))),
          ne(safetyAlerts.status, "resolved"),
        ),
      )
      .groupBy(safetyAlerts.studentId)
      .prepare(),
  );
const openAlertsOf = { course: openAlerts("course"), school: openAlerts("school") };

/** How many open alerts, and open critical ones, each student of the class has (students with none left out). */
export function readOpenAlerts(database: Database, kind: ClassKind, scope: string) {
  return openAlertsOf[kind](database).all({ scope });
}

// SQLite returns the other columns from the row that holds the max().
const latestSessions = keptRead((db) =>
  db
    .select({
      userId: tutoringSessions.userId,
      sessionId: tutoringSessions.id,
      topicId: tutoringSessions.topicId,
      topic: tutoringSessions.topic,
      subject: subjects.name,
      lastActivityAt: sql<number>`max(${tutoringSessions.lastActivityAt})`,
    })
    .from(tutoringSessions)
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .where(inJsonList(tutoringSessions.userId, "ids"))
    .groupBy(tutoringSessions.userId)
    .prepare(),
);

/** Each of these students' latest tutoring session, with its subject's name. */
export function readLatestSessions(database: Database, studentIds: string[]) {
  return latestSessions(database).all({ ids: JSON.stringify(studentIds) });
}

/** A student's tutoring sessions, newest first, with how many messages and flagged messages each holds. */
export function readStudentSessions(database: Database, studentId: string) {
  return database.read
    .select({
      id: tutoringSessions.id,
      subject: subjects.name,
      topic: tutoringSessions.topic,
      status: tutoringSessions.status,
      startedAt: tutoringSessions.startedAt,
      lastActivityAt: tutoringSessions.lastActivityAt,
      messageCount: sql<number>`(select count(*) from ${messages} m where m.session_id = ${tutoringSessions.id})`,
      flaggedCount: sql<number>`(select count(*) from ${messages} m where m.session_id = ${tutoringSessions.id} and m.role = 'USER' and m.safety_severity in ('critical', 'standard'))`,
    })
    .from(tutoringSessions)
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .where(eq(tutoringSessions.userId, studentId))
    .orderBy(desc(tutoringSessions.lastActivityAt));
}

/** One of the student's sessions with its subject's name, or undefined when it is not theirs. */
export async function readStudentSession(database: Database, studentId: string, sessionId: string) {
  const [session] = await database.read
    .select({ session: tutoringSessions, subject: subjects.name })
    .from(tutoringSessions)
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .where(and(eq(tutoringSessions.id, sessionId), eq(tutoringSessions.userId, studentId)));
  return session;
}

/** A session's messages, oldest first. */
export function readSessionMessages(database: Database, sessionId: string) {
  return database.read
    .select()
    .from(messages)
    .where(eq(messages.sessionId, sessionId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

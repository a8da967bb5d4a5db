import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db } from "../../db/database";
import { inJsonList } from "../../db/json-list";
import {
  ltiContextMembers,
  ltiContexts,
  ltiRegistrations,
  messages,
  organisations,
  safetyAlerts,
  subjects,
  tutoringSessions,
  type UserRow,
  users,
} from "../../db/schema";
import { notFound } from "../../errors";
import { recordAudit } from "../audit/public";
import { countSeatRequests } from "../lti/public";
import { loadTopicMasteries } from "../mastery/public";
import { getOverseenStudent } from "../safety/public";

/**
 * The teacher's view of a class: who is working on what, how far they are, and who needs an adult
 * now. A class is an LMS course (its teachers, and admins of its school or district, see it) or,
 * for a school's admin, the whole school. Chats are read-only, and every read is audit-logged.
 */

export interface ClassRef {
  id: string;
  title: string;
  kind: "course" | "school";
  platform: string;
}

const SCHOOL_PREFIX = "school:";

/** Classes per page of the class list: a district's admin reads one page, not every course of the district. */
export const CLASS_LIST_PAGE_SIZE = 50;

/** Whether a course's title holds the search, ASCII letters in either case; `instr` takes `%` and `_` as themselves. */
const titleHolds = () =>
  sql`(${sql.placeholder("search")} = '' or instr(lower(${ltiContexts.title}), lower(${sql.placeholder("search")})) > 0)`;

/** The caller teaches the course of this membership row, or launched in it as an admin. */
const teaches = () =>
  sql`${ltiContextMembers.userId} = ${sql.placeholder("callerId")} and ${ltiContextMembers.role} in ('teacher', 'admin')`;

/** The caller teaches the course of this `ltiContexts` row (0 or 1 as a column). */
const teachesCourse = () =>
  sql<number>`exists (select 1 from ${ltiContextMembers} where ${ltiContextMembers.contextRowId} = ${ltiContexts.id} and ${teaches()})`;

/**
 * A stretch of the courses the caller teaches (or launched in as an admin), in the order Bloom first
 * recorded them in each (a launch or a roster): the membership index is in that order, so no sort.
 */
function taughtCourses(ctx: AppContext) {
  return ctx.database.prepared("classroom.list-taught", (db) =>
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
}

/**
 * A stretch of the other courses of the caller's school or district, in the order Bloom first saw
 * them: the school's and district's indexes are in that order already, so there is no sort.
 */
function administeredCourses(ctx: AppContext, scope: "schoolId" | "districtId") {
  return ctx.database.prepared(`classroom.list-administered:${scope}`, (db) =>
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
}

/**
 * How many courses the caller may open: those they teach, plus their school's or district's, less
 * those counted twice. With no search the titles are not read: the scope's count walks its index.
 */
function courseCount(ctx: AppContext, scope: "schoolId" | "districtId" | null) {
  return ctx.database.prepared(`classroom.list-count:${scope ?? "taught"}`, (db) => {
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
}

export interface ClassListPage {
  classes: ClassRef[];
  /** The whole list (of the classes whose name holds the search, when there is one), whatever the page. */
  totals: { classes: number };
  page: { number: number; size: number; pages: number };
}

/**
 * A page (1 first; past the last, the last) of the classes the caller may open, those whose name
 * holds `search` (trimmed; ignoring ASCII case) when it is not empty: a school's admin's school
 * first, then the courses they teach, then their school's or district's other courses. The paging
 * is done by SQLite over indexes, so a page costs the same in a district of any size.
 */
export async function listClasses(ctx: AppContext, caller: UserRow, page = 1, search = ""): Promise<ClassListPage> {
  const size = CLASS_LIST_PAGE_SIZE;
  if (caller.role === "student") return { classes: [], totals: { classes: 0 }, page: { number: 1, size, pages: 1 } };
  const needle = search.trim();
  const scope = administeredBy(caller);
  const values = { callerId: caller.id, scope: scope?.id ?? null, search: needle };
  let school: ClassRef | undefined;
  if (caller.role === "admin" && caller.schoolId !== null) {
    const [row] = await ctx.database.read
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, caller.schoolId));
    const title = row?.name ?? "Your school";
    if (asciiLower(title).includes(asciiLower(needle))) {
      school = { id: `${SCHOOL_PREFIX}${caller.schoolId}`, title, kind: "school", platform: "Bloom" };
    }
  }
  const [counted] = await courseCount(ctx, scope?.by ?? null).all(values);
  const taught = Number(counted?.taught ?? 0);
  const others = Number(counted?.administered ?? 0) - Number(counted?.both ?? 0);
  const total = (school ? 1 : 0) + taught + others;
  const pages = Math.max(1, Math.ceil(total / size));
  const number = Math.min(page, pages);
  // The list is three stretches one after another (the school, the taught courses, the others); each
  // that the page overlaps is read with its own limit and offset.
  const from = (number - 1) * size;
  const stretch = (before: number, length: number) => {
    const offset = Math.max(0, from - before);
    return { offset, limit: Math.max(0, Math.min(length, from + size - before) - offset) };
  };
  const classes: ClassRef[] = school && from === 0 ? [school] : [];
  const taughtPart = stretch(school ? 1 : 0, taught);
  const othersPart = stretch((school ? 1 : 0) + taught, others);
  const [taughtRows, otherRows] = await Promise.all([
    taughtPart.limit > 0 ? taughtCourses(ctx).all({ ...values, ...taughtPart }) : [],
    scope && othersPart.limit > 0 ? administeredCourses(ctx, scope.by).all({ ...values, ...othersPart }) : [],
  ]);
  for (const row of [...taughtRows, ...otherRows]) classes.push({ ...row, kind: "course" });
  return { classes, totals: { classes: total }, page: { number, size, pages } };
}

/** Lower case as SQLite's `lower()` makes it, so the school is found by the same rule as the courses. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The courses an admin oversees besides those they teach: their school's, else their district's. */
function administeredBy(caller: UserRow): { by: "schoolId" | "districtId"; id: string } | null {
  if (caller.role !== "admin") return null;
  if (caller.schoolId !== null) return { by: "schoolId", id: caller.schoolId };
  if (caller.districtId !== null) return { by: "districtId", id: caller.districtId };
  return null;
}

/**
 * One class the caller may open, by the same rules as `listClasses`, without listing the others: a
 * district's admin oversees every course of the district.
 */
async function findClass(ctx: AppContext, caller: UserRow, classId: string): Promise<ClassRef | undefined> {
  if (caller.role === "student") return undefined;
  if (classId.startsWith(SCHOOL_PREFIX)) {
    const schoolId = classId.slice(SCHOOL_PREFIX.length);
    if (caller.role !== "admin" || caller.schoolId !== schoolId) return undefined;
    const [school] = await ctx.database.read
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, schoolId));
    return { id: classId, title: school?.name ?? "Your school", kind: "school", platform: "Bloom" };
  }
  const [course] = await ctx.database
    .prepared("classroom.course", (db) =>
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
    )
    .all({ callerId: caller.id, classId });
  if (!course) return undefined;
  const scope = administeredBy(caller);
  const administers = scope !== null && course[scope.by] === scope.id;
  if (!course.teaches && !administers) return undefined;
  return { id: course.id, title: course.title, kind: "course", platform: course.platform };
}

/** The students of a school (`scope`: its id) or of a course (`scope`: its row id), as a condition on users. */
function studentsOf(db: Db, kind: ClassRef["kind"]): SQL | undefined {
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

interface ClassStudent {
  id: string;
  name: string;
  lastActivityAt: string | null;
  current: { sessionId: string; subject: string; topic: string } | null;
  /** Mastery (0–1) of the topic they worked on last, or null before any tutoring. */
  mastery: number | null;
  openAlerts: number;
  openCritical: number;
}

/** Students per page of a class: a school's view computes the mastery of one page, not of the whole school. */
export const CLASS_PAGE_SIZE = 50;

/**
 * A page of a class's students, those with open critical alerts first, then open alerts, then the
 * most recently active: the order a teacher needs during a lesson. The order and the totals need
 * no mastery, so only the page's students have their topic mastery computed.
 */
export async function readClass(ctx: AppContext, caller: UserRow, classId: string, page = 1) {
  const found = await findClass(ctx, caller, classId);
  if (!found) throw notFound("That class");
  // The class's students by a condition on users (not a thousand bound ids), prepared once per kind of class.
  const scope = { scope: found.kind === "school" ? classId.slice(SCHOOL_PREFIX.length) : classId };
  const [members, alerts, seatRequests] = await Promise.all([
    // Only what the order needs: the time of each student's latest session comes from its index.
    ctx.database
      .prepared(`classroom.members:${found.kind}`, (db) =>
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
          .where(studentsOf(db, found.kind))
          .prepare(),
      )
      .all(scope),
    ctx.database
      .prepared(`classroom.alerts:${found.kind}`, (db) =>
        db
          .select({
            studentId: safetyAlerts.studentId,
            open: count(),
            critical: sql<number>`sum(case when ${safetyAlerts.severity} = 'critical' then 1 else 0 end)`,
          })
          .from(safetyAlerts)
          .where(
            and(
              inArray(
                safetyAlerts.studentId,
                db.select({ id: users.id }).from(users).where(studentsOf(db, found.kind)),
              ),
              ne(safetyAlerts.status, "resolved"),
            ),
          )
          .groupBy(safetyAlerts.studentId)
          .prepare(),
      )
      .all(scope),
    // People who opened Bloom from the course but have no licence seat: the teacher needs to know.
    found.kind === "course" ? countSeatRequests(ctx, [found.id]) : undefined,
  ]);
  const waitingForSeat = seatRequests?.get(found.id) ?? 0;
  const alertsBy = new Map(alerts.map((row) => [row.studentId, row]));
  const ordered = members.map((member) => {
    const open = alertsBy.get(member.id);
    return { member, openAlerts: Number(open?.open ?? 0), openCritical: Number(open?.critical ?? 0) };
  });
  ordered.sort(
    (a, b) =>
      b.openCritical - a.openCritical ||
      b.openAlerts - a.openAlerts ||
      (b.member.lastActivityAt ?? 0) - (a.member.lastActivityAt ?? 0) ||
      a.member.name.localeCompare(b.member.name),
  );
  const pages = Math.max(1, Math.ceil(ordered.length / CLASS_PAGE_SIZE));
  const pageNumber = Math.min(page, pages);
  const shown = ordered.slice((pageNumber - 1) * CLASS_PAGE_SIZE, pageNumber * CLASS_PAGE_SIZE);

  // The page's students' latest sessions (SQLite returns the other columns from the row that holds the max()).
  const latest =
    shown.length === 0
      ? []
      : await ctx.database
          .prepared("classroom.latest", (db) =>
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
          )
          .all({ ids: JSON.stringify(shown.map((row) => row.member.id)) });
  const latestBy = new Map(latest.map((row) => [row.userId, row]));
  // The page's topic mastery at once: a handful of queries for the page, not a few per student.
  const masteries = await loadTopicMasteries(
    ctx.database,
    latest.map((row) => row.topicId),
  );
  const students: ClassStudent[] = shown.map(({ member, openAlerts, openCritical }) => {
    const last = latestBy.get(member.id);
    return {
      id: member.id,
      name: member.name,
      lastActivityAt: last ? new Date(last.lastActivityAt).toISOString() : null,
      current: last ? { sessionId: last.sessionId, subject: last.subject, topic: last.topic } : null,
      mastery: last ? (masteries.get(last.topicId) ?? 0) : null,
      openAlerts,
      openCritical,
    };
  });
  return {
    class: found,
    waitingForSeat,
    totals: {
      students: ordered.length,
      withOpenAlerts: ordered.filter((row) => row.openAlerts > 0).length,
      withCritical: ordered.filter((row) => row.openCritical > 0).length,
    },
    page: { number: pageNumber, size: CLASS_PAGE_SIZE, pages },
    students,
  };
}

export type ReadReason = "alert" | "browse";

/** A student's tutoring sessions, newest first, with how many flagged messages each holds. */
export async function listStudentSessions(ctx: AppContext, caller: UserRow, studentId: string, reason: ReadReason) {
  const { student } = await getOverseenStudent(ctx.database, caller, studentId);
  const rows = await ctx.database.read
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
    .where(eq(tutoringSessions.userId, student.id))
    .orderBy(desc(tutoringSessions.lastActivityAt));
  await ctx.database.write((tx) =>
    recordAudit(tx, {
      actor: caller,
      action: "list_chats",
      subjectUserId: student.id,
      districtId: student.districtId,
      reason,
    }),
  );
  return {
    student: { id: student.id, name: student.name },
    sessions: rows.map((row) => ({
      ...row,
      messageCount: Number(row.messageCount),
      flaggedCount: Number(row.flaggedCount),
      startedAt: new Date(row.startedAt).toISOString(),
      lastActivityAt: new Date(row.lastActivityAt).toISOString(),
    })),
  };
}

/** One of a student's chats, read-only, with flagged messages marked; the read is audit-logged with its reason. */
export async function readStudentChat(
  ctx: AppContext,
  caller: UserRow,
  studentId: string,
  sessionId: string,
  reason: ReadReason,
) {
  const { student } = await getOverseenStudent(ctx.database, caller, studentId);
  const [session] = await ctx.database.read
    .select({ session: tutoringSessions, subject: subjects.name })
    .from(tutoringSessions)
    .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
    .where(and(eq(tutoringSessions.id, sessionId), eq(tutoringSessions.userId, student.id)));
  if (!session) throw notFound("That tutoring session");
  const rows = await ctx.database.read
    .select()
    .from(messages)
    .where(eq(messages.sessionId, sessionId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  await ctx.database.write((tx) =>
    recordAudit(tx, {
      actor: caller,
      action: "read_chat",
      subjectUserId: student.id,
      districtId: student.districtId,
      reason,
      resourceId: sessionId,
    }),
  );
  return {
    student: { id: student.id, name: student.name },
    session: {
      id: session.session.id,
      subject: session.subject,
      topic: session.session.topic,
      status: session.session.status,
      startedAt: new Date(session.session.startedAt).toISOString(),
    },
    messages: rows.map((row) => ({
      id: row.id,
      role: row.role,
      content: row.content,
      createdAt: new Date(row.createdAt).toISOString(),
      flag: row.safetySeverity !== null ? { category: row.safetyCategory ?? "", severity: row.safetySeverity } : null,
    })),
  };
}

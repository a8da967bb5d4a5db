import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { notFound } from "../../errors";
import { recordAudit } from "../audit/public";
import { countSeatRequests } from "../lti/public";
import { loadTopicMasteries } from "../mastery/public";
import { getOverseenStudent } from "../safety/public";
import {
  type AdminScope,
  countCourses,
  readAdministeredCourses,
  readCourse,
  readLatestSessions,
  readMembers,
  readOpenAlerts,
  readSchoolName,
  readSessionMessages,
  readStudentSession,
  readStudentSessions,
  readTaughtCourses,
} from "./store";

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
    const title = (await readSchoolName(ctx.database, caller.schoolId)) ?? "Your school";
    if (asciiLower(title).includes(asciiLower(needle))) {
      school = { id: `${SCHOOL_PREFIX}${caller.schoolId}`, title, kind: "school", platform: "Bloom" };
    }
  }
  const counted = await countCourses(ctx.database, scope?.by ?? null, values);
  const taught = counted.taught;
  const others = counted.administered - counted.both;
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
    taughtPart.limit > 0 ? readTaughtCourses(ctx.database, values, taughtPart) : [],
    scope && othersPart.limit > 0 ? readAdministeredCourses(ctx.database, scope.by, values, othersPart) : [],
  ]);
  for (const row of [...taughtRows, ...otherRows]) classes.push({ ...row, kind: "course" });
  return { classes, totals: { classes: total }, page: { number, size, pages } };
}

/** Lower case as SQLite's `lower()` makes it, so the school is found by the same rule as the courses. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The courses an admin oversees besides those they teach: their school's, else their district's. */
function administeredBy(caller: UserRow): { by: AdminScope; id: string } | null {
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
    const title = (await readSchoolName(ctx.database, schoolId)) ?? "Your school";
    return { id: classId, title, kind: "school", platform: "Bloom" };
  }
  const course = await readCourse(ctx.database, caller.id, classId);
  if (!course) return undefined;
  const scope = administeredBy(caller);
  const administers = scope !== null && course[scope.by] === scope.id;
  if (!course.teaches && !administers) return undefined;
  return { id: course.id, title: course.title, kind: "course", platform: course.platform };
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
  if (!found) throw notFound("errors.notFound.class");
  const scope = found.kind === "school" ? classId.slice(SCHOOL_PREFIX.length) : classId;
  const [members, alerts, seatRequests] = await Promise.all([
    readMembers(ctx.database, found.kind, scope),
    readOpenAlerts(ctx.database, found.kind, scope),
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

  const latest =
    shown.length === 0
      ? []
      : await readLatestSessions(
          ctx.database,
          shown.map((row) => row.member.id),
        );
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
  const rows = await readStudentSessions(ctx.database, student.id);
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
  const session = await readStudentSession(ctx.database, student.id, sessionId);
  if (!session) throw notFound("errors.notFound.tutoringSession");
  const rows = await readSessionMessages(ctx.database, sessionId);
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

import { t } from "elysia";

export const ClassParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 100, error: "That is not a class id." }),
});

/** Which page of a class's students, 1 first; a page past the last answers the last. */
export const ClassQuery = t.Object({
  page: t.Optional(
    t.Numeric({ minimum: 1, maximum: 10_000, multipleOf: 1, error: "page must be a whole number from 1." }),
  ),
});

export const StudentParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64, error: "That is not a student id." }),
});

export const StudentSessionParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64, error: "That is not a student id." }),
  sessionId: t.String({ minLength: 1, maxLength: 64, error: "That is not a session id." }),
});

/** Why an adult opens a student's chat, for the audit log: following an alert, or reading the class. */
export const ReadQuery = t.Object({
  reason: t.Optional(t.UnionEnum(["alert", "browse"], { error: "reason must be alert or browse." })),
});

const ClassRef = t.Object({
  id: t.String(),
  title: t.String(),
  kind: t.UnionEnum(["course", "school"]),
  platform: t.String(),
});

/** Which page of the class list, 1 first (a page past the last answers the last), and a name to look for. */
export const ClassListQuery = t.Object({
  page: t.Optional(
    t.Numeric({ minimum: 1, maximum: 10_000, multipleOf: 1, error: "page must be a whole number from 1." }),
  ),
  // Longer than a course title needs to be told apart, short enough that a search stays cheap.
  search: t.Optional(t.String({ maxLength: 100, error: "search must be at most 100 characters." })),
});

export const ClassList = t.Object({
  /** This page's classes: a school's admin's school first, then the courses the caller teaches, then the others. */
  classes: t.Array(ClassRef),
  /** The whole list (the classes whose name holds the search, when there is one), whatever the page. */
  totals: t.Object({ classes: t.Number() }),
  /** This page (1 first) of `pages`, each of at most `size` classes; an empty list has one empty page. */
  page: t.Object({ number: t.Number(), size: t.Number(), pages: t.Number() }),
});

export const ClassOverview = t.Object({
  class: ClassRef,
  /** People who opened Bloom from the course but could not use it: no free licence seat. */
  waitingForSeat: t.Number(),
  /** The whole class, whatever the page. */
  totals: t.Object({ students: t.Number(), withOpenAlerts: t.Number(), withCritical: t.Number() }),
  /** This page (1 first) of `pages`, each of at most `size` students; an empty class has one empty page. */
  page: t.Object({ number: t.Number(), size: t.Number(), pages: t.Number() }),
  /** This page's students: those with open critical alerts first, then open alerts, then the most recently active. */
  students: t.Array(
    t.Object({
      id: t.String(),
      name: t.String(),
      lastActivityAt: t.Nullable(t.String()),
      current: t.Nullable(t.Object({ sessionId: t.String(), subject: t.String(), topic: t.String() })),
      mastery: t.Nullable(t.Number()),
      openAlerts: t.Number(),
      openCritical: t.Number(),
    }),
  ),
});

export const StudentSessions = t.Object({
  student: t.Object({ id: t.String(), name: t.String() }),
  sessions: t.Array(
    t.Object({
      id: t.String(),
      subject: t.String(),
      topic: t.String(),
      status: t.UnionEnum(["open", "paused", "ended"]),
      startedAt: t.String(),
      lastActivityAt: t.String(),
      messageCount: t.Number(),
      flaggedCount: t.Number(),
    }),
  ),
});

export const StudentChat = t.Object({
  student: t.Object({ id: t.String(), name: t.String() }),
  session: t.Object({
    id: t.String(),
    subject: t.String(),
    topic: t.String(),
    status: t.UnionEnum(["open", "paused", "ended"]),
    startedAt: t.String(),
  }),
  messages: t.Array(
    t.Object({
      id: t.String(),
      role: t.UnionEnum(["USER", "ASSISTANT"]),
      content: t.String(),
      createdAt: t.String(),
      /** Set on a message the safety screen flagged (or a model reply it replaced). */
      flag: t.Nullable(t.Object({ category: t.String(), severity: t.UnionEnum(["critical", "standard", "concern"]) })),
    }),
  ),
});

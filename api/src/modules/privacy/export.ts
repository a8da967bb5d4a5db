import { and, asc, eq, getTableColumns, gt, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/database";
import {
  auditEvents,
  conceptMastery,
  concepts,
  flashcardReviews,
  flashcards,
  guardianLinks,
  identities,
  licenceSeats,
  licences,
  ltiContextMembers,
  ltiContexts,
  ltiRegistrations,
  masteryEvidence,
  messages,
  organisations,
  outlines,
  parentalConsents,
  reviewSettings,
  safetyAlertItems,
  safetyAlerts,
  seatRequests,
  sections,
  sessionNotes,
  subjects,
  topics,
  tutoringSessions,
  type UserRow,
  users,
} from "../../db/schema";

/**
 * Everything Bloom holds about one person, as one JSON document written a page at a time, so a
 * student with years of conversations is exported without loading them all into memory. Only
 * their own rows, and none of another person's ids: what adults wrote or did about them is named
 * by role or by name, never by account (ADR 0017).
 */

/** The document's shape, for readers of the file: `bloom-export/1`. */
const EXPORT_FORMAT = "bloom-export/1";

const PAGE = 500;

interface ExportPart {
  /** The key in the document's `tables`. */
  name: string;
  /** What the part holds, in a sentence, written into the document. */
  about: string;
  read: (database: Database, userId: string) => AsyncIterable<Record<string, unknown>>;
}

/** A user's rows of a table with a time-ordered `id`, a page at a time. */
function paged<T extends SQLiteTable>(
  table: T,
  owner: SQLiteColumn,
  id: SQLiteColumn,
  map: (row: T["$inferSelect"]) => Record<string, unknown> = (row) => row as Record<string, unknown>,
) {
  return async function* (database: Database, userId: string) {
    let after: string | null = null;
    while (true) {
      const conditions: SQL[] = [eq(owner, userId)];
      if (after !== null) conditions.push(gt(id, after));
      const rows = (await database.read
        .select()
        .from(table as SQLiteTable)
        .where(and(...conditions))
        .orderBy(asc(id))
        .limit(PAGE)) as T["$inferSelect"][];
      for (const row of rows) yield map(row);
      if (rows.length < PAGE) return;
      after = (rows.at(-1) as Record<string, string>)[columnKey(table, id)]!;
    }
  };
}

function columnKey(table: SQLiteTable, column: SQLiteColumn): string {
  return Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)![0];
}

async function* all(rows: Promise<Record<string, unknown>[]>) {
  yield* await rows;
}

/** Every part of the export, in the order a reader meets them. */
const EXPORT_PARTS: ExportPart[] = [
  {
    name: "identities",
    about: "The sign-ins linked to the account (the provider and the provider's id for you).",
    read: paged(identities, identities.userId, identities.id, ({ issuer, subject, createdAt }) => ({
      issuer,
      subject,
      createdAt,
    })),
  },
  { name: "subjects", about: "Your subjects.", read: paged(subjects, subjects.userId, subjects.id) },
  { name: "outlines", about: "Each subject's outline of topics.", read: paged(outlines, outlines.userId, outlines.id) },
  { name: "topics", about: "The topics you studied.", read: paged(topics, topics.userId, topics.id) },
  { name: "sections", about: "The sections of those topics.", read: paged(sections, sections.userId, sections.id) },
  { name: "concepts", about: "The concepts of those sections.", read: paged(concepts, concepts.userId, concepts.id) },
  {
    name: "conceptMastery",
    about: "Your mastery of each concept, and the tutoring activity on it.",
    read: (database, userId) =>
      all(database.read.select().from(conceptMastery).where(eq(conceptMastery.userId, userId))),
  },
  {
    name: "masteryEvidence",
    about: "Every graded answer that moved your mastery, with the mastery before and after.",
    read: paged(masteryEvidence, masteryEvidence.userId, masteryEvidence.id),
  },
  {
    name: "tutoringSessions",
    about: "Your tutoring sessions.",
    read: paged(tutoringSessions, tutoringSessions.userId, tutoringSessions.id),
  },
  {
    name: "messages",
    about: "Every message of your tutoring conversations, yours and the tutor's.",
    read: paged(messages, messages.userId, messages.id),
  },
  {
    name: "sessionNotes",
    about: "Facts learned and mistakes noted in your sessions.",
    read: paged(sessionNotes, sessionNotes.userId, sessionNotes.id),
  },
  {
    name: "flashcards",
    about: "Your flashcards and their review schedule.",
    read: paged(flashcards, flashcards.userId, flashcards.id),
  },
  {
    name: "flashcardReviews",
    about: "Every answer you gave to a flashcard, with its grade and feedback.",
    read: paged(flashcardReviews, flashcardReviews.userId, flashcardReviews.id),
  },
  {
    name: "reviewSettings",
    about: "Your flashcard review settings, and the memory model (FSRS weights) fitted to your own reviews.",
    read: (database, userId) =>
      all(database.read.select().from(reviewSettings).where(eq(reviewSettings.userId, userId))),
  },
  {
    name: "safetyAlerts",
    about:
      "Safety alerts about your messages: what was flagged and when, and their state. The adults' own notes are theirs and are not included.",
    read: (database, userId) =>
      all(
        database.read
          .select({
            id: safetyAlerts.id,
            sessionId: safetyAlerts.sessionId,
            category: safetyAlerts.category,
            severity: safetyAlerts.severity,
            status: safetyAlerts.status,
            engines: safetyAlerts.engines,
            scores: safetyAlerts.scores,
            messageCount: safetyAlerts.messageCount,
            firstMessageAt: safetyAlerts.firstMessageAt,
            lastMessageAt: safetyAlerts.lastMessageAt,
            acknowledgedAt: safetyAlerts.acknowledgedAt,
            resolvedAt: safetyAlerts.resolvedAt,
          })
          .from(safetyAlerts)
          .where(eq(safetyAlerts.studentId, userId)),
      ),
  },
  {
    name: "safetyAlertMessages",
    about: "Which of your messages each safety alert is about.",
    read: (database, userId) =>
      all(
        database.read
          .select({
            alertId: safetyAlertItems.alertId,
            messageId: safetyAlertItems.messageId,
            replyId: safetyAlertItems.replyId,
            createdAt: safetyAlertItems.createdAt,
          })
          .from(safetyAlertItems)
          .innerJoin(safetyAlerts, eq(safetyAlerts.id, safetyAlertItems.alertId))
          .where(eq(safetyAlerts.studentId, userId)),
      ),
  },
  {
    name: "courses",
    about: "The learning-platform courses you opened Bloom from, and your role in each.",
    read: (database, userId) =>
      all(
        database.read
          .select({
            platform: ltiRegistrations.name,
            course: ltiContexts.title,
            role: ltiContextMembers.role,
            platformUserId: ltiContextMembers.ltiUserId,
            lastLaunchAt: ltiContextMembers.lastLaunchAt,
          })
          .from(ltiContextMembers)
          .innerJoin(ltiContexts, eq(ltiContexts.id, ltiContextMembers.contextRowId))
          .innerJoin(ltiRegistrations, eq(ltiRegistrations.id, ltiContexts.registrationId))
          .where(eq(ltiContextMembers.userId, userId)),
      ),
  },
  {
    name: "seatRequests",
    about: "Courses where you opened Bloom but your school's licence had no free seat for you yet.",
    read: (database, userId) =>
      all(
        database.read
          .select({ course: ltiContexts.title, firstAt: seatRequests.firstAt, lastAt: seatRequests.lastAt })
          .from(seatRequests)
          .innerJoin(ltiContexts, eq(ltiContexts.id, seatRequests.contextRowId))
          .where(eq(seatRequests.userId, userId)),
      ),
  },
  {
    name: "licenceSeats",
    about: "The school or organisation licences that give you access.",
    read: (database, userId) =>
      all(
        database.read
          .select({
            organisation: organisations.name,
            plan: licences.plan,
            endsAt: licences.endsAt,
            source: licenceSeats.source,
            assignedAt: licenceSeats.assignedAt,
          })
          .from(licenceSeats)
          .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
          .innerJoin(organisations, eq(organisations.id, licences.organisationId))
          .where(eq(licenceSeats.userId, userId)),
      ),
  },
  {
    name: "parentalConsents",
    about: "Requests for a parent's consent to your account, and the answers.",
    read: (database, userId) =>
      all(
        database.read
          .select({
            parentEmail: parentalConsents.parentEmail,
            createdAt: parentalConsents.createdAt,
            expiresAt: parentalConsents.expiresAt,
            decidedAt: parentalConsents.decidedAt,
            decision: parentalConsents.decision,
          })
          .from(parentalConsents)
          .where(eq(parentalConsents.userId, userId)),
      ),
  },
  {
    name: "guardianLinks",
    about:
      "The parent or guardian you named, and whether they confirmed; or, if you are someone's guardian, whose and since when.",
    read: (database, userId) =>
      all(
        database.read
          .select({
            student: users.name,
            guardianEmail: guardianLinks.email,
            youAre: sql<string>`case when ${guardianLinks.studentId} = ${userId} then 'the student' else 'the guardian' end`,
            createdAt: guardianLinks.createdAt,
            addressConfirmedAt: guardianLinks.verifiedAt,
            acceptedAt: guardianLinks.acceptedAt,
          })
          .from(guardianLinks)
          .innerJoin(users, eq(users.id, guardianLinks.studentId))
          .where(or(eq(guardianLinks.studentId, userId), eq(guardianLinks.guardianUserId, userId))),
      ),
  },
  {
    name: "accessLog",
    about:
      "When an adult at your school or district read your conversations or alerts, or exported your data, and why.",
    read: (database, userId) =>
      all(
        database.read
          .select({
            by: auditEvents.actorName,
            action: auditEvents.action,
            reason: auditEvents.reason,
            at: auditEvents.createdAt,
          })
          .from(auditEvents)
          .where(eq(auditEvents.subjectUserId, userId)),
      ),
  },
];

/**
 * The fields that hold a time. Bloom stores times as Unix milliseconds (billing's two as Unix
 * seconds, as Stripe gives them), which a person reading their own data cannot read, so the export
 * writes every one as an ISO 8601 date-time in UTC instead.
 */
const MILLISECOND_FIELDS = new Set(["at", "due", "lastPracticed", "lastReview"]);
const SECOND_FIELDS = new Set(["trialEnd", "currentPeriodEnd"]);

/** A `JSON.stringify` replacer that writes every time field as an ISO 8601 date-time. */
function readableTimes(key: string, value: unknown): unknown {
  if (typeof value !== "number" || !Number.isFinite(value)) return value;
  if (SECOND_FIELDS.has(key)) return new Date(value * 1000).toISOString();
  if (key.endsWith("At") || MILLISECOND_FIELDS.has(key)) return new Date(value).toISOString();
  return value;
}

/** The profile as exported: every field of the account, billing status included. */
function profileOf(user: UserRow) {
  const { id, email, name, role, districtId, schoolId, subscriptionStatus, trialEnd, currentPeriodEnd } = user;
  return {
    id,
    email,
    name,
    role,
    districtId,
    schoolId,
    timeZone: user.timeZone,
    birthYear: user.birthYear,
    guardianEmail: user.guardianEmail,
    consentStatus: user.consentStatus,
    isDemo: user.isDemo,
    billing: {
      subscriptionStatus,
      trialEnd,
      currentPeriodEnd,
      stripeCustomerId: user.stripeCustomerId,
      stripeSubscriptionId: user.stripeSubscriptionId,
    },
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** The export as a stream of UTF-8 JSON text. */
export function exportUserData(database: Database, user: UserRow, now = Date.now()): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  async function* text() {
    yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"exportedAt":${JSON.stringify(new Date(now).toISOString())},`;
    yield `"about":${JSON.stringify(
      "Everything Bloom holds about you. Times are ISO 8601 date-times in UTC, such as 2026-11-28T09:14:00.000Z. Each table is described in `descriptions`.",
    )},`;
    yield `"descriptions":${JSON.stringify(Object.fromEntries(EXPORT_PARTS.map((part) => [part.name, part.about])))},`;
    yield `"profile":${JSON.stringify(profileOf(user), readableTimes)},"tables":{`;
    for (const [index, part] of EXPORT_PARTS.entries()) {
      yield `${index === 0 ? "" : ","}${JSON.stringify(part.name)}:[`;
      let first = true;
      let buffer = "";
      for await (const row of part.read(database, user.id)) {
        buffer += (first ? "" : ",") + JSON.stringify(row, readableTimes);
        first = false;
        if (buffer.length > 64_000) {
          yield buffer;
          buffer = "";
        }
      }
      yield `${buffer}]`;
    }
    yield "}}";
  }
  const source = text();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}

/** The file name a browser saves the export as. */
export function exportFileName(user: UserRow, now = Date.now()): string {
  return `bloom-data-${new Date(now).toISOString().slice(0, 10)}-${user.id.slice(-8)}.json`;
}

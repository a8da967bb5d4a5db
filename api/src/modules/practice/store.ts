import type { ReviewSchedule } from "@bloom/domain";
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database, Db, WriteTx } from "../../db/database";
import { keptRead } from "../../db/kept-query";
import {
  conceptMastery,
  concepts,
  flashcardReviews,
  flashcards,
  masteryEvidence,
  type SubjectRow,
  subjects,
  users,
} from "../../db/schema";
import type { FlashcardFilter } from "./model";

/**
 * The cards-and-reviews store: every statement practice makes on flashcards, their reviews and the
 * rows they are generated from. Reads take `Db` (the database's `read`) or a write's `tx`; writes a `tx`.
 */

export type FlashcardRow = typeof flashcards.$inferSelect;
type NewFlashcard = typeof flashcards.$inferInsert;
type NewReview = typeof flashcardReviews.$inferInsert;
type ReviewRow = typeof flashcardReviews.$inferSelect;

const SCOPE_COLUMNS = {
  subject: flashcards.subject,
  topic: flashcards.topic,
  section: flashcards.section,
  conceptId: flashcards.conceptId,
} as const;
const SCOPE_KEYS = ["subject", "topic", "section", "conceptId"] as const;

/**
 * The filters' conditions; the mastery range is not among them, because mastery is computed as of
 * now. `valueFor` gives a set filter's value, or its placeholder in a statement kept built.
 */
function scopeConditions(
  userId: string | Placeholder,
  filter: FlashcardFilter,
  valueFor: (key: (typeof SCOPE_KEYS)[number]) => string | Placeholder = (key) => filter[key]!,
): SQL[] {
  const conditions: SQL[] = [eq(flashcards.userId, userId)];
  for (const key of SCOPE_KEYS) {
    if (filter[key]) conditions.push(eq(SCOPE_COLUMNS[key], valueFor(key)));
  }
  if (filter.status === "new") conditions.push(eq(flashcards.reps, 0));
  if (filter.status === "suspended") conditions.push(eq(flashcards.suspended, true));
  return conditions;
}

/** The schedule's columns of a card row. */
export function scheduleColumns(schedule: ReviewSchedule) {
  return {
    due: schedule.due,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsedDays: schedule.elapsedDays,
    scheduledDays: schedule.scheduledDays,
    learningSteps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    lastReview: schedule.lastReview,
  };
}

/** The columns an answer changes: what an undo puts back. */
export function answerColumns(row: FlashcardRow) {
  return {
    mastery: row.mastery,
    lastMasteryScore: row.lastMasteryScore,
    lastScore: row.lastScore,
    feedback: row.feedback,
    successCount: row.successCount,
    failCount: row.failCount,
    attempts: row.attempts,
    lastPracticed: row.lastPracticed,
    ...scheduleColumns(row),
  };
}
export type AnswerColumns = ReturnType<typeof answerColumns>;

// Cards

export async function readOwnedCard(db: Db | WriteTx, userId: string, cardId: string): Promise<FlashcardRow | null> {
  const [row] = await db
    .select()
    .from(flashcards)
    .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)));
  return row ?? null;
}

/** The user's cards in the filter's scope, oldest first. */
export function readCards(db: Db, userId: string, filter: FlashcardFilter): Promise<FlashcardRow[]> {
  return db
    .select()
    .from(flashcards)
    .where(and(...scopeConditions(userId, filter)))
    .orderBy(asc(flashcards.createdAt), asc(flashcards.id));
}

/** What the statistics read of a card. */
export type StatsCard = Pick<FlashcardRow, "suspended" | "reps" | "stability" | "lastReview">;

/** The statistics' read for the filters that are set, with a placeholder for each value. */
function buildStatsRead(db: Db, filter: FlashcardFilter) {
  return db
    .select({
      suspended: flashcards.suspended,
      reps: flashcards.reps,
      stability: flashcards.stability,
      lastReview: flashcards.lastReview,
    })
    .from(flashcards)
    .where(and(...scopeConditions(sql.placeholder("userId"), filter, (key) => sql.placeholder(key))))
    .prepare();
}

/**
 * The statistics' reads kept built, one per shape of filter (which filters are set, so each keeps
 * its index): the statistics are read on every practice screen, and building their SQL cost as
 * much as running it (ADR 0041).
 */
const statsReads = new Map<string, (database: Database) => ReturnType<typeof buildStatsRead>>();

/**
 * Only the columns mastery needs of the user's cards in the filter's scope, as arrays: mapping
 * each row to an object cost more than the mastery.
 */
export async function readStatsCards(
  database: Database,
  userId: string,
  filter: FlashcardFilter,
): Promise<StatsCard[]> {
  const scope = SCOPE_KEYS.filter((key) => filter[key]);
  const shape = `${scope.join(",")}:${filter.status ?? ""}`;
  let read = statsReads.get(shape);
  if (!read) {
    read = keptRead((db) => buildStatsRead(db, filter));
    statsReads.set(shape, read);
  }
  const values = Object.fromEntries(scope.map((key) => [key, filter[key]]));
  const rows: unknown[][] = await read(database).values({ userId, ...values });
  return rows.map(([suspended, reps, stability, lastReview]) => ({
    suspended: Boolean(suspended),
    reps: Number(reps),
    stability: Number(stability),
    lastReview: lastReview === null ? null : Number(lastReview),
  }));
}

export async function insertCards(tx: WriteTx, rows: NewFlashcard[]): Promise<FlashcardRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(flashcards).values(rows).returning();
}

/** Changes one of the user's cards; null when the user has no such card. */
export async function updateOwnedCard(
  tx: WriteTx,
  userId: string,
  cardId: string,
  change: Partial<Pick<FlashcardRow, "question" | "answer" | "suspended">>,
): Promise<FlashcardRow | null> {
  if (Object.keys(change).length === 0) return readOwnedCard(tx, userId, cardId);
  const [row] = await tx
    .update(flashcards)
    .set(change)
    .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Deletes one of the user's cards and, by cascade, its reviews; the evidence its answers gave is kept,
 * unlinked from them. False when the user has no such card.
 */
export async function deleteOwnedCard(tx: WriteTx, userId: string, cardId: string): Promise<boolean> {
  await tx
    .update(masteryEvidence)
    .set({ reviewId: null })
    .where(and(eq(masteryEvidence.userId, userId), eq(masteryEvidence.flashcardId, cardId)));
  const deleted = await tx
    .delete(flashcards)
    .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)))
    .returning({ id: flashcards.id });
  return deleted.length > 0;
}

/** The questions the user's cards of these concepts already ask, so generating again adds no duplicate. */
export function readConceptQuestions(tx: WriteTx, userId: string, conceptIds: string[]) {
  return tx
    .select({ conceptId: flashcards.conceptId, question: flashcards.question })
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), inArray(flashcards.conceptId, conceptIds)));
}

// Answers

/**
 * Records an answer: the card's change, on condition that the card is still as `before` (read
 * before the write), and the review. False, with nothing written, when another change landed first.
 */
export async function recordAnswer(
  tx: WriteTx,
  before: FlashcardRow,
  change: Partial<FlashcardRow>,
  review: NewReview,
): Promise<boolean> {
  // An answer, an undo, a suspension and the optimiser change one of these; none of them, the card is as read.
  const updated = await tx
    .update(flashcards)
    .set(change)
    .where(
      and(
        eq(flashcards.id, before.id),
        eq(flashcards.userId, before.userId),
        sql`${flashcards.lastPracticed} is ${before.lastPracticed}`,
        sql`${flashcards.lastReview} is ${before.lastReview}`,
        eq(flashcards.reps, before.reps),
        eq(flashcards.suspended, before.suspended),
        eq(flashcards.stability, before.stability),
        eq(flashcards.difficulty, before.difficulty),
      ),
    )
    .returning({ id: flashcards.id });
  if (updated.length === 0) return false;
  await tx.insert(flashcardReviews).values(review);
  return true;
}

/** The user's latest answer, to any card. */
export async function readLastReview(tx: WriteTx, userId: string): Promise<ReviewRow | null> {
  const [row] = await tx
    .select()
    .from(flashcardReviews)
    .where(eq(flashcardReviews.userId, userId))
    .orderBy(desc(flashcardReviews.reviewedAt), desc(flashcardReviews.id))
    .limit(1);
  return row ?? null;
}

/** Puts back a card's answer columns, removes the answer and its evidence, and returns the concepts that had evidence. */
export async function undoReview(
  tx: WriteTx,
  cardId: string,
  reviewId: string,
  columns: AnswerColumns,
): Promise<{ card: FlashcardRow; conceptIds: string[] }> {
  const [card] = await tx.update(flashcards).set(columns).where(eq(flashcards.id, cardId)).returning();
  const removed = await tx
    .delete(masteryEvidence)
    .where(eq(masteryEvidence.reviewId, reviewId))
    .returning({ conceptId: masteryEvidence.conceptId });
  await tx.delete(flashcardReviews).where(eq(flashcardReviews.id, reviewId));
  return { card: card!, conceptIds: [...new Set(removed.map((row) => row.conceptId))] };
}

/** A card's answers, newest first. */
export function readCardReviews(db: Db, userId: string, cardId: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(flashcardReviews)
    .where(and(eq(flashcardReviews.flashcardId, cardId), eq(flashcardReviews.userId, userId)))
    .orderBy(desc(flashcardReviews.reviewedAt), desc(flashcardReviews.id));
}

// Queues

/** What the Quick Test queue is made of as of `now`, with today's counted answers since `dayStart`. */
export async function readQueue(db: Db, userId: string, now: number, dayStart: number) {
  const reviewable = [eq(flashcards.userId, userId), eq(flashcards.suspended, false)];
  const [dueReviews, newCards, [today], [next]] = await Promise.all([
    db
      .select()
      .from(flashcards)
      .where(and(...reviewable, gt(flashcards.reps, 0), lte(flashcards.due, now)))
      .orderBy(asc(flashcards.due), asc(flashcards.id)),
    db
      .select()
      .from(flashcards)
      .where(and(...reviewable, eq(flashcards.reps, 0)))
      .orderBy(asc(flashcards.createdAt), asc(flashcards.id)),
    db
      .select({
        newToday: sql<number>`coalesce(sum(${flashcardReviews.previousState} = 0), 0)`,
        reviewsToday: sql<number>`coalesce(sum(${flashcardReviews.previousState} <> 0), 0)`,
      })
      .from(flashcardReviews)
      .where(
        and(
          eq(flashcardReviews.userId, userId),
          eq(flashcardReviews.counted, true),
          gte(flashcardReviews.reviewedAt, dayStart),
        ),
      ),
    db
      .select({ due: sql<number | null>`min(${flashcards.due})` })
      .from(flashcards)
      .where(and(...reviewable, gt(flashcards.reps, 0), gt(flashcards.due, now))),
  ]);
  return {
    dueReviews,
    newCards,
    newToday: Number(today?.newToday ?? 0),
    reviewsToday: Number(today?.reviewsToday ?? 0),
    nextDue: next?.due ? Number(next.due) : null,
  };
}

/** Cards not suspended whose latest answer scored under `passScore`, practised since `since`, least recent first. */
export function readIncorrectCards(db: Db, userId: string, since: number, passScore: number) {
  return db
    .select()
    .from(flashcards)
    .where(
      and(
        eq(flashcards.userId, userId),
        eq(flashcards.suspended, false),
        gte(flashcards.lastPracticed, since),
        lt(flashcards.lastScore, passScore),
      ),
    )
    .orderBy(asc(flashcards.lastPracticed));
}

// What cards are made from and shown with

/** The user's subject by name (any letter case) or id. */
export async function readSubject(db: Db, userId: string, nameOrId: string): Promise<SubjectRow | null> {
  const key = nameOrId.trim();
  const [row] = await db
    .select()
    .from(subjects)
    .where(
      and(eq(subjects.userId, userId), sql`(${subjects.id} = ${key} or ${subjects.nameKey} = ${key.toLowerCase()})`),
    );
  return row ?? null;
}

export async function readUserTimeZone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? null;
}

/** The user's concept's label and stored mastery (null before its first evidence); null when it is not the user's. */
export async function readConcept(db: Db, userId: string, conceptId: string) {
  const [row] = await db
    .select({ label: concepts.label, stored: conceptMastery })
    .from(concepts)
    .leftJoin(conceptMastery, eq(conceptMastery.conceptId, concepts.id))
    .where(and(eq(concepts.id, conceptId), eq(concepts.userId, userId)));
  return row ?? null;
}

import {
  type AnswerOutcome,
  CARD_STATES,
  cardMastery,
  chooseCelebration,
  FLASHCARD_BKT,
  flashcardStatus,
  intervalDays,
  isDue,
  isKnownTimeZone,
  isPass,
  newSchedule,
  PASS_SCORE,
  parseCardText,
  type ReviewSchedule,
  ratingFromAnswer,
  scheduleReview,
  startOfLocalDay,
} from "@bloom/domain";
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AiProvider } from "../../ai";
import type { AnswerGrade } from "../../ai/provider";
import type { AppContext } from "../../context";
import { Database, type WriteTx } from "../../db/database";
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
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import { logger } from "../../logger";
import {
  applyConceptEvidence,
  ensurePlannedTopic,
  hasConcepts,
  loadMasteryInputs,
  loadPlannedTopic,
  loadReviewWeights,
  replayConceptEvidence,
  topicNeedsModel,
} from "../mastery/public";
import { createSubject } from "../subjects/public";
import type { Flashcard } from "./model";
import { loadReviewSettings } from "./settings";

type FlashcardRow = typeof flashcards.$inferSelect;
type Weights = readonly number[] | null;

export interface FlashcardFilter {
  subject?: string;
  topic?: string;
  section?: string;
  conceptId?: string;
  /** Inclusive; cards never reviewed (New) have no mastery and match no range. */
  minMastery?: number;
  /** Exclusive. */
  maxMastery?: number;
  /** Only New cards (never reviewed), or only suspended ones. */
  status?: "new" | "suspended";
}

/**
 * The card as the API shows it (spec §3 Flashcard), with honest values: `mastery` is the card's
 * FSRS-aware mastery now (0 with status "new" when it was never reviewed), not its last grade.
 */
export function toFlashcard(row: FlashcardRow, now: number, weights: Weights): Flashcard {
  const mastery = cardMastery(row, now, weights);
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    subject: row.subject,
    topic: row.topic,
    section: row.section,
    conceptId: row.conceptId,
    mastery: mastery ?? 0,
    status: flashcardStatus(mastery),
    lastMasteryScore: row.lastMasteryScore,
    lastScore: row.lastScore,
    feedback: row.feedback,
    successCount: row.successCount,
    failCount: row.failCount,
    attempts: row.attempts,
    createdAt: new Date(row.createdAt).toISOString(),
    lastPracticed: row.lastPracticed === null ? null : new Date(row.lastPracticed).toISOString(),
    dueAt: new Date(row.due).toISOString(),
    isDue: isDue(row, now, row.suspended),
    suspended: row.suspended,
    state: CARD_STATES[row.state] ?? "new",
    intervalDays: intervalDays(row),
    reps: row.reps,
    lapses: row.lapses,
  };
}

const SCOPE_COLUMNS = {
  subject: flashcards.subject,
  topic: flashcards.topic,
  section: flashcards.section,
  conceptId: flashcards.conceptId,
} as const;
type ScopeKey = keyof typeof SCOPE_COLUMNS;
const SCOPE_KEYS = Object.keys(SCOPE_COLUMNS) as ScopeKey[];

/** The filters' conditions, with their values or, for a prepared query, placeholders in their place. */
function scopeConditions(
  userId: string | Placeholder,
  filter: FlashcardFilter,
  bind: (key: ScopeKey) => string | Placeholder = (key) => filter[key]!,
): SQL[] {
  const conditions: SQL[] = [eq(flashcards.userId, userId)];
  for (const key of SCOPE_KEYS) if (filter[key]) conditions.push(eq(SCOPE_COLUMNS[key], bind(key)));
  if (filter.status === "new") conditions.push(eq(flashcards.reps, 0));
  if (filter.status === "suspended") conditions.push(eq(flashcards.suspended, true));
  return conditions;
}

/** Whether a card's mastery now falls in the filter's range; a New card has none to fall in. */
function inRange(mastery: number | null, filter: FlashcardFilter): boolean {
  if (filter.minMastery === undefined && filter.maxMastery === undefined) return true;
  if (mastery === null) return false;
  return (
    (filter.minMastery === undefined || mastery >= filter.minMastery) &&
    (filter.maxMastery === undefined || mastery < filter.maxMastery)
  );
}

/** The user's cards matching the filters, oldest first, shown as of `now`. */
export async function listFlashcards(
  database: Database,
  userId: string,
  filter: FlashcardFilter,
  now = Date.now(),
): Promise<Flashcard[]> {
  const [rows, settings] = await Promise.all([
    database.read
      .select()
      .from(flashcards)
      .where(and(...scopeConditions(userId, filter)))
      .orderBy(asc(flashcards.createdAt), asc(flashcards.id)),
    loadReviewSettings(database, userId),
  ]);
  return rows
    .filter((row) => inRange(cardMastery(row, now, settings.weights), filter))
    .map((row) => toFlashcard(row, now, settings.weights));
}

/**
 * Cards answered (with at least one counted review) and their mean mastery now, over cards that
 * are not suspended, under the same filters as the list. The statistics are read on every practice
 * screen, so only the columns mastery needs are read, by a query prepared once for each combination
 * of filters.
 */
export async function getPracticeStats(database: Database, userId: string, filter: FlashcardFilter, now = Date.now()) {
  const scope = SCOPE_KEYS.filter((key) => filter[key]);
  const cards = database.prepared(`practice.stats:${scope.join(",")}:${filter.status ?? ""}`, (db) =>
    db
      .select({
        suspended: flashcards.suspended,
        reps: flashcards.reps,
        stability: flashcards.stability,
        lastReview: flashcards.lastReview,
      })
      .from(flashcards)
      .where(and(...scopeConditions(sql.placeholder("userId"), filter, (key) => sql.placeholder(key))))
      .prepare(),
  );
  const [rows, weights] = await Promise.all([
    // Rows as arrays, in the order selected: mapping each through drizzle cost more than the mastery.
    cards.values({ userId, ...Object.fromEntries(scope.map((key) => [key, filter[key]])) }),
    loadReviewWeights(database, userId),
  ]);
  return practiceStatsOf(
    (rows as unknown as StatsRow[]).map((row) => ({
      suspended: row[0] === 1,
      reps: row[1],
      stability: row[2],
      lastReview: row[3],
    })),
    now,
    weights,
    filter,
  );
}

/** A card's row as the statement gives it: suspended (0 or 1), reps, stability, last review. */
type StatsRow = { 0: number; 1: number; 2: number; 3: number | null };

/** What the statistics read of a card. */
type StatsCard = Pick<FlashcardRow, "suspended" | "reps" | "stability" | "lastReview">;

/** The statistics of these cards: those not suspended, with a mastery now, in the filter's range. */
function practiceStatsOf(rows: StatsCard[], now: number, weights: Weights, filter: FlashcardFilter = {}) {
  let cardsAnswered = 0;
  let total = 0;
  for (const row of rows) {
    if (row.suspended) continue;
    const mastery = cardMastery(row, now, weights);
    if (mastery === null || !inRange(mastery, filter)) continue;
    cardsAnswered++;
    total += mastery;
  }
  return { cardsAnswered, averageMastery: cardsAnswered === 0 ? 0 : total / cardsAnswered };
}

/** One of the user's cards; another user's card is a 404. */
export async function getOwnedFlashcard(
  database: Database | WriteTx,
  userId: string,
  cardId: string,
): Promise<FlashcardRow> {
  const db = database instanceof Database ? database.read : database;
  const [row] = await db
    .select()
    .from(flashcards)
    .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)));
  if (!row) throw notFound("That flashcard");
  return row;
}

/** The user's subject by name (any letter case) or id. */
async function findSubject(database: Database, userId: string, nameOrId: string): Promise<SubjectRow | undefined> {
  const key = nameOrId.trim();
  const [row] = await database.read
    .select()
    .from(subjects)
    .where(
      and(eq(subjects.userId, userId), sql`(${subjects.id} = ${key} or ${subjects.nameKey} = ${key.toLowerCase()})`),
    );
  return row;
}

/**
 * Creates a card by hand (spec §3 create payload). Subject, topic, question and answer are
 * required after trimming; the section falls back to the topic and the concept to the section.
 */
export async function createFlashcard(
  database: Database,
  userId: string,
  input: { subject: string; topic: string; question: string; answer: string; section?: string; conceptId?: string },
): Promise<FlashcardRow> {
  const subject = input.subject.trim();
  const topic = input.topic.trim();
  const question = input.question.trim();
  const answer = input.answer.trim();
  if (!subject || !topic || !question || !answer)
    throw new AppError("VALIDATION_FAILED", "Please fill in all required fields.");
  const section = input.section?.trim() || topic;
  const conceptId = input.conceptId?.trim() || section;
  const subjectRow = await findSubject(database, userId, subject);
  const now = Date.now();
  const [row] = await database.write((tx) =>
    tx
      .insert(flashcards)
      .values({
        id: newId(),
        userId,
        subjectId: subjectRow?.id ?? null,
        subject: subjectRow?.name ?? subject,
        topic,
        section,
        conceptId,
        question,
        answer,
        ...scheduleColumns(newSchedule(now)),
        createdAt: now,
      })
      .returning(),
  );
  return row!;
}

function scheduleColumns(schedule: ReviewSchedule) {
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
function answerColumns(row: FlashcardRow) {
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

/** The answer as it is graded and stored: trimmed, and refused when nothing is left. */
function answerText(rawAnswer: string): string {
  const userAnswer = rawAnswer.trim();
  if (!userAnswer) throw new AppError("VALIDATION_FAILED", "Please write an answer before submitting.");
  return userAnswer;
}

/**
 * The grade of an answer to a card, read as it is stored (a front and back in the question, or the
 * question and its answer), before anything is written: the evaluate route's grade, and the one
 * `bun run eval:grader` prints, so the two cannot drift apart.
 */
export async function gradeCardAnswer(
  ai: AiProvider,
  card: Pick<FlashcardRow, "id" | "question" | "answer" | "subject">,
  rawAnswer: string,
  signal?: AbortSignal,
): Promise<AnswerGrade> {
  const userAnswer = answerText(rawAnswer);
  const { front, back } = parseCardText(card.question);
  return ai
    .gradeAnswer(
      { question: front, expectedAnswer: back ?? card.answer, userAnswer, subjectName: card.subject },
      { signal },
    )
    .catch((error: unknown) => {
      logger.warn("Grading failed", { cardId: card.id, error });
      throw new AppError("AI_FAILED", "Failed to evaluate answer. Please try again.");
    });
}

/** What the client measured about the answer, besides its text. */
export interface AnswerTiming {
  /** Milliseconds from showing the card to submitting; only used to tell effortless recall (Easy). */
  responseMs?: number;
}

/**
 * Grades an answer to one of the user's cards and records it (spec §4 Flashcard answer flow),
 * answering in one go everything the client shows. Only an answer to a due card counts: it moves
 * the FSRS schedule, the card's mastery and counts, and gives its concept evidence. An answer
 * before the card is due (or to a suspended card) is practice: graded and logged, nothing else.
 * Grading happens before the write; a grading failure changes nothing.
 */
export async function evaluateAnswer(
  ctx: AppContext,
  userId: string,
  cardId: string,
  rawAnswer: string,
  timing: AnswerTiming = {},
  signal?: AbortSignal,
) {
  const userAnswer = answerText(rawAnswer);
  const card = await getOwnedFlashcard(ctx.database, userId, cardId);
  const grade = await gradeCardAnswer(ctx.ai, card, userAnswer, signal);

  return ctx.database.write(async (tx) => {
    const [current] = await tx.select().from(flashcards).where(eq(flashcards.id, card.id));
    if (!current) throw notFound("That flashcard");
    const settings = await loadReviewSettings(tx, userId);
    const now = Math.max(Date.now(), (current.lastReview ?? 0) + 1, (current.lastPracticed ?? 0) + 1);
    const counted = isDue(current, now, current.suspended);
    const rating = ratingFromAnswer(
      { score: grade.mastery, responseMs: timing.responseMs, answerLength: userAnswer.length },
      current.state,
    );
    const schedule = counted ? scheduleReview(current, rating, now, settings) : current;
    const cardBefore = cardMastery(current, now, settings.weights);
    const pass = isPass(grade.mastery);
    const [updated] = await tx
      .update(flashcards)
      .set(
        counted
          ? {
              mastery: cardMastery(schedule, now, settings.weights) ?? 0,
              lastMasteryScore: cardBefore,
              lastScore: grade.mastery,
              feedback: grade.feedback,
              successCount: current.successCount + (pass ? 1 : 0),
              failCount: current.failCount + (pass ? 0 : 1),
              attempts: current.attempts + 1,
              lastPracticed: now,
              ...scheduleColumns(schedule),
            }
          : { lastScore: grade.mastery, feedback: grade.feedback, lastPracticed: now },
      )
      .where(eq(flashcards.id, card.id))
      .returning();
    const after = updated!;
    const cardAfter = cardMastery(after, now, settings.weights);

    const reviewId = newId();
    await tx.insert(flashcardReviews).values({
      id: reviewId,
      flashcardId: card.id,
      userId,
      userAnswer,
      mastery: grade.mastery,
      previousMastery: current.lastScore,
      rating,
      feedback: grade.feedback,
      misconception: grade.misconception,
      correction: grade.correction,
      state: after.state,
      stability: after.stability,
      difficulty: after.difficulty,
      due: after.due,
      counted,
      previousState: current.state,
      responseMs: timing.responseMs ?? null,
      cardMasteryBefore: cardBefore,
      cardMasteryAfter: cardAfter,
      cardBefore: JSON.stringify(answerColumns(current)),
      reviewedAt: now,
    });

    const concept = counted
      ? await conceptChange(ctx, tx, userId, current, reviewId, grade.mastery, now)
      : await conceptUnchanged(tx, userId, current.conceptId, now);

    const others = await tx
      .select()
      .from(flashcards)
      .where(and(eq(flashcards.userId, userId), ne(flashcards.id, card.id)));
    const statsBefore = practiceStatsOf([...others, current], now, settings.weights);
    const statsAfter = practiceStatsOf([...others, after], now, settings.weights);
    const outcome: AnswerOutcome = {
      passed: grade.mastery >= PASS_SCORE,
      counted,
      cardBefore,
      cardAfter,
      averageBefore: statsBefore.averageMastery,
      averageAfter: statsAfter.averageMastery,
      answeredBefore: statsBefore.cardsAnswered,
      answeredAfter: statsAfter.cardsAnswered,
    };
    return {
      ...grade,
      reviewId,
      counted,
      practiceReason: counted ? null : current.suspended ? ("suspended" as const) : ("not-due" as const),
      rating,
      card: toFlashcard(after, now, settings.weights),
      cardMastery: { before: cardBefore, after: cardAfter },
      concept,
      stats: statsAfter,
      celebration: chooseCelebration(outcome),
    };
  });
}

/** A concept's mastery now before and after an answer, as the evaluation reports it. */
export interface ConceptMasteryChange {
  id: string;
  label: string | null;
  before: number;
  after: number;
}

/** Gives the card's concept the evidence of a counted answer and reports its mastery now, before and after. */
async function conceptChange(
  ctx: AppContext,
  tx: WriteTx,
  userId: string,
  card: FlashcardRow,
  reviewId: string,
  score: number,
  now: number,
): Promise<ConceptMasteryChange | null> {
  const before = await conceptNow(tx, userId, card.conceptId, now);
  const changes = await applyConceptEvidence(
    tx,
    userId,
    [{ conceptId: card.conceptId, score, source: "flashcard", flashcardId: card.id, reviewId }],
    FLASHCARD_BKT,
    now,
  );
  if (changes.length === 0) return null;
  await ctx.events.masteryChanged(tx, { userId, conceptIds: [card.conceptId] });
  const after = await conceptNow(tx, userId, card.conceptId, now);
  return after && { ...after, before: before?.after ?? 0 };
}

async function conceptUnchanged(tx: WriteTx, userId: string, conceptId: string, now: number) {
  const value = await conceptNow(tx, userId, conceptId, now);
  return value && { ...value, before: value.after };
}

/** The concept's label and mastery now, or null when the card's concept is not one of the user's concepts. */
async function conceptNow(
  tx: WriteTx,
  userId: string,
  conceptId: string,
  now: number,
): Promise<ConceptMasteryChange | null> {
  const [row] = await tx
    .select({ label: concepts.label, stored: conceptMastery })
    .from(concepts)
    .leftJoin(conceptMastery, eq(conceptMastery.conceptId, concepts.id))
    .where(and(eq(concepts.id, conceptId), eq(concepts.userId, userId)));
  if (!row) return null;
  const inputs = await loadMasteryInputs(tx, userId, [conceptId]);
  const value = row.stored ? inputs.masteryNow(row.stored, now) : 0;
  return { id: conceptId, label: row.label, before: value, after: value };
}

/** Where the user's day starts and ends for the daily limits: their profile's zone, else UTC. */
async function userTimeZone(database: Database, userId: string): Promise<string> {
  const [row] = await database.read.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone && isKnownTimeZone(row.timeZone) ? row.timeZone : "UTC";
}

/** The Quick Test queue as of `now`: what is due, what today's limits leave, and what would be served. */
export async function reviewQueue(database: Database, userId: string, now = Date.now()) {
  const [settings, timeZone] = await Promise.all([
    loadReviewSettings(database, userId),
    userTimeZone(database, userId),
  ]);
  const dayStart = startOfLocalDay(now, timeZone);
  const [dueReviews, newCards, [today], [next]] = await Promise.all([
    database.read
      .select()
      .from(flashcards)
      .where(
        and(
          eq(flashcards.userId, userId),
          eq(flashcards.suspended, false),
          gt(flashcards.reps, 0),
          lte(flashcards.due, now),
        ),
      )
      .orderBy(asc(flashcards.due), asc(flashcards.id)),
    database.read
      .select()
      .from(flashcards)
      .where(and(eq(flashcards.userId, userId), eq(flashcards.suspended, false), eq(flashcards.reps, 0)))
      .orderBy(asc(flashcards.createdAt), asc(flashcards.id)),
    database.read
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
    database.read
      .select({ due: sql<number | null>`min(${flashcards.due})` })
      .from(flashcards)
      .where(
        and(
          eq(flashcards.userId, userId),
          eq(flashcards.suspended, false),
          gt(flashcards.reps, 0),
          gt(flashcards.due, now),
        ),
      ),
  ]);
  const newToday = Number(today?.newToday ?? 0);
  const reviewsToday = Number(today?.reviewsToday ?? 0);
  const reviewsLeft = Math.max(0, settings.reviewsPerDay - reviewsToday);
  const newLeft = Math.max(0, settings.newCardsPerDay - newToday);
  // Reviews first, most overdue first: forgetting costs more than meeting a card a day later.
  const served = [...dueReviews.slice(0, reviewsLeft), ...newCards.slice(0, newLeft)];
  return {
    served,
    weights: settings.weights,
    summary: {
      dueReviews: dueReviews.length,
      newCards: newCards.length,
      servedNow: served.length,
      reviewsToday,
      newToday,
      reviewsPerDay: settings.reviewsPerDay,
      newCardsPerDay: settings.newCardsPerDay,
      nextDueAt: next?.due ? new Date(Number(next.due)).toISOString() : null,
    },
  };
}

/** Cards Quick Test serves now: due reviews, then new cards, within the day's limits (never suspended ones). */
export async function listDueFlashcards(database: Database, userId: string, now = Date.now()): Promise<Flashcard[]> {
  const { served, weights } = await reviewQueue(database, userId, now);
  return served.map((row) => toFlashcard(row, now, weights));
}

/**
 * Cards whose latest answer was below the pass line and that were practised today or yesterday
 * in the user's time zone (Retry Incorrect); suspended cards are left out. The zone is the one
 * sent, else the profile's, else UTC.
 */
export async function listIncorrectFlashcards(
  database: Database,
  userId: string,
  timeZone: string,
  now = Date.now(),
): Promise<Flashcard[]> {
  if (!isKnownTimeZone(timeZone)) {
    throw new AppError(
      "VALIDATION_FAILED",
      `"${timeZone}" is not a time zone we know. Use a name such as America/Chicago.`,
    );
  }
  const [rows, settings] = await Promise.all([
    database.read
      .select()
      .from(flashcards)
      .where(
        and(
          eq(flashcards.userId, userId),
          eq(flashcards.suspended, false),
          gte(flashcards.lastPracticed, startOfLocalDay(now, timeZone, 1)),
          lt(flashcards.lastScore, PASS_SCORE),
        ),
      )
      .orderBy(asc(flashcards.lastPracticed)),
    loadReviewSettings(database, userId),
  ]);
  return rows.map((row) => toFlashcard(row, now, settings.weights));
}

/** Edits a card's text, or suspends or restores it. Text must stay non-empty; another user's card is a 404. */
export async function updateFlashcard(
  database: Database,
  userId: string,
  cardId: string,
  change: { question?: string; answer?: string; suspended?: boolean },
): Promise<FlashcardRow> {
  const question = change.question?.trim();
  const answer = change.answer?.trim();
  if ((change.question !== undefined && !question) || (change.answer !== undefined && !answer))
    throw new AppError("VALIDATION_FAILED", "Please fill in all required fields.");
  return database.write(async (tx) => {
    await getOwnedFlashcard(tx, userId, cardId);
    const [row] = await tx
      .update(flashcards)
      .set({
        ...(question !== undefined && { question }),
        ...(answer !== undefined && { answer }),
        ...(change.suspended !== undefined && { suspended: change.suspended }),
      })
      .where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)))
      .returning();
    return row!;
  });
}

/**
 * Deletes one of the user's cards and its review history. The mastery evidence its answers gave
 * stays (what the student showed is still true), no longer linked to the card.
 */
export async function deleteFlashcard(database: Database, userId: string, cardId: string): Promise<void> {
  await database.write(async (tx) => {
    await getOwnedFlashcard(tx, userId, cardId);
    await tx
      .update(masteryEvidence)
      .set({ reviewId: null })
      .where(and(eq(masteryEvidence.userId, userId), eq(masteryEvidence.flashcardId, cardId)));
    await tx.delete(flashcards).where(and(eq(flashcards.id, cardId), eq(flashcards.userId, userId)));
  });
}

const RATING_LABELS = ["Again", "Hard", "Good", "Easy"] as const;

/** A card's answers, newest first: what was answered, the grade, whether it counted, and what it did. */
export async function listCardReviews(database: Database, userId: string, cardId: string) {
  await getOwnedFlashcard(database, userId, cardId);
  const rows = await database.read
    .select()
    .from(flashcardReviews)
    .where(and(eq(flashcardReviews.flashcardId, cardId), eq(flashcardReviews.userId, userId)))
    .orderBy(desc(flashcardReviews.reviewedAt), desc(flashcardReviews.id));
  return rows.map((row) => ({
    id: row.id,
    answeredAt: new Date(row.reviewedAt).toISOString(),
    userAnswer: row.userAnswer,
    score: row.mastery,
    rating: RATING_LABELS[row.rating - 1] ?? "Again",
    counted: row.counted,
    feedback: row.feedback,
    cardMasteryBefore: row.cardMasteryBefore,
    cardMasteryAfter: row.cardMasteryAfter,
    dueAt: new Date(row.due).toISOString(),
  }));
}

/**
 * Undoes the user's last answer, which must be on this card: the card gets back its schedule,
 * counts and mastery from before, the answer leaves the history, and the evidence it gave its
 * concept is removed (the concept's mastery is rebuilt from the evidence that remains). Only the
 * very last answer can be undone; another user's card is a 404.
 */
export async function undoLastAnswer(ctx: AppContext, userId: string, cardId: string) {
  return ctx.database.write(async (tx) => {
    const card = await getOwnedFlashcard(tx, userId, cardId);
    const [last] = await tx
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.userId, userId))
      .orderBy(desc(flashcardReviews.reviewedAt), desc(flashcardReviews.id))
      .limit(1);
    if (!last || last.flashcardId !== cardId || !last.cardBefore)
      throw new AppError("CONFLICT", "Only your last answer can be undone, and this card's answer is not your last.");
    const previous = JSON.parse(last.cardBefore) as ReturnType<typeof answerColumns>;
    const [restored] = await tx
      .update(flashcards)
      .set(answerColumns({ ...card, ...previous }))
      .where(eq(flashcards.id, cardId))
      .returning();
    const removed = await tx
      .delete(masteryEvidence)
      .where(eq(masteryEvidence.reviewId, last.id))
      .returning({ conceptId: masteryEvidence.conceptId });
    await tx.delete(flashcardReviews).where(eq(flashcardReviews.id, last.id));
    const conceptIds = [...new Set(removed.map((row) => row.conceptId))];
    for (const conceptId of conceptIds) await replayConceptEvidence(tx, userId, conceptId);
    await ctx.events.masteryChanged(tx, { userId, conceptIds });
    const settings = await loadReviewSettings(tx, userId);
    return toFlashcard(restored!, Date.now(), settings.weights);
  });
}

/** What to generate cards for (spec §3 generation payload). */
export interface GenerationScope {
  subject: string;
  topic: string;
  section?: string;
  concept?: string;
  sections?: string[];
  concepts?: string[];
  createTutoringSessionIfNeeded?: boolean;
}

/**
 * Generates 2–3 cards for each concept in the scope. A topic with no concepts is planned first
 * when asked to (`createTutoringSessionIfNeeded`); otherwise it is a NO_CONCEPTS error the front
 * end turns into the content-generation dialog. A question the concept already has is not added again.
 */
export async function generateFlashcards(
  ctx: AppContext,
  userId: string,
  scope: GenerationScope,
  signal?: AbortSignal,
): Promise<FlashcardRow[]> {
  const topicName = scope.topic.trim();
  if (!scope.subject.trim() || !topicName)
    throw new AppError("VALIDATION_FAILED", "Please choose a subject and a topic.");
  let subject = await findSubject(ctx.database, userId, scope.subject);
  if (!subject && scope.createTutoringSessionIfNeeded)
    subject = (await createSubject(ctx.database, userId, scope.subject)).subject;
  if (!subject)
    throw new AppError(
      "NO_CONCEPTS",
      `There is no subject called "${scope.subject.trim()}" yet. Generate its content first.`,
    );

  let planned = await loadPlannedTopic(ctx.database, subject.id, topicName);
  if (!hasConcepts(planned?.sections ?? [])) {
    // A placeholder plan is planned again here: an AI model connected since may now plan the topic.
    if (!scope.createTutoringSessionIfNeeded && !planned?.sections.length) {
      throw new AppError(
        "NO_CONCEPTS",
        `"${topicName}" has no concepts yet. Generate the topic's content first, then make flashcards from it.`,
      );
    }
    planned = await ensurePlannedTopic(ctx, subject, topicName, signal);
    if (!hasConcepts(planned.sections)) throw topicNeedsModel(topicName);
  }

  const sectionNames = new Set([scope.section, ...(scope.sections ?? [])].map((name) => name?.trim()).filter(Boolean));
  const conceptKeys = new Set(
    [scope.concept, ...(scope.concepts ?? [])].map((key) => key?.trim().toLowerCase()).filter(Boolean),
  );
  const inScope = planned!.sections
    .filter((section) => sectionNames.size === 0 || sectionNames.has(section.name))
    .flatMap((section) => section.concepts.map((concept) => ({ ...concept, section: section.name })))
    .filter(
      (concept) =>
        conceptKeys.size === 0 ||
        conceptKeys.has(concept.id.toLowerCase()) ||
        conceptKeys.has(concept.label.toLowerCase()),
    );
  if (inScope.length === 0) {
    throw new AppError(
      "NO_CONCEPTS",
      "No concepts match that section or concept. Choose another level, or generate the topic's content first.",
    );
  }

  const generated = await ctx.ai
    .generateFlashcards(
      {
        subjectName: subject.name,
        topicName,
        concepts: inScope.map(({ id, label, definition, section }) => ({ id, label, definition, section })),
      },
      { signal },
    )
    .catch((error: unknown) => {
      logger.warn("Flashcard generation failed", { error });
      throw new AppError("AI_FAILED", "Failed to generate flashcards. Please try again.");
    });

  const byId = new Map(inScope.map((concept) => [concept.id, concept]));
  const now = Date.now();
  return ctx.database.write(async (tx) => {
    const existing = await tx
      .select({ conceptId: flashcards.conceptId, question: flashcards.question })
      .from(flashcards)
      .where(and(eq(flashcards.userId, userId), inArray(flashcards.conceptId, [...byId.keys()])));
    const seen = new Set(existing.map((card) => `${card.conceptId}\u0000${card.question}`));
    const rows = generated
      .filter((card) => byId.has(card.conceptId) && !seen.has(`${card.conceptId}\u0000${card.question}`))
      .map((card, index) => ({
        id: newId(),
        userId,
        subjectId: subject!.id,
        subject: subject!.name,
        topic: topicName,
        section: byId.get(card.conceptId)!.section,
        conceptId: card.conceptId,
        question: card.question,
        answer: card.answer,
        ...scheduleColumns(newSchedule(now)),
        createdAt: now + index,
      }));
    if (rows.length === 0) return [];
    return tx.insert(flashcards).values(rows).returning();
  });
}

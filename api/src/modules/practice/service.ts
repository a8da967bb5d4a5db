import {
  CARD_STATES,
  cardMastery,
  flashcardStatus,
  intervalDays,
  isDue,
  isKnownTimeZone,
  newSchedule,
  PASS_SCORE,
  startOfLocalDay,
} from "@bloom/domain";
import { Database, type WriteTx } from "../../db/database";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import type { Flashcard, FlashcardFilter } from "./model";
import { loadReviewSettings } from "./settings";
import { inRange } from "./stats";
import {
  deleteOwnedCard,
  type FlashcardRow,
  insertCards,
  readCardReviews,
  readCards,
  readIncorrectCards,
  readOwnedCard,
  readQueue,
  readSubject,
  readUserTimeZone,
  scheduleColumns,
  updateOwnedCard,
} from "./store";

type Weights = readonly number[] | null;

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

/** The user's cards matching the filters, oldest first, shown as of `now`. */
export async function listFlashcards(
  database: Database,
  userId: string,
  filter: FlashcardFilter,
  now = Date.now(),
): Promise<Flashcard[]> {
  const [rows, settings] = await Promise.all([
    readCards(database.read, userId, filter),
    loadReviewSettings(database, userId),
  ]);
  return rows
    .filter((row) => inRange(cardMastery(row, now, settings.weights), filter))
    .map((row) => toFlashcard(row, now, settings.weights));
}

/** One of the user's cards; another user's card is a 404. */
export async function getOwnedFlashcard(
  database: Database | WriteTx,
  userId: string,
  cardId: string,
): Promise<FlashcardRow> {
  const row = await readOwnedCard(database instanceof Database ? database.read : database, userId, cardId);
  if (!row) throw notFound("errors.notFound.flashcard");
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
  if (!subject || !topic || !question || !answer) throw new AppError("VALIDATION_FAILED", "errors.fillRequired");
  const section = input.section?.trim() || topic;
  const conceptId = input.conceptId?.trim() || section;
  const subjectRow = await readSubject(database.read, userId, subject);
  const now = Date.now();
  const card = {
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
  };
  const [row] = await database.write((tx) => insertCards(tx, [card]));
  return row!;
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
    throw new AppError("VALIDATION_FAILED", "errors.fillRequired");
  const row = await database.write((tx) =>
    updateOwnedCard(tx, userId, cardId, {
      ...(question !== undefined && { question }),
      ...(answer !== undefined && { answer }),
      ...(change.suspended !== undefined && { suspended: change.suspended }),
    }),
  );
  if (!row) throw notFound("errors.notFound.flashcard");
  return row;
}

/**
 * Deletes one of the user's cards and its review history. The mastery evidence its answers gave
 * stays (what the student showed is still true), no longer linked to the card.
 */
export async function deleteFlashcard(database: Database, userId: string, cardId: string): Promise<void> {
  await database.write(async (tx) => {
    // Thrown inside the write, so the evidence's unlinking is rolled back with it.
    if (!(await deleteOwnedCard(tx, userId, cardId))) throw notFound("errors.notFound.flashcard");
  });
}

const RATING_LABELS = ["Again", "Hard", "Good", "Easy"] as const;

/** A card's answers, newest first: what was answered, the grade, whether it counted, and what it did. */
export async function listCardReviews(database: Database, userId: string, cardId: string) {
  await getOwnedFlashcard(database, userId, cardId);
  const rows = await readCardReviews(database.read, userId, cardId);
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

/** Where the user's day starts and ends for the daily limits: their profile's zone, else UTC. */
async function userTimeZone(database: Database, userId: string): Promise<string> {
  const timeZone = await readUserTimeZone(database.read, userId);
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : "UTC";
}

/** The Quick Test queue as of `now`: what is due, what today's limits leave, and what would be served. */
export async function reviewQueue(database: Database, userId: string, now = Date.now()) {
  const [settings, timeZone] = await Promise.all([
    loadReviewSettings(database, userId),
    userTimeZone(database, userId),
  ]);
  const queue = await readQueue(database.read, userId, now, startOfLocalDay(now, timeZone));
  const reviewsLeft = Math.max(0, settings.reviewsPerDay - queue.reviewsToday);
  const newLeft = Math.max(0, settings.newCardsPerDay - queue.newToday);
  // Reviews first, most overdue first: forgetting costs more than meeting a card a day later.
  const served = [...queue.dueReviews.slice(0, reviewsLeft), ...queue.newCards.slice(0, newLeft)];
  return {
    served,
    weights: settings.weights,
    summary: {
      dueReviews: queue.dueReviews.length,
      newCards: queue.newCards.length,
      servedNow: served.length,
      reviewsToday: queue.reviewsToday,
      newToday: queue.newToday,
      reviewsPerDay: settings.reviewsPerDay,
      newCardsPerDay: settings.newCardsPerDay,
      nextDueAt: queue.nextDue === null ? null : new Date(queue.nextDue).toISOString(),
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
    throw new AppError("VALIDATION_FAILED", "errors.unknownTimeZone", { timeZone });
  }
  const [rows, settings] = await Promise.all([
    readIncorrectCards(database.read, userId, startOfLocalDay(now, timeZone, 1), PASS_SCORE),
    loadReviewSettings(database, userId),
  ]);
  return rows.map((row) => toFlashcard(row, now, settings.weights));
}

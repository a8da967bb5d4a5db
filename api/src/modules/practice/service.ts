import {
  FLASHCARD_BKT,
  isKnownTimeZone,
  newSchedule,
  parseCardText,
  SUCCESS_MASTERY,
  scheduleReview,
  startOfLocalDay,
} from "@bloom/domain";
import { and, asc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database } from "../../db/database";
import { flashcardReviews, flashcards, type SubjectRow, subjects } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { newId } from "../../ids";
import { logger } from "../../logger";
import {
  applyConceptEvidence,
  ensurePlannedTopic,
  hasConcepts,
  loadPlannedTopic,
  topicNeedsModel,
} from "../mastery/service";
import { createSubject } from "../subjects/service";
import type { Flashcard } from "./model";

type FlashcardRow = typeof flashcards.$inferSelect;

export interface FlashcardFilter {
  subject?: string;
  topic?: string;
  section?: string;
  conceptId?: string;
  /** Inclusive. */
  minMastery?: number;
  /** Exclusive. */
  maxMastery?: number;
}

/** The card as the API shows it (spec §3 Flashcard). */
export function toFlashcard(row: FlashcardRow): Flashcard {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    subject: row.subject,
    topic: row.topic,
    section: row.section,
    conceptId: row.conceptId,
    mastery: row.mastery,
    lastMasteryScore: row.lastMasteryScore,
    feedback: row.feedback,
    successCount: row.successCount,
    failCount: row.failCount,
    attempts: row.attempts,
    createdAt: new Date(row.createdAt).toISOString(),
    lastPracticed: row.lastPracticed === null ? null : new Date(row.lastPracticed).toISOString(),
    dueAt: new Date(row.due).toISOString(),
  };
}

function filterConditions(userId: string, filter: FlashcardFilter): SQL[] {
  const conditions: SQL[] = [eq(flashcards.userId, userId)];
  if (filter.subject) conditions.push(eq(flashcards.subject, filter.subject));
  if (filter.topic) conditions.push(eq(flashcards.topic, filter.topic));
  if (filter.section) conditions.push(eq(flashcards.section, filter.section));
  if (filter.conceptId) conditions.push(eq(flashcards.conceptId, filter.conceptId));
  if (filter.minMastery !== undefined) conditions.push(gte(flashcards.mastery, filter.minMastery));
  if (filter.maxMastery !== undefined) conditions.push(lt(flashcards.mastery, filter.maxMastery));
  return conditions;
}

/** The user's cards matching the filters, oldest first. */
export function listFlashcards(database: Database, userId: string, filter: FlashcardFilter): Promise<FlashcardRow[]> {
  return database.read
    .select()
    .from(flashcards)
    .where(and(...filterConditions(userId, filter)))
    .orderBy(asc(flashcards.createdAt), asc(flashcards.id));
}

/** Cards answered, and their mean mastery, under the same filters as the list. */
export async function getPracticeStats(database: Database, userId: string, filter: FlashcardFilter) {
  const [row] = await database.read
    .select({
      cardsAnswered: sql<number>`count(*)`,
      averageMastery: sql<number | null>`avg(${flashcards.mastery})`,
    })
    .from(flashcards)
    .where(and(...filterConditions(userId, filter), gt(flashcards.attempts, 0)));
  return { cardsAnswered: Number(row?.cardsAnswered ?? 0), averageMastery: Number(row?.averageMastery ?? 0) };
}

/** One of the user's cards; another user's card is a 404. */
export async function getOwnedFlashcard(database: Database, userId: string, cardId: string): Promise<FlashcardRow> {
  const [row] = await database.read
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

function scheduleColumns(schedule: ReturnType<typeof newSchedule>) {
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

/**
 * Grades an answer to one of the user's cards and records it (spec §4 Flashcard answer flow):
 * the grade's mastery becomes the card's, the previous one is kept as lastMasteryScore, the
 * counts and FSRS schedule move on, the review is logged and the card's concept gets the
 * evidence. A grading failure changes nothing.
 */
export async function evaluateAnswer(
  ctx: AppContext,
  userId: string,
  cardId: string,
  rawAnswer: string,
  signal?: AbortSignal,
) {
  const userAnswer = rawAnswer.trim();
  if (!userAnswer) throw new AppError("VALIDATION_FAILED", "Please write an answer before submitting.");
  const card = await getOwnedFlashcard(ctx.database, userId, cardId);
  const { front, back } = parseCardText(card.question);
  const grade = await ctx.ai
    .gradeAnswer(
      { question: front, expectedAnswer: back ?? card.answer, userAnswer, subjectName: card.subject },
      { signal },
    )
    .catch((error: unknown) => {
      logger.warn("Grading failed", { cardId, error });
      throw new AppError("AI_FAILED", "Failed to evaluate answer. Please try again.");
    });

  const updated = await ctx.database.write(async (tx) => {
    const [current] = await tx.select().from(flashcards).where(eq(flashcards.id, card.id));
    if (!current) throw notFound("That flashcard");
    const now = Math.max(Date.now(), (current.lastReview ?? 0) + 1);
    const { schedule, rating } = scheduleReview(current, grade.mastery, now);
    const success = grade.mastery >= SUCCESS_MASTERY;
    const [row] = await tx
      .update(flashcards)
      .set({
        mastery: grade.mastery,
        lastMasteryScore: current.mastery,
        feedback: grade.feedback,
        successCount: current.successCount + (success ? 1 : 0),
        failCount: current.failCount + (success ? 0 : 1),
        attempts: current.attempts + 1,
        lastPracticed: now,
        ...scheduleColumns(schedule),
      })
      .where(eq(flashcards.id, card.id))
      .returning();
    await tx.insert(flashcardReviews).values({
      id: newId(),
      flashcardId: card.id,
      userId,
      userAnswer,
      mastery: grade.mastery,
      previousMastery: current.mastery,
      rating,
      feedback: grade.feedback,
      misconception: grade.misconception,
      correction: grade.correction,
      state: schedule.state,
      stability: schedule.stability,
      difficulty: schedule.difficulty,
      due: schedule.due,
      reviewedAt: now,
    });
    await applyConceptEvidence(
      tx,
      userId,
      [{ conceptId: current.conceptId, score: grade.mastery, source: "flashcard", flashcardId: card.id }],
      FLASHCARD_BKT,
      now,
    );
    await ctx.events.masteryChanged(tx, { userId, conceptIds: [current.conceptId] });
    return row!;
  });
  return { ...grade, card: updated };
}

/** Cards FSRS says are due now (Quick Test), soonest first. */
export function listDueFlashcards(
  database: Database,
  userId: string,
  now = Date.now(),
  limit = 50,
): Promise<FlashcardRow[]> {
  return database.read
    .select()
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), lte(flashcards.due, now)))
    .orderBy(asc(flashcards.due))
    .limit(limit);
}

/**
 * Cards whose last score was under 0.7 and that were practised today or yesterday in the
 * user's time zone (Retry Incorrect). The zone is the one sent, else the profile's, else UTC.
 */
export function listIncorrectFlashcards(
  database: Database,
  userId: string,
  timeZone: string,
  now = Date.now(),
): Promise<FlashcardRow[]> {
  if (!isKnownTimeZone(timeZone)) {
    throw new AppError(
      "VALIDATION_FAILED",
      `"${timeZone}" is not a time zone we know. Use a name such as America/Chicago.`,
    );
  }
  return database.read
    .select()
    .from(flashcards)
    .where(
      and(
        eq(flashcards.userId, userId),
        gte(flashcards.lastPracticed, startOfLocalDay(now, timeZone, 1)),
        lt(flashcards.mastery, SUCCESS_MASTERY),
        gt(flashcards.attempts, 0),
      ),
    )
    .orderBy(asc(flashcards.lastPracticed));
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

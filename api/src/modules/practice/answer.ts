import {
  cardMastery,
  chooseCelebration,
  FLASHCARD_BKT,
  isDue,
  isPass,
  PASS_SCORE,
  parseCardText,
  ratingFromAnswer,
  reviewCard,
} from "@bloom/domain";
import type { AiProvider } from "../../ai";
import type { AnswerGrade } from "../../ai/provider";
import type { AppContext } from "../../context";
import type { Database, WriteTx } from "../../db/database";
import { AppError, notFound } from "../../errors";
import type { Language } from "../../i18n";
import { newId } from "../../ids";
import { logger } from "../../logger";
import { applyConceptEvidence, loadMasteryInputs, replayConceptEvidence } from "../mastery/public";
import type { Evaluation } from "./model";
import { getOwnedFlashcard, toFlashcard } from "./service";
import { loadReviewSettings, type StoredReviewSettings } from "./settings";
import { overallStats, type PracticeStats, statsBefore } from "./stats";
import {
  type AnswerColumns,
  answerColumns,
  type FlashcardRow,
  readConcept,
  readLastReview,
  readOwnedCard,
  recordAnswer,
  scheduleColumns,
  undoReview,
} from "./store";

/** The answer as it is graded and stored: trimmed, and refused when nothing is left. */
function answerText(rawAnswer: string): string {
  const userAnswer = rawAnswer.trim();
  if (!userAnswer) throw new AppError("VALIDATION_FAILED", "errors.writeAnswer");
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
  language: Language = "en",
): Promise<AnswerGrade> {
  const userAnswer = answerText(rawAnswer);
  const { front, back } = parseCardText(card.question);
  return ai
    .gradeAnswer(
      { question: front, expectedAnswer: back ?? card.answer, userAnswer, subjectName: card.subject, language },
      { signal },
    )
    .catch((error: unknown) => {
      logger.warn("Grading failed", { cardId: card.id, error });
      throw new AppError("AI_FAILED", "errors.gradingFailed");
    });
}

/** What the client measured about the answer, besides its text. */
export interface AnswerTiming {
  /** Milliseconds from showing the card to submitting; only used to tell effortless recall (Easy). */
  responseMs?: number;
}

/** An answer as graded, with what its recording needs. */
interface GradedAnswer {
  userId: string;
  userAnswer: string;
  grade: AnswerGrade;
  timing: AnswerTiming;
  settings: StoredReviewSettings;
}

/** What an answer does to a card, worked out from the card as read. */
interface AnswerPlan {
  before: FlashcardRow;
  /** Only the columns the answer sets, so an edit of the card's text at the same time is kept. */
  change: Partial<FlashcardRow>;
  after: FlashcardRow;
  now: number;
  counted: boolean;
  rating: ReturnType<typeof ratingFromAnswer>;
  reviewId: string;
  cardBefore: number | null;
  cardAfter: number | null;
}

/** A concept's mastery now before and after an answer, as the evaluation reports it. */
interface ConceptMasteryChange {
  id: string;
  label: string | null;
  before: number;
  after: number;
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
  language: Language = "en",
): Promise<Evaluation> {
  const userAnswer = answerText(rawAnswer);
  const card = await getOwnedFlashcard(ctx.database, userId, cardId);
  const grade = await gradeCardAnswer(ctx.ai, card, userAnswer, signal, language);
  // Read again after grading, which can take seconds, so the write seldom finds the card changed since.
  const [fresh, settings, conceptBefore] = await Promise.all([
    getOwnedFlashcard(ctx.database, userId, cardId),
    loadReviewSettings(ctx.database, userId),
    conceptNow(ctx.database, userId, card.conceptId, Date.now()),
  ]);
  const answer = { userId, userAnswer, grade, timing, settings };
  const plan = await ctx.database.write((tx) => record(ctx, tx, answer, planAnswer(fresh, answer)));
  const [concept, stats] = await Promise.all([
    conceptReport(ctx.database, userId, plan, conceptBefore),
    overallStats(ctx.database, userId, plan.now, settings.weights),
  ]);
  return evaluation(grade, plan, concept, stats, settings.weights);
}

/** What the client shows after the answer; the celebration compares the statistics from before it with those after. */
function evaluation(
  grade: AnswerGrade,
  plan: AnswerPlan,
  concept: ConceptMasteryChange | null,
  stats: PracticeStats,
  weights: readonly number[] | null,
): Evaluation {
  const before = statsBefore(stats, plan, plan.now, weights);
  return {
    ...grade,
    reviewId: plan.reviewId,
    counted: plan.counted,
    practiceReason: plan.counted ? null : plan.before.suspended ? "suspended" : "not-due",
    rating: plan.rating,
    card: toFlashcard(plan.after, plan.now, weights),
    cardMastery: { before: plan.cardBefore, after: plan.cardAfter },
    concept,
    stats,
    celebration: chooseCelebration({
      passed: grade.mastery >= PASS_SCORE,
      counted: plan.counted,
      cardBefore: plan.cardBefore,
      cardAfter: plan.cardAfter,
      averageBefore: before.averageMastery,
      averageAfter: stats.averageMastery,
      answeredBefore: before.cardsAnswered,
      answeredAfter: stats.cardsAnswered,
    }),
  };
}

/**
 * The card after the answer: a due card's schedule, mastery and counts move; any other card
 * only shows the grade. `now` is after the card's last answer, so answers keep their order.
 */
function planAnswer(card: FlashcardRow, answer: GradedAnswer): AnswerPlan {
  const { grade, settings } = answer;
  const now = Math.max(Date.now(), (card.lastReview ?? 0) + 1, (card.lastPracticed ?? 0) + 1);
  const counted = isDue(card, now, card.suspended);
  const graded = { score: grade.mastery, responseMs: answer.timing.responseMs, answerLength: answer.userAnswer.length };
  // Partial credit is partial knowledge and a pass never shortens the memory (ADR 0046).
  const outcome = counted ? reviewCard(card, graded, now, settings) : null;
  const rating = outcome?.rating ?? ratingFromAnswer(graded, card.state);
  const cardBefore = cardMastery(card, now, settings.weights);
  const pass = isPass(grade.mastery);
  let change: Partial<FlashcardRow> = { lastScore: grade.mastery, feedback: grade.feedback, lastPracticed: now };
  if (outcome) {
    const schedule = outcome.schedule;
    change = {
      ...change,
      ...scheduleColumns(schedule),
      mastery: cardMastery(schedule, now, settings.weights) ?? 0,
      lastMasteryScore: cardBefore,
      successCount: card.successCount + (pass ? 1 : 0),
      failCount: card.failCount + (pass ? 0 : 1),
      attempts: card.attempts + 1,
    };
  }
  const after = { ...card, ...change };
  const cardAfter = cardMastery(after, now, settings.weights);
  return { before: card, change, after, now, counted, rating, reviewId: newId(), cardBefore, cardAfter };
}

/**
 * The write of an answer: the card's change and the review, then a counted answer's evidence.
 * When another change to the card landed since it was read, the answer is worked out again from
 * the card as it is now, under the write lock, so no answer is lost or applied to a stale card.
 */
async function record(ctx: AppContext, tx: WriteTx, answer: GradedAnswer, plan: AnswerPlan): Promise<AnswerPlan> {
  if (!(await recordAnswer(tx, plan.before, plan.change, reviewRow(answer, plan)))) {
    const current = await readOwnedCard(tx, answer.userId, plan.before.id);
    if (!current) throw notFound("errors.notFound.flashcard");
    plan = planAnswer(current, answer);
    if (!(await recordAnswer(tx, plan.before, plan.change, reviewRow(answer, plan))))
      throw new AppError("CONFLICT", "errors.cardChanged");
  }
  if (plan.counted) await giveConceptEvidence(ctx, tx, answer, plan);
  return plan;
}

/** The review as logged: the grade, what it did to the card, and the card before it for an undo. */
function reviewRow(answer: GradedAnswer, plan: AnswerPlan) {
  const { before, after, now } = plan;
  return {
    id: plan.reviewId,
    flashcardId: before.id,
    userId: answer.userId,
    userAnswer: answer.userAnswer,
    mastery: answer.grade.mastery,
    previousMastery: before.lastScore,
    rating: plan.rating,
    feedback: answer.grade.feedback,
    misconception: answer.grade.misconception,
    correction: answer.grade.correction,
    state: after.state,
    stability: after.stability,
    difficulty: after.difficulty,
    due: after.due,
    counted: plan.counted,
    previousState: before.state,
    responseMs: answer.timing.responseMs ?? null,
    cardMasteryBefore: plan.cardBefore,
    cardMasteryAfter: plan.cardAfter,
    cardBefore: JSON.stringify(answerColumns(before)),
    reviewedAt: now,
  };
}

/** Gives the card's concept the evidence of a counted answer, and tells whoever listens. */
async function giveConceptEvidence(ctx: AppContext, tx: WriteTx, answer: GradedAnswer, plan: AnswerPlan) {
  const { conceptId, id: flashcardId } = plan.before;
  const changes = await applyConceptEvidence(
    tx,
    answer.userId,
    [{ conceptId, score: answer.grade.mastery, source: "flashcard", flashcardId, reviewId: plan.reviewId }],
    FLASHCARD_BKT,
    plan.now,
  );
  if (changes.length > 0) await ctx.events.masteryChanged(tx, { userId: answer.userId, conceptIds: [conceptId] });
}

/** The card's concept's mastery before the answer and now; null when the concept is not one of the user's concepts. */
async function conceptReport(
  database: Database,
  userId: string,
  plan: AnswerPlan,
  before: ConceptMasteryChange | null,
): Promise<ConceptMasteryChange | null> {
  // Evidence only lands on the user's own concepts: a concept they do not have stays without a report.
  if (!before) return null;
  if (!plan.counted) return before;
  const after = await conceptNow(database, userId, before.id, plan.now);
  return after && { ...after, before: before.after };
}

/** The concept's label and mastery now, or null when the card's concept is not one of the user's concepts. */
async function conceptNow(
  database: Database,
  userId: string,
  conceptId: string,
  now: number,
): Promise<ConceptMasteryChange | null> {
  const row = await readConcept(database.read, userId, conceptId);
  if (!row) return null;
  const inputs = await loadMasteryInputs(database, userId, [conceptId]);
  const value = row.stored ? inputs.masteryNow(row.stored, now) : 0;
  return { id: conceptId, label: row.label, before: value, after: value };
}

/**
 * Undoes the user's last answer, which must be on this card: the card gets back its schedule,
 * counts and mastery from before, the answer leaves the history, and the evidence it gave its
 * concept is removed (the concept's mastery is rebuilt from the evidence that remains). Only the
 * very last answer can be undone; another user's card is a 404.
 */
export async function undoLastAnswer(ctx: AppContext, userId: string, cardId: string) {
  const settings = await loadReviewSettings(ctx.database, userId);
  const restored = await ctx.database.write(async (tx) => {
    const card = await getOwnedFlashcard(tx, userId, cardId);
    const last = await readLastReview(tx, userId);
    if (!last || last.flashcardId !== cardId || !last.cardBefore) throw new AppError("CONFLICT", "errors.undoOnlyLast");
    const previous: Partial<AnswerColumns> = JSON.parse(last.cardBefore);
    const undone = await undoReview(tx, cardId, last.id, answerColumns({ ...card, ...previous }));
    for (const conceptId of undone.conceptIds) await replayConceptEvidence(tx, userId, conceptId);
    await ctx.events.masteryChanged(tx, { userId, conceptIds: undone.conceptIds });
    return undone.card;
  });
  return toFlashcard(restored, Date.now(), settings.weights);
}

import { type Card, createEmptyCard, fsrs, type Grade, Rating, type State } from "ts-fsrs";

/**
 * Review scheduling with FSRS (ts-fsrs). A graded flashcard score becomes an FSRS rating:
 * below 0.5 Again, below 0.75 Hard, below 0.95 Good, else Easy (ARCHITECTURE §5). Times are
 * Unix milliseconds, as the database stores them.
 */

export interface ReviewSchedule {
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
  lastReview: number | null;
}

const scheduler = fsrs({ enable_fuzz: false });

/** The FSRS rating (1–4) for a score in 0–1. */
export function ratingFromScore(score: number): Grade {
  if (score < 0.5) return Rating.Again;
  if (score < 0.75) return Rating.Hard;
  if (score < 0.95) return Rating.Good;
  return Rating.Easy;
}

/** The schedule of a card that has never been reviewed: due at once. */
export function newSchedule(now: number): ReviewSchedule {
  return fromCard(createEmptyCard(new Date(now)));
}

/** The schedule after a review graded `score` at `now`. */
export function scheduleReview(
  schedule: ReviewSchedule,
  score: number,
  now: number,
): { schedule: ReviewSchedule; rating: Grade } {
  const rating = ratingFromScore(score);
  const { card } = scheduler.next(toCard(schedule), new Date(now), rating);
  return { schedule: fromCard(card), rating };
}

function toCard(schedule: ReviewSchedule): Card {
  return {
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state as State,
    last_review: schedule.lastReview === null ? undefined : new Date(schedule.lastReview),
  };
}

function fromCard(card: Card): ReviewSchedule {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

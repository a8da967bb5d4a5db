import {
  type Card,
  createEmptyCard,
  default_w,
  type FSRS,
  forgetting_curve,
  fsrs,
  type Grade,
  Rating,
  State,
} from "ts-fsrs";

/**
 * Review scheduling with FSRS (ts-fsrs) and the rules around it (ADR 0015). Times are Unix
 * milliseconds, as the database stores them. Read top-down: the pass threshold, how a graded
 * answer becomes a rating, the student's settings, when a card is due, the next schedule, and
 * what a card's memory is worth now (its FSRS-aware mastery).
 */

const DAY = 86_400_000;

/**
 * One pass/fail line for everything: an answer at or above it is a pass (Hard, Good or Easy), a
 * success on the card, and keeps the card out of Retry Incorrect; below it is a failure, partial
 * credit down to PARTIAL_SCORE (ADR 0046). It is the flashcards' Good band (spec §4).
 */
export const PASS_SCORE = 0.7;

/**
 * Partial credit: an answer from this grade up to the pass line shows partial knowledge. It is
 * not a lapse: the card keeps a memory worth that grade (see `reviewCard`). Below it the answer
 * is a lapse (Again). It is the tutoring overview's "Needs Practice" line (spec §4).
 */
export const PARTIAL_SCORE = 0.4;

/** At or above this a passing answer is Good rather than Hard: right, with little missing. */
export const GOOD_SCORE = 0.85;

/** Easy needs a near-perfect answer… */
export const EASY_SCORE = 0.95;
/** …on a card already recalled on an earlier day, given within this much thinking time… */
export const EASY_THINKING_MS = 5_000;
/** …allowing this much typing time per character of the answer. */
export const TYPING_MS_PER_CHARACTER = 300;

export interface GradedAnswer {
  /** The grade, 0–1. */
  score: number;
  /** How long the student took from seeing the card to submitting, when the client measured it. */
  responseMs?: number | null;
  /** Characters in the answer as typed, for the typing allowance. */
  answerLength?: number;
}

/**
 * The FSRS rating of a graded answer. Below the partial-credit line is Again (a lapse); partial
 * credit and a pass that is not nearly complete are Hard (recalled with difficulty); then Good.
 * Easy is kept for effortless recall: a near-perfect answer, on a card that has graduated to
 * review, given fast. The offline grader scores any right answer
 * 0.9 or more, so "right" alone is Good, never Easy.
 */
export function ratingFromAnswer(answer: GradedAnswer, state: number): Grade {
  const score = Number.isFinite(answer.score) ? answer.score : 0;
  if (score < PARTIAL_SCORE) return Rating.Again;
  if (score < GOOD_SCORE) return Rating.Hard;
  const fast =
    answer.responseMs !== null &&
    answer.responseMs !== undefined &&
    answer.responseMs >= 0 &&
    answer.responseMs <= EASY_THINKING_MS + TYPING_MS_PER_CHARACTER * (answer.answerLength ?? 0);
  if (score >= EASY_SCORE && state === State.Review && fast) return Rating.Easy;
  return Rating.Good;
}

/** Whether an answer passes: the success count, FSRS and Retry Incorrect all use this. */
export function isPass(score: number): boolean {
  return score >= PASS_SCORE;
}

// ── The student's settings ───────────────────────────────────────────────────

export interface ReviewSettings {
  /** The recall probability FSRS aims for when it picks the next interval. */
  desiredRetention: number;
  /** The longest interval, in days. */
  maximumIntervalDays: number;
  /** New cards Quick Test serves per local day. */
  newCardsPerDay: number;
  /** Reviews of cards already seen that Quick Test serves per local day. */
  reviewsPerDay: number;
  /** The student's own FSRS weights when fitted (ADR 0015), else null for the defaults. */
  weights: readonly number[] | null;
}

/** A school year is the horizon that matters: nothing waits longer than half of one by default. */
export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  desiredRetention: 0.9,
  maximumIntervalDays: 180,
  newCardsPerDay: 20,
  reviewsPerDay: 200,
  weights: null,
};

/** The allowed range of each setting, inclusive. */
export const REVIEW_SETTING_LIMITS = {
  desiredRetention: { min: 0.8, max: 0.97 },
  maximumIntervalDays: { min: 7, max: 3650 },
  newCardsPerDay: { min: 0, max: 500 },
  reviewsPerDay: { min: 0, max: 5000 },
} as const;

/** FSRS's default weights (FSRS-6), the ones every student starts with. */
export const DEFAULT_WEIGHTS: readonly number[] = default_w;

// ── Schedules ────────────────────────────────────────────────────────────────

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

export const CARD_STATES = ["new", "learning", "review", "relearning"] as const;
export type CardState = (typeof CARD_STATES)[number];

const schedulers = new Map<string, FSRS>();

/** The FSRS scheduler for a student's settings (memoised: the same settings give the same scheduler). */
function schedulerFor(settings: ReviewSettings): FSRS {
  const key = `${settings.desiredRetention}|${settings.maximumIntervalDays}|${settings.weights?.join(",") ?? ""}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs({
      request_retention: settings.desiredRetention,
      maximum_interval: settings.maximumIntervalDays,
      w: settings.weights ? [...settings.weights] : undefined,
      enable_fuzz: false,
      enable_short_term: true,
    });
    if (schedulers.size > 1000) schedulers.clear();
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

/** The schedule of a card that has never been reviewed: due at once. */
export function newSchedule(now: number): ReviewSchedule {
  return fromCard(createEmptyCard(new Date(now)));
}

/**
 * Whether an answer now counts: the card is due (a new card always is) and not suspended. An
 * answer before the due date is practice: graded and shown, but it moves neither the schedule
 * nor any mastery, so answering the same card again and again adds nothing.
 */
export function isDue(schedule: Pick<ReviewSchedule, "due" | "state">, now: number, suspended = false): boolean {
  if (suspended) return false;
  return schedule.state === State.New || schedule.due <= now;
}

/** The schedule after a counted review rated `rating` at `now`, under the student's settings. */
export function scheduleReview(
  schedule: ReviewSchedule,
  rating: Grade,
  now: number,
  settings: ReviewSettings = DEFAULT_REVIEW_SETTINGS,
): ReviewSchedule {
  const { card } = schedulerFor(settings).next(toCard(schedule), new Date(now), rating);
  return fromCard(card);
}

/** What a counted answer does to a card: its rating and the card's schedule after it. */
export interface ReviewOutcome {
  rating: Grade;
  schedule: ReviewSchedule;
}

/**
 * A counted answer to a card, on the one mastery scale (ADR 0046). FSRS schedules it from its
 * rating, with two rules on top so the card's mastery reads as a teacher expects:
 * - **A passing answer never shortens the memory.** FSRS can shorten a memory on a same-day
 *   review (its short-term formula shrinks a large stability); here the stability keeps at least its value before, so right after a pass the card's
 *   mastery (recall 100% × durability) is never below what it read just before.
 * - **Partial credit is partial knowledge.** An answer from PARTIAL_SCORE up to the pass line
 *   leaves a memory whose mastery right after the answer is the grade itself (0.62 reads 62%),
 *   due again no later than that memory needs; a lapse (below PARTIAL_SCORE) is FSRS's Again.
 */
export function reviewCard(
  schedule: ReviewSchedule,
  answer: GradedAnswer,
  now: number,
  settings: ReviewSettings = DEFAULT_REVIEW_SETTINGS,
): ReviewOutcome {
  const score = Number.isFinite(answer.score) ? Math.min(1, Math.max(0, answer.score)) : 0;
  const rating = ratingFromAnswer({ ...answer, score }, schedule.state);
  const next = scheduleReview(schedule, rating, now, settings);
  if (isPass(score)) {
    const kept = schedule.reps > 0 && schedule.stability > next.stability;
    return { rating, schedule: kept ? { ...next, stability: schedule.stability } : next };
  }
  if (score >= PARTIAL_SCORE) {
    const stability = stabilityForMastery(score);
    const due = Math.min(next.due, now + schedulerFor(settings).next_interval(stability, 0) * DAY);
    return { rating, schedule: { ...next, stability, due } };
  }
  return { rating, schedule: next };
}

/** Days from the review to the next due date, rounded to a tenth (a learning step is a fraction of a day). */
export function intervalDays(schedule: Pick<ReviewSchedule, "due" | "lastReview">): number {
  if (schedule.lastReview === null) return 0;
  return Math.round(((schedule.due - schedule.lastReview) / DAY) * 10) / 10;
}

// ── What a card's memory is worth now ───────────────────────────────────────

/**
 * The stability (days until recall falls to 90%) at which a freshly reviewed card reads as
 * Mastered (0.9): three weeks, which takes several spaced successful reviews.
 */
export const MASTERED_STABILITY_DAYS = 21;
const DURABILITY_HALF_DAYS = MASTERED_STABILITY_DAYS / 9;

/**
 * The stability whose fresh memory reads as `mastery` (durability S / (S + 21/9) = mastery): the
 * memory a partly right answer leaves.
 */
export function stabilityForMastery(mastery: number): number {
  const m = Math.min(0.99, Math.max(0.01, mastery));
  return (DURABILITY_HALF_DAYS * m) / (1 - m);
}

/** The probability of recall `now` for a memory of `stability` days last reviewed at `lastReview`. */
export function retrievability(
  memory: { stability: number; lastReview: number | null },
  now: number,
  weights: readonly number[] | null = null,
): number {
  if (memory.lastReview === null || !(memory.stability > 0)) return 0;
  const elapsed = Math.max(0, now - memory.lastReview) / DAY;
  return forgetting_curve([...(weights ?? DEFAULT_WEIGHTS)], elapsed, memory.stability);
}

/**
 * A card's mastery now (0–1), or null when it has never had a counted review ("New"): the chance
 * of recalling it now, times how durable the memory is (stability S over S + 21/9 days). One right
 * answer gives about 0.5; Mastered needs a memory stable for about three weeks; and it falls as
 * time passes without review.
 */
export function cardMastery(
  memory: { stability: number; lastReview: number | null; reps: number },
  now: number,
  weights: readonly number[] | null = null,
): number | null {
  if (memory.reps === 0 || memory.lastReview === null || !(memory.stability > 0)) return null;
  const durability = memory.stability / (memory.stability + DURABILITY_HALF_DAYS);
  return retrievability(memory, now, weights) * durability;
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

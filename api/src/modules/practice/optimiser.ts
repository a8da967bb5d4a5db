import { isKnownTimeZone, localDate, newSchedule, type ReviewSettings, scheduleReview } from "@bloom/domain";
import { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } from "@open-spaced-repetition/binding";
import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import type { Grade } from "ts-fsrs";
import type { Database, WriteTx } from "../../db/database";
import { flashcardReviews, flashcards, reviewSettings, users } from "../../db/schema";
import type { JobScheduler } from "../../jobs/scheduler";
import { logger } from "../../logger";
import { loadReviewSettings, PERSONAL_WEIGHTS_MIN_REVIEWS } from "./settings";

/**
 * Personal FSRS weights (ADR 0015). Once a student has enough counted reviews, the FSRS optimiser
 * (fsrs-rs through @open-spaced-repetition/binding, run on its own threads) fits weights to their
 * own history in a background job, never on a request. The weights are tried on the latest fifth
 * of the history after fitting on the rest, and used only when they predict it better than the
 * defaults (lower log loss).
 */

const PERSONAL_WEIGHTS_JOB = "fsrs-personal-weights";
const JOB_EVERY_MS = 6 * 3_600_000;
/** Fit again once this many more reviews have come in since the last fit. */
const REFIT_AFTER_REVIEWS = 200;
/** Students fitted per run, so one run stays short. */
const STUDENTS_PER_RUN = 20;
const DAY = 86_400_000;

/** One counted review as the optimiser needs it. */
export interface ReviewEvent {
  cardId: string;
  rating: number;
  reviewedAt: number;
}

/** A card's reviews as FSRS sees them: the rating and the whole local days since the previous review (0 first). */
export type ReviewSequence = { rating: number; deltaT: number; reviewedAt: number }[];

/** Each card's counted reviews in order, with day gaps counted between local dates in the student's zone. */
export function reviewSequences(events: readonly ReviewEvent[], timeZone: string): ReviewSequence[] {
  const byCard = Map.groupBy(
    [...events].sort((a, b) => a.reviewedAt - b.reviewedAt),
    (event) => event.cardId,
  );
  return [...byCard.values()].map((reviews) =>
    reviews.map((review, index) => ({
      rating: review.rating,
      reviewedAt: review.reviewedAt,
      deltaT:
        index === 0
          ? 0
          : localDayNumber(review.reviewedAt, timeZone) - localDayNumber(reviews[index - 1]!.reviewedAt, timeZone),
    })),
  );
}

function localDayNumber(at: number, timeZone: string): number {
  return Math.round(Date.parse(`${localDate(at, timeZone)}T00:00:00Z`) / DAY);
}

/**
 * The training items of some sequences: one item per review on a later day than the one before,
 * holding the card's history up to and including that review (the FSRS convention). Same-day
 * reviews stay in the histories but are not predicted: the forgetting curve is about days (and the
 * optimiser refuses to evaluate them). `keep` picks which reviews become items, by their time.
 */
function trainingItems(sequences: readonly ReviewSequence[], keep: (reviewedAt: number) => boolean = () => true) {
  const items: FSRSBindingItem[] = [];
  for (const sequence of sequences) {
    for (let end = 1; end < sequence.length; end++) {
      if (sequence[end]!.deltaT === 0 || !keep(sequence[end]!.reviewedAt)) continue;
      items.push(
        new FSRSBindingItem(
          sequence.slice(0, end + 1).map((review) => new FSRSBindingReview(review.rating, review.deltaT)),
        ),
      );
    }
  }
  return items;
}

export interface FittedWeights {
  weights: number[];
  /** Log loss on the held-out latest fifth of the history: the fitted weights (trained on the rest) and the defaults. */
  logLoss: number;
  defaultLogLoss: number;
  reviewCount: number;
}

/**
 * Fits FSRS weights to a history. The reviews in the latest fifth of the time span are held out:
 * weights trained on the earlier ones are compared with the defaults there, then the weights
 * are fitted again on everything. Null when the history gives nothing to learn from.
 */
async function fitWeights(events: readonly ReviewEvent[], timeZone: string): Promise<FittedWeights | null> {
  const sequences = reviewSequences(events, timeZone);
  const times = events.map((event) => event.reviewedAt).sort((a, b) => a - b);
  if (times.length < 2) return null;
  const cut = times[Math.floor(times.length * 0.8)]!;
  const train = trainingItems(sequences, (at) => at < cut);
  const test = trainingItems(sequences, (at) => at >= cut);
  const all = trainingItems(sequences);
  if (train.length === 0 || test.length === 0) return null;
  const options = { enableShortTerm: true, numRelearningSteps: 1 };
  const trained = await computeParameters(train, options);
  const logLoss = new FSRSBinding(trained).evaluate(test).logLoss;
  const defaultLogLoss = new FSRSBinding().evaluate(test).logLoss;
  const weights = await computeParameters(all, options);
  return { weights, logLoss, defaultLogLoss, reviewCount: events.length };
}

/** Students with enough counted reviews whose weights were never fitted, or were fitted REFIT_AFTER_REVIEWS ago. */
export async function studentsNeedingWeights(database: Database, limit = STUDENTS_PER_RUN): Promise<string[]> {
  const rows = await database.read
    .select({ userId: flashcardReviews.userId, reviews: count() })
    .from(flashcardReviews)
    .leftJoin(reviewSettings, eq(reviewSettings.userId, flashcardReviews.userId))
    .where(eq(flashcardReviews.counted, true))
    .groupBy(flashcardReviews.userId)
    .having(
      and(
        gte(count(), PERSONAL_WEIGHTS_MIN_REVIEWS),
        sql`count(*) >= coalesce(max(${reviewSettings.weightsReviewCount}), 0) + ${REFIT_AFTER_REVIEWS}`,
      ),
    )
    .orderBy(asc(sql`max(${reviewSettings.weightsFittedAt})`))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** Fits and stores one student's weights; they are used only when they beat the defaults on held-out reviews. */
export async function fitStudentWeights(database: Database, userId: string, now = Date.now()) {
  const [[user], events] = await Promise.all([
    database.read.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)),
    database.read
      .select({
        cardId: flashcardReviews.flashcardId,
        rating: flashcardReviews.rating,
        reviewedAt: flashcardReviews.reviewedAt,
      })
      .from(flashcardReviews)
      .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.counted, true))),
  ]);
  const timeZone = user?.timeZone && isKnownTimeZone(user.timeZone) ? user.timeZone : "UTC";
  const fitted = await fitWeights(events, timeZone);
  const adopted = fitted !== null && fitted.logLoss < fitted.defaultLogLoss;
  await database.write(async (tx) => {
    const current = await loadReviewSettings(tx, userId);
    // New weights read memories differently: each card's stability and difficulty are replayed
    // from its own counted answers under them, so what is stored means what the weights say.
    if (adopted) await replayMemories(tx, userId, events, { ...current, weights: fitted.weights });
    const values = {
      weights: adopted ? JSON.stringify(fitted.weights) : null,
      weightsFittedAt: now,
      weightsReviewCount: events.length,
      weightsLogLoss: fitted?.logLoss ?? null,
      defaultLogLoss: fitted?.defaultLogLoss ?? null,
      updatedAt: now,
    };
    await tx
      .insert(reviewSettings)
      .values({
        userId,
        desiredRetention: current.desiredRetention,
        maximumIntervalDays: current.maximumIntervalDays,
        newCardsPerDay: current.newCardsPerDay,
        reviewsPerDay: current.reviewsPerDay,
        ...values,
      })
      .onConflictDoUpdate({ target: reviewSettings.userId, set: values });
  });
  return { fitted, adopted };
}

/** Rebuilds each card's FSRS memory (and each counted review's) from its counted answers under `settings`. */
async function replayMemories(tx: WriteTx, userId: string, events: readonly ReviewEvent[], settings: ReviewSettings) {
  const reviews = await tx
    .select({
      id: flashcardReviews.id,
      cardId: flashcardReviews.flashcardId,
      rating: flashcardReviews.rating,
      reviewedAt: flashcardReviews.reviewedAt,
    })
    .from(flashcardReviews)
    .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.counted, true)))
    .orderBy(asc(flashcardReviews.reviewedAt), asc(flashcardReviews.id));
  if (reviews.length !== events.length) return;
  for (const cardReviews of Map.groupBy(reviews, (review) => review.cardId).values()) {
    let schedule = newSchedule(cardReviews[0]!.reviewedAt);
    for (const review of cardReviews) {
      schedule = scheduleReview(schedule, review.rating as Grade, review.reviewedAt, settings);
      await tx
        .update(flashcardReviews)
        .set({ stability: schedule.stability, difficulty: schedule.difficulty })
        .where(eq(flashcardReviews.id, review.id));
    }
    await tx
      .update(flashcards)
      .set({ stability: schedule.stability, difficulty: schedule.difficulty })
      .where(and(eq(flashcards.id, cardReviews[0]!.cardId), eq(flashcards.userId, userId)));
  }
}

/** Fits every student who needs it, one at a time, until done or asked to stop. */
async function fitDueStudents(database: Database, signal?: AbortSignal): Promise<number> {
  let fitted = 0;
  for (const userId of await studentsNeedingWeights(database)) {
    if (signal?.aborted) break;
    try {
      const { adopted, fitted: result } = await fitStudentWeights(database, userId);
      fitted += 1;
      logger.info("Personal FSRS weights fitted", {
        adopted,
        reviews: result?.reviewCount ?? 0,
        logLoss: result?.logLoss,
        defaultLogLoss: result?.defaultLogLoss,
      });
    } catch (error) {
      logger.error("Fitting personal FSRS weights failed", { error });
    }
  }
  return fitted;
}

/** Runs the fitting in the background every few hours, once across instances. */
export function registerPersonalWeightsJob(jobs: JobScheduler, database: Database): void {
  jobs.register({
    name: PERSONAL_WEIGHTS_JOB,
    everyMs: JOB_EVERY_MS,
    leaseMs: 30 * 60_000,
    run: async (signal) => {
      await fitDueStudents(database, signal);
    },
  });
}

import { DEFAULT_REVIEW_SETTINGS, REVIEW_SETTING_LIMITS, type ReviewSettings } from "@bloom/domain";
import { and, count, eq } from "drizzle-orm";
import { Database, type WriteTx } from "../../db/database";
import { flashcardReviews, reviewSettings } from "../../db/schema";
import { AppError } from "../../errors";
import { parseWeights } from "../mastery/public";

/** Counted reviews a student needs before their own FSRS weights are fitted (ADR 0015). */
export const PERSONAL_WEIGHTS_MIN_REVIEWS = 400;

export interface StoredReviewSettings extends ReviewSettings {
  weightsFittedAt: number | null;
  weightsReviewCount: number | null;
  weightsLogLoss: number | null;
  defaultLogLoss: number | null;
}

/** The student's review settings, or the defaults when they never changed them. */
export async function loadReviewSettings(database: Database | WriteTx, userId: string): Promise<StoredReviewSettings> {
  const db = database instanceof Database ? database.read : database;
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.userId, userId));
  if (!row)
    return {
      ...DEFAULT_REVIEW_SETTINGS,
      weightsFittedAt: null,
      weightsReviewCount: null,
      weightsLogLoss: null,
      defaultLogLoss: null,
    };
  return {
    desiredRetention: row.desiredRetention,
    maximumIntervalDays: row.maximumIntervalDays,
    newCardsPerDay: row.newCardsPerDay,
    reviewsPerDay: row.reviewsPerDay,
    weights: parseWeights(row.weights),
    weightsFittedAt: row.weightsFittedAt,
    weightsReviewCount: row.weightsReviewCount,
    weightsLogLoss: row.weightsLogLoss,
    defaultLogLoss: row.defaultLogLoss,
  };
}

export type SettingsChange = Partial<Pick<ReviewSettings, keyof typeof REVIEW_SETTING_LIMITS>>;

/** Changes some of the student's settings; each must be inside its range (whole numbers for counts and days). */
export async function updateReviewSettings(
  database: Database,
  userId: string,
  change: SettingsChange,
): Promise<StoredReviewSettings> {
  for (const [key, value] of Object.entries(change) as [keyof typeof REVIEW_SETTING_LIMITS, number | undefined][]) {
    if (value === undefined) continue;
    const { min, max } = REVIEW_SETTING_LIMITS[key];
    const whole = key !== "desiredRetention";
    if (!Number.isFinite(value) || value < min || value > max || (whole && !Number.isInteger(value))) {
      throw whole
        ? new AppError("VALIDATION_FAILED", "errors.reviewSetting.whole", { setting: key, min, max })
        : new AppError("VALIDATION_FAILED", "errors.reviewSetting.retention", { min: min * 100, max: max * 100 });
    }
  }
  return database.write(async (tx) => {
    const current = await loadReviewSettings(tx, userId);
    const next = {
      desiredRetention: change.desiredRetention ?? current.desiredRetention,
      maximumIntervalDays: change.maximumIntervalDays ?? current.maximumIntervalDays,
      newCardsPerDay: change.newCardsPerDay ?? current.newCardsPerDay,
      reviewsPerDay: change.reviewsPerDay ?? current.reviewsPerDay,
      updatedAt: Date.now(),
    };
    await tx
      .insert(reviewSettings)
      .values({ userId, ...next })
      .onConflictDoUpdate({ target: reviewSettings.userId, set: next });
    return loadReviewSettings(tx, userId);
  });
}

/** How many counted reviews the student has made (the optimiser's threshold counts these). */
export async function countCountedReviews(database: Database, userId: string): Promise<number> {
  const [row] = await database.read
    .select({ total: count() })
    .from(flashcardReviews)
    .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.counted, true)));
  return row?.total ?? 0;
}

import { cardMastery } from "@bloom/domain";
import type { Database } from "../../db/database";
import { loadReviewWeights } from "../mastery/public";
import type { FlashcardFilter } from "./model";
import { readStatsCards, type StatsCard } from "./store";

type Weights = readonly number[] | null;

export interface PracticeStats {
  cardsAnswered: number;
  averageMastery: number;
}

/** Whether a card's mastery now falls in the filter's range; a New card has none to fall in. */
export function inRange(mastery: number | null, filter: FlashcardFilter): boolean {
  if (filter.minMastery === undefined && filter.maxMastery === undefined) return true;
  if (mastery === null) return false;
  return (
    (filter.minMastery === undefined || mastery >= filter.minMastery) &&
    (filter.maxMastery === undefined || mastery < filter.maxMastery)
  );
}

/**
 * Cards answered (with at least one counted review) and their mean mastery now, over cards that
 * are not suspended, under the same filters as the list.
 */
export async function getPracticeStats(
  database: Database,
  userId: string,
  filter: FlashcardFilter,
  now = Date.now(),
): Promise<PracticeStats> {
  const [cards, weights] = await Promise.all([
    readStatsCards(database, userId, filter),
    loadReviewWeights(database, userId),
  ]);
  return practiceStatsOf(cards, now, weights, filter);
}

/** The statistics over all the user's cards, as of `now`, when the weights are already known (after an answer). */
export async function overallStats(
  database: Database,
  userId: string,
  now: number,
  weights: Weights,
): Promise<PracticeStats> {
  return practiceStatsOf(await readStatsCards(database, userId, {}), now, weights);
}

/** The statistics of these cards: those not suspended, with a mastery now, in the filter's range. */
function practiceStatsOf(cards: StatsCard[], now: number, weights: Weights, filter: FlashcardFilter = {}) {
  let cardsAnswered = 0;
  let total = 0;
  for (const card of cards) {
    const mastery = counts(card, now, weights);
    if (mastery === null || !inRange(mastery, filter)) continue;
    cardsAnswered++;
    total += mastery;
  }
  return { cardsAnswered, averageMastery: cardsAnswered === 0 ? 0 : total / cardsAnswered };
}

/** A card's mastery now when it counts in the statistics (answered, not suspended), else null. */
function counts(card: StatsCard, now: number, weights: Weights): number | null {
  return card.suspended ? null : cardMastery(card, now, weights);
}

/**
 * The overall statistics as they were with one card as it was before an answer, from the statistics
 * after it: only that card changed, so its part is swapped instead of every card being read twice.
 */
export function statsBefore(
  after: PracticeStats,
  card: { before: StatsCard; after: StatsCard },
  now: number,
  weights: Weights,
): PracticeStats {
  const was = counts(card.before, now, weights);
  const is = counts(card.after, now, weights);
  const cardsAnswered = after.cardsAnswered - (is === null ? 0 : 1) + (was === null ? 0 : 1);
  const total = after.averageMastery * after.cardsAnswered - (is ?? 0) + (was ?? 0);
  return { cardsAnswered, averageMastery: cardsAnswered === 0 ? 0 : total / cardsAnswered };
}

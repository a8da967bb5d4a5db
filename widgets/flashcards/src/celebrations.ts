import { ANSWER_MILESTONES } from "@bloom/domain";
import type { CelebrationType } from "@bloom/ui";

export interface CelebrationChoice {
  type: CelebrationType;
  message: string;
}

/**
 * What to celebrate right after an answer is graded (spec §4 Flashcard answer flow), or null
 * when the decision waits for fresh stats: 0.9 or more is mastery; 0.7 or more is "Great
 * Progress"; any rise is "Improvement! +n% Mastery".
 */
export function celebrateAnswer(mastery: number, previous: number | null): CelebrationChoice | null {
  if (mastery >= 0.9) return { type: "mastery", message: "You have mastered this card." };
  if (mastery >= 0.7) return { type: "milestone", message: "Great Progress" };
  if (previous !== null && mastery > previous) {
    return { type: "milestone", message: `Improvement! +${Math.round((mastery - previous) * 100)}% Mastery` };
  }
  return null;
}

/**
 * What to celebrate once the stats are refreshed after an answer with no celebration of its own:
 * the average mastery rose by more than 0.05, or the number of answered cards hit 5, 10, 20, 50 or 100.
 */
export function celebrateStats(
  before: { cardsAnswered: number; averageMastery: number } | null,
  after: { cardsAnswered: number; averageMastery: number },
): CelebrationChoice | null {
  if (before && after.averageMastery - before.averageMastery > 0.05) {
    return { type: "milestone", message: `Average mastery up to ${Math.round(after.averageMastery * 100)}%` };
  }
  if ((ANSWER_MILESTONES as readonly number[]).includes(after.cardsAnswered)) {
    return { type: "completed", message: `${after.cardsAnswered} cards answered!` };
  }
  return null;
}

import { ANSWER_MILESTONES } from "./flashcards";

/**
 * Which celebration follows a flashcard answer (spec §4 Flashcard answer flow), decided once on
 * the server from honest numbers: the card's FSRS-aware mastery (not the raw grade), and only for
 * answers that counted; practice before a card is due celebrates nothing.
 */

export type CelebrationKind = "mastery" | "completed" | "milestone";

/** Why a celebration was chosen: the screen words it from this, in the student's language. */
export type CelebrationReason = "mastered" | "greatProgress" | "improvement" | "averageUp" | "answered";

export interface CelebrationChoice {
  type: CelebrationKind;
  reason: CelebrationReason;
  /** The number the words carry: the gain or the average in per cent, or the cards answered. */
  value: number | null;
  /** The celebration in English, as the spec words it. */
  message: string;
}

export interface AnswerOutcome {
  counted: boolean;
  /** Whether the answer reached the pass line: a wrong answer is never celebrated as progress. */
  passed: boolean;
  /** The card's mastery before and after the answer; null before = a new card. */
  cardBefore: number | null;
  cardAfter: number | null;
  /** The student's practice stats before and after. */
  averageBefore: number;
  averageAfter: number;
  answeredBefore: number;
  answeredAfter: number;
}

/**
 * In the spec's order: card mastery 0.9 or more is mastery; 0.7 or more is "Great Progress"; a rise
 * from a passing answer is "Improvement! +n% Mastery"; else, for a passing answer, the average mastery
 * rising by more than 0.05 is a milestone; and reaching exactly 5, 10, 20, 50 or 100 answered cards
 * with this answer is "completed".
 */
export function chooseCelebration(outcome: AnswerOutcome): CelebrationChoice | null {
  if (!outcome.counted || outcome.cardAfter === null) return null;
  const after = outcome.cardAfter;
  const before = outcome.cardBefore ?? 0;
  if (after >= 0.9)
    return { type: "mastery", reason: "mastered", value: null, message: "You have mastered this card." };
  if (after >= 0.7) return { type: "milestone", reason: "greatProgress", value: null, message: "Great Progress" };
  const gain = Math.round((after - before) * 100);
  // A new card's first wrong answer still gives it a little mastery: that is not an improvement to cheer.
  if (outcome.passed && gain > 0) {
    return { type: "milestone", reason: "improvement", value: gain, message: `Improvement! +${gain}% Mastery` };
  }
  // The epsilon keeps float noise (0.55 − 0.5 = 0.05000000000000004) from reading as "more than 0.05".
  if (outcome.passed && outcome.averageAfter - outcome.averageBefore > 0.05 + 1e-9) {
    const average = Math.round(outcome.averageAfter * 100);
    return { type: "milestone", reason: "averageUp", value: average, message: `Average mastery up to ${average}%` };
  }
  if (
    outcome.answeredAfter !== outcome.answeredBefore &&
    (ANSWER_MILESTONES as readonly number[]).includes(outcome.answeredAfter)
  ) {
    const answered = outcome.answeredAfter;
    return { type: "completed", reason: "answered", value: answered, message: `${answered} cards answered!` };
  }
  return null;
}

import type { CardReview } from "@bloom/api/models";
import type { CelebrationChoice, CelebrationKind, CelebrationReason, FlashcardStatus } from "@bloom/domain";
import { formatDateTime, intlLocale, type MessageKey, useLocale, useT } from "@bloom/ui";
import { useMemo } from "react";

/** What the overview, the filter and a graded card call each mastery status. */
export const STATUS_KEYS: Record<FlashcardStatus | "suspended", MessageKey> = {
  new: "flashcards.status.new",
  "needs-work": "flashcards.status.needsWork",
  good: "flashcards.status.good",
  mastered: "flashcards.status.mastered",
  suspended: "flashcards.status.suspended",
};

/** A celebration as the screen shows it: its kind and its words, in the student's language. */
export interface ShownCelebration {
  type: CelebrationKind;
  message: string;
}

const CELEBRATION_KEYS: Record<CelebrationReason, MessageKey> = {
  mastered: "flashcards.celebration.mastered",
  greatProgress: "flashcards.celebration.greatProgress",
  improvement: "flashcards.celebration.improvement",
  averageUp: "flashcards.celebration.averageUp",
  answered: "flashcards.celebration.answered",
};

/** Words the server's celebration (chosen from honest numbers, spec §4) in the active language. */
export function useCelebrationWords(): (choice: CelebrationChoice) => ShownCelebration {
  const t = useT();
  return (choice) => ({ type: choice.type, message: t(CELEBRATION_KEYS[choice.reason], { value: choice.value ?? 0 }) });
}

/** The scheduler's rating of an answer, as the history shows it. */
export const RATING_KEYS: Record<CardReview["rating"], MessageKey> = {
  Again: "flashcards.rating.again",
  Hard: "flashcards.rating.hard",
  Good: "flashcards.rating.good",
  Easy: "flashcards.rating.easy",
};

/**
 * Percentages, dates and relative times in the active language: "50%" and "Nov 3, 14:05" in
 * English, "50 %" and "3 nov, 14:05" in Spanish.
 */
export function useFormats() {
  const locale = intlLocale(useLocale());
  return useMemo(() => {
    const percents = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
    return {
      /** A 0–1 value as a whole percentage, rounded as Math.round rounds. */
      percent: (value: number) => percents.format(Math.round(value * 100) / 100),
      dateTime: (iso: string) => formatDateTime(iso, { locale }),
      /** "in 5 minutes", "in 3 hours". */
      inMinutes: (minutes: number) => relative.format(minutes, "minute"),
      inHours: (hours: number) => relative.format(hours, "hour"),
    };
  }, [locale]);
}

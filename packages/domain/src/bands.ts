/**
 * Mastery bands exactly as the spec gives them (§4 Mastery bands). Each screen has its own
 * thresholds; a mastery is always 0–1 here.
 */

export type FlashcardBand = "needs-work" | "good" | "mastered";

/** Flashcards: Needs Work below 0.7; Good from 0.7 up to but not including 0.9; Mastered from 0.9. */
export function flashcardBand(mastery: number): FlashcardBand {
  if (mastery >= 0.9) return "mastered";
  if (mastery >= 0.7) return "good";
  return "needs-work";
}

export const FLASHCARD_BAND_LABELS: Record<FlashcardBand, string> = {
  "needs-work": "Needs Work",
  good: "Good",
  mastered: "Mastered",
};

/** What a card shows: New until its first counted review (no mastery to show yet), then its band. */
export type FlashcardStatus = FlashcardBand | "new";

export const FLASHCARD_STATUS_LABELS: Record<FlashcardStatus, string> = { new: "New", ...FLASHCARD_BAND_LABELS };

/** The status of a card whose mastery is `mastery`, or null when it has never had a counted review. */
export function flashcardStatus(mastery: number | null): FlashcardStatus {
  return mastery === null ? "new" : flashcardBand(mastery);
}

/**
 * The mastery range a flashcard status filter selects (spec §7 notes): `min` inclusive, `max`
 * exclusive, so 0.7 is Good and 0.9 is Mastered, never both.
 */
export const FLASHCARD_BAND_RANGES: Record<FlashcardBand, { min?: number; max?: number }> = {
  "needs-work": { max: 0.7 },
  good: { min: 0.7, max: 0.9 },
  mastered: { min: 0.9 },
};

/** Whether a mastery falls in a [min, max) range; either end may be open. */
export function inMasteryRange(mastery: number, range: { min?: number; max?: number }): boolean {
  return (range.min === undefined || mastery >= range.min) && (range.max === undefined || mastery < range.max);
}

export type ConceptStatus = "mastered" | "in_progress" | "needs_work";

/** The dashboard's subject card and concept chips: Mastered from 0.85; In Progress from 0.6; else Needs Work. */
export function conceptStatus(mastery: number): ConceptStatus {
  if (mastery >= 0.85) return "mastered";
  if (mastery >= 0.6) return "in_progress";
  return "needs_work";
}

export const CONCEPT_STATUS_LABELS: Record<ConceptStatus, string> = {
  mastered: "Mastered",
  in_progress: "In Progress",
  needs_work: "Needs Work",
};

export type OverviewBand = "mastered" | "good-progress" | "needs-practice" | "needs-help";

/** The tutoring chat overview: Mastered from 0.8 (green), Good Progress from 0.6 (yellow), Needs Practice from 0.4 (orange), else Needs Help (red). */
export function overviewBand(mastery: number): OverviewBand {
  if (mastery >= 0.8) return "mastered";
  if (mastery >= 0.6) return "good-progress";
  if (mastery >= 0.4) return "needs-practice";
  return "needs-help";
}

export const OVERVIEW_BAND_LABELS: Record<OverviewBand, string> = {
  mastered: "Mastered",
  "good-progress": "Good Progress",
  "needs-practice": "Needs Practice",
  "needs-help": "Needs Help",
};

import type { FlashcardMetrics, SessionDuration, StudentMastery } from "@bloom/api/models";

type SubjectSummary = StudentMastery["subjects"][number];

/** Average Mastery: the mean of the subjects' mastery, as a whole percent; 0 without subjects. */
export function averageMasteryPercent(subjects: readonly SubjectSummary[]): number {
  if (subjects.length === 0) return 0;
  return Math.round((subjects.reduce((sum, subject) => sum + subject.mastery, 0) / subjects.length) * 100);
}

/** Total Time Spent: the sum of the subjects' time, in seconds (shown with `formatDuration`). */
export function totalTimeSeconds(subjects: readonly SubjectSummary[]): number {
  return subjects.reduce((sum, subject) => sum + subject.time_spent_seconds, 0);
}

/** Flashcards Completed: "answered / total"; "0 / 0" when the metrics could not be loaded. */
export function flashcardsCompleted(metrics: FlashcardMetrics | null): string {
  return `${metrics?.cardsAnswered ?? 0} / ${metrics?.totalCards ?? 0}`;
}

/** Total Sessions: how many tutoring sessions there are. */
export function totalSessions(sessions: readonly SessionDuration[]): number {
  return sessions.length;
}

/** How many sessions "Recent Sessions" lists (spec §9). */
export const RECENT_SESSIONS = 10;

/** The sessions the table shows: the first 10, as the API orders them (newest first). */
export function recentSessions(sessions: readonly SessionDuration[]): SessionDuration[] {
  return sessions.slice(0, RECENT_SESSIONS);
}

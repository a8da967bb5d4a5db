import type { FlashcardMetrics, SessionDuration, StudentMastery } from "@bloom/api/models";

type SubjectSummary = StudentMastery["subjects"][number];

/** Average Mastery: the mean of the subjects' mastery, as a whole percent (spec §2). */
export function averageMasteryPercent(subjects: SubjectSummary[]): number {
  if (subjects.length === 0) return 0;
  return Math.round((subjects.reduce((sum, subject) => sum + subject.mastery, 0) / subjects.length) * 100);
}

/** Total Time Spent: the sum of the subjects' time, in seconds. */
export function totalTimeSeconds(subjects: SubjectSummary[]): number {
  return subjects.reduce((sum, subject) => sum + subject.time_spent_seconds, 0);
}

/** Hours and minutes, e.g. "1h 05m", or "12m" under an hour. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${String(minutes % 60).padStart(2, "0")}m` : `${minutes}m`;
}

/** Flashcards Completed: answered / total. */
export function flashcardsCompleted(metrics: FlashcardMetrics | null): string {
  return `${metrics?.cardsAnswered ?? 0} / ${metrics?.totalCards ?? 0}`;
}

/** Total Sessions: how many tutoring sessions there are. */
export function totalSessions(sessions: SessionDuration[]): number {
  return sessions.length;
}

/** A concept label for a chip: cut at 15 characters plus "..." (spec §2, §9). */
export function truncateLabel(label: string, length = 15): string {
  return label.length > length ? `${label.slice(0, length)}...` : label;
}

/** "Nov 3, 14:05": short month, day, hour and minute (spec §2 tutoring chat overview). */
export function formatActivity(iso: string | null): string {
  if (!iso) return "No activity yet";
  return new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

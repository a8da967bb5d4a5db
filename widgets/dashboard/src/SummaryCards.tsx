import type { DashboardData } from "./data";
import { formatDuration } from "./format";
import { averageMasteryPercent, flashcardsCompleted, totalSessions, totalTimeSeconds } from "./summary";

/** The four summary cards (spec §2): Average Mastery, Total Time Spent, Flashcards Completed, Total Sessions. */
export function SummaryCards({ data }: { data: DashboardData }) {
  const cards: [label: string, value: string][] = [
    ["Average Mastery", `${averageMasteryPercent(data.subjects)}%`],
    ["Total Time Spent", formatDuration(totalTimeSeconds(data.subjects))],
    ["Flashcards Completed", flashcardsCompleted(data.metrics)],
    ["Total Sessions", String(totalSessions(data.sessions))],
  ];
  return (
    <ul className="dash-cards" aria-label="Summary">
      {cards.map(([label, value]) => (
        <li key={label}>
          <span className="dash-card-label">{label}</span>
          <span className="dash-card-value">{value}</span>
        </li>
      ))}
    </ul>
  );
}

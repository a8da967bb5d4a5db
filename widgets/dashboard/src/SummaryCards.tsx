import { intlLocale, useLocale, useT } from "@bloom/ui";
import type { DashboardData } from "./data";
import { formatDuration } from "./format";
import { averageMasteryPercent, flashcardsCompleted, totalSessions, totalTimeSeconds } from "./summary";

/** The four summary cards (spec §2): Average Mastery, Total Time Spent, Flashcards Completed, Total Sessions. */
export function SummaryCards({ data }: { data: DashboardData }) {
  const t = useT();
  const numbers = new Intl.NumberFormat(intlLocale(useLocale()));
  const cards: [label: string, value: string][] = [
    [t("dashboard.summary.averageMastery"), `${numbers.format(averageMasteryPercent(data.subjects))}%`],
    [t("dashboard.summary.totalTime"), formatDuration(totalTimeSeconds(data.subjects))],
    [t("dashboard.summary.flashcardsCompleted"), flashcardsCompleted(data.metrics)],
    [t("dashboard.summary.totalSessions"), numbers.format(totalSessions(data.sessions))],
  ];
  return (
    <ul className="dash-cards" aria-label={t("dashboard.summary")}>
      {cards.map(([label, value]) => (
        <li key={label}>
          <span className="dash-card-label">{label}</span>
          <span className="dash-card-value">{value}</span>
        </li>
      ))}
    </ul>
  );
}

import { useT } from "@bloom/ui";
import type { DashboardData } from "./data";
import { formatDate, formatDuration, formatTime, useDateOptions } from "./format";
import { recentSessions } from "./summary";

/** "Recent Sessions": the first 10 sessions (newest first, as the API sends them) in a table. */
export function RecentSessions({ data }: { data: DashboardData }) {
  const t = useT();
  const locale = useDateOptions();
  if (data.sessions.length === 0) return <p className="dash-empty">{t("dashboard.sessions.empty")}</p>;
  const names = new Map(data.subjects.map((subject) => [subject.subject_id, subject.name]));
  return (
    // Scrolls sideways on a phone; focusable and named so keyboard users can scroll it too.
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable).
    <div className="dash-table-wrap" role="region" aria-label={t("dashboard.sessions.region")} tabIndex={0}>
      <table className="dash-table">
        <thead>
          <tr>
            <th scope="col">{t("dashboard.sessions.date")}</th>
            <th scope="col">{t("dashboard.sessions.subject")}</th>
            <th scope="col">{t("dashboard.sessions.duration")}</th>
            <th scope="col">{t("dashboard.sessions.start")}</th>
            <th scope="col">{t("dashboard.sessions.end")}</th>
          </tr>
        </thead>
        <tbody>
          {recentSessions(data.sessions).map((session) => (
            <tr key={session.session_id}>
              <td>{formatDate(session.session_start, locale)}</td>
              <td>{names.get(session.subject_id) ?? session.topic}</td>
              <td>{formatDuration(session.duration_seconds)}</td>
              <td>{formatTime(session.session_start, locale)}</td>
              <td>{formatTime(session.session_end, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

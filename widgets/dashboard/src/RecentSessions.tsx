import type { DashboardData } from "./data";
import { formatDate, formatDuration, formatTime } from "./format";
import { recentSessions } from "./summary";

/** "Recent Sessions": the first 10 sessions (newest first, as the API sends them) in a table. */
export function RecentSessions({ data }: { data: DashboardData }) {
  if (data.sessions.length === 0) return <p className="dash-empty">No recent sessions available</p>;
  const names = new Map(data.subjects.map((subject) => [subject.subject_id, subject.name]));
  return (
    // Scrolls sideways on a phone; focusable and named so keyboard users can scroll it too.
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable).
    <div className="dash-table-wrap" role="region" aria-label="Recent sessions table" tabIndex={0}>
      <table className="dash-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Subject</th>
            <th scope="col">Duration</th>
            <th scope="col">Start Time</th>
            <th scope="col">End Time</th>
          </tr>
        </thead>
        <tbody>
          {recentSessions(data.sessions).map((session) => (
            <tr key={session.session_id}>
              <td>{formatDate(session.session_start)}</td>
              <td>{names.get(session.subject_id) ?? session.topic}</td>
              <td>{formatDuration(session.duration_seconds)}</td>
              <td>{formatTime(session.session_start)}</td>
              <td>{formatTime(session.session_end)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

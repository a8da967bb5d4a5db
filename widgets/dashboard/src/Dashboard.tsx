import { lazy, Suspense, useState } from "react";
import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Spinner } from "@bloom/ui";
import { useDashboardData, useStudent } from "./data";
import { SubjectCard } from "./SubjectCard";
import { SubscriptionBanner } from "./SubscriptionBanner";
import { averageMasteryPercent, flashcardsCompleted, formatDuration, totalSessions, totalTimeSeconds } from "./summary";

// The chart pulls in uPlot: it loads after the rest of the dashboard.
const ProgressChart = lazy(() => import("./ProgressChart").then((module) => ({ default: module.ProgressChart })));

/** The learning dashboard (spec §2 Dashboard, §4 Dashboard load). */
export function Dashboard() {
  const { signOut } = useWidgetHost();
  const student = useStudent();
  const data = useDashboardData(student.data?.id);
  const [open, setOpen] = useState<string | null>(null);

  const header = (
    <header className="dash-header">
      <div>
        <h1>Your Learning Dashboard</h1>
        <p>Track your growth and celebrate your progress</p>
        {student.data && <p className="dash-welcome">Welcome back, {student.data.name}!</p>}
      </div>
      {signOut && (
        <Button variant="secondary" onClick={() => void signOut()}>
          Logout
        </Button>
      )}
    </header>
  );

  if (student.isPending || (student.data && data.isPending)) {
    return (
      <div className="dash">
        {header}
        <p className="dash-loading" role="status">
          <Spinner label="Loading" /> Loading your flourishing journey...
        </p>
      </div>
    );
  }
  if (student.isError || data.isError || !data.data || !student.data) {
    return (
      <div className="dash">
        {header}
        <Banner variant="error">{messageOf(student.error ?? data.error, "Failed to load dashboard data")}</Banner>
      </div>
    );
  }

  const { subjects, progress, cards, hierarchy, timeline, sessions, metrics } = data.data;
  return (
    <div className="dash">
      {header}
      <SubscriptionBanner user={student.data} />
      <ul className="dash-cards" aria-label="Summary">
        <li>
          <span className="dash-card-label">Average Mastery</span>
          <span className="dash-card-value">{averageMasteryPercent(subjects)}%</span>
        </li>
        <li>
          <span className="dash-card-label">Total Time Spent</span>
          <span className="dash-card-value">{formatDuration(totalTimeSeconds(subjects))}</span>
        </li>
        <li>
          <span className="dash-card-label">Flashcards Completed</span>
          <span className="dash-card-value">{flashcardsCompleted(metrics)}</span>
        </li>
        <li>
          <span className="dash-card-label">Total Sessions</span>
          <span className="dash-card-value">{totalSessions(sessions)}</span>
        </li>
      </ul>

      <section aria-labelledby="dash-subjects">
        <h2 id="dash-subjects">Your Subjects</h2>
        {cards.length === 0 ? (
          <p className="dash-empty">No subjects found. Start learning to see your progress!</p>
        ) : (
          <ul className="dash-subjects">
            {cards.map((card) => (
              <SubjectCard
                key={card.subject_id}
                studentId={student.data!.id}
                card={card}
                hierarchy={hierarchy.find((item) => item.subject_id === card.subject_id)}
                timeline={timeline.filter((item) => item.subject_id === card.subject_id)}
                expanded={open === card.subject_id}
                onToggle={() => setOpen((current) => (current === card.subject_id ? null : card.subject_id))}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="dash-progress">
        <h2 id="dash-progress">Learning Progress Timeline</h2>
        <Suspense fallback={<Spinner label="Loading the chart" />}>
          <ProgressChart points={progress} />
        </Suspense>
      </section>

      <section aria-labelledby="dash-sessions">
        <h2 id="dash-sessions">Recent Sessions</h2>
        {sessions.length === 0 ? (
          <p className="dash-empty">No recent sessions available</p>
        ) : (
          <div className="dash-table-wrap">
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
                {sessions.slice(0, 10).map((session) => {
                  const start = new Date(session.session_start);
                  const end = new Date(session.session_end);
                  const time = (date: Date) => date.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
                  return (
                    <tr key={session.session_id}>
                      <td>{start.toLocaleDateString()}</td>
                      <td>{subjects.find((subject) => subject.subject_id === session.subject_id)?.name ?? "—"}</td>
                      <td>{formatDuration(session.duration_seconds)}</td>
                      <td>{time(start)}</td>
                      <td>{time(end)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

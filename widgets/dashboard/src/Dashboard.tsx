import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Spinner, useT } from "@bloom/ui";
import { type ReactNode, useState } from "react";
import { teachesCourses, useCourses } from "./courses";
import { type DashboardData, useDashboardData, useStudent } from "./data";
import { Oversight } from "./oversight/Oversight";
import { ProgressChart } from "./ProgressChart";
import { RecentSessions } from "./RecentSessions";
import { SubjectCard } from "./SubjectCard";
import { SubscriptionBanner } from "./SubscriptionBanner";
import { SummaryCards } from "./SummaryCards";
import { TeacherCourses } from "./TeacherCourses";

/**
 * The learning dashboard (spec §2 Dashboard). It loads in one step (§4 Dashboard load): loading,
 * then an error with nothing of the data, or everything.
 */
export function Dashboard({ initial }: { initial?: Record<string, string> }) {
  const t = useT();
  const student = useStudent();
  const data = useDashboardData(student.user?.id);
  // Started with the core load so a teacher's course list arrives with it; not part of it, so a failure stays in its section.
  const courses = useCourses(student.user);
  const adult = teachesCourses(student.user);
  // A teacher's page is for someone who teaches courses through an LMS; anyone else (a district
  // admin, a teacher trying Bloom on their own) has the learning dashboard of the spec.
  const teacherPage = adult && (courses.data?.length ?? 0) > 0;

  let body: ReactNode;
  const error = student.error ?? data.error;
  if (error) {
    // A failed core load shows its message and none of the data, even data from an earlier load.
    body = <Banner variant="error">{messageOf(error, t("dashboard.loadFailed"))}</Banner>;
  } else if (!student.user || !data.data || (adult && courses.isPending)) {
    body = (
      <div className="dash-loading">
        <Spinner label={t("dashboard.loading")} showLabel />
      </div>
    );
  } else if (teacherPage) {
    // A teacher's page: their classes, the course they came from first, and their tools; no
    // learner's statistics, and no offer when their school or district's licence covers them.
    const licensed = student.user.districtId !== null || student.user.schoolId !== null;
    body = (
      <>
        {!licensed && <SubscriptionBanner user={student.user} />}
        <Oversight user={student.user} initial={initial} courses={courses.data ?? []} />
      </>
    );
  } else {
    body = (
      <>
        <SubscriptionBanner user={student.user} />
        <Oversight user={student.user} initial={initial} />
        <SummaryCards data={data.data} />
        {adult && <TeacherCourses courses={courses} />}
        <Subjects studentId={student.user.id} data={data.data} />
        <section className="dash-section">
          <h2>{t("dashboard.progressTimeline")}</h2>
          <ProgressChart points={data.data.progress} />
        </section>
        <section className="dash-section">
          <h2>{t("dashboard.recentSessions")}</h2>
          <RecentSessions data={data.data} />
        </section>
      </>
    );
  }

  return (
    <div className="dash">
      <Header
        adult={teacherPage}
        name={student.user?.name}
        returning={data.data ? data.data.cards.length > 0 || data.data.sessions.length > 0 : null}
      />
      {body}
    </div>
  );
}

/**
 * The welcome says "back" only to someone who has been here before (who has subjects or sessions);
 * it waits for the data that tells, rather than change its words under the reader.
 */
function Header({ adult, name, returning }: { adult: boolean; name: string | undefined; returning: boolean | null }) {
  const { signOut } = useWidgetHost();
  const t = useT();
  return (
    <header className="dash-header">
      <div>
        {adult ? (
          <>
            <h1>{t("dashboard.teacher.title")}</h1>
            <p className="dash-subtitle">{t("dashboard.teacher.subtitle")}</p>
            {name && <p className="dash-welcome">{t("dashboard.welcome", { name })}</p>}
          </>
        ) : (
          <>
            <h1>{t("dashboard.title")}</h1>
            <p className="dash-subtitle">{t("dashboard.subtitle")}</p>
            {name && returning !== null && (
              <p className="dash-welcome">{t(returning ? "dashboard.welcomeBack" : "dashboard.welcome", { name })}</p>
            )}
          </>
        )}
      </div>
      {/* Only a host that can sign out (the shell) gets the button; a portal element cannot. */}
      {signOut && (
        <Button variant="secondary" onClick={() => void signOut()}>
          {t("dashboard.logout")}
        </Button>
      )}
    </header>
  );
}

/** "Your Subjects": one card open at a time; opening the open card again closes it. */
function Subjects({ studentId, data }: { studentId: string; data: DashboardData }) {
  const [open, setOpen] = useState<string | null>(null);
  const t = useT();
  return (
    <section className="dash-section">
      <h2>{t("dashboard.subjects")}</h2>
      {data.cards.length === 0 ? (
        <p className="dash-empty">{t("dashboard.noSubjects")}</p>
      ) : (
        <ul className="dash-subjects">
          {data.cards.map((card) => (
            <SubjectCard
              key={card.subject_id}
              studentId={studentId}
              card={card}
              hierarchy={data.hierarchy.find((subject) => subject.subject_id === card.subject_id)}
              timeline={data.timeline.filter((item) => item.subject_id === card.subject_id)}
              expanded={open === card.subject_id}
              onToggle={() => setOpen((current) => (current === card.subject_id ? null : card.subject_id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

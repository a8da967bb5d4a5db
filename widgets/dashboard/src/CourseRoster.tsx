import { messageOf } from "@bloom/client";
import { Banner, type MessageKey, Spinner, useT } from "@bloom/ui";
import { type ReactNode, useId, useRef } from "react";
import { type Course, type RosterMember, rosterOrder, useCourseRoster } from "./courses";
import { Disclosure } from "./Disclosure";

/** Said instead of the roster button when the course's LMS gave Bloom no roster service. */
export const NO_ROSTER = "This course's learning platform does not share its roster with Bloom.";

/**
 * The class roster as the course's learning platform lists it (who has not opened Bloom yet too),
 * behind its own button, or a sentence when the platform shares no roster.
 */
export function PlatformRoster({ course, describedBy }: { course: Course; describedBy: string }) {
  const t = useT();
  if (!course.rosterAvailable) return <p className="dash-empty">{t("dashboard.roster.none")}</p>;
  return (
    // Every class has a "Show class roster" button; the description says whose it is.
    <Disclosure
      title={(open) => t(open ? "dashboard.roster.hide" : "dashboard.roster.show")}
      describedBy={describedBy}
      className="dash-course-roster"
    >
      <CourseRoster course={course} />
    </Disclosure>
  );
}

const ROLE_LABEL: Record<RosterMember["role"], MessageKey> = {
  student: "dashboard.roster.student",
  teacher: "dashboard.roster.teacher",
  admin: "dashboard.roster.admin",
};

/**
 * A course's class roster, loaded from the LMS when the disclosure opens: a spinner, the
 * server's sentence with "Try again", or the table.
 */
function CourseRoster({ course }: { course: Course }) {
  const t = useT();
  const roster = useCourseRoster(course.id);
  const panel = useRef<HTMLDivElement>(null);
  const retry = () => {
    // "Try again" disappears with the banner; keep keyboard focus in the panel rather than lose it to the page.
    panel.current?.focus();
    void roster.refetch();
  };
  let body: ReactNode;
  if (roster.isPending) {
    body = <Spinner label={t("dashboard.roster.loading")} showLabel size="small" />;
  } else if (roster.isError) {
    body = (
      <Banner variant="error" action={{ label: t("dashboard.roster.tryAgain"), onClick: retry }}>
        {messageOf(roster.error, t("dashboard.roster.failed"))}
      </Banner>
    );
  } else {
    body = <RosterTable title={course.title} members={roster.data.members} />;
  }
  return (
    <div ref={panel} tabIndex={-1} className="dash-roster">
      {body}
    </div>
  );
}

/** The roster as a table: students first, then teachers, each by name. */
function RosterTable({ title, members }: { title: string; members: readonly RosterMember[] }) {
  const t = useT();
  const labelId = useId();
  const caption = t("dashboard.roster.caption", { title, count: members.length });
  return (
    <>
      {/* A caption is as wide as its table and would scroll out of view on a phone, so the visible
          copy sits above the scrolling box; screen readers get the caption and the region's name. */}
      <p id={labelId} className="dash-roster-caption" aria-hidden="true">
        {caption}
      </p>
      {/* Scrolls sideways on a phone; focusable and named so keyboard users can scroll it too. */}
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable). */}
      <div className="dash-table-wrap" role="region" aria-labelledby={labelId} tabIndex={0}>
        <table className="dash-table dash-roster-table">
          <caption className="bl-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("dashboard.roster.name")}</th>
              <th scope="col">{t("dashboard.roster.email")}</th>
              <th scope="col">{t("dashboard.roster.role")}</th>
              <th scope="col">{t("dashboard.roster.status")}</th>
              <th scope="col">Bloom</th>
            </tr>
          </thead>
          <tbody>
            {rosterOrder(members).map((member, index) => (
              // Members have no id of their own (userId is null until they use Bloom); the sorted order is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <tr key={index}>
                <th scope="row">{member.name ?? <NotShared />}</th>
                <td>{member.email ?? <NotShared />}</td>
                <td>{t(ROLE_LABEL[member.role])}</td>
                <td>{member.status}</td>
                <td>
                  <span className={`dash-pill dash-tone-${member.userId ? "green" : "grey"}`}>
                    {t(member.userId ? "dashboard.roster.usesBloom" : "dashboard.roster.notYet")}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** An LMS may withhold names and emails (its privacy settings); say so rather than leave a blank cell. */
function NotShared() {
  const t = useT();
  return <span className="dash-meta">{t("dashboard.roster.notShared")}</span>;
}

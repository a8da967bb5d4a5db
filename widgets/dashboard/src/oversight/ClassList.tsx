import { messageOf } from "@bloom/client";
import { Banner, Button, Spinner, useT } from "@bloom/ui";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { PlatformRoster } from "../CourseRoster";
import type { Course } from "../courses";
import { Disclosure } from "../Disclosure";
import { useClasses, useClassOverview } from "./data";
import { StudentRecords } from "./StudentRecords";
import { useOversightWords } from "./words";

/**
 * "Your classes": each course (and, for a school's admin, the school) with its students' last
 * activity, current topic, mastery and open alerts, refreshed every 30 seconds while open, those
 * who need an adult first, 50 to a page. The classes come 50 to a page too, with a search of their
 * names once there is more than one page: a district's admin may oversee thousands of courses.
 */
export function ClassList({
  admin,
  courses = [],
  onOpenStudent,
}: {
  /** Admins also get each student's records: a copy of their data, and deleting the account. */
  admin: boolean;
  /**
   * The caller's LMS courses, the one they last opened Bloom from first: that class comes first
   * and open, and each class offers its platform's roster.
   */
  courses?: readonly Course[];
  onOpenStudent: (studentId: string, reason: "alert" | "browse") => void;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const classes = useClasses(page, search);
  const t = useT();
  const find = (text: string) => {
    setSearch(text.trim());
    setPage(1);
  };
  let body: ReactNode;
  if (classes.isPending) body = <Spinner label={t("oversight.classes.loading")} showLabel size="small" />;
  else if (classes.isError)
    body = (
      <Banner variant="error" action={{ label: t("oversight.tryAgain"), onClick: () => void classes.refetch() }}>
        {messageOf(classes.error, t("oversight.classes.failed"))}
      </Banner>
    );
  else {
    const { classes: shown, totals, page: list, search: answered } = classes.data;
    const searched = answered !== "";
    body = (
      <>
        {/* A search is offered once the list does not fit a page, and kept while one is shown. */}
        {(search !== "" || searched || list.pages > 1) && <ClassSearch search={search} onSearch={find} />}
        {searched && (
          <p className="dash-meta" role="status">
            {totals.classes === 0
              ? t("oversight.classes.noMatch", { search: answered })
              : t("oversight.classes.matches", { count: totals.classes, search: answered })}
          </p>
        )}
        {!searched && list.pages > 1 && (
          <p className="dash-meta">{t("oversight.classes.count", { count: totals.classes })}</p>
        )}
        {!searched && shown.length === 0 ? (
          <p className="dash-empty">{t("oversight.classes.empty")}</p>
        ) : (
          <ul className="dash-classes" aria-busy={classes.isPlaceholderData}>
            {launchedFirst(shown, courses).map((item) => (
              <ClassItem
                key={item.id}
                item={item}
                course={courses.find((course) => course.id === item.id)}
                open={item.id === courses[0]?.id}
                admin={admin}
                onOpenStudent={onOpenStudent}
              />
            ))}
          </ul>
        )}
        {list.pages > 1 && (
          <Pages
            label={t("oversight.classes.pages")}
            page={list.number}
            pages={list.pages}
            loading={classes.isPlaceholderData}
            onPage={setPage}
          />
        )}
      </>
    );
  }
  return (
    <div className="dash-class-list">
      <h3>{t("oversight.classes.title")}</h3>
      {body}
    </div>
  );
}

/** The classes in the order of the caller's courses (the last launched first); the others after, as they came. */
function launchedFirst<T extends { id: string }>(classes: readonly T[], courses: readonly Course[]): T[] {
  const rank = (item: T) => {
    const index = courses.findIndex((course) => course.id === item.id);
    return index === -1 ? courses.length : index;
  };
  return [...classes].sort((a, b) => rank(a) - rank(b));
}

/** One class: its students behind a disclosure (open for the course just launched from), and its platform's roster. */
function ClassItem({
  item,
  course,
  open,
  admin,
  onOpenStudent,
}: {
  item: { id: string; title: string };
  course: Course | undefined;
  open: boolean;
  admin: boolean;
  onOpenStudent: (studentId: string, reason: "alert" | "browse") => void;
}) {
  const titleId = useId();
  const t = useT();
  return (
    <li className="dash-class">
      <span id={titleId} hidden>
        {item.title}
      </span>
      <Disclosure
        headingLevel={4}
        defaultOpen={open}
        title={(shown) => t(shown ? "oversight.classes.hide" : "oversight.classes.show", { title: item.title })}
      >
        <ClassTable classId={item.id} title={item.title} admin={admin} onOpenStudent={onOpenStudent} />
        {course && <PlatformRoster course={course} describedBy={titleId} />}
      </Disclosure>
    </li>
  );
}

/** A search of the classes' names, run on Enter or the button, so a list of thousands is not asked for at every key. */
function ClassSearch({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(search);
  const inputId = useId();
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className="dash-class-search" onSubmit={submit}>
      <label htmlFor={inputId} className="dash-label">
        {t("oversight.classes.find")}
        <input
          id={inputId}
          className="bl-input"
          type="search"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary" size="small">
        {t("oversight.classes.search")}
      </Button>
      {search !== "" && (
        <Button
          variant="ghost"
          size="small"
          onClick={() => {
            setText("");
            onSearch("");
          }}
        >
          {t("oversight.classes.showAll")}
        </Button>
      )}
    </form>
  );
}

function ClassTable({
  classId,
  title,
  admin,
  onOpenStudent,
}: {
  classId: string;
  title: string;
  admin: boolean;
  onOpenStudent: (studentId: string, reason: "alert" | "browse") => void;
}) {
  const [page, setPage] = useState(1);
  const overview = useClassOverview(classId, page);
  const { t, activity, tag } = useOversightWords();
  if (overview.isPending) return <Spinner label={t("oversight.class.loading")} showLabel size="small" />;
  if (overview.isError)
    return <Banner variant="error">{messageOf(overview.error, t("oversight.class.failed"))}</Banner>;
  const { students, waitingForSeat, totals, page: shown } = overview.data;
  const seatNotice =
    waitingForSeat > 0 ? (
      <Banner variant="warning">{t("oversight.class.noSeat", { count: waitingForSeat })}</Banner>
    ) : null;
  if (students.length === 0)
    return (
      <>
        {seatNotice}
        <p className="dash-empty">{t("oversight.class.empty")}</p>
      </>
    );
  return (
    <>
      {seatNotice}
      <p className="dash-meta">
        {t("oversight.class.students", { count: totals.students })}
        {totals.withOpenAlerts > 0 &&
          `${t("oversight.class.withAlerts", { open: totals.withOpenAlerts })}${totals.withCritical > 0 ? t("oversight.class.withCritical", { critical: totals.withCritical }) : ""}`}
      </p>
      {/* Scrolls sideways on a phone; focusable and named so keyboard users can scroll it too. */}
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable). */}
      <div className="dash-table-wrap" role="region" aria-label={t("oversight.class.region", { title })} tabIndex={0}>
        <table className="dash-table">
          <caption className="bl-visually-hidden">{t("oversight.class.caption", { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("oversight.class.col.student")}</th>
              <th scope="col">{t("oversight.class.col.alerts")}</th>
              <th scope="col">{t("oversight.class.col.workingOn")}</th>
              <th scope="col">{t("oversight.class.col.mastery")}</th>
              <th scope="col">{t("oversight.class.col.lastActive")}</th>
              {admin && <th scope="col">{t("oversight.class.col.records")}</th>}
            </tr>
          </thead>
          <tbody>
            {students.map((student) => (
              <tr key={student.id} className={student.openCritical > 0 ? "is-critical" : undefined}>
                <th scope="row">
                  <button
                    type="button"
                    className="dash-link-button"
                    onClick={() => onOpenStudent(student.id, student.openAlerts > 0 ? "alert" : "browse")}
                  >
                    {student.name || t("oversight.class.unnamed")}
                  </button>
                </th>
                <td>
                  {student.openAlerts === 0
                    ? t("oversight.class.noAlerts")
                    : t("oversight.class.openAlerts", { open: student.openAlerts, critical: student.openCritical })}
                </td>
                <td>
                  {student.current
                    ? `${student.current.subject} → ${student.current.topic}`
                    : t("oversight.class.notStarted")}
                </td>
                <td>
                  {student.mastery === null
                    ? "—"
                    : new Intl.NumberFormat(tag, { style: "percent" }).format(Math.round(student.mastery * 100) / 100)}
                </td>
                <td>{activity(student.lastActivityAt)}</td>
                {admin && (
                  <td>
                    <StudentRecords student={student} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.pages > 1 && (
        <Pages
          label={t("oversight.class.pages", { title })}
          page={shown.number}
          pages={shown.pages}
          loading={overview.isPlaceholderData}
          onPage={setPage}
        />
      )}
    </>
  );
}

/** Previous and next page of a list; a button is disabled where there is no page to go to. */
function Pages({
  label,
  page,
  pages,
  loading,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav className="dash-pages" aria-label={label}>
      <button type="button" className="dash-link-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("oversight.pages.previous")}
      </button>
      <span className="dash-meta" role="status" aria-busy={loading}>
        {t("oversight.pages.of", { page, pages })}
      </span>
      <button type="button" className="dash-link-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("oversight.pages.next")}
      </button>
    </nav>
  );
}

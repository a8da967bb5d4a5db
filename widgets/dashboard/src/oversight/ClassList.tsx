import { messageOf } from "@bloom/client";
import { countOf } from "@bloom/domain";
import { Banner, Button, Spinner } from "@bloom/ui";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { PlatformRoster } from "../CourseRoster";
import type { Course } from "../courses";
import { Disclosure } from "../Disclosure";
import { formatActivity, formatPercent } from "../format";
import { useClasses, useClassOverview } from "./data";
import { StudentRecords } from "./StudentRecords";

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
  const find = (text: string) => {
    setSearch(text.trim());
    setPage(1);
  };
  let body: ReactNode;
  if (classes.isPending) body = <Spinner label="Loading your classes" showLabel size="small" />;
  else if (classes.isError)
    body = (
      <Banner variant="error" action={{ label: "Try again", onClick: () => void classes.refetch() }}>
        {messageOf(classes.error, "Failed to load your classes.")}
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
              ? `No classes have “${answered}” in their name.`
              : `${countOf(totals.classes, "class", "classes")} with “${answered}” in the name.`}
          </p>
        )}
        {!searched && list.pages > 1 && <p className="dash-meta">{countOf(totals.classes, "class", "classes")}</p>}
        {!searched && shown.length === 0 ? (
          <p className="dash-empty">
            No classes yet. Open Bloom from a course in your learning platform and its students will appear here.
          </p>
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
            label="Pages of your classes"
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
      <h3>Your classes</h3>
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
  return (
    <li className="dash-class">
      <span id={titleId} hidden>
        {item.title}
      </span>
      <Disclosure headingLevel={4} defaultOpen={open} title={(shown) => `${shown ? "Hide" : "Show"} ${item.title}`}>
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className="dash-class-search" onSubmit={submit}>
      <label htmlFor={inputId} className="dash-label">
        Find a class by name
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
        Search
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
          Show all classes
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
  if (overview.isPending) return <Spinner label="Loading the class" showLabel size="small" />;
  if (overview.isError)
    return <Banner variant="error">{messageOf(overview.error, "Failed to load the class.")}</Banner>;
  const { students, waitingForSeat, totals, page: shown } = overview.data;
  const seatNotice =
    waitingForSeat > 0 ? (
      <Banner variant="warning">
        {countOf(waitingForSeat, "person", "people")} opened Bloom from this course but could not use it: your
        district's licence has no free seat. Your district's Bloom administrator can add seats.
      </Banner>
    ) : null;
  if (students.length === 0)
    return (
      <>
        {seatNotice}
        <p className="dash-empty">No students have opened Bloom from this class yet.</p>
      </>
    );
  return (
    <>
      {seatNotice}
      <p className="dash-meta">
        {countOf(totals.students, "student", "students")}
        {totals.withOpenAlerts > 0 &&
          `, ${totals.withOpenAlerts} with open alerts${totals.withCritical > 0 ? ` (${totals.withCritical} critical)` : ""}`}
      </p>
      {/* Scrolls sideways on a phone; focusable and named so keyboard users can scroll it too. */}
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable). */}
      <div className="dash-table-wrap" role="region" aria-label={`Students of ${title}`} tabIndex={0}>
        <table className="dash-table">
          <caption className="bl-visually-hidden">Students of {title}, those with open alerts first</caption>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Alerts</th>
              <th scope="col">Working on</th>
              <th scope="col">Mastery</th>
              <th scope="col">Last active</th>
              {admin && <th scope="col">Records</th>}
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
                    {student.name || "Unnamed student"}
                  </button>
                </th>
                <td>
                  {student.openAlerts === 0
                    ? "None"
                    : `${student.openAlerts} open${student.openCritical > 0 ? `, ${student.openCritical} critical` : ""}`}
                </td>
                <td>{student.current ? `${student.current.subject} → ${student.current.topic}` : "Not started"}</td>
                <td>{student.mastery === null ? "—" : formatPercent(student.mastery)}</td>
                <td>{formatActivity(student.lastActivityAt)}</td>
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
          label={`Pages of ${title}`}
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
  return (
    <nav className="dash-pages" aria-label={label}>
      <button type="button" className="dash-link-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span className="dash-meta" role="status" aria-busy={loading}>
        Page {page} of {pages}
      </span>
      <button type="button" className="dash-link-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}

import { messageOf } from "@bloom/client";
import { Banner, Spinner } from "@bloom/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { CourseRoster } from "./CourseRoster";
import { COURSES_FAILED, type Course } from "./courses";
import { Disclosure } from "./Disclosure";

/** Said instead of the roster button when the course's LMS gave Bloom no roster service. */
export const NO_ROSTER = "This course's learning platform does not share its roster with Bloom.";

/**
 * "Your courses" for a teacher or admin: the LMS courses they opened Bloom from, each with its
 * class roster behind a disclosure. The caller renders it only for teachers and admins, and
 * passes the query it started early so the list loads alongside the dashboard.
 */
export function TeacherCourses({ courses }: { courses: UseQueryResult<Course[]> }) {
  let body: ReactNode;
  if (courses.isPending) {
    body = <Spinner label="Loading your courses…" showLabel size="small" />;
  } else if (courses.isError) {
    body = (
      <Banner variant="error" action={{ label: "Try again", onClick: () => void courses.refetch() }}>
        {messageOf(courses.error, COURSES_FAILED)}
      </Banner>
    );
  } else if (courses.data.length === 0) {
    body = (
      <p className="dash-empty">
        No courses yet. Open Bloom from a course in your learning platform and it will appear here.
      </p>
    );
  } else {
    body = (
      <ul className="dash-courses">
        {courses.data.map((course) => (
          <CourseItem key={course.id} course={course} />
        ))}
      </ul>
    );
  }
  return (
    <section className="dash-section">
      <h2>Your courses</h2>
      {body}
    </section>
  );
}

function CourseItem({ course }: { course: Course }) {
  const titleId = useId();
  return (
    <li className="dash-course">
      <h3 id={titleId} className="dash-course-title">
        {course.title}
      </h3>
      <p className="dash-meta dash-course-platform">{course.platform}</p>
      {course.rosterAvailable ? (
        // Every course has a "Show class roster" button; the description says whose it is.
        <Disclosure
          title={(open) => (open ? "Hide class roster" : "Show class roster")}
          describedBy={titleId}
          className="dash-course-roster"
        >
          <CourseRoster course={course} />
        </Disclosure>
      ) : (
        <p className="dash-empty">{NO_ROSTER}</p>
      )}
    </li>
  );
}

import { messageOf } from "@bloom/client";
import { Banner, Spinner } from "@bloom/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { COURSES_FAILED, type Course } from "./courses";

/**
 * Where a teacher's (or admin's) list of LMS courses stands, above their classes: loading, a
 * failure with "Try again", or the sentence for none yet. The courses themselves are the classes
 * below (see `ClassList`), so nothing is shown once they are there.
 */
export function TeacherCourses({ courses }: { courses: UseQueryResult<Course[]> }) {
  if (courses.isPending) return <Spinner label="Loading your courses…" showLabel size="small" />;
  if (courses.isError) {
    return (
      <section className="dash-section" aria-label="Your courses">
        <Banner variant="error" action={{ label: "Try again", onClick: () => void courses.refetch() }}>
          {messageOf(courses.error, COURSES_FAILED)}
        </Banner>
      </section>
    );
  }
  if (courses.data.length === 0) {
    return (
      <p className="dash-empty">
        No courses yet. Open Bloom from a course in your learning platform and it will appear here.
      </p>
    );
  }
  return null;
}

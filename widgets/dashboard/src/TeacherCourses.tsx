import { messageOf } from "@bloom/client";
import { Banner, Spinner, useT } from "@bloom/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Course } from "./courses";

/**
 * Where a teacher's (or admin's) list of LMS courses stands, above their classes: loading, a
 * failure with "Try again", or the sentence for none yet. The courses themselves are the classes
 * below (see `ClassList`), so nothing is shown once they are there.
 */
export function TeacherCourses({ courses }: { courses: UseQueryResult<Course[]> }) {
  const t = useT();
  if (courses.isPending) return <Spinner label={t("dashboard.courses.loading")} showLabel size="small" />;
  if (courses.isError) {
    return (
      <section className="dash-section" aria-label={t("dashboard.courses.label")}>
        <Banner
          variant="error"
          action={{ label: t("dashboard.roster.tryAgain"), onClick: () => void courses.refetch() }}
        >
          {messageOf(courses.error, t("dashboard.courses.failed"))}
        </Banner>
      </section>
    );
  }
  if (courses.data.length === 0) {
    return <p className="dash-empty">{t("dashboard.courses.none")}</p>;
  }
  return null;
}

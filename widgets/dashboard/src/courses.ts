import type { LtiCourse, LtiRoster, UserProfile } from "@bloom/api/models";
import { useWidgetHost } from "@bloom/client";
import { useT } from "@bloom/ui";
import { useQuery } from "@tanstack/react-query";
import { dashboardKeys } from "./data";

/** A course the signed-in teacher opened Bloom from, as GET /api/lti/courses sends it. */
export type Course = LtiCourse;
/** A course's roster, as GET /api/lti/courses/:id/roster sends it. */
type Roster = LtiRoster;
export type RosterMember = Roster["members"][number];

/** Fallback sentences when the server sends none. */

/** Whether a user teaches (or administers) courses, and so gets "Your courses". */
export function teachesCourses(user: Pick<UserProfile, "role"> | undefined): boolean {
  return user?.role === "teacher" || user?.role === "admin";
}

/**
 * The signed-in teacher's courses. Disabled for students, so they never send the request (the
 * route would only answer 403).
 */
export function useCourses(user: UserProfile | undefined) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: dashboardKeys.courses(user?.id ?? ""),
    enabled: teachesCourses(user),
    queryFn: () => client.unwrap(client.api.lti.courses.get(), t("dashboard.courses.failed")),
  });
}

/**
 * One course's roster. Not retried: the server already retries the LMS with backoff before it
 * answers 502, and a 404 or 409 will not change; the teacher has "Try again" instead.
 */
export function useCourseRoster(courseId: string) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: dashboardKeys.roster(courseId),
    retry: false,
    queryFn: () => client.unwrap(client.api.lti.courses({ id: courseId }).roster.get(), t("dashboard.roster.failed")),
  });
}

const ROLE_ORDER: Record<RosterMember["role"], number> = { student: 0, teacher: 1, admin: 2 };

/** Students first, then teachers (then administrators), each by name; people without a name go last in their group. */
export function rosterOrder(members: readonly RosterMember[]): RosterMember[] {
  const byName = (a: string | null, b: string | null) =>
    a === null || b === null
      ? Number(a === null) - Number(b === null)
      : a.localeCompare(b, undefined, { sensitivity: "base" });
  return [...members].sort(
    (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || byName(a.name, b.name) || byName(a.email, b.email),
  );
}

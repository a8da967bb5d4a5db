import type {
  FlashcardMetrics,
  HierarchicalSubject,
  LearningPathItem,
  SessionDuration,
  StudentMastery,
  SubjectCard,
  TutoringChatOverview,
  UserProfile,
} from "@bloom/api/models";
import { type ApiClient, useWidgetHost } from "@bloom/client";
import { useT } from "@bloom/ui";
import { useQuery } from "@tanstack/react-query";

/** Everything the loaded dashboard shows, besides the per-subject tutoring overview. */
export interface DashboardData {
  subjects: StudentMastery["subjects"];
  progress: StudentMastery["progress"];
  cards: SubjectCard[];
  hierarchy: HierarchicalSubject[];
  timeline: LearningPathItem[];
  sessions: SessionDuration[];
  metrics: FlashcardMetrics | null;
}

/** The message of a core failure without a sentence from the server (spec §8 Dashboard). */
/** The sentences a failed load falls back to when the server sent none, in the page's language. */
interface LoadFailures {
  load: string;
  cards: string;
}

/** Query keys of the dashboard widget, in one place. */
export const dashboardKeys = {
  me: ["me"] as const,
  dashboard: (studentId: string) => ["dashboard", studentId] as const,
  overview: (studentId: string, subjectId: string) => ["tutoring-overview", studentId, subjectId] as const,
  courses: (userId: string) => ["lti-courses", userId] as const,
  roster: (courseId: string) => ["lti-roster", courseId] as const,
};

/** An optional part of the load: its value, or `empty` when it fails (spec §7 notes, §8). */
function optional<T>(call: Promise<T>, empty: T): Promise<T> {
  return call.catch(() => empty);
}

/**
 * Loads the dashboard (spec §4 Dashboard load, §7 notes). The subject summary and the subject
 * cards are core: if either fails the whole load fails, with the server's sentence when it sent
 * one. Hierarchical mastery, the learning path, session durations and flashcard metrics are
 * optional and fall back to empty (or null), so one slow or broken panel cannot hide the rest.
 * The fallback sentences are the spec's analytics errors (§8).
 */
async function loadDashboard(client: ApiClient, studentId: string, failed: LoadFailures): Promise<DashboardData> {
  const student = client.api.analytics.student({ id: studentId });
  const [mastery, cards, hierarchy, timeline, sessions, metrics] = await Promise.all([
    client.unwrap(student.mastery.get(), failed.load),
    client.unwrap(student["subject-cards"].get(), failed.cards),
    optional(
      client
        .unwrap(student["hierarchical-mastery"].get(), "Failed to fetch hierarchical mastery")
        .then((body) => body.hierarchicalMastery),
      [],
    ),
    optional(
      client
        .unwrap(student["learning-path-timeline"].get(), "Failed to fetch learning path timeline")
        .then((body) => body.timeline),
      [],
    ),
    optional(
      client
        .unwrap(student["session-duration-from-turns"].get(), "Failed to fetch session durations")
        .then((body) => body.sessionDuration),
      [],
    ),
    optional<FlashcardMetrics | null>(
      client
        .unwrap(student["flashcard-metrics"].get(), "Failed to fetch flashcard metrics")
        .then((body) => body.flashcardMetrics),
      null,
    ),
  ]);
  return {
    subjects: mastery.subjects,
    progress: mastery.progress,
    cards: cards.subjectCards,
    hierarchy,
    timeline,
    sessions,
    metrics,
  };
}

/**
 * The signed-in student: the host's copy when it has one (kept current by the host, e.g. after a
 * trial starts), else loaded once from GET /api/auth/me (a portal element has no user).
 */
export function useStudent(): { user: UserProfile | undefined; error: Error | null } {
  const { client, user } = useWidgetHost();
  const t = useT();
  const query = useQuery({
    queryKey: dashboardKeys.me,
    enabled: !user,
    queryFn: () => client.unwrap(client.api.auth.me.get(), t("dashboard.loadFailed")),
  });
  return user ? { user, error: null } : { user: query.data, error: query.error };
}

/** The dashboard's data for a student; waits until the student is known. */
export function useDashboardData(studentId: string | undefined) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: dashboardKeys.dashboard(studentId ?? ""),
    enabled: studentId !== undefined,
    queryFn: () =>
      loadDashboard(client, studentId!, { load: t("dashboard.loadFailed"), cards: t("dashboard.cardsFailed") }),
  });
}

/**
 * One subject's tutoring chat overview, loaded when its card opens. It is retried once like any
 * query; if it still fails, the overview shows its empty text (spec §8), so the caller treats an
 * error as no data.
 */
export function useTutoringOverview(studentId: string, subjectId: string) {
  const { client } = useWidgetHost();
  return useQuery({
    queryKey: dashboardKeys.overview(studentId, subjectId),
    queryFn: async (): Promise<TutoringChatOverview> => {
      const body = await client.unwrap(
        client.api.analytics.student({ id: studentId })["tutoring-chat-overview"]({ subjectId }).get(),
        "Failed to fetch the tutoring chat overview",
      );
      return body.overview;
    },
  });
}

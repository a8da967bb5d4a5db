import { useQuery } from "@tanstack/react-query";
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
import { ApiError, errorFromResponse, useWidgetHost } from "@bloom/client";

/** The signed-in student: the host's copy, else loaded from the API. */
export function useStudent() {
  const { client, user } = useWidgetHost();
  return useQuery({
    queryKey: ["me"],
    initialData: user ?? undefined,
    queryFn: async () => {
      const response = await client.fetch("/api/auth/me");
      if (!response.ok) throw await errorFromResponse(response, "Failed to load dashboard data");
      return (await response.json()) as UserProfile;
    },
  });
}

async function getJson<T>(fetcher: (path: string) => Promise<Response>, path: string, fallback: string): Promise<T> {
  const response = await fetcher(path);
  if (!response.ok) throw await errorFromResponse(response, fallback);
  return (await response.json()) as T;
}

/**
 * Everything the dashboard shows at once (spec §4 Dashboard load, §7 notes): the subject summary
 * and the subject cards are core, and a failure of either fails the load; hierarchical mastery,
 * the learning path, session durations and flashcard metrics are optional and fall back to empty.
 */
export function useDashboardData(studentId: string | undefined) {
  const { client } = useWidgetHost();
  const base = `/api/analytics/student/${encodeURIComponent(studentId ?? "")}`;
  const fetcher = (path: string) => client.fetch(path);
  return useQuery({
    queryKey: ["dashboard", studentId],
    enabled: Boolean(studentId),
    queryFn: async () => {
      const optional = <T,>(promise: Promise<T>, empty: T) => promise.catch(() => empty);
      const [mastery, cards, hierarchy, timeline, sessions, metrics] = await Promise.all([
        getJson<StudentMastery>(fetcher, `${base}/mastery`, "Failed to load dashboard data"),
        getJson<{ subjectCards: SubjectCard[] }>(fetcher, `${base}/subject-cards`, "Failed to fetch subject cards"),
        optional(getJson<{ hierarchicalMastery: HierarchicalSubject[] }>(fetcher, `${base}/hierarchical-mastery`, "").then((r) => r.hierarchicalMastery), []),
        optional(getJson<{ timeline: LearningPathItem[] }>(fetcher, `${base}/learning-path-timeline`, "").then((r) => r.timeline), []),
        optional(getJson<{ sessionDuration: SessionDuration[] }>(fetcher, `${base}/session-duration-from-turns`, "").then((r) => r.sessionDuration), []),
        optional<FlashcardMetrics | null>(getJson<{ flashcardMetrics: FlashcardMetrics }>(fetcher, `${base}/flashcard-metrics`, "").then((r) => r.flashcardMetrics), null),
      ]);
      return { subjects: mastery.subjects, progress: mastery.progress, cards: cards.subjectCards, hierarchy, timeline, sessions, metrics };
    },
  });
}

/** One subject's tutoring overview, loaded when its card opens; a failure shows the empty text. */
export function useTutoringOverview(studentId: string, subjectId: string) {
  const { client } = useWidgetHost();
  return useQuery({
    queryKey: ["overview", studentId, subjectId],
    queryFn: () =>
      getJson<{ overview: TutoringChatOverview }>(
        (path) => client.fetch(path),
        `/api/analytics/student/${encodeURIComponent(studentId)}/tutoring-chat-overview/${encodeURIComponent(subjectId)}`,
        "Failed to load the tutoring overview",
      )
        .then((r) => r.overview)
        .catch((): TutoringChatOverview => ({ subject_id: subjectId, topics: [] })),
  });
}

export { ApiError };

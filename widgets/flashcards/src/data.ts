import type { Flashcard, FlashcardEvaluation, PracticeStats, SubjectNode } from "@bloom/api/models";
import { ApiError, errorFromResponse, useWidgetHost } from "@bloom/client";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";

/** Query keys of the flashcards widget. */
export const practiceKeys = {
  tree: ["mastery-tree"] as const,
  cards: (query: Record<string, string>) => ["flashcards", query] as const,
  stats: (query: Record<string, string>) => ["practice-stats", query] as const,
  all: ["flashcards"] as const,
};

/** The user's mastery tree, for the filter and the dialogs. */
export function useMasteryTree() {
  const { client } = useWidgetHost();
  return useQuery({
    queryKey: practiceKeys.tree,
    queryFn: () =>
      client.unwrap(client.api.mastery.tree.get(), "Failed to load subjects. Please try again.") as Promise<
        SubjectNode[]
      >,
  });
}

function searchOf(query: Record<string, string>): string {
  const params = new URLSearchParams(query);
  return params.size > 0 ? `?${params}` : "";
}

/** The cards matching the filter. */
export function useFlashcards(query: Record<string, string>) {
  const { client } = useWidgetHost();
  return useQuery({
    queryKey: practiceKeys.cards(query),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const response = await client.fetch(`/api/practice/flashcards${searchOf(query)}`);
      if (!response.ok) throw await errorFromResponse(response, "Failed to load flashcards.");
      return (await response.json()) as Flashcard[];
    },
  });
}

/** Cards answered and their average mastery, under the same filter. */
export function usePracticeStats(query: Record<string, string>) {
  const { client } = useWidgetHost();
  return useQuery({
    queryKey: practiceKeys.stats(query),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const response = await client.fetch(`/api/practice/stats${searchOf(query)}`);
      if (!response.ok) throw await errorFromResponse(response, "Failed to load practice stats.");
      return (await response.json()) as PracticeStats;
    },
  });
}

/** The calls the widget makes outside queries, each with the spec's failure sentence. */
export function usePracticeActions() {
  const { client } = useWidgetHost();
  const queries = useQueryClient();

  async function json<T>(path: string, init: RequestInit, fallback: string): Promise<T> {
    const response = await client.fetch(path, {
      ...init,
      headers: { "content-type": "application/json", ...init.headers },
    });
    if (!response.ok) throw await errorFromResponse(response, fallback);
    return (await response.json()) as T;
  }

  return {
    /** Refreshes the card list and stats after a change. */
    refresh: () =>
      queries.invalidateQueries({
        predicate: (query) => query.queryKey[0] === "flashcards" || query.queryKey[0] === "practice-stats",
      }),
    reloadTree: () => queries.invalidateQueries({ queryKey: practiceKeys.tree }),
    createFlashcard: (input: {
      subject: string;
      topic: string;
      section?: string;
      conceptId?: string;
      question: string;
      answer: string;
    }) =>
      json<Flashcard>(
        "/api/practice/flashcards",
        { method: "POST", body: JSON.stringify(input) },
        "Failed to create flashcard. Please try again.",
      ),
    evaluate: (card: Flashcard, userAnswer: string) =>
      json<FlashcardEvaluation>(
        "/api/practice/flashcards/evaluate",
        { method: "POST", body: JSON.stringify({ userAnswer, card: { id: card.id } }) },
        "Failed to evaluate answer. Please try again.",
      ),
    generate: (input: {
      subject: string;
      topic: string;
      section?: string;
      concept?: string;
      createTutoringSessionIfNeeded?: boolean;
    }) =>
      json<{ cards: Flashcard[]; count: number }>(
        "/api/practice/flashcards/generate-enhanced",
        { method: "POST", body: JSON.stringify(input) },
        "Failed to generate enhanced flashcards",
      ),
    dueForReview: () =>
      json<Flashcard[]>(
        "/api/practice/flashcards/due-for-review",
        { method: "GET" },
        "Failed to start quick test. Please try again.",
      ),
    incorrect: () =>
      json<Flashcard[]>(
        `/api/practice/flashcards/incorrect?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
        { method: "GET" },
        "Failed to fetch incorrect cards. Please try again.",
      ),
    stats: (query: Record<string, string>) =>
      json<PracticeStats>(`/api/practice/stats${searchOf(query)}`, { method: "GET" }, "Failed to load practice stats."),
    outlineTopics: async (subjectId: string) => {
      const response = await client.fetch(`/api/subjects/${encodeURIComponent(subjectId)}/outline`);
      if (!response.ok) return [];
      const outline = (await response.json()) as { outline: string[] } | null;
      return outline?.outline ?? [];
    },
  };
}

/** Whether an error is the API's "this scope has no concepts yet". */
export function isNoConcepts(error: unknown): boolean {
  return error instanceof ApiError && error.code === "NO_CONCEPTS";
}

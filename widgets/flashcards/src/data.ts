import type {
  CardReview,
  Flashcard,
  FlashcardEvaluation,
  FlashcardQuery,
  PracticeStats,
  ReviewSettingsView,
  ReviewSummary,
  SubjectNode,
} from "@bloom/api/models";
import { apiErrorOf, useWidgetHost } from "@bloom/client";
import { useT } from "@bloom/ui";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";

/** Query keys of the flashcards widget. */
const practiceKeys = {
  tree: ["mastery-tree"] as const,
  cards: (query: Record<string, string>) => ["flashcards", query] as const,
  stats: (query: Record<string, string>) => ["practice-stats", query] as const,
  summary: ["review-summary"] as const,
  settings: ["review-settings"] as const,
  history: (cardId: string) => ["card-history", cardId] as const,
  all: ["flashcards"] as const,
};

/** The filter's query as the API types it (mastery bounds are numbers). */
function typedQuery(query: Record<string, string>): FlashcardQuery {
  const { minMastery, maxMastery, status, ...rest } = query;
  return {
    ...rest,
    ...(minMastery !== undefined && { minMastery: Number(minMastery) }),
    ...(maxMastery !== undefined && { maxMastery: Number(maxMastery) }),
    ...(status === "new" || status === "suspended" ? { status } : {}),
  };
}

/** The user's mastery tree, for the filter and the dialogs. */
export function useMasteryTree() {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: practiceKeys.tree,
    queryFn: () =>
      client.unwrap(client.api.mastery.tree.get(), t("flashcards.page.subjectsFailed")) as Promise<SubjectNode[]>,
  });
}

/** The cards matching the filter. */
export function useFlashcards(query: Record<string, string>) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: practiceKeys.cards(query),
    placeholderData: keepPreviousData,
    queryFn: () =>
      client.unwrap(
        client.api.practice.flashcards.get({ query: typedQuery(query) }),
        t("flashcards.page.loadFailed"),
      ) as Promise<Flashcard[]>,
  });
}

/** Cards answered and their average mastery, under the same filter. */
export function usePracticeStats(query: Record<string, string>) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: practiceKeys.stats(query),
    placeholderData: keepPreviousData,
    queryFn: () =>
      client.unwrap(
        client.api.practice.stats.get({ query: typedQuery(query) }),
        t("flashcards.load.stats"),
      ) as Promise<PracticeStats>,
  });
}

/** What Quick Test would serve now, and today's use of the limits. */
export function useReviewSummary() {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: practiceKeys.summary,
    queryFn: () =>
      client.unwrap(
        client.api.practice["review-summary"].get(),
        t("flashcards.load.summary"),
      ) as Promise<ReviewSummary>,
  });
}

/** The student's review settings. */
export function useReviewSettings() {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: practiceKeys.settings,
    queryFn: () =>
      client.unwrap(client.api.practice.settings.get(), t("flashcards.load.settings")) as Promise<ReviewSettingsView>,
  });
}

/** A card's answers, newest first. */
export function useCardHistory(cardId: string) {
  const { client } = useWidgetHost();
  const t = useT();
  return useQuery({
    queryKey: practiceKeys.history(cardId),
    queryFn: () =>
      client.unwrap(
        client.api.practice.flashcards({ id: cardId }).reviews.get(),
        t("flashcards.history.failed"),
      ) as Promise<CardReview[]>,
  });
}

/** The calls the widget makes outside queries, each with the spec's failure sentence. */
export function usePracticeActions() {
  const { client } = useWidgetHost();
  const t = useT();
  const queries = useQueryClient();
  const practice = client.api.practice;

  return {
    /** Refreshes the card list, stats, queue and histories after a change. */
    refresh: () =>
      queries.invalidateQueries({
        predicate: (query) =>
          ["flashcards", "practice-stats", "review-summary", "card-history", "mastery-tree"].includes(
            String(query.queryKey[0]),
          ),
      }),
    reloadTree: () => queries.invalidateQueries({ queryKey: practiceKeys.tree }),
    createFlashcard: (input: {
      subject: string;
      topic: string;
      section?: string;
      conceptId?: string;
      question: string;
      answer: string;
    }) => client.unwrap(practice.flashcards.post(input), t("flashcards.create.failed")) as Promise<Flashcard>,
    /** One request per answer: the grade, whether it counted, the schedule, masteries and the celebration. */
    evaluate: (card: Flashcard, userAnswer: string, responseMs?: number) =>
      client.unwrap(
        practice.flashcards.evaluate.post({ userAnswer, card: { id: card.id }, responseMs }),
        t("flashcards.practice.evaluateFailed"),
      ) as Promise<FlashcardEvaluation>,
    undo: (card: Flashcard) =>
      client.unwrap(
        practice.flashcards({ id: card.id }).undo.post(),
        t("flashcards.practice.undoFailed"),
      ) as Promise<Flashcard>,
    update: (card: Flashcard, change: { question?: string; answer?: string; suspended?: boolean }) =>
      client.unwrap(
        practice.flashcards({ id: card.id }).patch(change),
        t("flashcards.tools.saveFailed"),
      ) as Promise<Flashcard>,
    remove: (card: Flashcard) =>
      client.unwrap(practice.flashcards({ id: card.id }).delete(), t("flashcards.tools.deleteFailed")),
    saveSettings: (change: {
      desiredRetention?: number;
      maximumIntervalDays?: number;
      newCardsPerDay?: number;
      reviewsPerDay?: number;
    }) =>
      client.unwrap(
        practice.settings.patch(change),
        t("flashcards.settings.saveFailed"),
      ) as Promise<ReviewSettingsView>,
    generate: (input: {
      subject: string;
      topic: string;
      section?: string;
      concept?: string;
      createTutoringSessionIfNeeded?: boolean;
    }) =>
      client.unwrap(
        practice.flashcards["generate-enhanced"].post(input),
        t("flashcards.alert.generateFailed"),
      ) as Promise<{
        cards: Flashcard[];
        count: number;
      }>,
    dueForReview: () =>
      client.unwrap(practice.flashcards["due-for-review"].get(), t("flashcards.alert.quickTestFailed")) as Promise<
        Flashcard[]
      >,
    incorrect: () =>
      client.unwrap(
        practice.flashcards.incorrect.get({
          query: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
        }),
        t("flashcards.alert.incorrectFailed"),
      ) as Promise<Flashcard[]>,
    outlineTopics: async (subjectId: string) => {
      try {
        const outline = (await client.unwrap(client.api.subjects({ id: subjectId }).outline.get(), "")) as {
          outline: string[];
        } | null;
        return outline?.outline ?? [];
      } catch {
        return [];
      }
    },
  };
}

/** Whether an error is the API's "this scope has no concepts yet". */
export function isNoConcepts(error: unknown): boolean {
  return apiErrorOf(error)?.code === "NO_CONCEPTS";
}

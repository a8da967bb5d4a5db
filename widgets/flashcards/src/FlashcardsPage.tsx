import type { Flashcard } from "@bloom/api/models";
import { messageOf, useAiFallbackNotice } from "@bloom/client";
import { Banner, Button, Celebration, Spinner, useT } from "@bloom/ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { ContentGenerationDialog } from "./ContentGenerationDialog";
import { CreateDialog } from "./CreateDialog";
import {
  isNoConcepts,
  useFlashcards,
  useMasteryTree,
  usePracticeActions,
  usePracticeStats,
  useReviewSummary,
} from "./data";
import { FilterPanel } from "./FilterPanel";
import { type FilterState, filterQuery } from "./filters";
import { GenerateDialog, type GenerationScope } from "./GenerateDialog";
import { MasteryOverview } from "./MasteryOverview";
import { PlacedDeck } from "./PlacedDeck";
import { PracticeDialog, type PracticeMode } from "./PracticeDialog";
import { type Placement, placementFilter } from "./placement";
import { SettingsDialog } from "./SettingsDialog";
import { GENERATING_STAGES, StagedProgress } from "./StagedProgress";
import { type ShownCelebration, useFormats } from "./wording";

type Open =
  | { kind: "none" }
  | { kind: "create" }
  | { kind: "generate" }
  | { kind: "settings" }
  | { kind: "content"; subjectName: string; topic: string }
  | { kind: "practice"; mode: PracticeMode; cards: Flashcard[]; startAt: number };

/** The flashcards page (spec §2 Flashcards page, §4 Flashcard generation). */
export function FlashcardsPage({ onBack, placement = null }: { onBack: () => void; placement?: Placement | null }) {
  const t = useT();
  const { percent } = useFormats();
  const actions = usePracticeActions();
  const aiNotice = useAiFallbackNotice();
  const tree = useMasteryTree();
  // The placed subject and topic as the student's own subjects spell them, which the page opens filtered to.
  const placed = useMemo(() => placementFilter(tree.data ?? [], placement), [tree.data, placement]);
  const [filter, setFilter] = useState<FilterState>(placed);
  // Once the student's subjects are known the filter moves to their spelling, once: after that it is the student's.
  const placedFilterSet = useRef(false);
  useEffect(() => {
    if (!placement || !tree.data || placedFilterSet.current) return;
    placedFilterSet.current = true;
    setFilter(placed);
  }, [placement, tree.data, placed]);
  // The placed deck is shown while the filter is on the placed topic.
  const onPlacedTopic = placed.topic !== "" && filter.subject === placed.subject && filter.topic === placed.topic;
  const query = useMemo(() => filterQuery(filter), [filter]);
  const cards = useFlashcards(query);
  const stats = usePracticeStats(query);
  const summary = useReviewSummary();
  const [open, setOpen] = useState<Open>({ kind: "none" });
  const [alert, setAlert] = useState<{ tone: "success" | "error" | "info"; text: string } | null>(null);
  const [generating, setGenerating] = useState(false);
  const [celebration, setCelebration] = useState<ShownCelebration | null>(null);
  const [starting, setStarting] = useState<PracticeMode | null>(null);

  const conceptLabels = useMemo(() => {
    const labels = new Map<string, string>();
    for (const subject of tree.data ?? [])
      for (const topic of subject.topics)
        for (const section of topic.sections)
          for (const concept of section.concepts) labels.set(concept.id, concept.label);
    return labels;
  }, [tree.data]);

  const close = () => setOpen({ kind: "none" });
  const list = cards.data ?? [];

  /** Generates for a scope; a scope without concepts goes through content generation first. */
  async function generate(scope: GenerationScope) {
    const topic = scope.subject.topics.find((node) => node.name === scope.topic);
    const hasConcepts = topic?.sections.some((section) => section.concepts.length > 0) ?? false;
    if (!hasConcepts) {
      setOpen({ kind: "content", subjectName: scope.subject.name, topic: scope.topic });
      return;
    }
    close();
    setGenerating(true);
    setAlert(null);
    try {
      const result = await actions.generate({
        subject: scope.subject.name,
        topic: scope.topic,
        section: scope.section,
        concept: scope.concept,
      });
      setAlert({
        tone: "success",
        text:
          result.count > 0
            ? t("flashcards.alert.generated", { count: result.count })
            : t("flashcards.alert.alreadyMade"),
      });
      await actions.refresh();
    } catch (error) {
      if (isNoConcepts(error)) setOpen({ kind: "content", subjectName: scope.subject.name, topic: scope.topic });
      else setAlert({ tone: "error", text: messageOf(error, t("flashcards.alert.generateFailed")) });
    } finally {
      setGenerating(false);
    }
  }

  /** After content generation: reload the tree, then generate for the whole topic. */
  async function afterContent(scope: { subjectName: string; topic: string }) {
    close();
    try {
      await actions.reloadTree();
    } catch {
      setAlert({
        tone: "error",
        text: t("flashcards.alert.refreshFailed"),
      });
      return;
    }
    setGenerating(true);
    try {
      const result = await actions.generate({ subject: scope.subjectName, topic: scope.topic });
      setAlert({
        tone: "success",
        text: t("flashcards.alert.contentAndCards", { count: result.count, topic: scope.topic }),
      });
      await actions.refresh();
    } catch {
      setAlert({
        tone: "error",
        text: t("flashcards.alert.cardsFailed"),
      });
    } finally {
      setGenerating(false);
    }
  }

  /** The placed topic's cards, made through the same steps as Generate: its lesson content first when it has none. */
  const placedNode = tree.data?.find((node) => node.name === placed.subject);
  const makePlacedDeck = placed.subject
    ? () =>
        placedNode
          ? void generate({ subject: placedNode, topic: placed.topic })
          : setOpen({ kind: "content", subjectName: placed.subject, topic: placed.topic })
    : null;

  async function startSession(mode: "quick-test" | "retry") {
    setStarting(mode);
    setAlert(null);
    try {
      const deck = mode === "quick-test" ? await actions.dueForReview() : await actions.incorrect();
      if (deck.length === 0)
        setAlert({
          tone: "info",
          text: mode === "quick-test" ? t("flashcards.alert.noneDue") : t("flashcards.alert.noneIncorrect"),
        });
      else setOpen({ kind: "practice", mode, cards: deck, startAt: 0 });
    } catch {
      setAlert({
        tone: "error",
        text: mode === "quick-test" ? t("flashcards.alert.quickTestFailed") : t("flashcards.alert.incorrectFailed"),
      });
    } finally {
      setStarting(null);
    }
  }

  return (
    <div className="fc-page">
      <button type="button" className="fc-back" onClick={onBack}>
        {t("flashcards.page.back")}
      </button>
      {aiNotice && <Banner variant="info">{aiNotice}</Banner>}
      <div className="fc-toolbar">
        <h1 className="fc-title">{t("flashcards.page.title")}</h1>
        <div className="fc-actions">
          <Button onClick={() => setOpen({ kind: "create" })}>{t("flashcards.page.create")}</Button>
          <Button variant="secondary" onClick={() => setOpen({ kind: "generate" })} disabled={generating}>
            {t("flashcards.page.generate")}
          </Button>
          <Button variant="ghost" onClick={() => setOpen({ kind: "settings" })}>
            {t("flashcards.page.settings")}
          </Button>
        </div>
      </div>
      {alert && (
        <Banner variant={alert.tone} action={{ label: t("flashcards.page.dismiss"), onClick: () => setAlert(null) }}>
          {alert.text}
        </Banner>
      )}
      {generating && <StagedProgress stages={GENERATING_STAGES} label={t("flashcards.page.generating")} />}
      {onPlacedTopic && (
        <PlacedDeck
          subject={placed.subject}
          topic={placed.topic}
          count={cards.isSuccess ? list.length : null}
          busy={generating}
          onPractise={() => setOpen({ kind: "practice", mode: "practice", cards: list, startAt: 0 })}
          onMake={makePlacedDeck}
        />
      )}

      <div className="fc-sessions">
        {list.length > 0 && (
          <article className="fc-session-card">
            <h2>{t("flashcards.quickTest.heading")}</h2>
            <p>{t("flashcards.quickTest.body")}</p>
            {summary.data && (
              <p className="fc-quick-count">
                {summary.data.servedNow === 0
                  ? t("flashcards.quickTest.nothingDue")
                  : t("flashcards.quickTest.ready", {
                      ready: summary.data.servedNow,
                      due: Math.min(summary.data.dueReviews, summary.data.servedNow),
                      fresh: Math.max(0, summary.data.servedNow - summary.data.dueReviews),
                    })}{" "}
                {t("flashcards.quickTest.today", {
                  reviews: summary.data.reviewsToday,
                  reviewsPerDay: summary.data.reviewsPerDay,
                  fresh: summary.data.newToday,
                  newPerDay: summary.data.newCardsPerDay,
                })}
              </p>
            )}
            <Button onClick={() => startSession("quick-test")} disabled={starting !== null}>
              {starting === "quick-test" ? t("flashcards.starting") : t("flashcards.quickTest.button")}
            </Button>
          </article>
        )}
        <article className="fc-session-card">
          <h2>{t("flashcards.retry.heading")}</h2>
          <p>{t("flashcards.retry.body")}</p>
          <Button variant="secondary" onClick={() => startSession("retry")} disabled={starting !== null}>
            {starting === "retry" ? t("flashcards.starting") : t("flashcards.retry.button")}
          </Button>
        </article>
      </div>

      {tree.isError && <Banner variant="error">{t("flashcards.page.subjectsFailed")}</Banner>}
      <FilterPanel tree={tree.data ?? []} filter={filter} onChange={setFilter} />
      <p className="fc-summary">
        {t("flashcards.page.summary", {
          cards: list.length,
          answered: stats.data?.cardsAnswered ?? 0,
          mastery: percent(stats.data?.averageMastery ?? 0),
        })}
      </p>
      {cards.isPending ? (
        <Spinner label={t("flashcards.loading")} />
      ) : cards.isError ? (
        <Banner variant="error">{messageOf(cards.error, t("flashcards.page.loadFailed"))}</Banner>
      ) : list.length === 0 ? (
        <p className="fc-empty">{t("flashcards.page.empty")}</p>
      ) : (
        <MasteryOverview
          cards={list}
          onOpen={(index) => setOpen({ kind: "practice", mode: "practice", cards: list, startAt: index })}
        />
      )}

      {open.kind === "create" && (
        <CreateDialog
          tree={tree.data ?? []}
          treeError={tree.isError}
          onClose={close}
          onCreate={async (input) => {
            await actions.createFlashcard(input);
            await actions.refresh();
            setAlert({ tone: "success", text: t("flashcards.alert.created") });
          }}
        />
      )}
      {open.kind === "generate" && <GenerateDialog tree={tree.data ?? []} onClose={close} onGenerate={generate} />}
      {open.kind === "settings" && (
        <SettingsDialog
          onClose={close}
          onSaved={() => {
            close();
            setAlert({ tone: "success", text: t("flashcards.alert.settingsSaved") });
          }}
        />
      )}
      {open.kind === "content" && (
        <ContentGenerationDialog
          subjectName={open.subjectName}
          topicName={open.topic}
          onDone={() => void afterContent(open)}
          onCancel={(failure) => {
            close();
            if (failure)
              setAlert({
                tone: "error",
                text: t("flashcards.alert.contentFailed", { reason: failure || t("flashcards.alert.unknownError") }),
              });
          }}
        />
      )}
      {open.kind === "practice" && (
        <PracticeDialog
          mode={open.mode}
          cards={open.cards}
          startAt={open.startAt}
          conceptLabels={conceptLabels}
          onClose={() => {
            close();
            void actions.refresh();
          }}
          onCelebrate={setCelebration}
          onAlert={(text) => setAlert({ tone: "error", text })}
        />
      )}
      {celebration && (
        <Celebration type={celebration.type} message={celebration.message} onDone={() => setCelebration(null)} />
      )}
    </div>
  );
}

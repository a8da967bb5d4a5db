import type { Flashcard, FlashcardEvaluation } from "@bloom/api/models";
import { messageOf } from "@bloom/client";
import { Button, Dialog, deepActiveElement, focusIsLost, type MessageKey, ProgressBar, useT } from "@bloom/ui";
import { useEffect, useRef, useState } from "react";
import { CardManagement } from "./CardManagement";
import { CardView, type SessionBadge } from "./CardView";
import { usePracticeActions } from "./data";
import { type ShownCelebration, STATUS_KEYS, useCelebrationWords, useFormats } from "./wording";

export type PracticeMode = "practice" | "quick-test" | "retry";

const TITLES: Record<PracticeMode, MessageKey> = {
  practice: "flashcards.practice.title",
  "quick-test": "flashcards.practice.quickTest",
  retry: "flashcards.practice.retry",
};
const BADGES: Record<PracticeMode, SessionBadge | undefined> = {
  practice: undefined,
  "quick-test": "quick-test",
  retry: "retry",
};

/**
 * Whether focus has no control to stand on: on the page, on a control that has gone or been
 * disabled, or parked on the dialog itself (where the dialog keeps it when a focused control goes).
 */
function focusIsAdrift(): boolean {
  return focusIsLost() || deepActiveElement()?.getAttribute("role") === "dialog";
}

/**
 * A practice run through cards (spec §2 Flashcard Practice dialog, Quick Test and Retry Incorrect
 * sessions): one card at a time, graded answers (one request each: the server says whether it
 * counted and what to celebrate), undo of the answer just given, the card's own tools, and a
 * summary at the end.
 */
export function PracticeDialog({
  mode,
  cards,
  startAt = 0,
  conceptLabels,
  onClose,
  onCelebrate,
  onAlert,
}: {
  mode: PracticeMode;
  cards: Flashcard[];
  startAt?: number;
  conceptLabels: Map<string, string>;
  onClose: () => void;
  onCelebrate: (celebration: ShownCelebration) => void;
  onAlert: (message: string) => void;
}) {
  const t = useT();
  const celebrationWords = useCelebrationWords();
  const { percent, dateTime } = useFormats();
  const when = (iso: string | null) => (iso ? dateTime(iso) : t("flashcards.meta.never"));
  const cardPercent = (card: Flashcard) => (card.status === "new" ? t(STATUS_KEYS.new) : percent(card.mastery));
  const actions = usePracticeActions();
  const [deck, setDeck] = useState(cards);
  const [index, setIndex] = useState(startAt);
  const [evaluations, setEvaluations] = useState<Map<string, FlashcardEvaluation>>(new Map());
  const [evaluating, setEvaluating] = useState(false);
  const [reviewed, setReviewed] = useState<Set<string>>(new Set());
  const [showMetadata, setShowMetadata] = useState(false);
  const [finished, setFinished] = useState(false);
  /** Which card's answer is the student's last, so it can be undone. */
  const [undoable, setUndoable] = useState<string | null>(null);
  const card = deck[index];
  const last = index === deck.length - 1;
  // When the card was shown: the time to answer tells effortless recall (Easy) from effortful.
  const shownAt = useRef(Date.now());
  const cardId = card?.id;
  useEffect(() => {
    if (cardId) shownAt.current = Date.now();
  }, [cardId]);

  // Keyboard users keep their place through a run: a new card starts in its answer box, a graded
  // answer leads on to the next card, and the end to Close Session. The control they pressed is
  // often gone (Submit Answer becomes the result), so focus is only moved when it has nowhere to stand,
  // or from the button that moved on to this card.
  const head = useRef<HTMLDivElement>(null);
  const advance = useRef<HTMLButtonElement>(null);
  const closeSession = useRef<HTMLButtonElement>(null);
  const shownCard = useRef(cardId);
  const graded = cardId !== undefined && evaluations.has(cardId);
  useEffect(() => {
    // While an answer is graded or undone the buttons are disabled and cannot take focus; wait for the outcome.
    if (evaluating) return;
    const moved = shownCard.current !== cardId;
    shownCard.current = cardId;
    const active = deepActiveElement();
    if (!focusIsAdrift() && !(moved && active === advance.current)) return;
    if (finished) closeSession.current?.focus();
    else if (graded) advance.current?.focus();
    else head.current?.closest("[role=dialog]")?.querySelector<HTMLElement>(".fc-answer-form textarea")?.focus();
  }, [cardId, graded, finished, evaluating]);

  function replace(updated: Flashcard) {
    setDeck((current) => current.map((item) => (item.id === updated.id ? updated : item)));
  }

  async function submit(answer: string) {
    if (!card) return;
    setEvaluating(true);
    try {
      const result = await actions.evaluate(card, answer, Date.now() - shownAt.current);
      // Spec §4: the card's mastery is updated here, the previous one kept as the last.
      replace(result.card);
      setEvaluations((current) => new Map(current).set(card.id, result));
      setReviewed((current) => new Set(current).add(card.id));
      setUndoable(card.id);
      if (result.celebration) onCelebrate(celebrationWords(result.celebration));
      void actions.refresh();
    } catch (error) {
      onAlert(messageOf(error, t("flashcards.practice.evaluateFailed")));
    } finally {
      setEvaluating(false);
    }
  }

  async function undo() {
    if (!card) return;
    setEvaluating(true);
    try {
      replace(await actions.undo(card));
      setEvaluations((current) => {
        const next = new Map(current);
        next.delete(card.id);
        return next;
      });
      setReviewed((current) => {
        const next = new Set(current);
        next.delete(card.id);
        return next;
      });
      setUndoable(null);
      shownAt.current = Date.now();
      void actions.refresh();
    } catch (error) {
      onAlert(messageOf(error, t("flashcards.practice.undoFailed")));
    } finally {
      setEvaluating(false);
    }
  }

  function removeFromDeck(removed: Flashcard) {
    const remaining = deck.filter((item) => item.id !== removed.id);
    setDeck(remaining);
    if (remaining.length === 0) setFinished(true);
    else setIndex((current) => Math.min(current, remaining.length - 1));
  }

  function next() {
    if (last) {
      setFinished(true);
      // Practice ends with its celebration (spec §4); a Quick Test or Retry Incorrect ends on its
      // own "Session Complete!", with nothing laid over it.
      if (mode === "practice") {
        onCelebrate({
          type: "completed",
          message: t("flashcards.practice.celebration", { count: Math.max(reviewed.size, 1) }),
        });
      }
    } else setIndex((current) => current + 1);
  }

  const title = t(TITLES[mode]);
  if (finished || !card) {
    return (
      <Dialog open onClose={onClose} title={title} wide>
        <div className="fc-complete">
          <h3>
            {mode === "practice" ? t("flashcards.practice.practiceComplete") : t("flashcards.practice.sessionComplete")}
          </h3>
          <p>
            {mode === "practice"
              ? t("flashcards.practice.reviewedPractice", { count: reviewed.size })
              : t("flashcards.practice.reviewedReview", { count: reviewed.size })}
          </p>
          <Button ref={closeSession} onClick={onClose}>
            {t("flashcards.practice.closeSession")}
          </Button>
        </div>
      </Dialog>
    );
  }

  const evaluation = evaluations.get(card.id) ?? null;
  // The bar and its percent count answers, as its words say; the card's place is "Card n of m".
  const answered = deck.filter((item) => reviewed.has(item.id)).length;
  const answeredPercent = (answered / deck.length) * 100;
  return (
    <Dialog open onClose={onClose} title={title} wide>
      <div ref={head} className="fc-practice-head">
        <span>{t("flashcards.practice.place", { index: index + 1, total: deck.length })}</span>
        <span>
          {t("flashcards.practice.answered", {
            answered,
            total: deck.length,
            percent: percent(answered / deck.length),
          })}
        </span>
      </div>
      <ProgressBar value={answeredPercent} label={t("flashcards.practice.progress")} />
      <CardView
        key={card.id}
        card={card}
        conceptLabel={conceptLabels.get(card.conceptId)}
        badge={BADGES[mode]}
        evaluation={evaluation}
        evaluating={evaluating}
        onSubmit={submit}
        onSkip={mode === "practice" ? undefined : next}
        onUndo={undoable === card.id && evaluation ? undo : undefined}
      />
      <div className="fc-actions">
        {mode === "practice" ? (
          <>
            <Button
              variant="secondary"
              onClick={() => setIndex((current) => Math.max(0, current - 1))}
              disabled={index === 0 || evaluating}
            >
              {t("flashcards.practice.previous")}
            </Button>
            <Button ref={advance} onClick={next} disabled={evaluating}>
              {last ? t("flashcards.practice.complete") : t("flashcards.practice.next")}
            </Button>
            <Button variant="ghost" onClick={next} disabled={evaluating}>
              {t("flashcards.card.skip")}
            </Button>
          </>
        ) : (
          <Button ref={advance} onClick={next} disabled={evaluating}>
            {last ? t("flashcards.practice.completeSession") : t("flashcards.practice.nextCard")}
          </Button>
        )}
        <Button variant="ghost" aria-expanded={showMetadata} onClick={() => setShowMetadata((shown) => !shown)}>
          {showMetadata ? t("flashcards.practice.hideMetadata") : t("flashcards.practice.showMetadata")}
        </Button>
      </div>
      {showMetadata && (
        <dl className="fc-metadata">
          {(
            [
              ["flashcards.field.subject", card.subject],
              ["flashcards.field.topic", card.topic],
              ["flashcards.field.section", card.section],
              ["flashcards.field.concept", conceptLabels.get(card.conceptId) ?? card.conceptId],
              ["flashcards.meta.correct", String(card.successCount)],
              ["flashcards.meta.incorrect", String(card.failCount)],
              ["flashcards.meta.attempts", String(card.attempts)],
              ["flashcards.meta.mastery", cardPercent(card)],
              ["flashcards.meta.nextReview", card.suspended ? t(STATUS_KEYS.suspended) : when(card.dueAt)],
              [
                "flashcards.meta.previousMastery",
                card.lastMasteryScore === null ? t("flashcards.meta.none") : percent(card.lastMasteryScore),
              ],
              ["flashcards.meta.previousFeedback", card.feedback ?? t("flashcards.meta.none")],
              ["flashcards.meta.created", when(card.createdAt)],
              ["flashcards.meta.lastPracticed", when(card.lastPracticed)],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{t(term)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <CardManagement card={card} onChanged={replace} onDeleted={removeFromDeck} onAlert={onAlert} />
    </Dialog>
  );
}

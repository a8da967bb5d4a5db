import type { Flashcard, FlashcardEvaluation } from "@bloom/api/models";
import { messageOf } from "@bloom/client";
import { type CelebrationChoice, countOf } from "@bloom/domain";
import { Button, Dialog, deepActiveElement, focusIsLost, formatDateTime, ProgressBar } from "@bloom/ui";
import { useEffect, useRef, useState } from "react";
import { CardManagement } from "./CardManagement";
import { CardView, type SessionBadge } from "./CardView";
import { usePracticeActions } from "./data";

export type PracticeMode = "practice" | "quick-test" | "retry";

const TITLES: Record<PracticeMode, string> = {
  practice: "Flashcard Practice",
  "quick-test": "Quick Test",
  retry: "Retry Incorrect",
};
const BADGES: Record<PracticeMode, SessionBadge | undefined> = {
  practice: undefined,
  "quick-test": "Quick Test",
  retry: "Retry Incorrect",
};

/**
 * Whether focus has no control to stand on: on the page, on a control that has gone or been
 * disabled, or parked on the dialog itself (where the dialog keeps it when a focused control goes).
 */
function focusIsAdrift(): boolean {
  return focusIsLost() || deepActiveElement()?.getAttribute("role") === "dialog";
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "Never");
const cardPercent = (card: Flashcard) => (card.status === "new" ? "New" : `${Math.round(card.mastery * 100)}%`);

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
  onCelebrate: (choice: CelebrationChoice) => void;
  onAlert: (message: string) => void;
}) {
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
      if (result.celebration) onCelebrate(result.celebration);
      void actions.refresh();
    } catch (error) {
      onAlert(messageOf(error, "Failed to evaluate answer. Please try again."));
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
      onAlert(messageOf(error, "Failed to undo that answer. Please try again."));
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
        onCelebrate({ type: "completed", message: `You reviewed ${countOf(Math.max(reviewed.size, 1), "card")}.` });
      }
    } else setIndex((current) => current + 1);
  }

  const title = TITLES[mode];
  if (finished || !card) {
    return (
      <Dialog open onClose={onClose} title={title} wide>
        <div className="fc-complete">
          <h3>{mode === "practice" ? "Practice Complete!" : "Session Complete!"}</h3>
          <p>
            You've reviewed {countOf(reviewed.size, "card")} in this {mode === "practice" ? "practice" : "review"}{" "}
            session.
          </p>
          <Button ref={closeSession} onClick={onClose}>
            Close Session
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
        <span>
          Card {index + 1} of {deck.length}
        </span>
        <span>
          {answered} of {deck.length} answered ({Math.round(answeredPercent)}%)
        </span>
      </div>
      <ProgressBar value={answeredPercent} label="Cards answered" />
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
              Previous
            </Button>
            <Button ref={advance} onClick={next} disabled={evaluating}>
              {last ? "Complete" : "Next"}
            </Button>
            <Button variant="ghost" onClick={next} disabled={evaluating}>
              Skip
            </Button>
          </>
        ) : (
          <Button ref={advance} onClick={next} disabled={evaluating}>
            {last ? "Complete Session" : "Next Card"}
          </Button>
        )}
        <Button variant="ghost" aria-expanded={showMetadata} onClick={() => setShowMetadata((shown) => !shown)}>
          {showMetadata ? "Hide Metadata" : "Show Metadata"}
        </Button>
      </div>
      {showMetadata && (
        <dl className="fc-metadata">
          {(
            [
              ["Subject", card.subject],
              ["Topic", card.topic],
              ["Section", card.section],
              ["Concept", conceptLabels.get(card.conceptId) ?? card.conceptId],
              ["Correct", String(card.successCount)],
              ["Incorrect", String(card.failCount)],
              ["Total Attempts", String(card.attempts)],
              ["Mastery", cardPercent(card)],
              ["Next Review", card.suspended ? "Suspended" : when(card.dueAt)],
              [
                "Previous Mastery",
                card.lastMasteryScore === null ? "None" : `${Math.round(card.lastMasteryScore * 100)}%`,
              ],
              ["Previous Feedback", card.feedback ?? "None"],
              ["Created", when(card.createdAt)],
              ["Last Practiced", when(card.lastPracticed)],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <CardManagement card={card} onChanged={replace} onDeleted={removeFromDeck} onAlert={onAlert} />
    </Dialog>
  );
}

import type { Flashcard, FlashcardEvaluation } from "@bloom/api/models";
import { messageOf } from "@bloom/client";
import { Button, Dialog, ProgressBar } from "@bloom/ui";
import { useState } from "react";
import { CardView, type SessionBadge } from "./CardView";
import { type CelebrationChoice, celebrateAnswer, celebrateStats } from "./celebrations";
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

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "Never");

/**
 * A practice run through cards (spec §2 Flashcard Practice dialog, Quick Test and Retry Incorrect
 * sessions): one card at a time, graded answers, celebrations, and a summary at the end.
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
  const card = deck[index];
  const last = index === deck.length - 1;

  async function submit(answer: string) {
    if (!card) return;
    setEvaluating(true);
    try {
      const before = await actions.stats({}).catch(() => null);
      const result = await actions.evaluate(card, answer);
      // Spec §4: the card's mastery is updated here, the previous one kept as the last.
      setDeck((current) => current.map((item) => (item.id === card.id ? result.card : item)));
      setEvaluations((current) => new Map(current).set(card.id, result));
      setReviewed((current) => new Set(current).add(card.id));
      const immediate = celebrateAnswer(result.mastery, result.card.lastMasteryScore);
      if (immediate) onCelebrate(immediate);
      else {
        const after = await actions.stats({}).catch(() => null);
        const fromStats = after ? celebrateStats(before, after) : null;
        if (fromStats) onCelebrate(fromStats);
      }
      void actions.refresh();
    } catch (error) {
      onAlert(messageOf(error, "Failed to evaluate answer. Please try again."));
    } finally {
      setEvaluating(false);
    }
  }

  function next() {
    if (last) {
      setFinished(true);
      onCelebrate({
        type: "completed",
        message: `You reviewed ${Math.max(reviewed.size, 1)} ${reviewed.size === 1 ? "card" : "cards"}.`,
      });
    } else setIndex((current) => current + 1);
  }

  const title = TITLES[mode];
  if (finished || !card) {
    return (
      <Dialog open onClose={onClose} title={title} wide>
        <div className="fc-complete">
          <h3>{mode === "practice" ? "Practice Complete!" : "Session Complete!"}</h3>
          <p>
            You've reviewed {reviewed.size} {reviewed.size === 1 ? "card" : "cards"} in this{" "}
            {mode === "practice" ? "practice" : "review"} session.
          </p>
          <Button onClick={onClose}>Close Session</Button>
        </div>
      </Dialog>
    );
  }

  const evaluation = evaluations.get(card.id) ?? null;
  return (
    <Dialog open onClose={onClose} title={title} wide>
      <div className="fc-practice-head">
        <span>
          Card {index + 1} of {deck.length}
        </span>
        <span>{Math.round(((index + 1) / deck.length) * 100)}%</span>
      </div>
      <ProgressBar value={((index + 1) / deck.length) * 100} label="Progress through the cards" />
      <CardView
        key={card.id}
        card={card}
        conceptLabel={conceptLabels.get(card.conceptId)}
        badge={BADGES[mode]}
        evaluation={evaluation}
        evaluating={evaluating}
        onSubmit={submit}
        onSkip={next}
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
            <Button onClick={next} disabled={evaluating}>
              {last ? "Complete" : "Next"}
            </Button>
            <Button variant="ghost" onClick={next} disabled={evaluating}>
              Skip
            </Button>
          </>
        ) : (
          <Button onClick={next} disabled={evaluating}>
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
              ["Mastery", `${Math.round(card.mastery * 100)}%`],
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
    </Dialog>
  );
}

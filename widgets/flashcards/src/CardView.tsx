import type { Flashcard, FlashcardEvaluation } from "@bloom/api/models";
import { FLASHCARD_STATUS_LABELS, flashcardStatus, parseCardText } from "@bloom/domain";
import { Button, Dialog, formatDateTime } from "@bloom/ui";
import { type FormEvent, useState } from "react";
import { EVALUATING_STAGES, StagedProgress } from "./StagedProgress";

export type SessionBadge = "Quick Test" | "Retry Incorrect";

const percent = (value: number) => `${Math.round(value * 100)}%`;
/** A card mastery as shown: "New" before the first counted answer. */
const cardPercent = (value: number | null) => (value === null ? "New" : percent(value));

/** When the card comes back, in words a student reads at a glance. */
function nextReview(dueAt: string, now = Date.now()): string {
  const minutes = Math.round((new Date(dueAt).getTime() - now) / 60_000);
  if (minutes < 60) return `in ${Math.max(1, minutes)} ${minutes <= 1 ? "minute" : "minutes"}`;
  if (minutes < 24 * 60) return `in ${Math.round(minutes / 60)} hours`;
  return `on ${formatDateTime(dueAt)}`;
}

/**
 * One flashcard (spec §2 Flashcard card view): where it belongs, its previous mastery and
 * feedback, the question (text after "Front"), the answer modal when the card has a "Back",
 * the answer box, and, once graded, the score, misconception, correction and feedback.
 */
export function CardView({
  card,
  conceptLabel,
  badge,
  evaluation,
  evaluating,
  onSubmit,
  onSkip,
  onUndo,
}: {
  card: Flashcard;
  conceptLabel?: string;
  badge?: SessionBadge;
  evaluation: FlashcardEvaluation | null;
  evaluating: boolean;
  onSubmit: (answer: string) => void;
  /** Absent where the surrounding dialog has its own Skip (the practice dialog), so there is one. */
  onSkip?: () => void;
  /** Undoes the answer just given, when it is the student's last. */
  onUndo?: () => void;
}) {
  const [answer, setAnswer] = useState("");
  const [showAnswer, setShowAnswer] = useState(false);
  const [showFeedback, setShowFeedback] = useState(false);
  const { front, back } = parseCardText(card.question);
  // What the card showed when it opened: after grading, `card` already holds the new score.
  const [before] = useState(card);
  const answered = before.attempts > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (answer.trim() && !evaluating) onSubmit(answer.trim());
  }

  return (
    <article className="fc-card" aria-label="Flashcard">
      <dl className="fc-card-meta">
        <div>
          <dt>Subject</dt>
          <dd>{card.subject}</dd>
        </div>
        <div>
          <dt>Topic</dt>
          <dd>{card.topic}</dd>
        </div>
        <div>
          <dt>Section</dt>
          <dd>{card.section}</dd>
        </div>
        <div>
          <dt>Concept</dt>
          <dd>{conceptLabel ?? card.conceptId}</dd>
        </div>
      </dl>
      {badge && <span className="fc-badge">{badge}</span>}
      {card.suspended && <span className="fc-badge fc-badge--muted">Suspended</span>}
      {!answered && <p className="fc-previous">New card: not answered yet.</p>}
      {answered && (
        <p className="fc-previous">
          Previous mastery: <strong>{percent(before.mastery)}</strong>{" "}
          {before.feedback && (
            <Button size="small" variant="ghost" onClick={() => setShowFeedback(true)}>
              View Previous Feedback
            </Button>
          )}
        </p>
      )}
      <p className="fc-question">{front}</p>
      {back && (
        <Button size="small" variant="secondary" onClick={() => setShowAnswer(true)}>
          Show Answer
        </Button>
      )}

      {!evaluation && (
        <form onSubmit={submit} className="fc-answer-form">
          <label htmlFor={`answer-${card.id}`}>Your answer</label>
          <textarea
            id={`answer-${card.id}`}
            className="bl-input"
            rows={3}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            disabled={evaluating}
          />
          <div className="fc-actions">
            <Button type="submit" disabled={!answer.trim() || evaluating}>
              {evaluating ? "Evaluating..." : "Submit Answer"}
            </Button>
            {onSkip && (
              <Button variant="secondary" onClick={onSkip} disabled={evaluating}>
                Skip
              </Button>
            )}
          </div>
          {evaluating && <StagedProgress stages={EVALUATING_STAGES} label="Evaluating your answer" />}
        </form>
      )}

      {/* Present before the grade arrives, so a screen reader announces what is put in it. */}
      <p className="bl-visually-hidden" role="status" data-testid="grade-status">
        {evaluation &&
          `Your answer scored ${percent(evaluation.mastery)}. Card mastery ${cardPercent(evaluation.cardMastery.after)}, ${FLASHCARD_STATUS_LABELS[flashcardStatus(evaluation.cardMastery.after)]}.`}
      </p>
      {evaluation && (
        <section className="fc-result">
          {answer.trim() && (
            <div className="fc-box fc-your-answer">
              <h4>Your answer</h4>
              <p>{answer.trim()}</p>
            </div>
          )}
          <p className={`fc-score is-${flashcardStatus(evaluation.cardMastery.after)}`}>
            Mastery: <strong>{cardPercent(evaluation.cardMastery.after)}</strong> —{" "}
            {FLASHCARD_STATUS_LABELS[flashcardStatus(evaluation.cardMastery.after)]}
          </p>
          <p className="fc-answer-score">Your answer scored {percent(evaluation.mastery)}.</p>
          {evaluation.counted ? (
            <p className="fc-counted">
              Counted: card mastery {cardPercent(evaluation.cardMastery.before)} →{" "}
              {cardPercent(evaluation.cardMastery.after)}. Next review {nextReview(evaluation.card.dueAt)}.
              {evaluation.concept && (
                <>
                  {" "}
                  {evaluation.concept.label ?? "Concept"}: {percent(evaluation.concept.before)} →{" "}
                  {percent(evaluation.concept.after)}.
                </>
              )}
            </p>
          ) : (
            <p className="fc-counted">
              {evaluation.practiceReason === "suspended"
                ? "Practice: this card is suspended, so this answer was not counted."
                : `Practice: this card is not due until ${formatDateTime(evaluation.card.dueAt)}, so this answer was not counted. It comes back for review then.`}
            </p>
          )}
          {onUndo && (
            <Button size="small" variant="secondary" onClick={onUndo}>
              Undo Answer
            </Button>
          )}
          <ResultBoxes
            feedback={evaluation.feedback}
            misconception={evaluation.misconception}
            correction={evaluation.correction}
            correctAnswer={back ?? card.answer}
          />
        </section>
      )}

      <Dialog open={showAnswer} onClose={() => setShowAnswer(false)} title="Answer">
        <p>{back}</p>
        <Button onClick={() => setShowAnswer(false)}>Got it</Button>
      </Dialog>
      <Dialog open={showFeedback} onClose={() => setShowFeedback(false)} title="Previous Feedback">
        <p>{before.feedback}</p>
        <p>Previous mastery: {percent(before.mastery)}</p>
        <Button onClick={() => setShowFeedback(false)}>Close</Button>
      </Dialog>
    </article>
  );
}

/**
 * After grading: a misconception only when the grader found one, a correction only when it says
 * more than the correct answer, and the correct answer exactly once (the feedback may already
 * carry it).
 */
function ResultBoxes({
  feedback,
  misconception,
  correction,
  correctAnswer,
}: {
  feedback: string;
  misconception: string | null;
  correction: string | null;
  correctAnswer: string;
}) {
  const answer = correctAnswer.trim();
  const extra = correction ? correction.replace(answer, "").trim() : "";
  const feedbackHasAnswer = answer !== "" && feedback.includes(answer);
  return (
    <>
      {misconception && (
        <div className="fc-box fc-box--warning">
          <h4>Misconception Identified</h4>
          <p>{misconception}</p>
        </div>
      )}
      {extra && (
        <div className="fc-box fc-box--danger">
          <h4>Correction Needed</h4>
          <p>{extra}</p>
        </div>
      )}
      <div className="fc-box">
        <h4>Feedback &amp; Correct Answer</h4>
        <p>{feedback}</p>
        {!feedbackHasAnswer && (
          <p>
            <strong>Correct answer:</strong> {answer}
          </p>
        )}
      </div>
    </>
  );
}

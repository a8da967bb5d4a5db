import type { Flashcard, FlashcardEvaluation } from "@bloom/api/models";
import { flashcardStatus, parseCardText } from "@bloom/domain";
import { Button, Dialog, type Translate, useT } from "@bloom/ui";
import { type FormEvent, useState } from "react";
import { EVALUATING_STAGES, StagedProgress } from "./StagedProgress";
import { STATUS_KEYS, useFormats } from "./wording";

/** The session a card is shown in, when it is not plain practice. */
export type SessionBadge = "quick-test" | "retry";

const BADGE_KEYS = { "quick-test": "flashcards.practice.quickTest", retry: "flashcards.practice.retry" } as const;

type Formats = ReturnType<typeof useFormats>;

/** When the card comes back, in words a student reads at a glance: "in 5 minutes", "on Nov 3, 14:05". */
function nextReview(dueAt: string, t: Translate, formats: Formats, now = Date.now()): string {
  const minutes = Math.round((new Date(dueAt).getTime() - now) / 60_000);
  if (minutes < 60) return formats.inMinutes(Math.max(1, minutes));
  if (minutes < 24 * 60) return formats.inHours(Math.round(minutes / 60));
  return t("flashcards.card.onDate", { date: formats.dateTime(dueAt) });
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
  const t = useT();
  const formats = useFormats();
  const { percent } = formats;
  /** A card mastery as shown: "New" before the first counted answer. */
  const cardPercent = (value: number | null) => (value === null ? t(STATUS_KEYS.new) : percent(value));
  const statusOf = (mastery: number | null) => t(STATUS_KEYS[flashcardStatus(mastery)]);
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
    <article className="fc-card" aria-label={t("flashcards.card.label")}>
      <dl className="fc-card-meta">
        <div>
          <dt>{t("flashcards.field.subject")}</dt>
          <dd>{card.subject}</dd>
        </div>
        <div>
          <dt>{t("flashcards.field.topic")}</dt>
          <dd>{card.topic}</dd>
        </div>
        <div>
          <dt>{t("flashcards.field.section")}</dt>
          <dd>{card.section}</dd>
        </div>
        <div>
          <dt>{t("flashcards.field.concept")}</dt>
          <dd>{conceptLabel ?? card.conceptId}</dd>
        </div>
      </dl>
      {badge && <span className="fc-badge">{t(BADGE_KEYS[badge])}</span>}
      {card.suspended && <span className="fc-badge fc-badge--muted">{t(STATUS_KEYS.suspended)}</span>}
      {!answered && <p className="fc-previous">{t("flashcards.card.newCard")}</p>}
      {answered && (
        <p className="fc-previous">
          {t("flashcards.card.previousMastery")} <strong>{percent(before.mastery)}</strong>{" "}
          {before.feedback && (
            <Button size="small" variant="ghost" onClick={() => setShowFeedback(true)}>
              {t("flashcards.card.viewFeedback")}
            </Button>
          )}
        </p>
      )}
      <p className="fc-question">{front}</p>
      {back && (
        <Button size="small" variant="secondary" onClick={() => setShowAnswer(true)}>
          {t("flashcards.card.showAnswer")}
        </Button>
      )}

      {!evaluation && (
        <form onSubmit={submit} className="fc-answer-form">
          <label htmlFor={`answer-${card.id}`}>{t("flashcards.card.yourAnswer")}</label>
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
              {evaluating ? t("flashcards.card.evaluating") : t("flashcards.card.submit")}
            </Button>
            {onSkip && (
              <Button variant="secondary" onClick={onSkip} disabled={evaluating}>
                {t("flashcards.card.skip")}
              </Button>
            )}
          </div>
          {evaluating && <StagedProgress stages={EVALUATING_STAGES} label={t("flashcards.card.evaluatingLabel")} />}
        </form>
      )}

      {/* Present before the grade arrives, so a screen reader announces what is put in it. */}
      <p className="bl-visually-hidden" role="status" data-testid="grade-status">
        {evaluation &&
          t("flashcards.card.gradeStatus", {
            score: percent(evaluation.mastery),
            mastery: cardPercent(evaluation.cardMastery.after),
            status: statusOf(evaluation.cardMastery.after),
          })}
      </p>
      {evaluation && (
        <section className="fc-result">
          {answer.trim() && (
            <div className="fc-box fc-your-answer">
              <h4>{t("flashcards.card.yourAnswer")}</h4>
              <p>{answer.trim()}</p>
            </div>
          )}
          <p className={`fc-score is-${flashcardStatus(evaluation.cardMastery.after)}`}>
            {t("flashcards.card.mastery")} <strong>{cardPercent(evaluation.cardMastery.after)}</strong> —{" "}
            {statusOf(evaluation.cardMastery.after)}
          </p>
          <p className="fc-answer-score">{t("flashcards.card.scored", { score: percent(evaluation.mastery) })}</p>
          {evaluation.counted ? (
            <p className="fc-counted">
              {t("flashcards.card.counted", {
                before: cardPercent(evaluation.cardMastery.before),
                after: cardPercent(evaluation.cardMastery.after),
                when: nextReview(evaluation.card.dueAt, t, formats),
              })}
              {evaluation.concept &&
                ` ${t("flashcards.card.conceptChange", {
                  concept: evaluation.concept.label ?? t("flashcards.field.concept"),
                  before: percent(evaluation.concept.before),
                  after: percent(evaluation.concept.after),
                })}`}
            </p>
          ) : (
            <p className="fc-counted">
              {evaluation.practiceReason === "suspended"
                ? t("flashcards.card.suspendedPractice")
                : t("flashcards.card.notDuePractice", { date: formats.dateTime(evaluation.card.dueAt) })}
            </p>
          )}
          {onUndo && (
            <Button size="small" variant="secondary" onClick={onUndo}>
              {t("flashcards.card.undo")}
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

      <Dialog open={showAnswer} onClose={() => setShowAnswer(false)} title={t("flashcards.card.answer")}>
        <p>{back}</p>
        <Button onClick={() => setShowAnswer(false)}>{t("flashcards.card.gotIt")}</Button>
      </Dialog>
      <Dialog open={showFeedback} onClose={() => setShowFeedback(false)} title={t("flashcards.card.previousFeedback")}>
        <p>{before.feedback}</p>
        <p>{t("flashcards.card.previousMasteryValue", { score: percent(before.mastery) })}</p>
        <Button onClick={() => setShowFeedback(false)}>{t("flashcards.close")}</Button>
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
  const t = useT();
  const answer = correctAnswer.trim();
  const extra = correction ? correction.replace(answer, "").trim() : "";
  const feedbackHasAnswer = answer !== "" && feedback.includes(answer);
  return (
    <>
      {misconception && (
        <div className="fc-box fc-box--warning">
          <h4>{t("flashcards.card.misconception")}</h4>
          <p>{misconception}</p>
        </div>
      )}
      {extra && (
        <div className="fc-box fc-box--danger">
          <h4>{t("flashcards.card.correction")}</h4>
          <p>{extra}</p>
        </div>
      )}
      <div className="fc-box">
        <h4>{t("flashcards.card.feedbackAndAnswer")}</h4>
        <p>{feedback}</p>
        {!feedbackHasAnswer && (
          <p>
            <strong>{t("flashcards.card.correctAnswer")}</strong> {answer}
          </p>
        )}
      </div>
    </>
  );
}

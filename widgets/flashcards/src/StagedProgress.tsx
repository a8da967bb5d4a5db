import { type MessageKey, useT } from "@bloom/ui";
import { useEffect, useState } from "react";

export const GENERATING_STAGES: MessageKey[] = [
  "flashcards.stage.readTopic",
  "flashcards.stage.findConcepts",
  "flashcards.stage.writeQuestions",
  "flashcards.stage.writeAnswers",
  "flashcards.stage.checkCards",
  "flashcards.stage.saveCards",
];

export const EVALUATING_STAGES: MessageKey[] = [
  "flashcards.stage.readAnswer",
  "flashcards.stage.compare",
  "flashcards.stage.misconceptions",
  "flashcards.stage.score",
  "flashcards.stage.feedback",
  "flashcards.stage.schedule",
  "flashcards.stage.saveProgress",
];

/** A list of stages that tick over while a request runs; the last waits for the request itself. */
export function StagedProgress({
  stages,
  label,
  stepMs = 700,
}: {
  stages: MessageKey[];
  label: string;
  stepMs?: number;
}) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setCurrent((index) => Math.min(stages.length - 1, index + 1)), stepMs);
    return () => clearInterval(timer);
  }, [stages.length, stepMs]);
  return (
    <div className="fc-stages" role="status" aria-label={label}>
      <ol>
        {stages.map((stage, index) => (
          <li
            key={stage}
            className={index < current ? "is-done" : index === current ? "is-active" : "is-upcoming"}
            aria-current={index === current ? "step" : undefined}
          >
            <span aria-hidden="true">{index < current ? "✓" : index + 1}</span> {t(stage)}
          </li>
        ))}
      </ol>
    </div>
  );
}

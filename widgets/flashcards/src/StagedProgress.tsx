import { useEffect, useState } from "react";

export const GENERATING_STAGES = [
  "Reading the topic",
  "Finding the key concepts",
  "Writing questions",
  "Writing model answers",
  "Checking the cards",
  "Saving your flashcards",
];

export const EVALUATING_STAGES = [
  "Reading your answer",
  "Comparing it with the key ideas",
  "Looking for misconceptions",
  "Scoring your mastery",
  "Writing feedback",
  "Scheduling your next review",
  "Saving your progress",
];

/** A list of stages that tick over while a request runs; the last waits for the request itself. */
export function StagedProgress({ stages, label, stepMs = 700 }: { stages: string[]; label: string; stepMs?: number }) {
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
            <span aria-hidden="true">{index < current ? "✓" : index + 1}</span> {stage}
          </li>
        ))}
      </ol>
    </div>
  );
}

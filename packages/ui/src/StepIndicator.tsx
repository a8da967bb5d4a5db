import { SESSION_STEP_LABELS, SESSION_STEPS, type SessionStep, stepStatus } from "@bloom/domain";

/**
 * "Session Progress": the six steps, numbered, done (green, with a check), current (highlighted,
 * marked current) or upcoming (greyed); the line after a done step is green (spec §2).
 */
export function StepIndicator({ step }: { step: SessionStep }) {
  return (
    <nav aria-label="Session Progress" className="bl-steps">
      <ol>
        {SESSION_STEPS.map((candidate, index) => {
          const status = stepStatus(candidate, step);
          return (
            <li key={candidate} className={`bl-step is-${status}`} aria-current={status === "active" ? "step" : undefined}>
              <span className="bl-step-number" aria-hidden="true">
                {status === "done" ? "✓" : index + 1}
              </span>
              <span className="bl-step-label">
                {SESSION_STEP_LABELS[candidate]}
                <span className="bl-visually-hidden">{status === "done" ? " (completed)" : status === "active" ? " (current step)" : ""}</span>
              </span>
              {index < SESSION_STEPS.length - 1 && <span className={`bl-step-connector${status === "done" ? " is-done" : ""}`} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

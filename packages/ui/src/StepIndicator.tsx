import { SESSION_STEPS, type SessionStep, stepStatus } from "@bloom/domain";
import { useT } from "./i18n/I18n";

/**
 * "Session Progress" (spec §2): the six session steps, numbered 1–6 with their labels. Steps
 * before `step` are done (green, with a check), `step` is current (highlighted, `aria-current`),
 * later ones are upcoming (greyed). The connector after a done step is green. At most 48rem wide.
 * Labels break only between words; where the steps have too little room they are read by screen
 * readers only, and a caption under the steps names the current one.
 */
export function StepIndicator({ step }: { step: SessionStep }) {
  const t = useT();
  return (
    <nav aria-label={t("common.steps")} className="bl-steps">
      <ol>
        {SESSION_STEPS.map((candidate, index) => {
          const status = stepStatus(candidate, step);
          return (
            <li
              key={candidate}
              className={`bl-step bl-step--${status === "active" ? "current" : status}`}
              aria-current={status === "active" ? "step" : undefined}
            >
              {/* The list already numbers its items for screen readers; the visible number is decoration. */}
              <span className="bl-step-number" aria-hidden="true">
                {status === "done" ? "✓" : index + 1}
              </span>
              <span className="bl-step-label">
                {t(`common.step.${candidate}`)}
                {/* aria-current announces the current step; "done" has no ARIA state, so it is spelled out. */}
                {status === "done" && <span className="bl-visually-hidden">{t("common.steps.completed")}</span>}
              </span>
              {index < SESSION_STEPS.length - 1 && (
                <span
                  className={`bl-step-connector${status === "done" ? " bl-step-connector--done" : ""}`}
                  aria-hidden="true"
                />
              )}
            </li>
          );
        })}
      </ol>
      {/* On a phone the six labels do not fit without breaking words: the current one is spelled out here instead. */}
      <p className="bl-steps-caption" aria-hidden="true">
        {t("common.steps.caption", {
          number: SESSION_STEPS.indexOf(step) + 1,
          total: SESSION_STEPS.length,
          label: t(`common.step.${step}`),
        })}
      </p>
    </nav>
  );
}

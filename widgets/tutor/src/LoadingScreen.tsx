import { type MessageKey, ProgressBar, useT } from "@bloom/ui";
import { useEffect, useState } from "react";

/** The session-creation steps and their durations in ms (spec §2, §9). */
const SESSION_STEPS: { label: MessageKey; ms: number }[] = [
  { label: "tutor.loading.researching", ms: 3500 },
  { label: "tutor.loading.concepts", ms: 3500 },
  { label: "tutor.loading.plan", ms: 4000 },
  { label: "tutor.loading.questions", ms: 3500 },
  { label: "tutor.loading.knowledge", ms: 3500 },
  { label: "tutor.loading.adaptive", ms: 3500 },
  { label: "tutor.loading.finalizing", ms: 2500 },
];

/** The section-switch steps (spec §2, §9). */
const SECTION_STEPS: { label: MessageKey; ms: number }[] = [
  { label: "tutor.loading.switchingSection", ms: 800 },
  { label: "tutor.loading.context", ms: 600 },
];

/**
 * The loading screen shown while a session is created (mode "session") or a section changes
 * (mode "section"): its steps tick over at their set durations, with a progress bar from 0 to 100.
 */
export function LoadingScreen({ mode, subject }: { mode: "session" | "section"; subject: string }) {
  const t = useT();
  const steps = mode === "session" ? SESSION_STEPS : SECTION_STEPS;
  const total = steps.reduce((sum, step) => sum + step.ms, 0);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.min(total, Date.now() - started)), 100);
    return () => clearInterval(timer);
  }, [total]);

  let passed = 0;
  const current = steps.findIndex((step) => {
    passed += step.ms;
    return elapsed < passed;
  });
  const percent = Math.round((elapsed / total) * 100);

  return (
    <div className="tutor-loading" role="status" aria-live="polite">
      <p className="tutor-loading-title">
        {t(mode === "session" ? "tutor.loading.preparingFor" : "tutor.loading.switchingTo", { subject })}
      </p>
      <ProgressBar
        value={percent}
        label={t(mode === "session" ? "tutor.loading.preparing" : "tutor.loading.switching")}
      />
      <ol className="tutor-loading-steps">
        {steps.map((step, index) => {
          const state = current === -1 || index < current ? "done" : index === current ? "active" : "upcoming";
          return (
            <li
              key={step.label}
              className={`tutor-loading-step is-${state}`}
              aria-current={state === "active" ? "step" : undefined}
            >
              <span aria-hidden="true">{state === "done" ? "✓" : index + 1}</span> {t(step.label)}
            </li>
          );
        })}
      </ol>
      {mode === "session" && <p className="tutor-loading-note">{t("tutor.loading.note")}</p>}
    </div>
  );
}

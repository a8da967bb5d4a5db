/** The six ordered steps of a tutoring session (spec §3 Session step). */
export const SESSION_STEPS = [
  "WARMUP",
  "NEW_CONCEPT",
  "GUIDED_PRACTICE",
  "FORMATIVE_CHECK",
  "EXTENSION",
  "REFLECTION",
] as const;
export type SessionStep = (typeof SESSION_STEPS)[number];

export const SESSION_STEP_LABELS: Record<SessionStep, string> = {
  WARMUP: "Warm-Up",
  NEW_CONCEPT: "New Concept",
  GUIDED_PRACTICE: "Guided Practice",
  FORMATIVE_CHECK: "Formative Check",
  EXTENSION: "Extension",
  REFLECTION: "Reflection",
};

export type StepStatus = "done" | "active" | "upcoming";

/** A step is done before the current one, active at it, upcoming after it (spec §4 Session step). */
export function stepStatus(step: SessionStep, current: SessionStep): StepStatus {
  const delta = SESSION_STEPS.indexOf(step) - SESSION_STEPS.indexOf(current);
  return delta < 0 ? "done" : delta === 0 ? "active" : "upcoming";
}

/** The step after `step`, or `step` itself at the end: a session never moves backwards. */
export function nextStep(step: SessionStep): SessionStep {
  return SESSION_STEPS[Math.min(SESSION_STEPS.indexOf(step) + 1, SESSION_STEPS.length - 1)]!;
}

/** The later of two steps, so that an advance can never undo progress. */
export function laterStep(a: SessionStep, b: SessionStep): SessionStep {
  return SESSION_STEPS.indexOf(a) >= SESSION_STEPS.indexOf(b) ? a : b;
}

export function isSessionStep(value: string): value is SessionStep {
  return (SESSION_STEPS as readonly string[]).includes(value);
}

/** Adds `step` to a comma-separated list of completed steps, keeping step order and no repeats. */
export function withCompletedStep(completed: string, step: SessionStep): string {
  const steps = new Set(completed.split(",").filter(isSessionStep));
  steps.add(step);
  return SESSION_STEPS.filter((candidate) => steps.has(candidate)).join(",");
}

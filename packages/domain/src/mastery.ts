/**
 * Concept mastery as Bayesian Knowledge Tracing (ARCHITECTURE §5). A graded score s in 0–1 is
 * partial evidence: P(obs | known) = s(1−slip) + (1−s)slip and P(obs | unknown) = s·guess +
 * (1−s)(1−guess); the posterior then takes the learning step. Caps keep one lucky answer from
 * ever reading as mastered: at most 0.5 after one observation and 0.8 after two.
 */

export interface BktParameters {
  /** Probability the student knew the concept before any evidence. */
  prior: number;
  /** Probability a student who knows it still answers wrongly. */
  slip: number;
  /** Probability a student who does not know it answers rightly anyway. */
  guess: number;
  /** Probability of learning it at each opportunity. */
  learn: number;
}

export const FLASHCARD_BKT: BktParameters = { prior: 0.1, slip: 0.1, guess: 0.2, learn: 0.1 };
export const TUTORING_BKT: BktParameters = { prior: 0.1, slip: 0.15, guess: 0.3, learn: 0.05 };

const CAP_AFTER_OBSERVATIONS = [0.5, 0.8] as const;

export interface MasteryState {
  /** P(known), 0–1. */
  mastery: number;
  /** How many observations the mastery rests on. */
  observations: number;
}

/** The state of a concept nobody has practised yet. */
export function initialMastery(parameters: BktParameters = FLASHCARD_BKT): MasteryState {
  return { mastery: parameters.prior, observations: 0 };
}

/** Updates mastery with one graded observation `score` (0–1). */
export function updateMastery(state: MasteryState, score: number, parameters: BktParameters): MasteryState {
  const s = clamp01(score);
  const p = state.observations === 0 && state.mastery === 0 ? parameters.prior : clamp01(state.mastery);
  const { slip, guess, learn } = parameters;
  const likelihoodKnown = s * (1 - slip) + (1 - s) * slip;
  const likelihoodUnknown = s * guess + (1 - s) * (1 - guess);
  const posterior = (p * likelihoodKnown) / (p * likelihoodKnown + (1 - p) * likelihoodUnknown);
  const learned = posterior + (1 - posterior) * learn;
  const observations = state.observations + 1;
  const cap = CAP_AFTER_OBSERVATIONS[observations - 1] ?? 1;
  return { mastery: Math.min(learned, cap), observations };
}

/** The mean of a list of masteries, 0 for none (section = mean of concepts, topic = mean of sections, …). */
export function meanMastery(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

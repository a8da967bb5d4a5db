import { forgetting_curve } from "ts-fsrs";
import { localDate } from "./calendar";
import { cardMastery, DEFAULT_WEIGHTS } from "./scheduling";

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

// ── Mastery now: what the stored state is worth at read time (ADR 0015, ADR 0046) ─────────

const DAY = 86_400_000;

/**
 * Below every screen's "Mastered" line (flashcards 0.9, dashboard 0.85, tutoring overview 0.8):
 * evidence from a single day, however much of it, never reads as mastered. Knowing something
 * after one sitting is not knowing it a day later.
 */
export const SINGLE_DAY_CAP = 0.79;

/** What the database keeps about a concept, besides its evidence log. */
export interface StoredConceptState extends MasteryState {
  /** Distinct local days with counted evidence. */
  evidenceDays: number;
  /** The local date (YYYY-MM-DD) of the latest evidence, to count days. */
  lastEvidenceDay: string | null;
  /** When the tutor last graded evidence on it (chat), if ever. */
  lastChatEvidenceAt: number | null;
}

export const EMPTY_CONCEPT_STATE: StoredConceptState = {
  mastery: 0,
  observations: 0,
  evidenceDays: 0,
  lastEvidenceDay: null,
  lastChatEvidenceAt: null,
};

/**
 * The stored state after one counted observation at `at`, in the student's time zone. Every
 * observation counts towards the days of evidence, but only the tutor's (chat) evidence moves the
 * BKT belief: a flashcard answer is already in its card's memory, which the concept's mastery
 * averages (ADR 0046), so counting it twice would let partial answers inflate the concept.
 */
export function observeConcept(
  state: StoredConceptState,
  observation: { score: number; source: "tutoring" | "flashcard"; at: number },
  parameters: BktParameters,
  timeZone: string,
): StoredConceptState {
  const day = localDate(observation.at, timeZone);
  const days = {
    evidenceDays: state.evidenceDays + (day === state.lastEvidenceDay ? 0 : 1),
    lastEvidenceDay: day,
  };
  if (observation.source === "flashcard") {
    return { ...state, ...days, observations: state.observations + 1 };
  }
  // The first chat evidence starts from the prior, whatever flashcard answers came before it.
  const chat = state.lastChatEvidenceAt === null ? { mastery: 0, observations: 0 } : state;
  const updated = updateMastery(chat, observation.score, parameters);
  return {
    ...days,
    mastery: updated.mastery,
    observations: state.observations + 1,
    lastChatEvidenceAt: observation.at,
  };
}

/**
 * How long a concept shown only in chat stays recalled at 90%: two days after one day of
 * evidence, growing 2.5-fold with each further day (spaced retrieval), at most a year.
 */
export function chatStabilityDays(evidenceDays: number): number {
  return Math.min(365, 2 * 2.5 ** Math.max(0, evidenceDays - 1));
}

/** A flashcard of the concept, as far as its memory goes. */
export interface CardMemory {
  stability: number;
  lastReview: number | null;
  suspended?: boolean;
}

/**
 * The tutor's estimate of a concept now (0–1), or null when the tutor has graded no evidence on
 * it: the BKT belief from chat, capped below "Mastered" while all the evidence is from one day,
 * times the chance it is still remembered (a forgetting curve from the last chat evidence whose
 * stability grows with the days of evidence).
 */
export function chatMastery(state: StoredConceptState, now: number): number | null {
  if (state.lastChatEvidenceAt === null) return null;
  const belief = state.evidenceDays < 2 ? Math.min(state.mastery, SINGLE_DAY_CAP) : state.mastery;
  const retention = forgetting_curve(
    [...DEFAULT_WEIGHTS],
    Math.max(0, now - state.lastChatEvidenceAt) / DAY,
    chatStabilityDays(state.evidenceDays),
  );
  return belief * retention;
}

/**
 * A concept's mastery now (0–1) on the one scale (ADR 0046), or null when it has not been
 * started. When the student has answered any of its cards (unsuspended), it is the plain mean of
 * those cards' mastery (`cardMastery`): spaced card reviews are the measurement, so a concept
 * whose only card reads 10% reads 10%. A concept worked on only with the tutor reads the tutor's
 * estimate (`chatMastery`). Either way a right answer never lowers it. Computed at read time from
 * stored state; nothing is rewritten as time passes.
 */
export function conceptMastery(
  state: StoredConceptState,
  cards: readonly CardMemory[],
  now: number,
  weights: readonly number[] | null = null,
): number | null {
  const answered: number[] = [];
  for (const card of cards) {
    if (card.suspended) continue;
    const value = cardMastery({ ...card, reps: 1 }, now, weights);
    if (value !== null) answered.push(value);
  }
  return answered.length > 0 ? meanMastery(answered) : chatMastery(state, now);
}

/** A concept's mastery now, 0 when it has not been started (for sums and means that count it). */
export function conceptMasteryNow(
  state: StoredConceptState,
  cards: readonly CardMemory[],
  now: number,
  weights: readonly number[] | null = null,
): number {
  return conceptMastery(state, cards, now, weights) ?? 0;
}

/**
 * A subject's (or topic's, or section's) mastery: the plain mean of the concepts in it that have
 * been started (`conceptMastery` not null), 0 when none has. A concept nobody has practised does
 * not pull the number down: the dashboard shows what was studied.
 */
export function meanOfStarted(values: readonly (number | null)[]): number {
  return meanMastery(values.filter((value): value is number => value !== null));
}

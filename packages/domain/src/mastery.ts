import { forgetting_curve } from "ts-fsrs";
import { localDate } from "./calendar";
import { DEFAULT_WEIGHTS, retrievability } from "./scheduling";

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

// ── Mastery now: what the stored state is worth at read time (ADR 0015) ─────────

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

/** The stored state after one counted observation at `at`, in the student's time zone. */
export function observeConcept(
  state: StoredConceptState,
  observation: { score: number; source: "tutoring" | "flashcard"; at: number },
  parameters: BktParameters,
  timeZone: string,
): StoredConceptState {
  const updated = updateMastery(state, observation.score, parameters);
  const day = localDate(observation.at, timeZone);
  return {
    ...updated,
    evidenceDays: state.evidenceDays + (day === state.lastEvidenceDay ? 0 : 1),
    lastEvidenceDay: day,
    lastChatEvidenceAt: observation.source === "tutoring" ? observation.at : state.lastChatEvidenceAt,
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
 * The probability that what the student showed is still there `now`. Each kind of evidence has
 * its own forgetting curve: the concept's reviewed cards (their FSRS retrievability, averaged) and
 * the last chat evidence (a curve whose stability grows with the days of evidence). The fresher
 * of the two wins: a right answer in chat today means the student knows it today, whatever an old
 * card says. Null when there is no evidence to decay.
 */
export function conceptRetention(
  state: StoredConceptState,
  cards: readonly CardMemory[],
  now: number,
  weights: readonly number[] | null = null,
): number | null {
  const reviewed = cards.filter((card) => !card.suspended && card.lastReview !== null && card.stability > 0);
  const fromCards =
    reviewed.length === 0
      ? null
      : reviewed.reduce((sum, card) => sum + retrievability(card, now, weights), 0) / reviewed.length;
  const fromChat =
    state.lastChatEvidenceAt === null
      ? null
      : forgetting_curve(
          [...DEFAULT_WEIGHTS],
          Math.max(0, now - state.lastChatEvidenceAt) / DAY,
          chatStabilityDays(state.evidenceDays),
        );
  if (fromCards === null) return fromChat;
  if (fromChat === null) return fromCards;
  return Math.max(fromCards, fromChat);
}

/**
 * A concept's mastery now (0–1): the BKT belief as of its last evidence, capped below "Mastered"
 * while all of it is from one day, times the chance it is still remembered. Computed at read time
 * from stored state; nothing is rewritten as time passes.
 */
export function conceptMasteryNow(
  state: StoredConceptState,
  cards: readonly CardMemory[],
  now: number,
  weights: readonly number[] | null = null,
): number {
  if (state.observations === 0) return 0;
  const belief = state.evidenceDays < 2 ? Math.min(state.mastery, SINGLE_DAY_CAP) : state.mastery;
  return belief * (conceptRetention(state, cards, now, weights) ?? 1);
}

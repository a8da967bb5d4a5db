import {
  CONCEPT_STATUS_LABELS,
  type ConceptStatus,
  conceptStatus,
  isSessionStep,
  OVERVIEW_BAND_LABELS,
  type OverviewBand,
  overviewBand,
  SESSION_STEP_LABELS,
  type SessionStep,
} from "@bloom/domain";
import type { MessageKey, Translate } from "@bloom/ui";

/**
 * How the dashboard shows mastery bands, statuses and session steps. The thresholds live in
 * @bloom/domain; this file only maps their results to words, colours and icons.
 */

/** The colours the dashboard uses for status; each is a `dash-tone-<tone>` class in styles.ts. */
type Tone = "green" | "yellow" | "orange" | "red" | "grey";

export interface Band {
  /** The word shown next to the colour, so the band never rests on colour alone. */
  label: string;
  tone: Tone;
}

const STATUS_TONES: Record<ConceptStatus, Tone> = { mastered: "green", in_progress: "yellow", needs_work: "red" };

/** A subject card's band: Mastered from 0.85, In Progress from 0.6, else Needs Work. */
export function subjectBand(mastery: number): Band {
  const status = conceptStatus(mastery);
  return { label: CONCEPT_STATUS_LABELS[status], tone: STATUS_TONES[status] };
}

/**
 * A status the server sent with a concept (hierarchical map, learning path). The API only sends
 * the three known ones today, but anything else is shown grey rather than trusted (spec §4).
 */
export function statusBand(status: string): Band {
  return isConceptStatus(status)
    ? { label: CONCEPT_STATUS_LABELS[status], tone: STATUS_TONES[status] }
    : { label: "Not started", tone: "grey" };
}

function isConceptStatus(value: string): value is ConceptStatus {
  return Object.hasOwn(CONCEPT_STATUS_LABELS, value);
}

const OVERVIEW_TONES: Record<OverviewBand, Tone> = {
  mastered: "green",
  "good-progress": "yellow",
  "needs-practice": "orange",
  "needs-help": "red",
};

/** The tutoring overview's band: Mastered (green), Good Progress (yellow), Needs Practice (orange), Needs Help (red). */
export function tutoringBand(mastery: number): Band {
  const band = overviewBand(mastery);
  return { label: OVERVIEW_BAND_LABELS[band], tone: OVERVIEW_TONES[band] };
}

/** An icon per session step; decoration only, the step's name is always written beside it. */
export const STEP_ICONS: Record<SessionStep, string> = {
  WARMUP: "☀️",
  NEW_CONCEPT: "💡",
  GUIDED_PRACTICE: "🤝",
  FORMATIVE_CHECK: "✅",
  EXTENSION: "🚀",
  REFLECTION: "🪞",
};

/** The icon of a step the dashboard does not know. */
export const DEFAULT_STEP_ICON = "📌";

export interface StepChip {
  key: string;
  label: string;
  icon: string;
}

/** The chips of a concept's completed steps, from the comma-separated `steps_completed`. */
export function completedSteps(stepsCompleted: string): StepChip[] {
  const keys = [
    ...new Set(
      stepsCompleted
        .split(",")
        .map((step) => step.trim())
        .filter(Boolean),
    ),
  ];
  return keys.map((key) =>
    isSessionStep(key)
      ? { key, label: SESSION_STEP_LABELS[key], icon: STEP_ICONS[key] }
      : { key, label: readableStep(key), icon: DEFAULT_STEP_ICON },
  );
}

/** "PEER_REVIEW" → "Peer Review", for steps newer than this widget. */
function readableStep(key: string): string {
  return key
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/** The catalogue's key for each band, status and step word above, so a page says them in its own language. */
const WORD_KEYS: Record<string, MessageKey> = {
  Mastered: "dashboard.band.mastered",
  "In Progress": "dashboard.band.inProgress",
  "Needs Work": "dashboard.band.needsWork",
  "Not started": "dashboard.band.notStarted",
  "Good Progress": "dashboard.band.goodProgress",
  "Needs Practice": "dashboard.band.needsPractice",
  "Needs Help": "dashboard.band.needsHelp",
  "Warm-Up": "dashboard.step.warmup",
  "New Concept": "dashboard.step.newConcept",
  "Guided Practice": "dashboard.step.guidedPractice",
  "Formative Check": "dashboard.step.formativeCheck",
  Extension: "dashboard.step.extension",
  Reflection: "dashboard.step.reflection",
};

/** A band's, status's or step's word in the page's language; a step newer than this widget keeps its own name. */
export function bandWord(t: Translate, label: string): string {
  const key = WORD_KEYS[label];
  return key ? t(key) : label;
}

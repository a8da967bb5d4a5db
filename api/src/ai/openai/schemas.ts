import { type Static, type TProperties, type TSchema, Type } from "@sinclair/typebox";
import { gateAssessment, settleIntent, TURN_INTENTS } from "../intent";
import type { AnswerGrade, GeneratedFlashcard, TopicPlan, TurnAssessment, TurnIntent } from "../provider";

/*
 * The JSON schemas of every structured model output, and how each output is normalised.
 * OpenAI's strict mode needs every property required and `additionalProperties: false` on
 * every object. Ranges (scores 0–1, list lengths) are not in the schemas: not every
 * OpenAI-compatible server supports those keywords, so normalising clamps and trims instead.
 */

const strictObject = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/** A structured output: its name for `json_schema`, and its schema. */
export interface OutputSchema<T extends TSchema> {
  name: string;
  schema: T;
}

export const OUTLINE_SCHEMA = {
  name: "subject_outline",
  schema: strictObject({ topics: Type.Array(Type.String(), { description: "Topic names in teaching order." }) }),
} satisfies OutputSchema<TSchema>;

export const TOPIC_PLAN_SCHEMA = {
  name: "topic_plan",
  schema: strictObject({
    sections: Type.Array(
      strictObject({
        name: Type.String(),
        concepts: Type.Array(strictObject({ label: Type.String(), definition: Type.String() })),
      }),
    ),
  }),
} satisfies OutputSchema<TSchema>;

export const TURN_ASSESSMENT_SCHEMA = {
  name: "turn_assessment",
  schema: strictObject({
    // An enum rather than literals: every OpenAI-compatible server reads `enum`; an unknown value is settled on normalising.
    intent: Type.String({ enum: [...TURN_INTENTS], description: "What the latest student message is for." }),
    evidence: Type.Array(
      strictObject({
        conceptId: Type.String({ description: "One of the concept ids given." }),
        score: Type.Number({ description: "0 to 1." }),
      }),
    ),
    factsLearned: Type.Array(Type.String()),
    mistakes: Type.Array(Type.String()),
    advanceStep: Type.Boolean(),
  }),
} satisfies OutputSchema<TSchema>;

export const FLASHCARDS_SCHEMA = {
  name: "flashcards",
  schema: strictObject({
    flashcards: Type.Array(
      strictObject({
        conceptId: Type.String({ description: "The concept id exactly as given." }),
        question: Type.String(),
        answer: Type.String(),
      }),
    ),
  }),
} satisfies OutputSchema<TSchema>;

export const ANSWER_GRADE_SCHEMA = {
  name: "answer_grade",
  schema: strictObject({
    mastery: Type.Number({ description: "0 to 1." }),
    feedback: Type.String(),
    misconception: nullableString("The wrong idea the answer shows, or null."),
    correction: nullableString("The correct idea in one sentence, or null."),
  }),
} satisfies OutputSchema<TSchema>;

/** Most topics an outline keeps, and most cards per concept. */
const MAX_OUTLINE_TOPICS = 12;
const MAX_CARDS_PER_CONCEPT = 3;

/** Outline: 1 to 12 non-empty, unique topic names; null when none is left. */
export function normaliseOutline(raw: Static<typeof OUTLINE_SCHEMA.schema>): string[] | null {
  const topics = uniqueBy(cleanList(raw.topics), (topic) => topic.toLowerCase()).slice(0, MAX_OUTLINE_TOPICS);
  return topics.length > 0 ? topics : null;
}

/** Topic plan: sections with a name and at least one complete concept; null when none is left. */
export function normaliseTopicPlan(raw: Static<typeof TOPIC_PLAN_SCHEMA.schema>): TopicPlan | null {
  const sections = raw.sections
    .map((section) => ({
      name: section.name.trim(),
      concepts: uniqueBy(
        section.concepts
          .map((concept) => ({ label: concept.label.trim(), definition: concept.definition.trim() }))
          .filter((concept) => concept.label !== "" && concept.definition !== ""),
        (concept) => concept.label.toLowerCase(),
      ),
    }))
    .filter((section) => section.name !== "" && section.concepts.length > 0);
  const unique = uniqueBy(sections, (section) => section.name.toLowerCase());
  return unique.length > 0 ? { sections: unique } : null;
}

/**
 * Assessment: evidence only for the concepts asked about (one entry each, scores clamped), lists
 * trimmed. The intent is settled against the offline classifier's (`floor`), and a message that is
 * not an attempt keeps no evidence, facts or mistakes.
 */
export function normaliseTurnAssessment(
  raw: Static<typeof TURN_ASSESSMENT_SCHEMA.schema>,
  conceptIds: readonly string[],
  gate: { floor: TurnIntent | null; step: string } = { floor: null, step: "" },
): TurnAssessment {
  const known = new Set(conceptIds);
  const evidence = uniqueBy(
    raw.evidence
      .map((entry) => ({ conceptId: entry.conceptId.trim(), score: clampScore(entry.score) }))
      .filter((entry) => known.has(entry.conceptId)),
    (entry) => entry.conceptId,
  );
  const assessment = {
    evidence,
    factsLearned: cleanList(raw.factsLearned),
    mistakes: cleanList(raw.mistakes),
    advanceStep: raw.advanceStep,
  };
  return gateAssessment(assessment, settleIntent(gate.floor, raw.intent), gate.step);
}

/** Flashcards: only for the concepts asked about, complete, at most three per concept; null when none is left. */
export function normaliseFlashcards(
  raw: Static<typeof FLASHCARDS_SCHEMA.schema>,
  conceptIds: readonly string[],
): GeneratedFlashcard[] | null {
  const known = new Set(conceptIds);
  const perConcept = new Map<string, number>();
  const cards: GeneratedFlashcard[] = [];
  for (const card of raw.flashcards) {
    const cleaned = { conceptId: card.conceptId.trim(), question: card.question.trim(), answer: card.answer.trim() };
    if (!known.has(cleaned.conceptId) || cleaned.question === "" || cleaned.answer === "") continue;
    const count = perConcept.get(cleaned.conceptId) ?? 0;
    if (count >= MAX_CARDS_PER_CONCEPT) continue;
    perConcept.set(cleaned.conceptId, count + 1);
    cards.push(cleaned);
  }
  return cards.length > 0 ? cards : null;
}

/** Grade: mastery clamped to 0–1, feedback required, empty misconception or correction become null. */
export function normaliseAnswerGrade(raw: Static<typeof ANSWER_GRADE_SCHEMA.schema>): AnswerGrade | null {
  const feedback = raw.feedback.trim();
  if (feedback === "") return null;
  return {
    mastery: clampScore(raw.mastery),
    feedback,
    misconception: raw.misconception?.trim() || null,
    correction: raw.correction?.trim() || null,
  };
}

function clampScore(score: number): number {
  return Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0;
}

function cleanList(items: string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item !== "");
}

function uniqueBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

import { type CardMemory, conceptMastery, conceptMasteryNow, EMPTY_CONCEPT_STATE, meanMastery } from "@bloom/domain";
import type { AppContext } from "../../context";
import { Database, type WriteTx } from "../../db/database";
import type { ConceptRow, SectionRow, SubjectRow, TopicRow } from "../../db/schema";
import { AppError } from "../../errors";
import { logger } from "../../logger";
import {
  type ConceptMasteryRow,
  findTopic,
  readCardsAndWeights,
  readConceptCards,
  readConceptMasteryRows,
  readMasteryStates,
  readOwnersCardsAndWeights,
  readTopicConceptIds,
  readTopicSections,
  readWeightsJson,
  storedConceptState,
  storeTopicPlan,
} from "./store";

export { applyConceptEvidence, replayConceptEvidence } from "./evidence";

/** A topic of the mastery tree with its sections and their concepts, in teaching order. */
export interface PlannedTopic {
  topic: TopicRow;
  sections: (SectionRow & { concepts: ConceptRow[] })[];
}

/**
 * The topic with its sections and concepts, planned by the AI provider the first time a topic is
 * taught. The plan is asked for outside any transaction and stored in one write; when two
 * requests plan the same topic at once, the first plan stored wins.
 *
 * A stored plan without a single concept is a placeholder, left by a provider that could not plan
 * the topic (the offline tutor, on a topic outside its curated courses). It is asked for again
 * each time, and a plan with concepts (once an AI model is connected) replaces it.
 */
export async function ensurePlannedTopic(
  ctx: AppContext,
  subject: SubjectRow,
  topicName: string,
  signal?: AbortSignal,
): Promise<PlannedTopic> {
  const existing = await loadPlannedTopic(ctx.database, subject.id, topicName);
  if (existing && hasConcepts(existing.sections)) return existing;

  const plan = await ctx.ai.planTopic({ subjectName: subject.name, topicName }, { signal }).catch((error: unknown) => {
    logger.warn("Topic planning failed", { subject: subject.name, topic: topicName, error });
    throw new AppError("UPSTREAM_FAILED", "errors.planFailed", { topic: topicName });
  });
  if (plan.sections.length === 0) {
    throw new AppError("UPSTREAM_FAILED", "errors.planFailed", { topic: topicName });
  }
  const planTeaches = hasConcepts(plan.sections);
  if (existing && existing.sections.length > 0 && !planTeaches) return existing;

  await storeTopicPlan(ctx.database, { userId: subject.userId, subjectId: subject.id }, topicName, plan, planTeaches);
  return (await loadPlannedTopic(ctx.database, subject.id, topicName))!;
}

/** A topic nobody could plan: outside the built-in courses, with no AI model connected. Nothing to make cards from. */
export function topicNeedsModel(topicName: string): AppError {
  return new AppError("NEEDS_AI_MODEL", "errors.needsModel.flashcards", { topic: topicName });
}

/** Whether a plan teaches anything: at least one of its sections has a concept. */
export function hasConcepts(planSections: readonly { concepts: readonly unknown[] }[]): boolean {
  return planSections.some((section) => section.concepts.length > 0);
}

/** A topic of a subject with its sections and concepts, or undefined when the topic has no row yet. */
export async function loadPlannedTopic(
  database: Database,
  subjectId: string,
  topicName: string,
): Promise<PlannedTopic | undefined> {
  const topic = await findTopic(database.read, subjectId, topicName);
  return topic ? { topic, sections: await readTopicSections(database, topic.id) } : undefined;
}

/**
 * A topic's plan does not change once stored (except a placeholder, which is never cached), so
 * chat turns read it from this cache. It holds the most recently used topics; losing it costs two
 * queries.
 */
const plannedSections = new Map<string, PlannedTopic["sections"]>();
const PLAN_CACHE_SIZE = 500;

/** A topic's sections, in order, each with its concepts in order (cached once planned). */
export async function loadTopicSections(database: Database, topicId: string): Promise<PlannedTopic["sections"]> {
  const cached = plannedSections.get(topicId);
  if (cached) {
    // Refresh its place as most recently used.
    plannedSections.delete(topicId);
    plannedSections.set(topicId, cached);
    return cached;
  }
  const loaded = await readTopicSections(database, topicId);
  // A placeholder plan may still be replaced by a real one, so only plans with concepts are kept.
  if (hasConcepts(loaded)) {
    plannedSections.set(topicId, loaded);
    if (plannedSections.size > PLAN_CACHE_SIZE) plannedSections.delete(plannedSections.keys().next().value!);
  }
  return loaded;
}

/**
 * The user's mastery (0–1) of each of these concepts now: the mean of its answered cards' mastery
 * and the tutor's decayed estimate (ADR 0046).
 * Concepts never practised are left out.
 */
export async function loadConceptMasteries(
  database: Database,
  conceptIds: string[],
  now = Date.now(),
): Promise<Map<string, number>> {
  if (conceptIds.length === 0) return new Map();
  const rows = await readConceptMasteryRows(database, conceptIds);
  const userId = rows[0]?.userId;
  if (!userId) return new Map();
  const memory = await loadMasteryInputs(database, userId, conceptIds);
  return new Map(
    rows
      .filter((row) => row.observations > 0 || row.interactionCount > 0)
      .map((row) => [row.conceptId, memory.masteryNow(row, now)]),
  );
}

/** What computing a user's concept mastery now needs besides the concept's row: its cards' memories and the weights. */
export interface MasteryInputs {
  weights: readonly number[] | null;
  cardsByConcept: Map<string, CardMemory[]>;
  masteryNow(row: ConceptMasteryRow, now: number): number;
  /** A concept's mastery now, or null when it is not started (no answered card, no chat evidence). */
  startedMastery(conceptId: string, row: ConceptMasteryRow | null | undefined, now: number): number | null;
}

/** The user's reviewed cards (for these concepts, or all) and FSRS weights, ready to compute mastery now. */
export async function loadMasteryInputs(
  database: Database | WriteTx,
  userId: string,
  conceptIds?: string[],
): Promise<MasteryInputs> {
  const [cards, weights] =
    database instanceof Database && conceptIds
      ? // The concepts of a chat turn's section, and of the topic in the session view at its end: the hot case.
        await Promise.all([readConceptCards(database, userId, conceptIds), loadReviewWeights(database, userId)])
      : await readCardsAndWeights(database instanceof Database ? database.read : database, userId, conceptIds).then(
          ({ cards, weights }) => [cards, parseWeights(weights)] as const,
        );
  const cardsByConcept = Map.groupBy(cards, (card) => card.conceptId);
  return {
    weights,
    cardsByConcept,
    masteryNow: (row, now) =>
      conceptMasteryNow(storedConceptState(row), cardsByConcept.get(row.conceptId) ?? [], now, weights),
    startedMastery: (conceptId, row, now) =>
      conceptMastery(
        row ? storedConceptState(row) : EMPTY_CONCEPT_STATE,
        cardsByConcept.get(conceptId) ?? [],
        now,
        weights,
      ),
  };
}

/** The user's FSRS weights alone (null for the defaults): the statistics read them on every request. */
export async function loadReviewWeights(database: Database, userId: string): Promise<number[] | null> {
  return parseWeights(await readWeightsJson(database, userId));
}

/** Stored FSRS weights (a JSON array of numbers), or null when absent or unreadable. */
export function parseWeights(json: string | null): number[] | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) && value.every((item) => typeof item === "number" && Number.isFinite(item))
      ? (value as number[])
      : null;
  } catch {
    return null;
  }
}

/**
 * The mastery (0–1) of many topics, each its owner's, as `loadTopicMastery` computes it for one: for a
 * class's view, in a handful of queries whatever the number of students (sections and concepts of the
 * topics not cached, their mastery rows, and each owner's reviewed cards and weights).
 */
export async function loadTopicMasteries(
  database: Database,
  topicIds: string[],
  now = Date.now(),
): Promise<Map<string, number>> {
  const wanted = [...new Set(topicIds)];
  const planned = await loadTopicConceptIds(database, wanted);
  const conceptIds = [...planned.values()].flatMap((topic) =>
    topic.flatMap((section) => section.concepts.map((c) => c.id)),
  );
  const masteryRows = await readMasteryStates(database, conceptIds);
  const { cards, settings } = await readOwnersCardsAndWeights(
    database,
    [...new Set(masteryRows.map((row) => row.userId))],
    masteryRows.map((row) => row.conceptId),
  );
  const weightsBy = new Map(settings.map((row) => [row.userId, parseWeights(row.weights)]));
  const cardsBy = Map.groupBy(cards, (card) => `${card.userId}\u0000${card.conceptId}`);
  const masteries = new Map(
    masteryRows
      .filter((row) => row.observations > 0 || row.interactionCount > 0)
      .map((row) => [
        row.conceptId,
        conceptMasteryNow(
          storedConceptState(row),
          cardsBy.get(`${row.userId}\u0000${row.conceptId}`) ?? [],
          now,
          weightsBy.get(row.userId) ?? null,
        ),
      ]),
  );
  return new Map(
    wanted.map((topicId) => [
      topicId,
      meanMastery(
        (planned.get(topicId) ?? []).map((section) =>
          meanMastery(section.concepts.map((concept) => masteries.get(concept.id) ?? 0)),
        ),
      ),
    ]),
  );
}

/**
 * Each topic's concept ids by section: from the plan cache, else read with only the ids (a school's
 * view spans more topics than the cache keeps).
 */
async function loadTopicConceptIds(
  database: Database,
  topicIds: string[],
): Promise<Map<string, { concepts: { id: string }[] }[]>> {
  const planned = new Map<string, { concepts: { id: string }[] }[]>();
  for (const topicId of topicIds) {
    const cached = plannedSections.get(topicId);
    if (cached) planned.set(topicId, cached);
  }
  const missing = topicIds.filter((topicId) => !planned.has(topicId));
  if (missing.length === 0) return planned;
  const { sectionRows, conceptRows } = await readTopicConceptIds(database, missing);
  const conceptsBySection = Map.groupBy(conceptRows, (concept) => concept.sectionId);
  const sectionsByTopic = Map.groupBy(sectionRows, (section) => section.topicId);
  for (const topicId of missing) {
    planned.set(
      topicId,
      (sectionsByTopic.get(topicId) ?? []).map((section) => ({ concepts: conceptsBySection.get(section.id) ?? [] })),
    );
  }
  return planned;
}

/** The user's mastery (0–1) of a topic: the mean of its sections' means of their concepts. */
export async function loadTopicMastery(database: Database, topicId: string, now = Date.now()): Promise<number> {
  const topicSections = await loadTopicSections(database, topicId);
  const masteries = await loadConceptMasteries(
    database,
    topicSections.flatMap((section) => section.concepts.map((concept) => concept.id)),
    now,
  );
  return meanMastery(
    topicSections.map((section) => meanMastery(section.concepts.map((concept) => masteries.get(concept.id) ?? 0))),
  );
}

import { type BktParameters, meanMastery, updateMastery } from "@bloom/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database, WriteTx } from "../../db/database";
import {
  type ConceptRow,
  conceptMastery,
  concepts,
  masteryEvidence,
  type SectionRow,
  type SubjectRow,
  sections,
  type TopicRow,
  topics,
} from "../../db/schema";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { logger } from "../../logger";

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
    throw new AppError("UPSTREAM_FAILED", `We could not plan "${topicName}" just now. Please try again in a moment.`);
  });
  if (plan.sections.length === 0) {
    throw new AppError("UPSTREAM_FAILED", `We could not plan "${topicName}" just now. Please try again in a moment.`);
  }
  const planTeaches = hasConcepts(plan.sections);
  if (existing && existing.sections.length > 0 && !planTeaches) return existing;

  await ctx.database.write(async (tx) => {
    await tx
      .insert(topics)
      .values({
        id: newId(),
        userId: subject.userId,
        subjectId: subject.id,
        name: topicName,
        position: await nextTopicPosition(tx, subject.id),
      })
      .onConflictDoNothing({ target: [topics.subjectId, topics.name] });
    const [topic] = await tx
      .select()
      .from(topics)
      .where(and(eq(topics.subjectId, subject.id), eq(topics.name, topicName)));
    const stored = await tx.select({ id: sections.id }).from(sections).where(eq(sections.topicId, topic!.id));
    if (stored.length > 0) {
      const [storedConcept] = await tx
        .select({ id: concepts.id })
        .from(concepts)
        .where(
          inArray(
            concepts.sectionId,
            stored.map((section) => section.id),
          ),
        )
        .limit(1);
      // Planned in full meanwhile, or nothing better to store than the placeholder already there.
      if (storedConcept || !planTeaches) return;
      // The placeholder goes; messages and sessions that pointed at it keep their rows, unlinked.
      await tx.delete(sections).where(eq(sections.topicId, topic!.id));
    }
    for (const [sectionIndex, section] of plan.sections.entries()) {
      const sectionId = newId();
      await tx.insert(sections).values({
        id: sectionId,
        userId: subject.userId,
        topicId: topic!.id,
        name: section.name,
        position: sectionIndex,
      });
      if (section.concepts.length === 0) continue;
      await tx
        .insert(concepts)
        .values(
          section.concepts.map((concept, position) => ({
            id: newId(),
            userId: subject.userId,
            sectionId,
            ...concept,
            position,
          })),
        )
        .onConflictDoNothing();
    }
  });
  return (await loadPlannedTopic(ctx.database, subject.id, topicName))!;
}

/** A topic nobody could plan: outside the built-in courses, with no AI model connected. Nothing to make cards from. */
export function topicNeedsModel(topicName: string): AppError {
  return new AppError(
    "NEEDS_AI_MODEL",
    `Flashcards for "${topicName}" need an AI model, because the topic is not one of the built-in courses and none is connected right now. You can write your own cards with + Create Flashcard, or generate cards for a built-in topic.`,
  );
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
  const [topic] = await database.read
    .select()
    .from(topics)
    .where(and(eq(topics.subjectId, subjectId), eq(topics.name, topicName)));
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

async function readTopicSections(database: Database, topicId: string): Promise<PlannedTopic["sections"]> {
  const sectionRows = await database.read
    .select()
    .from(sections)
    .where(eq(sections.topicId, topicId))
    .orderBy(asc(sections.position));
  if (sectionRows.length === 0) return [];
  const conceptRows = await database.read
    .select()
    .from(concepts)
    .where(
      inArray(
        concepts.sectionId,
        sectionRows.map((section) => section.id),
      ),
    )
    .orderBy(asc(concepts.position));
  return sectionRows.map((section) => ({
    ...section,
    concepts: conceptRows.filter((concept) => concept.sectionId === section.id),
  }));
}

/** The user's mastery (0–1) of each of these concepts; concepts never practised are left out. */
export async function loadConceptMasteries(database: Database, conceptIds: string[]): Promise<Map<string, number>> {
  if (conceptIds.length === 0) return new Map();
  const rows = await database.read
    .select({ conceptId: conceptMastery.conceptId, mastery: conceptMastery.mastery })
    .from(conceptMastery)
    .where(inArray(conceptMastery.conceptId, conceptIds));
  return new Map(rows.map((row) => [row.conceptId, row.mastery]));
}

async function nextTopicPosition(tx: WriteTx, subjectId: string): Promise<number> {
  const rows = await tx.select({ position: topics.position }).from(topics).where(eq(topics.subjectId, subjectId));
  return rows.reduce((max, row) => Math.max(max, row.position + 1), 0);
}

/** One graded observation of a concept, from a tutoring turn or a flashcard answer. */
export interface ConceptEvidence {
  conceptId: string;
  score: number;
  source: "tutoring" | "flashcard";
  sessionId?: string;
  flashcardId?: string;
}

/**
 * Applies graded evidence to the user's concept mastery (BKT) inside a write, and logs each
 * observation with the mastery before and after. Concepts that are not the user's are ignored.
 */
export async function applyConceptEvidence(
  tx: WriteTx,
  userId: string,
  evidence: ConceptEvidence[],
  parameters: BktParameters,
  now = Date.now(),
): Promise<void> {
  if (evidence.length === 0) return;
  const ids = [...new Set(evidence.map((item) => item.conceptId))];
  const owned = await tx
    .select({ id: concepts.id, mastery: conceptMastery.mastery, observations: conceptMastery.observations })
    .from(concepts)
    .leftJoin(conceptMastery, eq(conceptMastery.conceptId, concepts.id))
    .where(and(eq(concepts.userId, userId), inArray(concepts.id, ids)));
  const state = new Map(
    owned.map((row) => [row.id, { mastery: row.mastery ?? 0, observations: row.observations ?? 0 }]),
  );

  for (const item of evidence) {
    const before = state.get(item.conceptId);
    if (!before) continue;
    const after = updateMastery(before, item.score, parameters);
    state.set(item.conceptId, after);
    await tx
      .insert(conceptMastery)
      .values({
        conceptId: item.conceptId,
        userId,
        mastery: after.mastery,
        observations: after.observations,
        lastActivityAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: conceptMastery.conceptId,
        set: { mastery: after.mastery, observations: after.observations, lastActivityAt: now, updatedAt: now },
      });
    await tx.insert(masteryEvidence).values({
      id: newId(),
      userId,
      conceptId: item.conceptId,
      source: item.source,
      score: item.score,
      masteryBefore: before.mastery,
      masteryAfter: after.mastery,
      sessionId: item.sessionId ?? null,
      flashcardId: item.flashcardId ?? null,
      createdAt: now,
    });
  }
}

/** The user's mastery (0–1) of a topic: the mean of its sections' means of their concepts. */
export async function loadTopicMastery(database: Database, topicId: string): Promise<number> {
  const topicSections = await loadTopicSections(database, topicId);
  const masteries = await loadConceptMasteries(
    database,
    topicSections.flatMap((section) => section.concepts.map((concept) => concept.id)),
  );
  return meanMastery(
    topicSections.map((section) => meanMastery(section.concepts.map((concept) => masteries.get(concept.id) ?? 0))),
  );
}

import type { StoredConceptState } from "@bloom/domain";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { TopicPlan } from "../../ai/provider";
import type { Database, Db, WriteTx } from "../../db/database";
import { inJsonList } from "../../db/json-list";
import { keptRead } from "../../db/kept-query";
import {
  type ConceptRow,
  conceptMastery,
  concepts,
  flashcards,
  reviewSettings,
  type SectionRow,
  sections,
  subjects,
  type TopicRow,
  topics,
} from "../../db/schema";
import { newId } from "../../ids";

/** The SQL of the mastery tree (topics, sections, concepts) and the reads mastery is computed from. */

export type ConceptMasteryRow = typeof conceptMastery.$inferSelect;
type Reader = Db | WriteTx;

export async function findTopic(db: Reader, subjectId: string, topicName: string): Promise<TopicRow | undefined> {
  const [topic] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.subjectId, subjectId), eq(topics.name, topicName)));
  return topic;
}

/** A topic's sections, in order, each with its concepts in order. */
export async function readTopicSections(
  database: Database,
  topicId: string,
): Promise<(SectionRow & { concepts: ConceptRow[] })[]> {
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

/**
 * Stores a topic's plan in one write: the topic row if it has none, and the sections and concepts
 * unless a plan with concepts is stored already (planned meanwhile). A stored placeholder (sections
 * without concepts) is replaced only by a plan that teaches; messages and sessions that pointed at
 * it keep their rows, unlinked.
 */
export function storeTopicPlan(
  database: Database,
  owner: { userId: string; subjectId: string },
  topicName: string,
  plan: TopicPlan,
  planTeaches: boolean,
): Promise<void> {
  return database.write(async (tx) => {
    await tx
      .insert(topics)
      .values({
        id: newId(),
        userId: owner.userId,
        subjectId: owner.subjectId,
        name: topicName,
        position: await nextTopicPosition(tx, owner.subjectId),
      })
      .onConflictDoNothing({ target: [topics.subjectId, topics.name] });
    const topic = (await findTopic(tx, owner.subjectId, topicName))!;
    const stored = await tx.select({ id: sections.id }).from(sections).where(eq(sections.topicId, topic.id));
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
      if (storedConcept || !planTeaches) return;
      await tx.delete(sections).where(eq(sections.topicId, topic.id));
    }
    for (const [sectionIndex, section] of plan.sections.entries()) {
      const sectionId = newId();
      await tx.insert(sections).values({
        id: sectionId,
        userId: owner.userId,
        topicId: topic.id,
        name: section.name,
        position: sectionIndex,
      });
      if (section.concepts.length === 0) continue;
      await tx
        .insert(concepts)
        .values(
          section.concepts.map((concept, position) => ({
            id: newId(),
            userId: owner.userId,
            sectionId,
            ...concept,
            position,
          })),
        )
        .onConflictDoNothing();
    }
  });
}

async function nextTopicPosition(tx: WriteTx, subjectId: string): Promise<number> {
  const rows = await tx.select({ position: topics.position }).from(topics).where(eq(topics.subjectId, subjectId));
  return rows.reduce((max, row) => Math.max(max, row.position + 1), 0);
}

/** The user's whole tree, each level in order: four indexed queries by user. */
export async function readUserTree(database: Database, userId: string) {
  const db = database.read;
  const [subjectRows, topicRows, sectionRows, conceptRows] = await Promise.all([
    db.select().from(subjects).where(eq(subjects.userId, userId)).orderBy(asc(subjects.createdAt)),
    db.select().from(topics).where(eq(topics.userId, userId)).orderBy(asc(topics.position), asc(topics.createdAt)),
    db.select().from(sections).where(eq(sections.userId, userId)).orderBy(asc(sections.position)),
    db
      .select({ concept: concepts, stored: conceptMastery })
      .from(concepts)
      .leftJoin(conceptMastery, eq(conceptMastery.conceptId, concepts.id))
      .where(eq(concepts.userId, userId))
      .orderBy(asc(concepts.position)),
  ]);
  return { subjectRows, topicRows, sectionRows, conceptRows };
}

// Kept built: every chat turn reads its section's masteries, and the session view at its end all of the topic's.
const conceptMasteryRows = keptRead((db) =>
  db.select().from(conceptMastery).where(inJsonList(conceptMastery.conceptId, "conceptIds")).prepare(),
);

/** The stored mastery rows of these concepts. */
export function readConceptMasteryRows(database: Database, conceptIds: string[]): Promise<ConceptMasteryRow[]> {
  return conceptMasteryRows(database).all({ conceptIds: JSON.stringify(conceptIds) });
}

/** The columns of a card that its concept's mastery is computed from. */
const CARD_MEMORY = {
  conceptId: flashcards.conceptId,
  stability: flashcards.stability,
  lastReview: flashcards.lastReview,
  suspended: flashcards.suspended,
};

const conceptCards = keptRead((db) =>
  db
    .select(CARD_MEMORY)
    .from(flashcards)
    .where(
      and(
        eq(flashcards.userId, sql.placeholder("userId")),
        gt(flashcards.reps, 0),
        inJsonList(flashcards.conceptId, "conceptIds"),
      ),
    )
    .prepare(),
);

/** The user's reviewed cards of these concepts, by a query kept built (a chat turn's section, a session's topic). */
export function readConceptCards(database: Database, userId: string, conceptIds: string[]) {
  return conceptCards(database).all({ userId, conceptIds: JSON.stringify(conceptIds) });
}

/** The user's reviewed cards (of these concepts, or all) and stored FSRS weights (JSON), on any reader. */
export async function readCardsAndWeights(db: Reader, userId: string, conceptIds?: string[]) {
  const conditions = [eq(flashcards.userId, userId), gt(flashcards.reps, 0)];
  if (conceptIds) conditions.push(inArray(flashcards.conceptId, conceptIds));
  const [cards, [settings]] = await Promise.all([
    db
      .select(CARD_MEMORY)
      .from(flashcards)
      .where(and(...conditions)),
    db.select({ weights: reviewSettings.weights }).from(reviewSettings).where(eq(reviewSettings.userId, userId)),
  ]);
  return { cards, weights: settings?.weights ?? null };
}

// Kept built: the statistics read the weights on every request.
const reviewWeights = keptRead((db) =>
  db
    .select({ weights: reviewSettings.weights })
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, sql.placeholder("userId")))
    .prepare(),
);

/** The user's stored FSRS weights (JSON), or null when they have none. */
export async function readWeightsJson(database: Database, userId: string): Promise<string | null> {
  const [row] = await reviewWeights(database).all({ userId });
  return row?.weights ?? null;
}

const classSections = keptRead((db) =>
  db
    .select({ id: sections.id, topicId: sections.topicId })
    .from(sections)
    .where(inJsonList(sections.topicId, "topicIds"))
    .prepare(),
);
const classConcepts = keptRead((db) =>
  db
    .select({ id: concepts.id, sectionId: concepts.sectionId })
    .from(concepts)
    .where(inJsonList(concepts.sectionId, "sectionIds"))
    .prepare(),
);

/**
 * The concept ids of each section of these topics, read with only the ids (concept rows carry long
 * definitions), in no particular order: sorting was the plan's temp B-tree.
 */
export async function readTopicConceptIds(database: Database, topicIds: string[]) {
  const sectionRows = await classSections(database).all({ topicIds: JSON.stringify(topicIds) });
  const conceptRows = await classConcepts(database).all({
    sectionIds: JSON.stringify(sectionRows.map((section) => section.id)),
  });
  return { sectionRows, conceptRows };
}

// Only the columns mastery is computed from: these rows are many, and each column read costs.
const classMasteryRows = keptRead((db) =>
  db
    .select({
      conceptId: conceptMastery.conceptId,
      userId: conceptMastery.userId,
      mastery: conceptMastery.mastery,
      observations: conceptMastery.observations,
      interactionCount: conceptMastery.interactionCount,
      evidenceDays: conceptMastery.evidenceDays,
      lastEvidenceDay: conceptMastery.lastEvidenceDay,
      lastChatEvidenceAt: conceptMastery.lastChatEvidenceAt,
    })
    .from(conceptMastery)
    .where(inJsonList(conceptMastery.conceptId, "conceptIds"))
    .prepare(),
);

/** The mastery state of these concepts, whoever owns them. */
export function readMasteryStates(database: Database, conceptIds: string[]) {
  return classMasteryRows(database).all({ conceptIds: JSON.stringify(conceptIds) });
}

const ownersCards = keptRead((db) =>
  db
    .select({ userId: flashcards.userId, ...CARD_MEMORY })
    .from(flashcards)
    .where(
      and(
        inJsonList(flashcards.userId, "owners"),
        inJsonList(flashcards.conceptId, "conceptIds"),
        gt(flashcards.reps, 0),
      ),
    )
    .prepare(),
);
const ownersWeights = keptRead((db) =>
  db
    .select({ userId: reviewSettings.userId, weights: reviewSettings.weights })
    .from(reviewSettings)
    .where(inJsonList(reviewSettings.userId, "owners"))
    .prepare(),
);

/** The owners' reviewed cards of these concepts only, and each owner's stored FSRS weights (JSON). */
export async function readOwnersCardsAndWeights(database: Database, owners: string[], conceptIds: string[]) {
  const ownerList = JSON.stringify(owners);
  const [cards, settings] = await Promise.all([
    ownersCards(database).all({ owners: ownerList, conceptIds: JSON.stringify(conceptIds) }),
    ownersWeights(database).all({ owners: ownerList }),
  ]);
  return { cards, settings };
}

/** The model's view of a stored concept row. */
export function storedConceptState(
  row: Pick<ConceptMasteryRow, "mastery" | "observations" | "evidenceDays" | "lastEvidenceDay" | "lastChatEvidenceAt">,
): StoredConceptState {
  return {
    mastery: row.mastery,
    observations: row.observations,
    evidenceDays: row.evidenceDays,
    lastEvidenceDay: row.lastEvidenceDay,
    lastChatEvidenceAt: row.lastChatEvidenceAt,
  };
}

import {
  type BktParameters,
  type CardMemory,
  conceptMasteryNow,
  EMPTY_CONCEPT_STATE,
  FLASHCARD_BKT,
  isKnownTimeZone,
  isRepeatedAnswer,
  meanMastery,
  observeConcept,
  type StoredConceptState,
  TUTORING_BKT,
} from "@bloom/domain";
import { and, asc, eq, gt, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { Database, type Db, type WriteTx } from "../../db/database";
import { inJsonList } from "../../db/json-list";
import {
  type ConceptRow,
  conceptMastery,
  concepts,
  flashcards,
  masteryEvidence,
  reviewSettings,
  type SectionRow,
  type SubjectRow,
  sections,
  type TopicRow,
  topics,
  users,
} from "../../db/schema";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { logger } from "../../logger";

type ConceptMasteryRow = typeof conceptMastery.$inferSelect;

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

/**
 * The user's mastery (0–1) of each of these concepts now: the stored belief decayed by the
 * retrievability of the concept's cards and the time since its chat evidence (ADR 0015).
 * Concepts never practised are left out.
 */
export async function loadConceptMasteries(
  database: Database,
  conceptIds: string[],
  now = Date.now(),
): Promise<Map<string, number>> {
  if (conceptIds.length === 0) return new Map();
  // Prepared: every chat turn reads its section's masteries, and the session view at its end all of the topic's.
  const rows = await database
    .prepared("mastery.concepts", (db) =>
      db.select().from(conceptMastery).where(inJsonList(conceptMastery.conceptId, "conceptIds")).prepare(),
    )
    .all({ conceptIds: JSON.stringify(conceptIds) });
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
}

/** The user's reviewed cards (for these concepts, or all) and FSRS weights, ready to compute mastery now. */
export async function loadMasteryInputs(
  database: Database | WriteTx,
  userId: string,
  conceptIds?: string[],
): Promise<MasteryInputs> {
  const [cards, weights] =
    database instanceof Database && conceptIds
      ? // Prepared: the concepts of a chat turn's section, and of the topic in the session view at its end.
        await Promise.all([
          database
            .prepared("mastery.concept-cards", (db) =>
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
            )
            .all({ userId, conceptIds: JSON.stringify(conceptIds) }),
          loadReviewWeights(database, userId),
        ])
      : await readMasteryInputs(database instanceof Database ? database.read : database, userId, conceptIds);
  const cardsByConcept = Map.groupBy(cards, (card) => card.conceptId);
  return {
    weights,
    cardsByConcept,
    masteryNow: (row, now) =>
      conceptMasteryNow(storedConceptState(row), cardsByConcept.get(row.conceptId) ?? [], now, weights),
  };
}

/** The columns of a card that its concept's mastery is computed from. */
const CARD_MEMORY = {
  conceptId: flashcards.conceptId,
  stability: flashcards.stability,
  lastReview: flashcards.lastReview,
  suspended: flashcards.suspended,
};

async function readMasteryInputs(db: Db | WriteTx, userId: string, conceptIds?: string[]) {
  const conditions = [eq(flashcards.userId, userId), gt(flashcards.reps, 0)];
  if (conceptIds) conditions.push(inArray(flashcards.conceptId, conceptIds));
  const [cards, [settings]] = await Promise.all([
    db
      .select(CARD_MEMORY)
      .from(flashcards)
      .where(and(...conditions)),
    db.select({ weights: reviewSettings.weights }).from(reviewSettings).where(eq(reviewSettings.userId, userId)),
  ]);
  return [cards, parseWeights(settings?.weights ?? null)] as const;
}

/** The user's FSRS weights alone (null for the defaults), by a query prepared once: the statistics read them on every request. */
export async function loadReviewWeights(database: Database, userId: string): Promise<number[] | null> {
  const [row] = await database
    .prepared("mastery.weights", (db) =>
      db
        .select({ weights: reviewSettings.weights })
        .from(reviewSettings)
        .where(eq(reviewSettings.userId, sql.placeholder("userId")))
        .prepare(),
    )
    .all({ userId });
  return parseWeights(row?.weights ?? null);
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

/** The model's view of a stored concept row. */
function storedConceptState(
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
  /** The flashcard review it came from, so undoing the review removes it. */
  reviewId?: string;
  /**
   * The answer's `answerFingerprint`. When given, an answer that repeats one already counted for
   * this concept in the last REPEAT_WINDOW_MS adds no evidence (chat: the same words again).
   */
  fingerprint?: string;
}

/** How far back a repeated answer is looked for. */
const REPEAT_WINDOW_MS = 12 * 3_600_000;

/** A concept's stored mastery before and after the evidence applied to it. */
export interface ConceptChange {
  conceptId: string;
  before: StoredConceptState;
  after: StoredConceptState;
}

/**
 * Applies graded evidence to the user's concept mastery (BKT) inside a write, and logs each
 * observation with the mastery before and after. Concepts that are not the user's are ignored,
 * and so is an item whose fingerprint repeats a recent answer on the same concept. Days of
 * evidence are counted in the user's time zone. Returns what changed.
 */
export async function applyConceptEvidence(
  tx: WriteTx,
  userId: string,
  evidence: ConceptEvidence[],
  parameters: BktParameters,
  now = Date.now(),
): Promise<ConceptChange[]> {
  if (evidence.length === 0) return [];
  const ids = [...new Set(evidence.map((item) => item.conceptId))];
  const [owned, [user], recent] = await Promise.all([
    tx
      .select({ id: concepts.id, row: conceptMastery })
      .from(concepts)
      .leftJoin(conceptMastery, eq(conceptMastery.conceptId, concepts.id))
      .where(and(eq(concepts.userId, userId), inArray(concepts.id, ids))),
    tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)),
    evidence.some((item) => item.fingerprint !== undefined)
      ? tx
          .select({ conceptId: masteryEvidence.conceptId, fingerprint: masteryEvidence.fingerprint })
          .from(masteryEvidence)
          .where(
            and(
              eq(masteryEvidence.userId, userId),
              inArray(masteryEvidence.conceptId, ids),
              gte(masteryEvidence.createdAt, now - REPEAT_WINDOW_MS),
              isNotNull(masteryEvidence.fingerprint),
            ),
          )
      : Promise.resolve([]),
  ]);
  const timeZone = user?.timeZone && isKnownTimeZone(user.timeZone) ? user.timeZone : "UTC";
  const state = new Map(owned.map(({ id, row }) => [id, row ? storedConceptState(row) : EMPTY_CONCEPT_STATE]));
  const fingerprints = Map.groupBy(recent, (row) => row.conceptId);
  const changes = new Map<string, ConceptChange>();

  for (const item of evidence) {
    const before = state.get(item.conceptId);
    if (!before) continue;
    if (item.fingerprint !== undefined) {
      const earlier = (fingerprints.get(item.conceptId) ?? []).map((row) => row.fingerprint);
      if (isRepeatedAnswer(item.fingerprint, earlier)) continue;
      fingerprints.set(item.conceptId, [
        ...(fingerprints.get(item.conceptId) ?? []),
        { conceptId: item.conceptId, fingerprint: item.fingerprint },
      ]);
    }
    const after = observeConcept(before, { score: item.score, source: item.source, at: now }, parameters, timeZone);
    state.set(item.conceptId, after);
    changes.set(item.conceptId, {
      conceptId: item.conceptId,
      before: changes.get(item.conceptId)?.before ?? before,
      after,
    });
    const stored = {
      mastery: after.mastery,
      observations: after.observations,
      evidenceDays: after.evidenceDays,
      lastEvidenceDay: after.lastEvidenceDay,
      lastEvidenceAt: now,
      lastChatEvidenceAt: after.lastChatEvidenceAt,
      lastActivityAt: now,
      updatedAt: now,
    };
    await tx
      .insert(conceptMastery)
      .values({ conceptId: item.conceptId, userId, firstEvidenceAt: now, ...stored })
      .onConflictDoUpdate({
        target: conceptMastery.conceptId,
        set: { ...stored, firstEvidenceAt: sql`coalesce(${conceptMastery.firstEvidenceAt}, ${now})` },
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
      reviewId: item.reviewId ?? null,
      fingerprint: item.fingerprint ?? null,
      createdAt: now,
    });
  }
  return [...changes.values()];
}

/**
 * Rebuilds a concept's stored mastery from its evidence log, after evidence was removed (an
 * undone answer): the log is folded again in order, and each row's before and after are brought
 * in line. Evidence added since (a chat turn) is kept.
 */
export async function replayConceptEvidence(tx: WriteTx, userId: string, conceptId: string): Promise<void> {
  const [[user], rows] = await Promise.all([
    tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)),
    tx
      .select()
      .from(masteryEvidence)
      .where(and(eq(masteryEvidence.userId, userId), eq(masteryEvidence.conceptId, conceptId)))
      .orderBy(asc(masteryEvidence.createdAt), asc(masteryEvidence.id)),
  ]);
  const timeZone = user?.timeZone && isKnownTimeZone(user.timeZone) ? user.timeZone : "UTC";
  let state = EMPTY_CONCEPT_STATE;
  for (const row of rows) {
    const after = observeConcept(
      state,
      { score: row.score, source: row.source, at: row.createdAt },
      row.source === "tutoring" ? TUTORING_BKT : FLASHCARD_BKT,
      timeZone,
    );
    if (row.masteryBefore !== state.mastery || row.masteryAfter !== after.mastery) {
      await tx
        .update(masteryEvidence)
        .set({ masteryBefore: state.mastery, masteryAfter: after.mastery })
        .where(eq(masteryEvidence.id, row.id));
    }
    state = after;
  }
  await tx
    .update(conceptMastery)
    .set({
      mastery: state.mastery,
      observations: state.observations,
      evidenceDays: state.evidenceDays,
      lastEvidenceDay: state.lastEvidenceDay,
      lastChatEvidenceAt: state.lastChatEvidenceAt,
      firstEvidenceAt: rows[0]?.createdAt ?? null,
      lastEvidenceAt: rows.at(-1)?.createdAt ?? null,
      updatedAt: Date.now(),
    })
    .where(eq(conceptMastery.conceptId, conceptId));
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
  // Each topic's concept ids by section: from the plan cache, else read with only the columns needed
  // (a school's view spans more topics than the cache keeps, and concept rows carry long definitions),
  // in no particular order: a mean of means does not depend on it, and sorting was the plan's temp B-tree.
  const planned = new Map<string, { concepts: { id: string }[] }[]>();
  for (const topicId of wanted) {
    const cached = plannedSections.get(topicId);
    if (cached) planned.set(topicId, cached);
  }
  const missing = wanted.filter((topicId) => !planned.has(topicId));
  if (missing.length > 0) {
    const sectionRows = await database
      .prepared("mastery.class.sections", (db) =>
        db
          .select({ id: sections.id, topicId: sections.topicId })
          .from(sections)
          .where(inJsonList(sections.topicId, "topicIds"))
          .prepare(),
      )
      .all({ topicIds: JSON.stringify(missing) });
    const conceptRows = await database
      .prepared("mastery.class.concepts", (db) =>
        db
          .select({ id: concepts.id, sectionId: concepts.sectionId })
          .from(concepts)
          .where(inJsonList(concepts.sectionId, "sectionIds"))
          .prepare(),
      )
      .all({ sectionIds: JSON.stringify(sectionRows.map((section) => section.id)) });
    const conceptsBySection = Map.groupBy(conceptRows, (concept) => concept.sectionId);
    const sectionsByTopic = Map.groupBy(sectionRows, (section) => section.topicId);
    for (const topicId of missing) {
      planned.set(
        topicId,
        (sectionsByTopic.get(topicId) ?? []).map((section) => ({ concepts: conceptsBySection.get(section.id) ?? [] })),
      );
    }
  }

  const conceptIds = [...planned.values()].flatMap((topic) =>
    topic.flatMap((section) => section.concepts.map((c) => c.id)),
  );
  // Only the columns mastery is computed from: these rows are many, and each column read costs.
  const masteryRows = await database
    .prepared("mastery.class.rows", (db) =>
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
    )
    .all({ conceptIds: JSON.stringify(conceptIds) });
  const owners = JSON.stringify([...new Set(masteryRows.map((row) => row.userId))]);
  const [cards, settings] = await Promise.all([
    // The owners' reviewed cards of these topics' concepts only.
    database
      .prepared("mastery.class.cards", (db) =>
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
      )
      .all({ owners, conceptIds: JSON.stringify(masteryRows.map((row) => row.conceptId)) }),
    database
      .prepared("mastery.class.weights", (db) =>
        db
          .select({ userId: reviewSettings.userId, weights: reviewSettings.weights })
          .from(reviewSettings)
          .where(inJsonList(reviewSettings.userId, "owners"))
          .prepare(),
      )
      .all({ owners }),
  ]);
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

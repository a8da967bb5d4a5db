import {
  type CardMemory,
  cardMastery,
  conceptMastery,
  conceptStatus,
  EMPTY_CONCEPT_STATE,
  localDate,
  meanMastery,
  meanOfStarted,
  type StoredConceptState,
  startOfLocalDay,
} from "@bloom/domain";
import type { Database } from "../../db/database";
import { loadMasteryInputs, loadMasteryTree } from "../mastery/public";
import { loadReviewSettings } from "../practice/public";
import {
  countCards,
  readAnsweredCards,
  readProgressHistory,
  readSittings,
  readStartedConceptIds,
  readStoredMastery,
  readSubjectTotals,
  readTutoredConcepts,
  readWorkedConcepts,
  type SubjectTotals,
} from "./store";

/** The dashboard's analytics: what the store reads, with each concept's mastery computed now by the model. */

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

interface SubjectRow extends SubjectTotals {
  /** The model's mastery now: the mean of the subject's started concepts, as in the tree (ADR 0046). */
  mastery: number;
  /**
   * The mean mastery now of the subject's answered cards that are not suspended: the flashcards
   * page's "Avg Mastery" with that subject chosen (docs/mastery.md).
   */
  average_flashcard_mastery: number;
}

/** One row per subject with everything the summary and the subject cards need. */
async function loadSubjectRows(database: Database, userId: string, now = Date.now()): Promise<SubjectRow[]> {
  const [rows, tree, cards, settings] = await Promise.all([
    readSubjectTotals(database, userId),
    loadMasteryTree(database, userId, now),
    readAnsweredCards(database, userId),
    loadReviewSettings(database, userId),
  ]);
  const treeMastery = new Map(tree.map((subject) => [subject.id, subject.mastery]));
  const cardsBySubject = Map.groupBy(cards, (card) => card.subjectId ?? "");
  return rows.map((row) => ({
    ...row,
    mastery: treeMastery.get(row.subject_id) ?? 0,
    average_flashcard_mastery: meanMastery(
      (cardsBySubject.get(row.subject_id) ?? []).map((card) => cardMastery(card, now, settings.weights) ?? 0),
    ),
  }));
}

/**
 * Subject summaries (spec §3) and the daily progress series for the "Learning Progress Timeline"
 * chart: the same average mastery the summary shows, as the model held it at the end of each day
 * that had evidence (ADR 0015).
 */
export async function getStudentMastery(database: Database, userId: string, timeZone: string, now = Date.now()) {
  const [rows, progress] = await Promise.all([
    loadSubjectRows(database, userId, now),
    masteryProgress(database, userId, timeZone, now),
  ]);
  return {
    subjects: rows.map((row) => ({
      subject_id: row.subject_id,
      name: row.name,
      mastery: row.mastery,
      time_spent_seconds: Math.round((row.active_ms ?? 0) / 1000),
      completed_flashcards: row.completed ?? 0,
      total_flashcards: row.total ?? 0,
      topic_count: row.topic_count ?? 0,
    })),
    progress,
  };
}

/** Cards answered at least once, and all cards. */
export async function getFlashcardMetrics(database: Database, userId: string) {
  const { answered, total } = await countCards(database, userId);
  return { cardsAnswered: answered, totalCards: total };
}

/** The "Your Subjects" cards: each subject's mastery and band, time, flashcards, topics and last activity. */
export async function getSubjectCards(database: Database, userId: string) {
  const rows = await loadSubjectRows(database, userId);
  return rows.map((row) => {
    const mastery = row.mastery;
    return {
      subject_id: row.subject_id,
      name: row.name,
      mastery,
      mastery_status: conceptStatus(mastery),
      time_spent_seconds: Math.round((row.active_ms ?? 0) / 1000),
      completed_flashcards: row.completed ?? 0,
      total_flashcards: row.total ?? 0,
      topic_count: row.topic_count ?? 0,
      average_flashcard_mastery: row.average_flashcard_mastery,
      last_activity: row.last_activity ? iso(row.last_activity) : null,
    };
  });
}

/**
 * The concepts the student has worked on, in the order they met them, each dated from its evidence
 * (first and latest) and with the model's mastery now.
 */
export async function getLearningPathTimeline(database: Database, userId: string, now = Date.now()) {
  const [rows, inputs] = await Promise.all([readWorkedConcepts(database, userId), loadMasteryInputs(database, userId)]);
  const metAt = (row: (typeof rows)[number]) =>
    row.stored.firstEvidenceAt ?? row.stored.lastActivityAt ?? row.stored.updatedAt;
  return rows
    .sort((a, b) => metAt(a) - metAt(b) || a.position - b.position)
    .map(({ stored, position: _position, ...row }) => {
      const mastery = inputs.masteryNow(stored, now);
      return {
        ...row,
        mastery_level: mastery,
        status: conceptStatus(mastery),
        created_at: iso(metAt({ stored } as (typeof rows)[number]))!,
        last_activity: iso(stored.lastEvidenceAt ?? stored.lastActivityAt),
      };
    });
}

/** Every subject's tree with each concept's mastery and status (spec §3 hierarchical mastery). */
export async function getHierarchicalMastery(database: Database, userId: string) {
  const [tree, startedIds] = await Promise.all([
    loadMasteryTree(database, userId),
    readStartedConceptIds(database, userId),
  ]);
  return tree.map((subject) => ({
    subject_id: subject.id,
    name: subject.name,
    topics: subject.topics.map((topic) => ({
      topic: topic.name,
      sections: topic.sections.map((section) => ({
        section_id: section.name,
        concepts: section.concepts.map((concept) => ({
          concept_label: concept.label,
          mastery_level: concept.mastery,
          // A concept with no evidence yet is not "needs work": it has not been started.
          mastery_status: startedIds.has(concept.id) ? conceptStatus(concept.mastery) : ("not_started" as const),
        })),
      })),
    })),
  }));
}

/** Tutoring sessions, newest first, with start, end and active duration measured from their turns. */
export async function getSessionDurations(database: Database, userId: string) {
  const rows = await readSittings(database, userId);
  return rows.map((row) => ({
    session_id: row.session_id,
    subject_id: row.subject_id,
    topic: row.topic,
    session_start: iso(row.started)!,
    session_end: iso(row.ended)!,
    duration_seconds: Math.round((row.active_ms ?? 0) / 1000),
    turns: row.turns ?? 0,
  }));
}

/** Per topic tutored in a subject: sections and concepts with interactions, steps completed and mastery. */
export async function getTutoringChatOverview(database: Database, userId: string, subjectId: string, now = Date.now()) {
  const inputs = await loadMasteryInputs(database, userId);
  const rows = await readTutoredConcepts(database, userId, subjectId);

  const stored = await readStoredMastery(
    database,
    userId,
    rows.map((row) => row.concept_id),
  );
  const storedBy = new Map(stored.map((row) => [row.conceptId, row]));
  // One rule with the tree (ADR 0046): a concept not started has no value and is left out of means.
  const conceptValue = (conceptId: string) => inputs.startedMastery(conceptId, storedBy.get(conceptId), now);
  const topicNodes = [...Map.groupBy(rows, (row) => row.topic_id).values()].map((topicRows) => {
    const inTopic: (number | null)[] = [];
    const sections = [...Map.groupBy(topicRows, (row) => row.section_id).values()].map((sectionRows) => {
      const values = sectionRows.map((row) => conceptValue(row.concept_id));
      inTopic.push(...values);
      const concepts = sectionRows.map((row, index) => ({
        concept_id: row.concept_id,
        concept_label: row.concept_label,
        interaction_count: row.interaction_count ?? 0,
        last_activity: iso(row.last_activity),
        mastery: values[index] ?? 0,
        steps_completed: row.steps_completed ?? "",
      }));
      return {
        section_id: sectionRows[0]!.section_id,
        concept_count: concepts.length,
        last_activity: iso(maxOf(sectionRows.map((row) => row.last_activity))),
        mastery: meanOfStarted(values),
        concepts,
      };
    });
    return {
      topic: topicRows[0]!.topic,
      section_count: sections.length,
      concept_count: sections.reduce((sum, section) => sum + section.concept_count, 0),
      last_activity: iso(maxOf([topicRows[0]!.session_activity, ...topicRows.map((row) => row.last_activity)])),
      mastery: meanOfStarted(inTopic),
      sections,
    };
  });
  return { subject_id: subjectId, topics: topicNodes };
}

function maxOf(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : Math.max(...present);
}

/**
 * The "Learning Progress Timeline": for each local day with evidence, the student's average
 * mastery (the mean of subject masteries, as the summary shows it) as the model held it at the
 * end of that day, or now for today. Each concept's stored state is rebuilt from the evidence up to
 * then, and decayed with its cards' memories as they stood then; a concept, section, topic or
 * subject counts from the day it existed or first had evidence. Days without evidence have no point.
 */
async function masteryProgress(database: Database, userId: string, timeZone: string, now = Date.now()) {
  const [{ subjectRows, topicRows, sectionRows, conceptRows, evidence, reviews }, settings] = await Promise.all([
    readProgressHistory(database, userId, now),
    loadReviewSettings(database, userId),
  ]);
  const days = [...new Set(evidence.map((row) => localDate(row.createdAt, timeZone)))];
  const states = new Map<string, StoredConceptState>();
  const cards = new Map<string, CardMemory & { conceptId: string }>();
  const firstEvidence = new Map<string, number>();
  let nextEvidence = 0;
  let nextReview = 0;
  const points: { date: string; average_mastery: number }[] = [];
  for (const day of days) {
    const dayStart = startOfLocalDay(Date.parse(`${day}T12:00:00Z`), timeZone);
    const end = Math.min(now, startOfLocalDay(dayStart + 36 * 3_600_000, timeZone) - 1);
    for (; nextEvidence < evidence.length && evidence[nextEvidence]!.createdAt <= end; nextEvidence++) {
      const row = evidence[nextEvidence]!;
      const before = states.get(row.conceptId) ?? EMPTY_CONCEPT_STATE;
      const rowDay = localDate(row.createdAt, timeZone);
      states.set(row.conceptId, {
        mastery: row.masteryAfter,
        observations: before.observations + 1,
        evidenceDays: before.evidenceDays + (rowDay === before.lastEvidenceDay ? 0 : 1),
        lastEvidenceDay: rowDay,
        lastChatEvidenceAt: row.source === "tutoring" ? row.createdAt : before.lastChatEvidenceAt,
      });
      if (!firstEvidence.has(row.conceptId)) firstEvidence.set(row.conceptId, row.createdAt);
    }
    for (; nextReview < reviews.length && reviews[nextReview]!.reviewedAt <= end; nextReview++) {
      const review = reviews[nextReview]!;
      cards.set(review.cardId, {
        conceptId: review.conceptId,
        stability: review.stability,
        lastReview: review.reviewedAt,
        suspended: review.suspended,
      });
    }
    const cardsByConcept = Map.groupBy(cards.values(), (card) => card.conceptId);
    // The same rule as the summary (ADR 0046): a subject is the mean of its started concepts.
    const conceptValue = (id: string) =>
      conceptMastery(states.get(id) ?? EMPTY_CONCEPT_STATE, cardsByConcept.get(id) ?? [], end, settings.weights);
    const conceptsBySection = Map.groupBy(
      conceptRows.filter((concept) => concept.createdAt <= end || (firstEvidence.get(concept.id) ?? Infinity) <= end),
      (concept) => concept.sectionId,
    );
    const sectionsByTopic = Map.groupBy(
      sectionRows.filter((section) => conceptsBySection.has(section.id)),
      (section) => section.topicId,
    );
    const topicsBySubject = Map.groupBy(
      topicRows.filter((topic) => sectionsByTopic.has(topic.id)),
      (topic) => topic.subjectId,
    );
    const subjectMasteries = subjectRows
      .filter((subject) => subject.createdAt <= end || topicsBySubject.has(subject.id))
      .map((subject) =>
        meanOfStarted(
          (topicsBySubject.get(subject.id) ?? []).flatMap((topic) =>
            sectionsByTopic
              .get(topic.id)!
              .flatMap((section) => conceptsBySection.get(section.id)!.map((concept) => conceptValue(concept.id))),
          ),
        ),
      );
    points.push({ date: day, average_mastery: meanMastery(subjectMasteries) });
  }
  return points;
}

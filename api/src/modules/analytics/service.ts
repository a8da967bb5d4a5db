import {
  type CardMemory,
  cardMastery,
  conceptMasteryNow,
  conceptStatus,
  EMPTY_CONCEPT_STATE,
  localDate,
  meanMastery,
  type StoredConceptState,
  startOfLocalDay,
} from "@bloom/domain";
import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import {
  conceptMastery as conceptMasteryRow,
  concepts,
  flashcardReviews,
  flashcards,
  masteryEvidence,
  sections,
  subjects,
  topics,
} from "../../db/schema";
import { loadMasteryInputs, loadMasteryTree } from "../mastery/public";
import { loadReviewSettings } from "../practice/public";

/**
 * The dashboard's analytics, computed in SQL over indexed tables: every query starts from the
 * student's `user_id`, so a call costs in proportion to that student's own data. Time spent is
 * measured from turns: the gaps between a session's messages, each capped at IDLE_CAP_MS so a
 * slow answer does not count as long study. A pause longer than SITTING_GAP_MS ends a sitting: a
 * session continued the next evening is two sittings, each shown on its own date with its own
 * start and end, and the pause between them counts for nothing.
 */
const IDLE_CAP_MS = 5 * 60 * 1000;
const SITTING_GAP_MS = 30 * 60 * 1000;

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/** The latest concept activity per subject. (Mastery itself is the model's, computed in `subjectMasteries`.) */
const subjectActivitySql = (userId: string) => sql`
  subject_activity as (
    select t.subject_id, max(cm.last_activity_at) as last_activity
    from concept_mastery cm
    join concepts c on c.id = cm.concept_id
    join sections se on se.id = c.section_id
    join topics t on t.id = se.topic_id
    where cm.user_id = ${userId}
    group by t.subject_id
  )`;

/** Sittings (stretches of a session without a long pause) and the active time of each and of each session. */
const sessionTimeSql = (userId: string) => sql`
  turns as (
    select m.session_id, m.created_at,
      lag(m.created_at) over (partition by m.session_id order by m.created_at) as previous
    from messages m where m.user_id = ${userId}
  ),
  marked as (
    select session_id, created_at,
      case when previous is null or created_at - previous > ${SITTING_GAP_MS} then 0
        else min(created_at - previous, ${IDLE_CAP_MS}) end as active,
      case when previous is null or created_at - previous > ${SITTING_GAP_MS} then 1 else 0 end as starts
    from turns
  ),
  numbered as (
    select *, sum(starts) over (partition by session_id order by created_at rows unbounded preceding) as sitting
    from marked
  ),
  sittings as (
    select session_id, sitting, min(created_at) as started, max(created_at) as ended, count(*) as turns,
      sum(active) as active_ms
    from numbered group by session_id, sitting
  ),
  session_time as (
    select session_id, min(started) as started, max(ended) as ended, sum(turns) as turns, sum(active_ms) as active_ms
    from sittings group by session_id
  )`;

interface SubjectRowSql {
  subject_id: string;
  name: string;
  active_ms: number | null;
  completed: number | null;
  total: number | null;
  topic_count: number | null;
  last_activity: number | null;
}

interface SubjectRow extends SubjectRowSql {
  /** The model's mastery now: concept → section (mean) → topic (mean) → subject (mean), as in the tree. */
  mastery: number;
  /** The mean FSRS-aware mastery now of the subject's answered cards that are not suspended. */
  average_flashcard_mastery: number;
}

/** One row per subject with everything the summary and the subject cards need. */
async function loadSubjectRows(database: Database, userId: string, now = Date.now()): Promise<SubjectRow[]> {
  const [rows, tree, cards, settings] = await Promise.all([
    loadSubjectRowsSql(database, userId),
    loadMasteryTree(database, userId, now),
    database.read
      .select()
      .from(flashcards)
      .where(and(eq(flashcards.userId, userId), gt(flashcards.reps, 0), eq(flashcards.suspended, false))),
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

async function loadSubjectRowsSql(database: Database, userId: string): Promise<SubjectRowSql[]> {
  return database.rows<SubjectRowSql>(sql`
    with ${subjectActivitySql(userId)}, ${sessionTimeSql(userId)},
    subject_time as (
      select s.subject_id, sum(st.active_ms) as active_ms, max(st.ended) as last_turn
      from tutoring_sessions s join session_time st on st.session_id = s.id
      where s.user_id = ${userId}
      group by s.subject_id
    ),
    subject_cards as (
      select subject_id, count(*) as total, sum(reps > 0) as completed, max(last_practiced) as last_practiced
      from flashcards where user_id = ${userId} and subject_id is not null
      group by subject_id
    )
    select sub.id as subject_id, sub.name, tt.active_ms, sc.completed, sc.total,
      json_array_length(o.points) as topic_count,
      max(coalesce(sa.last_activity, 0), coalesce(tt.last_turn, 0), coalesce(sc.last_practiced, 0)) as last_activity
    from subjects sub
    left join subject_activity sa on sa.subject_id = sub.id
    left join subject_time tt on tt.subject_id = sub.id
    left join subject_cards sc on sc.subject_id = sub.id
    left join outlines o on o.subject_id = sub.id
    where sub.user_id = ${userId}
    order by sub.created_at
  `);
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
  const [row] = await database.rows<{ answered: number | null; total: number }>(sql`
    select sum(reps > 0) as answered, count(*) as total from flashcards where user_id = ${userId}
  `);
  return { cardsAnswered: row?.answered ?? 0, totalCards: row?.total ?? 0 };
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
  const [rows, inputs] = await Promise.all([
    database.read
      .select({
        subject_id: topics.subjectId,
        concept_id: concepts.id,
        concept_label: concepts.label,
        topic: topics.name,
        section_id: sections.name,
        position: concepts.position,
        stored: conceptMasteryRow,
      })
      .from(conceptMasteryRow)
      .innerJoin(concepts, eq(concepts.id, conceptMasteryRow.conceptId))
      .innerJoin(sections, eq(sections.id, concepts.sectionId))
      .innerJoin(topics, eq(topics.id, sections.topicId))
      .where(
        and(
          eq(conceptMasteryRow.userId, userId),
          sql`(${conceptMasteryRow.observations} > 0 or ${conceptMasteryRow.interactionCount} > 0)`,
        ),
      ),
    loadMasteryInputs(database, userId),
  ]);
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
  const [tree, started] = await Promise.all([
    loadMasteryTree(database, userId),
    database.read
      .select({ conceptId: conceptMasteryRow.conceptId })
      .from(conceptMasteryRow)
      .where(and(eq(conceptMasteryRow.userId, userId), gt(conceptMasteryRow.observations, 0))),
  ]);
  const startedIds = new Set(started.map((row) => row.conceptId));
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
  const rows = await database.rows<{
    session_id: string;
    subject_id: string;
    topic: string;
    started: number;
    ended: number;
    active_ms: number | null;
    turns: number | null;
  }>(sql`
    with ${sessionTimeSql(userId)}
    select s.id as session_id, s.subject_id, s.topic,
      coalesce(st.started, s.started_at) as started, coalesce(st.ended, s.started_at) as ended,
      st.active_ms, st.turns
    from tutoring_sessions s left join sittings st on st.session_id = s.id
    where s.user_id = ${userId}
    order by coalesce(st.started, s.started_at) desc
  `);
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
  const rows = await database.rows<{
    topic: string;
    topic_id: string;
    session_activity: number | null;
    section_id: string;
    section_position: number;
    concept_id: string;
    concept_label: string;
    interaction_count: number | null;
    last_activity: number | null;
    steps_completed: string | null;
  }>(sql`
    with tutored as (
      select topic_id, max(last_activity_at) as session_activity
      from tutoring_sessions where user_id = ${userId} and subject_id = ${subjectId}
      group by topic_id
    )
    select t.name as topic, t.id as topic_id, tu.session_activity, se.name as section_id, se.position as section_position,
      c.id as concept_id, c.label as concept_label, cm.interaction_count, cm.last_activity_at as last_activity,
      cm.steps_completed
    from tutored tu
    join topics t on t.id = tu.topic_id
    join sections se on se.topic_id = t.id
    join concepts c on c.section_id = se.id
    left join concept_mastery cm on cm.concept_id = c.id
    order by t.position, t.created_at, se.position, c.position
  `);

  const stored =
    rows.length === 0
      ? []
      : await database.read
          .select()
          .from(conceptMasteryRow)
          .where(
            and(
              eq(conceptMasteryRow.userId, userId),
              inArray(
                conceptMasteryRow.conceptId,
                rows.map((row) => row.concept_id),
              ),
            ),
          );
  const masteryNow = new Map(stored.map((row) => [row.conceptId, inputs.masteryNow(row, now)]));
  const topicNodes = [...Map.groupBy(rows, (row) => row.topic_id).values()].map((topicRows) => {
    const sections = [...Map.groupBy(topicRows, (row) => row.section_id).values()].map((sectionRows) => {
      const concepts = sectionRows.map((row) => ({
        concept_id: row.concept_id,
        concept_label: row.concept_label,
        interaction_count: row.interaction_count ?? 0,
        last_activity: iso(row.last_activity),
        mastery: masteryNow.get(row.concept_id) ?? 0,
        steps_completed: row.steps_completed ?? "",
      }));
      return {
        section_id: sectionRows[0]!.section_id,
        concept_count: concepts.length,
        last_activity: iso(maxOf(sectionRows.map((row) => row.last_activity))),
        mastery: meanMastery(concepts.map((concept) => concept.mastery)),
        concepts,
      };
    });
    return {
      topic: topicRows[0]!.topic,
      section_count: sections.length,
      concept_count: sections.reduce((sum, section) => sum + section.concept_count, 0),
      last_activity: iso(maxOf([topicRows[0]!.session_activity, ...topicRows.map((row) => row.last_activity)])),
      mastery: meanMastery(sections.map((section) => section.mastery)),
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
  const db = database.read;
  const [subjectRows, topicRows, sectionRows, conceptRows, evidence, reviews, settings] = await Promise.all([
    db.select({ id: subjects.id, createdAt: subjects.createdAt }).from(subjects).where(eq(subjects.userId, userId)),
    db.select({ id: topics.id, subjectId: topics.subjectId }).from(topics).where(eq(topics.userId, userId)),
    db.select({ id: sections.id, topicId: sections.topicId }).from(sections).where(eq(sections.userId, userId)),
    db
      .select({ id: concepts.id, sectionId: concepts.sectionId, createdAt: concepts.createdAt })
      .from(concepts)
      .where(eq(concepts.userId, userId)),
    db
      .select({
        conceptId: masteryEvidence.conceptId,
        source: masteryEvidence.source,
        masteryAfter: masteryEvidence.masteryAfter,
        createdAt: masteryEvidence.createdAt,
      })
      .from(masteryEvidence)
      .where(and(eq(masteryEvidence.userId, userId), lte(masteryEvidence.createdAt, now)))
      .orderBy(asc(masteryEvidence.createdAt), asc(masteryEvidence.id)),
    db
      .select({
        cardId: flashcardReviews.flashcardId,
        conceptId: flashcards.conceptId,
        suspended: flashcards.suspended,
        stability: flashcardReviews.stability,
        reviewedAt: flashcardReviews.reviewedAt,
      })
      .from(flashcardReviews)
      .innerJoin(flashcards, eq(flashcards.id, flashcardReviews.flashcardId))
      .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.counted, true)))
      .orderBy(asc(flashcardReviews.reviewedAt), asc(flashcardReviews.id)),
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
    const conceptMastery = (id: string) => {
      const state = states.get(id);
      return state ? conceptMasteryNow(state, cardsByConcept.get(id) ?? [], end, settings.weights) : 0;
    };
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
        meanMastery(
          (topicsBySubject.get(subject.id) ?? []).map((topic) =>
            meanMastery(
              sectionsByTopic
                .get(topic.id)!
                .map((section) => meanMastery(conceptsBySection.get(section.id)!.map((c) => conceptMastery(c.id)))),
            ),
          ),
        ),
      );
    points.push({ date: day, average_mastery: meanMastery(subjectMasteries) });
  }
  return points;
}

import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import {
  conceptMastery,
  concepts,
  flashcardReviews,
  flashcards,
  masteryEvidence,
  sections,
  subjects,
  topics,
} from "../../db/schema";

/**
 * The SQL of the dashboard's analytics, over indexed tables: every query starts from the student's
 * `user_id`, so a call costs in proportion to that student's own data. Time spent is measured from
 * turns: the gaps between a session's messages, each capped at IDLE_CAP_MS so a slow answer does
 * not count as long study. A pause longer than SITTING_GAP_MS ends a sitting: a session continued
 * the next evening is two sittings, each shown on its own date with its own start and end, and the
 * pause between them counts for nothing.
 */
const IDLE_CAP_MS = 5 * 60 * 1000;
const SITTING_GAP_MS = 30 * 60 * 1000;

/** The latest concept activity per subject. (Mastery itself is the model's, computed from the tree.) */
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

/**
 * Sittings (stretches of a session without a long pause) and the active time of each and of each
 * session. Only sessions where the student said something count: a session that was opened and
 * left (the tutor's greeting alone) was not studied, so it shows no "0m" session and no time.
 */
const sessionTimeSql = (userId: string) => sql`
  studied as (
    select distinct session_id from messages where user_id = ${userId} and role = 'USER'
  ),
  turns as (
    select m.session_id, m.created_at,
      lag(m.created_at) over (partition by m.session_id order by m.created_at) as previous
    from messages m where m.user_id = ${userId} and m.session_id in (select session_id from studied)
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

/** A subject's time, flashcards, topics and latest activity, as SQL sums them. */
export interface SubjectTotals {
  subject_id: string;
  name: string;
  active_ms: number | null;
  completed: number | null;
  total: number | null;
  topic_count: number | null;
  last_activity: number | null;
}

/** One row per subject of the user, oldest first. */
export function readSubjectTotals(database: Database, userId: string): Promise<SubjectTotals[]> {
  return database.rows<SubjectTotals>(sql`
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

/** The user's answered cards that are not suspended. */
export function readAnsweredCards(database: Database, userId: string) {
  return database.read
    .select()
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), gt(flashcards.reps, 0), eq(flashcards.suspended, false)));
}

/** How many of the user's cards were answered at least once, and how many they have. */
export async function countCards(database: Database, userId: string) {
  const [row] = await database.rows<{ answered: number | null; total: number }>(sql`
    select sum(reps > 0) as answered, count(*) as total from flashcards where user_id = ${userId}
  `);
  return { answered: row?.answered ?? 0, total: row?.total ?? 0 };
}

/** The concepts the user has worked on, with their place in the tree and stored mastery. */
export function readWorkedConcepts(database: Database, userId: string) {
  return database.read
    .select({
      subject_id: topics.subjectId,
      concept_id: concepts.id,
      concept_label: concepts.label,
      topic: topics.name,
      section_id: sections.name,
      position: concepts.position,
      stored: conceptMastery,
    })
    .from(conceptMastery)
    .innerJoin(concepts, eq(concepts.id, conceptMastery.conceptId))
    .innerJoin(sections, eq(sections.id, concepts.sectionId))
    .innerJoin(topics, eq(topics.id, sections.topicId))
    .where(
      and(
        eq(conceptMastery.userId, userId),
        sql`(${conceptMastery.observations} > 0 or ${conceptMastery.interactionCount} > 0)`,
      ),
    );
}

/** The ids of the concepts with evidence. */
export async function readStartedConceptIds(database: Database, userId: string): Promise<Set<string>> {
  const rows = await database.read
    .select({ conceptId: conceptMastery.conceptId })
    .from(conceptMastery)
    .where(and(eq(conceptMastery.userId, userId), gt(conceptMastery.observations, 0)));
  return new Set(rows.map((row) => row.conceptId));
}

/** Each sitting of the user's tutoring sessions in which the student said something, newest first. */
export function readSittings(database: Database, userId: string) {
  return database.rows<{
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
    from tutoring_sessions s join sittings st on st.session_id = s.id
    where s.user_id = ${userId}
    order by st.started desc
  `);
}

/** Every concept of the topics tutored in a subject, in teaching order, with its chat activity. */
export function readTutoredConcepts(database: Database, userId: string, subjectId: string) {
  return database.rows<{
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
      from tutoring_sessions s where user_id = ${userId} and subject_id = ${subjectId}
        and exists (select 1 from messages m where m.session_id = s.id and m.role = 'USER')
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
}

/** The user's stored mastery rows of these concepts. */
export function readStoredMastery(database: Database, userId: string, conceptIds: string[]) {
  if (conceptIds.length === 0) return Promise.resolve([]);
  return database.read
    .select()
    .from(conceptMastery)
    .where(and(eq(conceptMastery.userId, userId), inArray(conceptMastery.conceptId, conceptIds)));
}

/**
 * What the progress series is rebuilt from: the user's tree (with when each subject and concept was
 * made), the evidence up to `now` and the counted reviews, each oldest first.
 */
export async function readProgressHistory(database: Database, userId: string, now: number) {
  const db = database.read;
  const [subjectRows, topicRows, sectionRows, conceptRows, evidence, reviews] = await Promise.all([
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
  ]);
  return { subjectRows, topicRows, sectionRows, conceptRows, evidence, reviews };
}

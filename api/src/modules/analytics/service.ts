import { conceptStatus, meanMastery, timeZoneOffset } from "@bloom/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { loadMasteryTree } from "../mastery/tree";

/**
 * The dashboard's analytics, computed in SQL over indexed tables: every query starts from the
 * student's `user_id`, so a call costs in proportion to that student's own data. Time spent is
 * measured from turns: the gaps between a session's messages, each capped at IDLE_CAP_MS so a
 * tab left open overnight does not count as study.
 */
export const IDLE_CAP_MS = 5 * 60 * 1000;

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/** Mastery per subject: concept → section (mean) → topic (mean) → subject (mean), as in the tree. */
const subjectMasterySql = (userId: string) => sql`
  section_mastery as (
    select se.id as section_id, se.topic_id, avg(coalesce(cm.mastery, 0)) as mastery, max(cm.last_activity_at) as last_activity
    from sections se
    join concepts c on c.section_id = se.id
    left join concept_mastery cm on cm.concept_id = c.id
    where se.user_id = ${userId}
    group by se.id
  ),
  topic_mastery as (
    select t.subject_id, t.id as topic_id, avg(sm.mastery) as mastery, max(sm.last_activity) as last_activity
    from topics t join section_mastery sm on sm.topic_id = t.id
    where t.user_id = ${userId}
    group by t.id
  ),
  subject_mastery as (
    select subject_id, avg(mastery) as mastery, max(last_activity) as last_activity from topic_mastery group by subject_id
  )`;

/** Active time per session, from the gaps between its messages. */
const sessionTimeSql = (userId: string) => sql`
  turns as (
    select m.session_id, m.created_at,
      lag(m.created_at) over (partition by m.session_id order by m.created_at) as previous
    from messages m where m.user_id = ${userId}
  ),
  session_time as (
    select session_id, min(created_at) as started, max(created_at) as ended, count(*) as turns,
      sum(case when previous is null then 0 else min(created_at - previous, ${IDLE_CAP_MS}) end) as active_ms
    from turns group by session_id
  )`;

interface SubjectRowSql {
  subject_id: string;
  name: string;
  mastery: number | null;
  active_ms: number | null;
  completed: number | null;
  total: number | null;
  average_flashcard_mastery: number | null;
  topic_count: number | null;
  last_activity: number | null;
}

/** One row per subject with everything the summary and the subject cards need. */
async function loadSubjectRows(database: Database, userId: string): Promise<SubjectRowSql[]> {
  return database.read.all<SubjectRowSql>(sql`
    with ${subjectMasterySql(userId)}, ${sessionTimeSql(userId)},
    subject_time as (
      select s.subject_id, sum(st.active_ms) as active_ms, max(st.ended) as last_turn
      from tutoring_sessions s join session_time st on st.session_id = s.id
      where s.user_id = ${userId}
      group by s.subject_id
    ),
    subject_cards as (
      select subject_id, count(*) as total, sum(attempts > 0) as completed,
        avg(case when attempts > 0 then mastery end) as average_mastery, max(last_practiced) as last_practiced
      from flashcards where user_id = ${userId} and subject_id is not null
      group by subject_id
    )
    select sub.id as subject_id, sub.name, sm.mastery, tt.active_ms,
      sc.completed, sc.total, sc.average_mastery as average_flashcard_mastery,
      json_array_length(o.points) as topic_count,
      max(coalesce(sm.last_activity, 0), coalesce(tt.last_turn, 0), coalesce(sc.last_practiced, 0)) as last_activity
    from subjects sub
    left join subject_mastery sm on sm.subject_id = sub.id
    left join subject_time tt on tt.subject_id = sub.id
    left join subject_cards sc on sc.subject_id = sub.id
    left join outlines o on o.subject_id = sub.id
    where sub.user_id = ${userId}
    order by sub.created_at
  `);
}

/** Subject summaries (spec §3) and the daily progress series for the "Learning Progress Timeline" chart. */
export async function getStudentMastery(database: Database, userId: string, timeZone: string) {
  const offset = timeZoneOffset(Date.now(), timeZone);
  const [rows, progress] = await Promise.all([
    loadSubjectRows(database, userId),
    database.read.all<{ date: string; average_mastery: number }>(sql`
      select date((created_at + ${offset}) / 1000, 'unixepoch') as date, avg(mastery_after) as average_mastery
      from mastery_evidence where user_id = ${userId}
      group by 1 order by 1
    `),
  ]);
  return {
    subjects: rows.map((row) => ({
      subject_id: row.subject_id,
      name: row.name,
      mastery: row.mastery ?? 0,
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
  const [row] = await database.read.all<{ answered: number | null; total: number }>(sql`
    select sum(attempts > 0) as answered, count(*) as total from flashcards where user_id = ${userId}
  `);
  return { cardsAnswered: row?.answered ?? 0, totalCards: row?.total ?? 0 };
}

/** The "Your Subjects" cards: each subject's mastery and band, time, flashcards, topics and last activity. */
export async function getSubjectCards(database: Database, userId: string) {
  const rows = await loadSubjectRows(database, userId);
  return rows.map((row) => {
    const mastery = row.mastery ?? 0;
    return {
      subject_id: row.subject_id,
      name: row.name,
      mastery,
      mastery_status: conceptStatus(mastery),
      time_spent_seconds: Math.round((row.active_ms ?? 0) / 1000),
      completed_flashcards: row.completed ?? 0,
      total_flashcards: row.total ?? 0,
      topic_count: row.topic_count ?? 0,
      average_flashcard_mastery: row.average_flashcard_mastery ?? 0,
      last_activity: row.last_activity ? iso(row.last_activity) : null,
    };
  });
}

/** The concepts the student has worked on, in the order they met them. */
export async function getLearningPathTimeline(database: Database, userId: string) {
  const rows = await database.read.all<{
    subject_id: string;
    concept_id: string;
    concept_label: string;
    topic: string;
    section_id: string;
    mastery_level: number;
    created_at: number;
    last_activity: number | null;
  }>(sql`
    select t.subject_id, c.id as concept_id, c.label as concept_label, t.name as topic, se.name as section_id,
      cm.mastery as mastery_level, c.created_at, cm.last_activity_at as last_activity
    from concept_mastery cm
    join concepts c on c.id = cm.concept_id
    join sections se on se.id = c.section_id
    join topics t on t.id = se.topic_id
    where cm.user_id = ${userId} and (cm.observations > 0 or cm.interaction_count > 0)
    order by coalesce(
      (select min(e.created_at) from mastery_evidence e where e.concept_id = cm.concept_id),
      cm.last_activity_at
    ), c.position
  `);
  return rows.map((row) => ({
    ...row,
    status: conceptStatus(row.mastery_level),
    created_at: iso(row.created_at)!,
    last_activity: iso(row.last_activity),
  }));
}

/** Every subject's tree with each concept's mastery and status (spec §3 hierarchical mastery). */
export async function getHierarchicalMastery(database: Database, userId: string) {
  const tree = await loadMasteryTree(database, userId);
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
          mastery_status: conceptStatus(concept.mastery),
        })),
      })),
    })),
  }));
}

/** Tutoring sessions, newest first, with start, end and active duration measured from their turns. */
export async function getSessionDurations(database: Database, userId: string) {
  const rows = await database.read.all<{
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
    from tutoring_sessions s left join session_time st on st.session_id = s.id
    where s.user_id = ${userId}
    order by s.started_at desc
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
export async function getTutoringChatOverview(database: Database, userId: string, subjectId: string) {
  const rows = await database.read.all<{
    topic: string;
    topic_id: string;
    session_activity: number | null;
    section_id: string;
    section_position: number;
    concept_id: string;
    concept_label: string;
    interaction_count: number | null;
    last_activity: number | null;
    mastery: number | null;
    steps_completed: string | null;
  }>(sql`
    with tutored as (
      select topic_id, max(last_activity_at) as session_activity
      from tutoring_sessions where user_id = ${userId} and subject_id = ${subjectId}
      group by topic_id
    )
    select t.name as topic, t.id as topic_id, tu.session_activity, se.name as section_id, se.position as section_position,
      c.id as concept_id, c.label as concept_label, cm.interaction_count, cm.last_activity_at as last_activity,
      cm.mastery, cm.steps_completed
    from tutored tu
    join topics t on t.id = tu.topic_id
    join sections se on se.topic_id = t.id
    join concepts c on c.section_id = se.id
    left join concept_mastery cm on cm.concept_id = c.id
    order by t.position, t.created_at, se.position, c.position
  `);

  const topics = [...Map.groupBy(rows, (row) => row.topic_id).values()].map((topicRows) => {
    const sections = [...Map.groupBy(topicRows, (row) => row.section_id).values()].map((sectionRows) => {
      const concepts = sectionRows.map((row) => ({
        concept_id: row.concept_id,
        concept_label: row.concept_label,
        interaction_count: row.interaction_count ?? 0,
        last_activity: iso(row.last_activity),
        mastery: row.mastery ?? 0,
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
  return { subject_id: subjectId, topics };
}

function maxOf(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : Math.max(...present);
}

import { openDatabase } from "../../api/src/db/database";

/**
 * A synthetic school district in a libSQL file, generated inside SQLite with recursive CTEs
 * (millions of rows in seconds). Every student has the same shape; student "u0" is the heavy
 * one the benchmark measures, and is identical whatever the district's size, so the two
 * databases differ only in everyone else's data.
 */

export interface DistrictShape {
  students: number;
  /** Students per school (schools `bench-school`, `bench-school-1`, …); all in one school by default. */
  schoolSize?: number;
  /** Per-student amounts other than the default's (the growth benchmark's lighter districts). */
  amounts?: Partial<typeof DEFAULT_SHAPE>;
}

/** Per-student amounts; the heavy student has `heavy` times as much activity. */
const DEFAULT_SHAPE = {
  subjects: 3,
  topicsPerSubject: 2,
  sectionsPerTopic: 3,
  conceptsPerSection: 3,
  cards: 100,
  reviewsPerCard: 4,
  sessions: 10,
  messagesPerSession: 20,
  evidencePerConcept: 2,
  heavy: 5,
};

const DAY = 86_400_000;

/** The number of rows each table gets, for the report. */
export function expectedCounts(students: number, amounts: Partial<typeof DEFAULT_SHAPE> = {}) {
  const SHAPE = { ...DEFAULT_SHAPE, ...amounts };
  const regular = students - 1;
  const per = (n: number) => regular * n + SHAPE.heavy * n;
  const concepts = SHAPE.subjects * SHAPE.topicsPerSubject * SHAPE.sectionsPerTopic * SHAPE.conceptsPerSection;
  return {
    students,
    flashcards: per(SHAPE.cards),
    reviews: per(SHAPE.cards * SHAPE.reviewsPerCard),
    messages: per(SHAPE.sessions * SHAPE.messagesPerSession),
    concepts: students * concepts,
    evidence:
      regular * concepts * SHAPE.evidencePerConcept + SHAPE.heavy * concepts * SHAPE.heavy * SHAPE.evidencePerConcept,
  };
}

export async function generateDistrict(file: string, shape: DistrictShape, now: number): Promise<void> {
  const SHAPE = { ...DEFAULT_SHAPE, ...shape.amounts };
  const schoolSize = shape.schoolSize ?? shape.students;
  const schools = Math.ceil(shape.students / schoolSize);
  const schoolOf = (s: string) =>
    `case when ${s} / ${schoolSize} = 0 then 'bench-school' else 'bench-school-' || (${s} / ${schoolSize}) end`;
  const database = await openDatabase(`file:${file}`);
  const { client } = database;
  const { subjects, topicsPerSubject: tps, sectionsPerTopic: spt, conceptsPerSection: cps, heavy } = SHAPE;
  const count = (n: number) => `(case when st.heavy then ${n * heavy} else ${n} end)`;
  const seq = (n: number) => `with recursive seq(i) as (select 0 union all select i + 1 from seq where i < ${n - 1})`;
  // Deterministic "random" numbers from the row's coordinates.
  const pseudo = (expr: string, modulo: number) => `(abs((${expr}) * 2654435761) % ${modulo})`;
  const day = (expr: string) => `(${now} - ${pseudo(expr, 21)} * ${DAY} - ${pseudo(`${expr} + 7`, 36_000)} * 1000)`;

  const statements = [
    "pragma foreign_keys = off",
    "pragma synchronous = off",
    "begin",
    `insert into organisations (id, kind, name) values ('bench-district', 'district', 'Bench District')`,
    `insert into organisations (id, kind, name, district_id) ${seq(schools)}
      select ${schoolOf(`i * ${schoolSize}`)}, 'school', 'Bench High ' || i, 'bench-district' from seq`,
    "create temp table st (s integer primary key, heavy integer)",
    `insert into st ${seq(shape.students)} select i, i = 0 from seq`,
    `insert into users (id, email, name, role, district_id, school_id, subscription_status, created_at, updated_at)
      select 'u' || s, 'u' || s || '@bench.test', 'Student ' || s, 'student', 'bench-district', ${schoolOf("s")}, 'active', ${now}, ${now} from st`,
    `insert into subjects (id, user_id, name, name_key, created_at)
      ${seq(subjects * heavy)} select 'sub' || s || '-' || i, 'u' || s, 'Subject ' || i, 'subject ' || i, ${now} - 30 * ${DAY} + i
      from st join seq on i < ${count(subjects)}`,
    `insert into outlines (id, user_id, subject_id, points, source, created_at, updated_at)
      select 'o' || substr(id, 4), user_id, id, '["Topic 0","Topic 1","Topic 2","Topic 3"]', 'generated', created_at, created_at from subjects`,
    `insert into topics (id, user_id, subject_id, name, position, created_at)
      ${seq(tps)} select 't' || substr(sb.id, 4) || '-' || i, sb.user_id, sb.id, 'Topic ' || i, i, sb.created_at from subjects sb join seq`,
    `insert into sections (id, user_id, topic_id, name, position, created_at)
      ${seq(spt)} select 'se' || substr(t.id, 2) || '-' || i, t.user_id, t.id, 'Section ' || i, i, t.created_at from topics t join seq`,
    `insert into concepts (id, user_id, section_id, label, definition, position, created_at)
      ${seq(cps)} select 'c' || substr(se.id, 3) || '-' || i, se.user_id, se.id, 'Concept ' || substr(se.id, 3) || '-' || i,
        'A definition long enough to look like a real one, for concept ' || i || '.', i, se.created_at from sections se join seq`,
    `insert into concept_mastery (concept_id, user_id, mastery, observations, interaction_count, steps_completed, last_activity_at, updated_at)
      select id, user_id, ${pseudo("rowid", 1000)} / 1000.0, 3, ${pseudo("rowid + 3", 12)}, 'WARMUP,NEW_CONCEPT', ${day("rowid")}, ${now} from concepts`,
    `insert into mastery_evidence (id, user_id, concept_id, source, score, mastery_before, mastery_after, created_at)
      ${seq(SHAPE.evidencePerConcept * heavy)} select 'e' || c.rowid || '-' || i, c.user_id, c.id, 'flashcard',
        ${pseudo("c.rowid + i", 100)} / 100.0, 0.3, ${pseudo("c.rowid * 3 + i", 100)} / 100.0, ${day("c.rowid + i")}
      from concepts c join st on 'u' || st.s = c.user_id join seq on i < ${count(SHAPE.evidencePerConcept)}`,
    `insert into flashcards (id, user_id, subject_id, subject, topic, section, concept_id, question, answer, mastery, last_mastery_score,
        success_count, fail_count, attempts, last_practiced, due, stability, difficulty, reps, state, created_at)
      ${seq(SHAPE.cards * heavy)} select 'f' || s || '-' || i, 'u' || s, 'sub' || s || '-' || (i % ${subjects}),
        'Subject ' || (i % ${subjects}), 'Topic ' || ((i / ${subjects}) % ${tps}), 'Section ' || ((i / ${subjects * tps}) % ${spt}),
        'c' || s || '-' || (i % ${subjects}) || '-' || ((i / ${subjects}) % ${tps}) || '-' || ((i / ${subjects * tps}) % ${spt}) || '-' || ((i / ${subjects * tps * spt}) % ${cps}),
        'Question ' || i || ' about something worth remembering?', 'Answer ' || i, ${pseudo("s * 1000 + i", 1000)} / 1000.0, 0.5,
        2, 2, 4, ${day("s * 1000 + i")}, ${now} + (${pseudo("s + i", 20)} - 10) * ${DAY}, 5.0, 5.0, 4, 2, ${now} - 25 * ${DAY}
      from st join seq on i < ${count(SHAPE.cards)}`,
    `insert into flashcard_reviews (id, flashcard_id, user_id, user_answer, mastery, previous_mastery, rating, feedback, state, stability, difficulty, due, reviewed_at)
      ${seq(SHAPE.reviewsPerCard)} select f.id || '-r' || i, f.id, f.user_id, 'An answer', ${pseudo("f.rowid + i", 100)} / 100.0, 0.4,
        1 + ${pseudo("f.rowid * 5 + i", 4)}, 'Feedback', 2, 4.0, 5.0, f.due, ${day("f.rowid * 4 + i")}
      from flashcards f join seq`,
    `insert into tutoring_sessions (id, user_id, subject_id, topic_id, topic, status, step, current_section_id, started_at, last_activity_at, updated_at)
      ${seq(SHAPE.sessions * heavy)} select 'ts' || s || '-' || i, 'u' || s, 'sub' || s || '-' || (i % ${subjects}),
        't' || s || '-' || (i % ${subjects}) || '-' || (i % ${tps}), 'Topic ' || (i % ${tps}), 'ended', 'EXTENSION',
        'se' || s || '-' || (i % ${subjects}) || '-' || (i % ${tps}) || '-0', ${day("s * 100 + i")}, ${day("s * 100 + i")} + 3600000, ${now}
      from st join seq on i < ${count(SHAPE.sessions)}`,
    `insert into messages (id, session_id, user_id, role, content, section_id, step, created_at)
      ${seq(SHAPE.messagesPerSession)} select ts.id || '-m' || i, ts.id, ts.user_id, case when i % 2 = 0 then 'ASSISTANT' else 'USER' end,
        'A message of ordinary length in a tutoring conversation, number ' || i || '.', ts.current_section_id, 'GUIDED_PRACTICE',
        ts.started_at + i * (60000 + ${pseudo("ts.rowid + i", 240_000)})
      from tutoring_sessions ts join seq`,
    "commit",
    "pragma foreign_keys = on",
    "analyze",
  ];
  // One script on one connection: the temporary table and the pragmas belong to it.
  await client.executeMultiple(statements.join(";\n"));
  database.close();
}

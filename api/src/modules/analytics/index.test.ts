import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { CURATED_SUBJECTS } from "../../curriculum";
import { messages, organisations } from "../../db/schema";

/** The dashboard's analytics over HTTP: shapes field by field, empty states, and who may read them. */

const api = await startTestApi();
afterAll(() => api.close());

const MINUTE = 60_000;
const SUBJECT = "Cell Biology";
const TOPIC = "Cell Structure and Organelles";
let student: Awaited<ReturnType<typeof api.createUser>>;
let subjectId: string;
let sessionId: string;

beforeAll(async () => {
  await api.ctx.database.write((tx) =>
    tx.insert(organisations).values([
      { id: "north-district", kind: "district", name: "North District" },
      { id: "north-high", kind: "school", name: "North High", districtId: "north-district" },
      { id: "south-district", kind: "district", name: "South District" },
    ]),
  );
  student = await api.createUser({
    subscriptionStatus: "active",
    schoolId: "north-high",
    districtId: "north-district",
  });
  const token = student.token;
  subjectId = (await api.call("/api/subjects", { method: "POST", token, json: { name: SUBJECT } })).body.id;
  await api.call(`/api/subjects/${subjectId}/outline`, {
    method: "POST",
    token,
    json: { outline: [TOPIC, "Cell Membrane and Transport", "Molecules of Life"] },
  });
  const session = (
    await api.call("/api/tutoring/session", { method: "POST", token, json: { subjectId, topic: TOPIC } })
  ).body;
  sessionId = session.id;
  // The first concept's first question, answered right: evidence for the dashboard.
  const firstQuestion = CURATED_SUBJECTS.find((subject) => subject.name === SUBJECT)!.topics.find(
    (topic) => topic.name === TOPIC,
  )!.sections[0]!.concepts[0]!.questions[0]!;
  await api.call(`/api/tutoring/session/${sessionId}/message`, {
    method: "POST",
    token,
    json: { message: "I know cells have a nucleus." },
  });
  await api.call(`/api/tutoring/session/${sessionId}/message`, {
    method: "POST",
    token,
    json: { message: firstQuestion.answer },
  });

  // Spread the turns out: 2 minutes, 1 minute, then a 40-minute pause (a new sitting), then 1 minute.
  const stored = await api.ctx.database.read.select().from(messages).where(eq(messages.sessionId, sessionId));
  const base = Date.now() - 60 * MINUTE;
  const offsets = [0, 2, 3, 43, 44];
  await api.ctx.database.write(async (tx) => {
    for (const [index, message] of stored.sort((a, b) => a.createdAt - b.createdAt).entries()) {
      await tx
        .update(messages)
        .set({ createdAt: base + offsets[index]! * MINUTE })
        .where(eq(messages.id, message.id));
    }
  });

  const cards = await api.call("/api/practice/flashcards/generate-enhanced", {
    method: "POST",
    token,
    json: { subject: SUBJECT, topic: TOPIC },
  });
  const card = cards.body.cards[0];
  await api.call("/api/practice/flashcards/evaluate", {
    method: "POST",
    token,
    json: { userAnswer: card.answer, card: { id: card.id } },
  });
});

/** A body with every number rounded to six places. */
const roundedNumbers = (body: unknown) =>
  JSON.parse(JSON.stringify(body, (_key, value) => (typeof value === "number" ? Number(value.toFixed(6)) : value)));

const get = (path: string, token = student.token) =>
  api.call(`/api/analytics/student/${student.user.id}/${path}`, { token });

describe("shapes (spec §3 Dashboard data)", () => {
  test("mastery: subject summaries with the spec's fields, and a daily progress series", async () => {
    const { status, body } = await get("mastery");
    expect(status).toBe(200);
    expect(body.subjects).toHaveLength(1);
    const [summary] = body.subjects;
    expect(Object.keys(summary).sort()).toEqual(
      [
        "subject_id",
        "name",
        "mastery",
        "time_spent_seconds",
        "completed_flashcards",
        "total_flashcards",
        "topic_count",
      ].sort(),
    );
    expect(summary.subject_id).toBe(subjectId);
    expect(summary.mastery).toBeGreaterThan(0);
    expect(summary.mastery).toBeLessThanOrEqual(1);
    // Gaps of 2, 1, 40 (capped at 5) and 1 minutes.
    expect(summary.time_spent_seconds).toBe(4 * 60);
    expect(summary.completed_flashcards).toBe(1);
    expect(summary.total_flashcards).toBeGreaterThan(1);
    expect(summary.topic_count).toBe(3);
    expect(body.progress.length).toBeGreaterThan(0);
    expect(Object.keys(body.progress[0]).sort()).toEqual(["average_mastery", "date"]);
    expect(body.progress[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The timeline plots the model's own number: today's point is the average mastery the summary shows.
    expect(body.progress).toHaveLength(1);
    expect(body.progress[0].average_mastery).toBeCloseTo(summary.mastery, 4);
  });

  test("flashcard-metrics: cardsAnswered and totalCards", async () => {
    const { body } = await get("flashcard-metrics");
    expect(Object.keys(body.flashcardMetrics).sort()).toEqual(["cardsAnswered", "totalCards"]);
    expect(body.flashcardMetrics.cardsAnswered).toBe(1);
    expect(body.flashcardMetrics.totalCards).toBeGreaterThan(1);
  });

  test("subject-cards: the subject card's figures and band", async () => {
    const { body } = await get("subject-cards");
    const [card] = body.subjectCards;
    expect(card).toMatchObject({
      subject_id: subjectId,
      name: SUBJECT,
      time_spent_seconds: 240,
      completed_flashcards: 1,
      topic_count: 3,
    });
    expect(["mastered", "in_progress", "needs_work"]).toContain(card.mastery_status);
    // One right answer on a new card is about half its mastery, not 100%.
    expect(card.average_flashcard_mastery).toBeGreaterThan(0.4);
    expect(card.average_flashcard_mastery).toBeLessThan(0.6);
    expect(typeof card.last_activity).toBe("string");
  });

  test("learning-path-timeline: the concepts worked on, with the spec's fields", async () => {
    const { body } = await get("learning-path-timeline");
    expect(body.timeline.length).toBeGreaterThan(0);
    for (const item of body.timeline) {
      for (const field of [
        "subject_id",
        "concept_label",
        "topic",
        "section_id",
        "mastery_level",
        "status",
        "created_at",
      ]) {
        expect(item).toHaveProperty(field);
      }
      expect(item.subject_id).toBe(subjectId);
      expect(item.topic).toBe(TOPIC);
      expect(["mastered", "in_progress", "needs_work"]).toContain(item.status);
    }
  });

  test("hierarchical-mastery: subject → topics → sections → concepts with status", async () => {
    const { body } = await get("hierarchical-mastery");
    const [subject] = body.hierarchicalMastery;
    expect(subject.subject_id).toBe(subjectId);
    const [topic] = subject.topics;
    expect(topic.topic).toBe(TOPIC);
    const [section] = topic.sections;
    expect(typeof section.section_id).toBe("string");
    expect(Object.keys(section.concepts[0]).sort()).toEqual(["concept_label", "mastery_level", "mastery_status"]);
  });

  test("session-duration-from-turns: one row per sitting, newest first, with its own start, end and active time", async () => {
    const { body } = await get("session-duration-from-turns");
    // The 40-minute pause ends the first sitting: the session is two sittings, and the pause counts for nothing.
    expect(body.sessionDuration).toHaveLength(2);
    const [later, earlier] = body.sessionDuration;
    expect(later).toMatchObject({ session_id: sessionId, subject_id: subjectId, duration_seconds: 60, turns: 2 });
    expect(earlier).toMatchObject({ session_id: sessionId, subject_id: subjectId, duration_seconds: 180, turns: 3 });
    expect(new Date(earlier.session_end).getTime() - new Date(earlier.session_start).getTime()).toBe(3 * MINUTE);
    expect(new Date(later.session_start).getTime() - new Date(earlier.session_start).getTime()).toBe(43 * MINUTE);
  });

  test("tutoring-chat-overview: topics → sections → concepts with interactions and completed steps", async () => {
    const { body } = await get(`tutoring-chat-overview/${subjectId}`);
    const [topic] = body.overview.topics;
    expect(topic).toMatchObject({ topic: TOPIC });
    expect(topic.section_count).toBe(topic.sections.length);
    expect(topic.concept_count).toBe(
      topic.sections.reduce((sum: number, s: { concept_count: number }) => sum + s.concept_count, 0),
    );
    expect(typeof topic.last_activity).toBe("string");
    const concepts = topic.sections.flatMap((section: { concepts: unknown[] }) => section.concepts);
    for (const concept of concepts) {
      expect(Object.keys(concept).sort()).toEqual(
        ["concept_id", "concept_label", "interaction_count", "last_activity", "mastery", "steps_completed"].sort(),
      );
    }
    const worked = concepts.find((concept: { interaction_count: number }) => concept.interaction_count > 0);
    expect(worked).toBeDefined();
    expect(worked.steps_completed.split(",")).toContain("WARMUP");
  });
});

describe("one mastery scale (ADR 0046, docs/mastery.md)", () => {
  test("a subject's mastery is the mean of its started concepts on the map; concepts not started do not count", async () => {
    const [summary] = (await get("mastery")).body.subjects;
    const [subject] = (await get("hierarchical-mastery")).body.hierarchicalMastery;
    const concepts = subject.topics.flatMap((topic: { sections: { concepts: unknown[] }[] }) =>
      topic.sections.flatMap((section) => section.concepts),
    ) as { mastery_level: number; mastery_status: string }[];
    const started = concepts.filter((concept) => concept.mastery_status !== "not_started");
    expect(started.length).toBeGreaterThan(0);
    expect(started.length).toBeLessThan(concepts.length);
    const mean = started.reduce((sum, concept) => sum + concept.mastery_level, 0) / started.length;
    expect(summary.mastery).toBeCloseTo(mean, 4);
    for (const concept of concepts.filter((c) => c.mastery_status === "not_started"))
      expect(concept.mastery_level).toBe(0);
  });

  test("a subject card's average flashcard mastery is the flashcards page's Avg Mastery for that subject", async () => {
    const [card] = (await get("subject-cards")).body.subjectCards;
    const stats = await api.call("/api/practice/stats", { token: student.token });
    expect(stats.body.cardsAnswered).toBe(1);
    expect(card.average_flashcard_mastery).toBeCloseTo(stats.body.averageMastery, 4);
  });
});

describe("empty states", () => {
  test("a new user gets empty lists and zeros, not errors", async () => {
    const fresh = await api.createUser();
    const call = (path: string) => api.call(`/api/analytics/student/${fresh.user.id}/${path}`, { token: fresh.token });
    expect((await call("mastery")).body).toEqual({ subjects: [], progress: [] });
    expect((await call("flashcard-metrics")).body).toEqual({ flashcardMetrics: { cardsAnswered: 0, totalCards: 0 } });
    expect((await call("subject-cards")).body).toEqual({ subjectCards: [] });
    expect((await call("learning-path-timeline")).body).toEqual({ timeline: [] });
    expect((await call("hierarchical-mastery")).body).toEqual({ hierarchicalMastery: [] });
    expect((await call("session-duration-from-turns")).body).toEqual({ sessionDuration: [] });
    const subject = (await api.call("/api/subjects", { method: "POST", token: fresh.token, json: { name: "Empty" } }))
      .body;
    expect((await call(`tutoring-chat-overview/${subject.id}`)).body).toEqual({
      overview: { subject_id: subject.id, topics: [] },
    });
  });
});

describe("who may read a student's analytics", () => {
  const paths = () => [
    "mastery",
    "flashcard-metrics",
    "subject-cards",
    "learning-path-timeline",
    "hierarchical-mastery",
    "session-duration-from-turns",
    `tutoring-chat-overview/${subjectId}`,
  ];

  test("a teacher of the same school may", async () => {
    const teacher = await api.createUser({ role: "teacher", schoolId: "north-high", districtId: "north-district" });
    for (const path of paths()) expect((await get(path, teacher.token)).status).toBe(200);
    // Mastery decays as time passes, so two reads a moment apart agree to six places, not to the last bit.
    expect(roundedNumbers((await get("subject-cards", teacher.token)).body)).toEqual(
      roundedNumbers((await get("subject-cards")).body),
    );
  });

  test("an admin of the same district may", async () => {
    const admin = await api.createUser({ role: "admin", districtId: "north-district" });
    for (const path of paths()) expect((await get(path, admin.token)).status).toBe(200);
  });

  test("a classmate, and a teacher of another district, get 404 on every route", async () => {
    const classmate = await api.createUser({ role: "student", schoolId: "north-high", districtId: "north-district" });
    const outsider = await api.createUser({ role: "teacher", districtId: "south-district" });
    for (const caller of [classmate, outsider]) {
      for (const path of paths()) {
        const { status, body } = await get(path, caller.token);
        expect(status).toBe(404);
        expect(body).toEqual({ code: "NOT_FOUND", error: "That student was not found." });
      }
    }
  });

  test("a student id that does not exist is the same 404", async () => {
    const { status } = await api.call("/api/analytics/student/nobody/mastery", { token: student.token });
    expect(status).toBe(404);
  });
});

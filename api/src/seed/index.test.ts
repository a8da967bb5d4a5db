import { afterAll, describe, expect, test } from "bun:test";
import { and, asc, count, eq } from "drizzle-orm";
import { startTestApi } from "../../test/harness";
import { CURATED_SUBJECTS } from "../curriculum";
import {
  conceptMastery,
  concepts,
  flashcardReviews,
  flashcards,
  masteryEvidence,
  messages,
  organisations,
  outlines,
  sections,
  sessionNotes,
  subjects,
  topics,
  tutoringSessions,
  users,
} from "../db/schema";
import { seedDatabase } from ".";
import { writeDemoHistory } from "./demo-history";
import { writeDemoStudentData } from "./demo-student";

const api = await startTestApi();
afterAll(() => api.close());

async function signInDemo() {
  return (await api.call("/api/auth/demo", { method: "POST" })).body as { token: string; user: { id: string } };
}

/** The seeded demo student as visitors receive it: each sign-in is a copy of it (modules/auth). */
describe("the seed", () => {
  test("gives the demo student a school, a district and a live trial", async () => {
    const { user } = await signInDemo();
    const [row] = await api.ctx.database.read.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: "Maya Chen",
      role: "student",
      schoolId: "demo-school",
      districtId: "demo-district",
      subscriptionStatus: "trialing",
    });
    const orgs = await api.ctx.database.read.select().from(organisations);
    expect(orgs.map((o) => [o.id, o.kind]).sort()).toEqual([
      ["demo-district", "district"],
      ["demo-school", "school"],
    ]);
  });

  test("gives the demo student every curated subject with its outline", async () => {
    const { token } = await signInDemo();
    const list = (await api.call("/api/subjects", { token })).body as { id: string; name: string }[];
    expect(list.map((s) => s.name)).toEqual(CURATED_SUBJECTS.map((s) => s.name));
    for (const subject of list) {
      const outline = (await api.call(`/api/subjects/${subject.id}/outline`, { token })).body;
      const curated = CURATED_SUBJECTS.find((s) => s.name === subject.name)!;
      expect(outline).toMatchObject({ source: "curated" });
      // Every topic of the course, the ones the built-in tutor teaches first.
      expect([...outline.outline].sort()).toEqual([...curated.outline].sort());
      expect(outline.outline.slice(0, curated.topics.length)).toEqual(
        curated.outline.filter((name) => curated.topics.some((topic) => topic.name === name)),
      );
    }
  });

  test("stores the in-depth topics as the mastery tree: topics, sections, concepts with definitions", async () => {
    const { user } = await signInDemo();
    const db = api.ctx.database.read;
    for (const curated of CURATED_SUBJECTS) {
      const [subject] = await db
        .select()
        .from(subjects)
        .where(and(eq(subjects.userId, user.id), eq(subjects.nameKey, curated.name.toLowerCase())));
      const topicRows = await db.select().from(topics).where(eq(topics.subjectId, subject!.id));
      expect(topicRows.map((t) => t.name).sort()).toEqual(curated.topics.map((t) => t.name).sort());
      for (const topic of curated.topics) {
        const topicRow = topicRows.find((t) => t.name === topic.name)!;
        const sectionRows = await db
          .select()
          .from(sections)
          .where(eq(sections.topicId, topicRow.id))
          .orderBy(asc(sections.position));
        expect(sectionRows.map((s) => s.name)).toEqual(topic.sections.map((s) => s.name));
        for (const section of topic.sections) {
          const sectionRow = sectionRows.find((s) => s.name === section.name)!;
          const conceptRows = await db
            .select()
            .from(concepts)
            .where(eq(concepts.sectionId, sectionRow.id))
            .orderBy(asc(concepts.position));
          expect(conceptRows.map((c) => [c.label, c.definition])).toEqual(
            section.concepts.map((c) => [c.label, c.definition]),
          );
          expect(conceptRows.every((c) => c.userId === user.id)).toBe(true);
        }
      }
    }
  });

  test("gives the demo student three weeks of history, so every dashboard panel has data", async () => {
    const { token, user } = await signInDemo();
    const get = async (path: string) => (await api.call(`/api/analytics/student/${user.id}/${path}`, { token })).body;
    const mastery = await get("mastery");
    expect(
      mastery.subjects.every(
        (subject: { mastery: number; time_spent_seconds: number }) =>
          subject.mastery > 0 && subject.time_spent_seconds > 0,
      ),
    ).toBe(true);
    const days = mastery.progress.map((point: { date: string }) => point.date);
    expect(days.length).toBeGreaterThanOrEqual(10);
    // The timeline draws days with evidence only: the first and the last are two weeks of dates apart.
    const spanDays = (Date.parse(days.at(-1)) - Date.parse(days[0])) / 86_400_000;
    expect(spanDays).toBeGreaterThanOrEqual(13);
    // Rising mastery: the last week averages higher than the first.
    const averageOf = (points: { average_mastery: number }[]) =>
      points.reduce((sum, point) => sum + point.average_mastery, 0) / points.length;
    expect(averageOf(mastery.progress.slice(-5))).toBeGreaterThan(averageOf(mastery.progress.slice(0, 5)));

    const metrics = (await get("flashcard-metrics")).flashcardMetrics;
    expect(metrics.cardsAnswered).toBeGreaterThan(10);
    expect((await get("session-duration-from-turns")).sessionDuration.length).toBeGreaterThanOrEqual(6);
    expect((await get("learning-path-timeline")).timeline.length).toBeGreaterThan(10);
    const subjectId = mastery.subjects[0].subject_id;
    const overview = (await get(`tutoring-chat-overview/${subjectId}`)).overview;
    expect(overview.topics.length).toBeGreaterThan(0);
    const concepts = overview.topics.flatMap(
      (topic: { sections: { concepts: { interaction_count: number; steps_completed: string }[] }[] }) =>
        topic.sections.flatMap((section) => section.concepts),
    );
    expect(
      concepts.some(
        (concept: { interaction_count: number; steps_completed: string }) =>
          concept.interaction_count > 0 && concept.steps_completed !== "",
      ),
    ).toBe(true);
  });

  test("every seeded chat ends on the tutor, never on an unanswered message", async () => {
    const { user } = await signInDemo();
    const sessions = await api.ctx.database.read
      .select({ id: tutoringSessions.id })
      .from(tutoringSessions)
      .where(eq(tutoringSessions.userId, user.id));
    expect(sessions.length).toBeGreaterThan(5);
    for (const session of sessions) {
      const rows = await api.ctx.database.read
        .select({ role: messages.role })
        .from(messages)
        .where(eq(messages.sessionId, session.id))
        .orderBy(asc(messages.createdAt));
      expect(rows.at(-1)?.role).toBe("ASSISTANT");
    }
  });

  test("runs again without adding anything", async () => {
    const db = api.ctx.database.read;
    const before = await Promise.all(
      [users, subjects, outlines, topics, sections, concepts].map((table) => db.select({ n: count() }).from(table)),
    );
    await seedDatabase(api.ctx);
    const after = await Promise.all(
      [users, subjects, outlines, topics, sections, concepts].map((table) => db.select({ n: count() }).from(table)),
    );
    expect(after).toEqual(before);
  });

  test("the history is the same when the subjects were written in the same millisecond", async () => {
    const now = Date.now();
    const historyOf = (userId: string) =>
      Promise.all(
        [tutoringSessions, messages, flashcards, flashcardReviews, masteryEvidence].map((table) =>
          api.ctx.database.read.$count(table, eq(table.userId, userId)),
        ),
      );
    const { user: apart } = await api.createUser();
    await api.ctx.database.write((tx) => writeDemoStudentData(tx, apart.id, now));
    // The same subjects, their clock ticks alike (as when written in one millisecond), and the history written again.
    const { user: together } = await api.createUser();
    await api.ctx.database.write(async (tx) => {
      await writeDemoStudentData(tx, together.id, now);
      for (const table of [
        masteryEvidence,
        flashcardReviews,
        flashcards,
        conceptMastery,
        sessionNotes,
        tutoringSessions,
      ])
        await tx.delete(table).where(eq(table.userId, together.id));
      await tx.update(subjects).set({ createdAt: now }).where(eq(subjects.userId, together.id));
      await writeDemoHistory(tx, together.id, now);
    });
    expect(await historyOf(together.id)).toEqual(await historyOf(apart.id));
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startApiWithFakeModel } from "../../../test/fake-model";
import { startTestApi } from "../../../test/harness";
import { CURATED_SUBJECTS } from "../../curriculum";
import { topics, tutoringSessions } from "../../db/schema";

/**
 * Honest outlines without an AI model (issue 36): a built-in course's outline says which topics the
 * tutor teaches before anyone clicks, a topic it cannot teach opens nothing and stores nothing, a
 * session with no student message stays off the dashboard, and "algebra 1" is the built-in Algebra I.
 */

const api = await startTestApi();
const model = await startApiWithFakeModel();
afterAll(async () => {
  await api.close();
  await model.close();
});

const algebra = CURATED_SUBJECTS.find((subject) => subject.name === "Algebra I")!;
const taughtNames = algebra.topics.map((topic) => topic.name);

async function studentWithAlgebra(on = api) {
  const student = await on.createUser({ subscriptionStatus: "active" });
  const subject = (
    await on.call("/api/subjects", { method: "POST", token: student.token, json: { name: "Algebra I" } })
  ).body;
  const outline = await on.call(`/api/subjects/${subject.id}/outline/generate`, {
    method: "POST",
    token: student.token,
  });
  expect(outline.status).toBe(200);
  return { ...student, subject, outline: outline.body };
}

/** Everything the dashboard reads, with mastery to three places (it decays by a hair between reads). */
async function dashboard(userId: string, token: string) {
  const read = async (path: string) => {
    const response = await api.call(`/api/analytics/student/${userId}/${path}`, { token });
    expect(response.status).toBe(200);
    return response.body;
  };
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const mastery = await read("mastery");
  const cards = await read("subject-cards");
  const sessions = await read("session-duration-from-turns");
  return {
    subjects: mastery.subjects.map((subject: { name: string; mastery: number; time_spent_seconds: number }) => ({
      name: subject.name,
      mastery: round(subject.mastery),
      time: subject.time_spent_seconds,
    })),
    cards: cards.subjectCards.map((card: { mastery: number; mastery_status: string }) => ({
      mastery: round(card.mastery),
      status: card.mastery_status,
    })),
    sessions: sessions.sessionDuration.map((session: { topic: string; duration_seconds: number }) => session.topic),
  };
}

describe("an outline without an AI model", () => {
  test("marks each topic: the built-in lessons can be taught, the rest need a model, taught ones first", async () => {
    const { outline } = await studentWithAlgebra();
    expect(outline.outline).toHaveLength(algebra.outline.length);
    expect(outline.topics.map((topic: { name: string }) => topic.name)).toEqual(outline.outline);
    const teachable = outline.topics.filter((topic: { canTeach: boolean }) => topic.canTeach);
    expect(teachable.map((topic: { name: string }) => topic.name)).toEqual(taughtNames);
    // Taught topics come first, so the outline opens on what can start.
    expect(outline.outline.slice(0, taughtNames.length)).toEqual(taughtNames);
    for (const topic of outline.topics.filter((topic: { canTeach: boolean }) => !topic.canTeach)) {
      expect(topic.unavailableReason).toContain(`"${topic.name}" is part of Algebra I`);
      expect(topic.unavailableReason).toContain("needs an AI model");
      expect(topic.unavailableReason).not.toContain("outside");
    }
    for (const topic of teachable) expect(topic.unavailableReason).toBeNull();
  });

  test("a subject outside the built-in courses: its topics are marked, and still open with a tutor that says why", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const subject = (await api.call("/api/subjects", { method: "POST", token, json: { name: "Astronomy" } })).body;
    const outline = (await api.call(`/api/subjects/${subject.id}/outline/generate`, { method: "POST", token })).body;
    expect(outline.topics).toEqual([{ name: "Introduction to Astronomy", canTeach: false, unavailableReason: null }]);
  });

  test("with an AI model connected, every topic can be taught", async () => {
    const { subject, token } = await studentWithAlgebra(model.api);
    const outline = (
      await model.api.call(`/api/subjects/${subject.id}/outline`, {
        method: "POST",
        token,
        json: { outline: ["Solving Linear Equations", "Linear Inequalities"] },
      })
    ).body;
    expect(outline.topics.every((topic: { canTeach: boolean }) => topic.canTeach)).toBe(true);
  });
});

/** Two messages in a lesson the built-in tutor teaches: real study, so there is a dashboard to change. */
async function studyLinearEquations(token: string, subjectId: string): Promise<void> {
  const session = await api.call("/api/tutoring/session", {
    method: "POST",
    token,
    json: { subjectId, topic: "Solving Linear Equations" },
  });
  for (const message of ["I know a little about equations.", "x = 6"]) {
    const sent = await api.call(`/api/tutoring/session/${session.body.id}/message`, {
      method: "POST",
      token,
      json: { message },
    });
    expect(sent.status).toBe(200);
  }
}

describe("a topic that cannot be taught", () => {
  test("opens no session, says why with no retry, and leaves the dashboard as it was", async () => {
    const { user, token, subject } = await studentWithAlgebra();
    // Some real study first, so there is a dashboard to change.
    await studyLinearEquations(token, subject.id);
    const before = await dashboard(user.id, token);
    expect(before.sessions).toEqual(["Solving Linear Equations"]);
    expect(before.subjects[0].mastery).toBeGreaterThan(0);

    const refused = await api.call("/api/tutoring/session", {
      method: "POST",
      token,
      json: { subjectId: subject.id, topic: "Linear Inequalities" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("NEEDS_AI_MODEL");
    expect(refused.body.error).toContain('"Linear Inequalities" is part of Algebra I');
    expect(refused.body.error).not.toContain("outside");
    expect(refused.body.error).not.toMatch(/try again/i);

    const stored = await api.ctx.database.read.select().from(topics).where(eq(topics.subjectId, subject.id));
    expect(stored.map((topic) => topic.name)).toEqual(["Solving Linear Equations"]);
    expect(await dashboard(user.id, token)).toEqual(before);
  });

  test("a session with no student message adds no session, no time and no 0% topic to the dashboard", async () => {
    const { user, token, subject } = await studentWithAlgebra();
    await studyLinearEquations(token, subject.id);
    const before = await dashboard(user.id, token);
    const opened = await api.call("/api/tutoring/session", {
      method: "POST",
      token,
      json: { subjectId: subject.id, topic: "Functions and Graphs" },
    });
    expect(opened.status).toBe(200);
    const rows = await api.ctx.database.read
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.id, opened.body.id));
    expect(rows).toHaveLength(1);
    expect(await dashboard(user.id, token)).toEqual(before);

    // Once the student says something, the session is study and counts.
    await api.call(`/api/tutoring/session/${opened.body.id}/message`, {
      method: "POST",
      token,
      json: { message: "I have seen graphs before." },
    });
    expect((await dashboard(user.id, token)).sessions).toEqual(["Functions and Graphs", "Solving Linear Equations"]);
  });
});

describe("adding a subject", () => {
  test('"algebra 1", "Algebra 1", "algebra I" and "ALGEBRA  1" are the built-in Algebra I', async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const first = await api.call("/api/subjects", { method: "POST", token, json: { name: "algebra 1" } });
    expect(first.status).toBe(201);
    expect(first.body.name).toBe("Algebra I");
    for (const name of ["Algebra 1", "algebra I", "ALGEBRA  1", "Algebra1", "Algebra I"]) {
      const again = await api.call("/api/subjects", { method: "POST", token, json: { name } });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.body.id);
    }
    const outline = (await api.call(`/api/subjects/${first.body.id}/outline/generate`, { method: "POST", token })).body;
    expect(outline.outline).toHaveLength(algebra.outline.length);
    // A name that only looks alike is left as typed.
    const other = await api.call("/api/subjects", { method: "POST", token, json: { name: "algebra 2" } });
    expect(other.body.name).toBe("algebra 2");
  });
});

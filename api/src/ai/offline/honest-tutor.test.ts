import { afterAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { CURATED_SUBJECTS } from "../../curriculum";
import { messages, sections } from "../../db/schema";
import { newId } from "../../ids";
import type { TutorTurn } from "../provider";
import { teachTurn } from "./lesson";
import { introduceConcept } from "./lesson-ladder";
import { lessonFor } from "./material";

/**
 * The built-in tutor says only what is true (issue 36): "as promised" only after a promise, and in
 * a session picked up again, an answer to the question asked last is graded against it.
 */

const algebra = CURATED_SUBJECTS.find((subject) => subject.name === "Algebra I")!;
const linear = algebra.topics.find((topic) => topic.name === "Solving Linear Equations")!;
const oneStep = linear.sections[0]!;
const firstQuestion = oneStep.concepts[0]!.questions[0]!; // Solve x + 9 = 15. What is x?
const bothSides = linear.sections.find((section) => section.name === "Variables on Both Sides")!;
const bothSidesQuestion = bothSides.concepts[0]!.questions[0]!; // Solve 5x + 2 = 3x + 10. What is x?

type Message = TutorTurn["history"][number];

const api = await startTestApi();
afterAll(() => api.close());

function turn(history: Message[]): TutorTurn {
  return {
    subjectName: algebra.name,
    topicName: linear.name,
    step: "NEW_CONCEPT",
    section: oneStep.name,
    sections: linear.sections.map((section) => section.name),
    concepts: oneStep.concepts.map((concept, index) => ({
      id: `c${index}`,
      label: concept.label,
      definition: concept.definition,
      mastery: 0,
    })),
    history,
  };
}

/** The student's messages in turn, from the introduction of the first concept; the tutor's replies. */
function play(studentMessages: string[]): string[] {
  const material = lessonFor(turn([]));
  if (material.kind === "unavailable") throw new Error("Solving Linear Equations is a built-in lesson");
  const history: Message[] = [{ role: "ASSISTANT", content: introduceConcept(material.section.concepts[0]!) }];
  const replies: string[] = [];
  for (const content of studentMessages) {
    history.push({ role: "USER", content });
    const { reply } = teachTurn(turn([...history]));
    replies.push(reply);
    history.push({ role: "ASSISTANT", content: reply });
  }
  return replies;
}

describe("the worked answer", () => {
  test('is "as promised" only after the tutor promised it', () => {
    const asked = play(["just tell me the answer", "just tell me the answer", "just tell me the answer"]);
    expect(asked[1]).toContain("ask again and I'll show you the worked answer");
    expect(asked[2]).toContain("Here's the worked answer, as promised.");
    expect(asked[2]).toContain(firstQuestion.answer);

    // Three hints climb the ladder without any promise: the answer that follows is just the worked answer.
    const hinted = play(["hint?", "hint?", "hint?", "just tell me the answer"]);
    expect(hinted.join("\n")).not.toContain("I'll show you the worked answer");
    expect(hinted[3]).toContain("Here's the worked answer.");
    expect(hinted[3]).not.toContain("as promised");
    expect(hinted[3]).toContain(firstQuestion.answer);
  });
});

describe("a session picked up again", () => {
  test("an answer to the question asked last is graded against it, not passed over for a new concept", async () => {
    const { user, token } = await api.createUser({ subscriptionStatus: "active" });
    const subject = (await api.call("/api/subjects", { method: "POST", token, json: { name: "Algebra I" } })).body;
    const open = () =>
      api.call("/api/tutoring/session", { method: "POST", token, json: { subjectId: subject.id, topic: linear.name } });
    const started = (await open()).body;
    const moved = await api.call(`/api/tutoring/session/${started.id}/section`, {
      method: "POST",
      token,
      json: { section: bothSides.name },
    });
    expect(moved.body.session.messages.at(-1).content).toEndWith(bothSidesQuestion.prompt);
    // The sitting ended on a tutor line that asks nothing, as a session stopped for the day does.
    const [section] = await api.ctx.database.read
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.userId, user.id), eq(sections.name, bothSides.name)));
    await api.ctx.database.write((tx) =>
      tx.insert(messages).values({
        id: newId(),
        sessionId: started.id,
        userId: user.id,
        role: "ASSISTANT",
        content: "That's a good place to stop for today. Next time we'll carry on from here.",
        sectionId: section!.id,
        step: moved.body.session.step,
        createdAt: Date.now(),
      }),
    );
    await api.call(`/api/tutoring/session/${started.id}/pause`, { method: "POST", token });
    const resumed = (await open()).body;
    expect(resumed.id).toBe(started.id);
    const masteryBefore = resumed.mastery;

    const answered = await api.call(`/api/tutoring/session/${started.id}/message`, {
      method: "POST",
      token,
      json: { message: "x = 4" },
    });
    expect(answered.status).toBe(200);
    const reply: string = answered.body.messages.at(-1).content;
    expect(reply).toContain(bothSidesQuestion.answer);
    expect(reply).not.toContain(`Let's look at **${bothSides.concepts[0]!.label}**`);
    expect(answered.body.mastery).toBeGreaterThan(masteryBefore);
  });
});

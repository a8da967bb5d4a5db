import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import type { ChatCompletionCreateParams } from "openai/resources/chat/completions";
import { answerLikeAModel, startApiWithFakeModel } from "../../../test/fake-model";
import type { FakeReply } from "../../../test/fake-openai";
import { startTestApi } from "../../../test/harness";
import { ANSWER_LADDER, HINT_LADDER, ONLY_ANSWERS_ARE_CORRECTED } from "../../ai/prompts/rules";
import { CURATED_SUBJECTS } from "../../curriculum";

/**
 * The tutor as a student meets it, over HTTP, against both AI providers: the offline tutor, and a
 * fake OpenAI server. The fake's turn assessment is careless on purpose (it calls every message
 * an attempt with a mistake, and moves the step on): what the student sees changes only where
 * the API's own rules hold, and a message that is not an answer never changes mastery, mistakes
 * or the step.
 */

const offline = await startTestApi();
const model = await startApiWithFakeModel();
afterAll(async () => {
  await offline.close();
  await model.close();
});

/** A model whose assessment calls everything an attempt with a mistake; its tutor replies as the fake does. */
function carelessModel(request: ChatCompletionCreateParams): FakeReply {
  const format = request.response_format;
  if (format?.type === "json_schema" && format.json_schema.name === "turn_assessment") {
    const prompt = request.messages
      .map((message) => (typeof message.content === "string" ? message.content : ""))
      .join("\n");
    const id = /id "([^"]+)"/.exec(prompt)?.[1];
    const latest = [...prompt.matchAll(/<student_message>\n([\s\S]*?)\n<\/student_message>/g)].at(-1)?.[1];
    return {
      json: {
        intent: "attempt",
        evidence: id ? [{ conceptId: id, score: 0.9 }] : [],
        factsLearned: ["A fact the student showed."],
        mistakes: [`A mistake in "${latest}".`],
        advanceStep: true,
      },
    };
  }
  return answerLikeAModel(request);
}

const linear = CURATED_SUBJECTS[0]!.topics.find((topic) => topic.name === "Solving Linear Equations")!;
const firstQuestion = linear.sections[0]!.concepts[0]!.questions[0]!; // Solve x + 9 = 15. What is x?

/** Mastery read a few milliseconds later has decayed by a hair (forgetting is continuous): compare it to 3 places (any evidence moves it by far more). */
const settled = (mastery: number) => Math.round(mastery * 1e3) / 1e3;

interface Session {
  id: string;
  step: string;
  mastery: number;
  currentSection: string;
  topicSections: string[];
  sectionMistakes: Record<string, { label: string }[]>;
  messages: { role: "USER" | "ASSISTANT"; content: string }[];
}

for (const kind of ["offline", "openai"] as const) {
  const api = kind === "offline" ? offline : model.api;
  const isOffline = kind === "offline";

  describe(`the tutor, ${kind === "offline" ? "offline" : "through an OpenAI-compatible model"}`, () => {
    beforeEach(() => {
      if (isOffline) return;
      model.reset();
      model.fake.setDefault(carelessModel);
    });

    /** A student on Solving Linear Equations, past the warm-up when asked, with a `say` that returns the reply. */
    async function startLesson(options: { pastWarmUp?: boolean } = {}) {
      const { token } = await api.createUser({ subscriptionStatus: "active" });
      const subject = (await api.call("/api/subjects", { method: "POST", token, json: { name: "Algebra I" } })).body;
      let session: Session = (
        await api.call("/api/tutoring/session", {
          method: "POST",
          token,
          json: { subjectId: subject.id, topic: linear.name },
        })
      ).body;
      const say = async (message: string) => {
        const response = await api.call(`/api/tutoring/session/${session.id}/message`, {
          method: "POST",
          token,
          json: { message },
        });
        expect(response.status).toBe(200);
        session = response.body;
        return session.messages.at(-1)!.content;
      };
      if (options.pastWarmUp) await say(isOffline ? "I know a little about equations." : "x = 6");
      return {
        token,
        say,
        get session() {
          return session;
        },
        mistakes: () => Object.values(session.sectionMistakes).flat().length,
      };
    }

    /** The system prompts of the tutor replies the model was asked for, latest last. */
    const replyPrompts = () =>
      model.fake.requests
        .filter((request) => request.stream)
        .map((request) => String(request.messages[0]?.content ?? ""));

    test("first reply: the tutor opens with one warm-up question, and invites hint requests", async () => {
      const lesson = await startLesson();
      const [opening] = lesson.session.messages;
      expect(lesson.session.messages).toHaveLength(1);
      expect(opening!.role).toBe("ASSISTANT");
      if (isOffline) {
        expect(opening!.content).toContain("ask me for a hint");
        expect(opening!.content).toEndWith(linear.warmUpQuestion);
        const reply = await lesson.say("I know a little about equations.");
        expect(reply).toEndWith(firstQuestion.prompt);
        expect(reply).not.toContain(firstQuestion.answer);
        expect(lesson.session.step).toBe("NEW_CONCEPT");
      } else {
        expect(replyPrompts().at(-1)).toContain("This is the start of the session.");
        expect(replyPrompts().at(-1)).toContain("they can ask for a hint at any time");
      }
    });

    test("hint ladder: each request gets the next rung, and none is a mistake", async () => {
      const lesson = await startLesson({ pastWarmUp: true });
      const before = {
        mastery: settled(lesson.session.mastery),
        mistakes: lesson.mistakes(),
        step: lesson.session.step,
      };
      const replies = [];
      for (const message of ["Can I have a hint?", "I'm stuck, give me a clue", "hint?"])
        replies.push(await lesson.say(message));
      expect({
        mastery: settled(lesson.session.mastery),
        mistakes: lesson.mistakes(),
        step: lesson.session.step,
      }).toEqual(before);
      if (isOffline) {
        expect(replies[0]).toContain(firstQuestion.hint);
        expect(replies[1]).toContain(firstQuestion.narrowerHint);
        expect(replies[2]).toContain(firstQuestion.workedStep);
        for (const reply of replies) {
          expect(reply).not.toContain("Not quite");
          expect(reply).not.toContain(firstQuestion.answer);
          expect(reply).toEndWith(firstQuestion.prompt);
        }
        expect(await lesson.say("hint")).toContain(firstQuestion.answer);
      } else {
        for (const prompt of replyPrompts().slice(-3)) expect(prompt).toContain(HINT_LADDER);
      }
    });

    test("answer ladder: a hint, then a worked step, then the worked answer on the third ask", async () => {
      const lesson = await startLesson({ pastWarmUp: true });
      const before = { mastery: settled(lesson.session.mastery), mistakes: lesson.mistakes() };
      const replies = [];
      for (let ask = 0; ask < 3; ask++) replies.push(await lesson.say("just tell me the answer"));
      expect({ mastery: settled(lesson.session.mastery), mistakes: lesson.mistakes() }).toEqual(before);
      if (isOffline) {
        expect(replies[0]).toContain(firstQuestion.hint);
        expect(replies[1]).toContain(firstQuestion.workedStep);
        expect(replies[0]).not.toContain(firstQuestion.answer);
        expect(replies[1]).not.toContain(firstQuestion.answer);
        expect(replies[2]).toContain(firstQuestion.answer);
      } else {
        const last = model.fake.requests.filter((request) => request.stream).at(-1)!;
        expect(String(last.messages[0]?.content)).toContain(ANSWER_LADDER);
        const asked = last.messages.filter((message) => String(message.content).includes("just tell me the answer"));
        expect(asked).toHaveLength(3);
      }
    });

    test("off-topic: one friendly line and the question again, recording nothing", async () => {
      const lesson = await startLesson({ pastWarmUp: true });
      const before = {
        mastery: settled(lesson.session.mastery),
        mistakes: lesson.mistakes(),
        step: lesson.session.step,
      };
      const reply = await lesson.say("who won the game last night?");
      expect({
        mastery: settled(lesson.session.mastery),
        mistakes: lesson.mistakes(),
        step: lesson.session.step,
      }).toEqual(before);
      if (isOffline) {
        expect(reply).toContain("I'm your tutor for Solving Linear Equations");
        expect(reply).toEndWith(firstQuestion.prompt);
        expect(reply).not.toContain(firstQuestion.answer);
      } else {
        expect(replyPrompts().at(-1)).toContain(ONLY_ANSWERS_ARE_CORRECTED);
      }
    });

    test("repeated spam: the same message four times moves the lesson at most once and counts once", async () => {
      const lesson = await startLesson({ pastWarmUp: !isOffline });
      if (isOffline) await lesson.say("I know a little about equations.");
      await lesson.say("x = 6");
      const after = {
        step: lesson.session.step,
        mastery: settled(lesson.session.mastery),
        mistakes: lesson.mistakes(),
      };
      for (let spam = 0; spam < 3; spam++) await lesson.say("x = 6");
      expect({
        step: lesson.session.step,
        mastery: settled(lesson.session.mastery),
        mistakes: lesson.mistakes(),
      }).toEqual(after);
      if (isOffline)
        expect(lesson.session.messages.at(-1)!.content).toMatch(/same (answer you sent before|as your last answer)/);
    });

    test("section switch: the session's last message is the tutor opening the new section", async () => {
      const lesson = await startLesson({ pastWarmUp: true });
      await lesson.say("hmm, can I have a hint?");
      const target = lesson.session.topicSections[1]!;
      const changed = await api.call(`/api/tutoring/session/${lesson.session.id}/section`, {
        method: "POST",
        token: lesson.token,
        json: { section: target },
      });
      expect(changed.status).toBe(200);
      const session: Session = changed.body.session;
      expect(session.currentSection).toBe(target);
      expect(session.messages).toHaveLength(lesson.session.messages.length + 1);
      const opening = session.messages.at(-1)!;
      expect(opening.role).toBe("ASSISTANT");
      if (isOffline) {
        const section = linear.sections.find((candidate) => candidate.name === target)!;
        expect(opening.content).toStartWith(`Let's work on **${target}**.`);
        expect(opening.content).toEndWith(section.concepts[0]!.questions[0]!.prompt);
      } else {
        expect(replyPrompts().at(-1)).toContain(`The student has just moved to the section "${target}".`);
      }
    });

    test("only answers change mastery and mistakes", async () => {
      const lesson = await startLesson({ pastWarmUp: true });
      const start = {
        mastery: settled(lesson.session.mastery),
        mistakes: lesson.mistakes(),
        step: lesson.session.step,
      };
      for (const message of ["thanks!", "I don't know", "what's the answer?", "lol", "I'm so stressed about exams"]) {
        await lesson.say(message);
      }
      expect({
        mastery: settled(lesson.session.mastery),
        mistakes: lesson.mistakes(),
        step: lesson.session.step,
      }).toEqual(start);
      await lesson.say("x = 11");
      expect(lesson.mistakes()).toBe(start.mistakes + 1);
      if (isOffline) {
        await lesson.say("x = 6");
        expect(lesson.session.mastery).toBeGreaterThan(start.mastery);
      } else {
        expect(lesson.session.mastery).toBeGreaterThan(start.mastery);
      }
    });

    test("the chat pipeline asks for no turn assessment, and grades nothing, for a message the classifier calls a non-attempt", async () => {
      const lesson = await startLesson({ pastWarmUp: true });
      const assessments = () =>
        isOffline
          ? 0
          : model.fake.requests.filter(
              (request) =>
                request.response_format?.type === "json_schema" &&
                request.response_format.json_schema.name === "turn_assessment",
            ).length;
      const before = { assessed: assessments(), mistakes: lesson.mistakes(), step: lesson.session.step };
      for (const message of ["hint?", "I don't know", "who won the game last night?", "this is stupid"]) {
        await lesson.say(message);
      }
      expect({ assessed: assessments(), mistakes: lesson.mistakes(), step: lesson.session.step }).toEqual(before);
      // An attempt is assessed (by the model, when there is one).
      await lesson.say("x = 4");
      if (!isOffline) expect(assessments()).toBe(before.assessed + 1);
      expect(lesson.mistakes()).toBe(before.mistakes + 1);
    });
  });
}

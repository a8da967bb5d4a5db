import type { ChatCompletionCreateParams } from "openai/resources/chat/completions";
import { classifyTurnIntent } from "../src/ai/intent";
import type { FakeReply } from "./fake-openai";

/**
 * A well-behaved model for the fake OpenAI server: a valid answer for every structured output
 * the API asks for, and a short Socratic reply for chat. Tests script faults on top of it.
 */
export function answerLikeAModel(request: ChatCompletionCreateParams): FakeReply {
  const format = request.response_format;
  const name = format && format.type === "json_schema" ? format.json_schema.name : null;
  const prompt = request.messages
    .map((message) => (typeof message.content === "string" ? message.content : ""))
    .join("\n");
  switch (name) {
    case "subject_outline":
      return { json: { topics: ["Foundations", "Core Ideas", "Applications", "Review"] } };
    case "topic_plan":
      return {
        json: {
          sections: [
            {
              name: "Basics",
              concepts: [{ label: "First idea", definition: "The first idea of the topic, stated simply." }],
            },
            {
              name: "Going further",
              concepts: [{ label: "Second idea", definition: "An idea that builds on the first one." }],
            },
          ],
        },
      };
    case "turn_assessment": {
      // A plausible reading of the latest student message: an answer is assessed, anything else is not.
      const id = /id "([^"]+)"/.exec(prompt)?.[1];
      const intent = latestStudentIntent(prompt);
      const attempt = intent === "attempt";
      return {
        json: {
          intent,
          evidence: id && attempt ? [{ conceptId: id, score: 0.9 }] : [],
          factsLearned: attempt ? ["A fact the student showed."] : [],
          mistakes: [],
          advanceStep: attempt,
        },
      };
    }
    case "flashcards": {
      const ids = [...prompt.matchAll(/id "([^"]+)"/g)].map((match) => match[1]!);
      return {
        json: {
          flashcards: ids.flatMap((id) =>
            [1, 2].map((n) => ({ conceptId: id, question: `Question ${n} about ${id}?`, answer: `Answer ${n}.` })),
          ),
        },
      };
    }
    case "answer_grade":
      return { json: { mastery: 0.8, feedback: "Mostly right.", misconception: null, correction: "The full answer." } };
    default:
      return "Good thinking. What do you notice about the first step?";
  }
}

/** The intent of the last fenced student message in an assessment prompt, as a careful model would read it. */
function latestStudentIntent(prompt: string) {
  const fenced = (tag: string) =>
    [...prompt.matchAll(new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`, "g"))].map((match) => match[1]!);
  const students = fenced("student_message");
  const latest = students.at(-1);
  if (latest === undefined) return "social";
  return classifyTurnIntent(latest, {
    lastTutorMessage: fenced("tutor_message").at(-1),
    previousStudentMessage: students.at(-2),
  });
}

/**
 * The API pointed at a fresh fake OpenAI server that answers like a model (tests script faults on
 * top), with short timeouts and no SDK retries so each fault shows at once.
 */
export async function startApiWithFakeModel(env: Record<string, string> = {}) {
  const { startFakeOpenAi } = await import("./fake-openai");
  const { startTestApi } = await import("./harness");
  const fake = await startFakeOpenAi();
  const api = await startTestApi({
    OPENAI_API_KEY: "test-key",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: "fake-model",
    OPENAI_TIMEOUT_MS: "1000",
    OPENAI_MAX_RETRIES: "0",
    SAFETY_MODERATION_TIMEOUT_MS: "500",
    ...env,
  });
  return {
    fake,
    api,
    /** Forgets earlier requests and scripts, and answers like a model again. */
    reset() {
      fake.reset();
      fake.setDefault(answerLikeAModel);
    },
    async close() {
      await api.close();
      await fake.close();
    },
  };
}

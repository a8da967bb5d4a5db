import { afterAll, describe, expect, test } from "bun:test";
import { answerLikeAModel } from "../../../test/fake-model";
import { startFakeOpenAi } from "../../../test/fake-openai";
import { startTestApi } from "../../../test/harness";

/**
 * A topic outside the built-in courses, first opened with no AI model (the offline tutor leaves
 * a placeholder plan and says why), then after the school connects one: the same database served
 * by an API with a model. The placeholder is planned in full, the open session moves onto the new
 * plan with a fresh opening, and flashcards can now be made.
 */

const withoutModel = await startTestApi();
const fake = await startFakeOpenAi();
fake.setDefault(answerLikeAModel);
const withModel = await startTestApi({
  DATABASE_URL: withoutModel.ctx.config.database.url,
  OPENAI_API_KEY: "test-key",
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MODEL: "fake-model",
  OPENAI_TIMEOUT_MS: "1000",
  OPENAI_MAX_RETRIES: "0",
});
afterAll(async () => {
  await withModel.close();
  await withoutModel.close();
  await fake.close();
});

describe("a placeholder plan", () => {
  test("is replaced by a model's plan once one is connected, and the open session is taught in full", async () => {
    const { token } = await withoutModel.createUser({ subscriptionStatus: "active" });
    const subject = (await withoutModel.call("/api/subjects", { method: "POST", token, json: { name: "Astronomy" } }))
      .body;
    const first = (
      await withoutModel.call("/api/tutoring/session", {
        method: "POST",
        token,
        json: { subjectId: subject.id, topic: "Black Holes" },
      })
    ).body;
    expect(first.topicSections).toEqual(["Black Holes"]);
    expect(first.concepts).toEqual([]);
    await withoutModel.call(`/api/tutoring/session/${first.id}/message`, {
      method: "POST",
      token,
      json: { message: "what is a black hole?" },
    });
    // Opening it again without a model changes nothing.
    const again = (
      await withoutModel.call("/api/tutoring/session", {
        method: "POST",
        token,
        json: { subjectId: subject.id, topic: "Black Holes" },
      })
    ).body;
    expect(again.id).toBe(first.id);
    expect(again.messages).toHaveLength(3);

    const taught = (
      await withModel.call("/api/tutoring/session", {
        method: "POST",
        token,
        json: { subjectId: subject.id, topic: "Black Holes" },
      })
    ).body;
    expect(taught.id).toBe(first.id);
    expect(taught.topicSections).toEqual(["Basics", "Going further"]);
    expect(taught.currentSection).toBe("Basics");
    expect(taught.step).toBe("WARMUP");
    expect(taught.concepts.map((concept: { label: string }) => concept.label)).toEqual(["First idea", "Second idea"]);
    expect(taught.messages).toHaveLength(4);
    expect(taught.messages.at(-1)).toMatchObject({
      role: "ASSISTANT",
      content: "Good thinking. What do you notice about the first step?",
    });

    const cards = await withModel.call("/api/practice/flashcards/generate-enhanced", {
      method: "POST",
      token,
      json: { subject: "Astronomy", topic: "Black Holes" },
    });
    expect(cards.status).toBe(200);
    expect(cards.body.count).toBeGreaterThan(0);
  });
});

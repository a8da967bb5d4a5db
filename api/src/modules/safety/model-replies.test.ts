import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { answerLikeAModel, startApiWithFakeModel } from "../../../test/fake-model";
import { openTutoringSession, sendChat } from "../../../test/school";
import { messages, safetyAlerts, sessionNotes } from "../../db/schema";

/**
 * Safety with an OpenAI-compatible model and its moderation endpoint (the fake OpenAI server):
 * moderation beside the offline floor, moderation down, a model reply that turns unsafe while it
 * streams, and personal data kept from what a model reads and from the notes.
 */

const model = await startApiWithFakeModel();
const { api, fake } = model;
afterAll(() => model.close());
beforeEach(() => model.reset());

async function student() {
  return api.createUser({ subscriptionStatus: "active", name: "Riley" });
}

describe("moderation beside the offline screen", () => {
  test("a message only moderation flags gets the care reply, and the alert names both engines", async () => {
    const { user, token } = await student();
    const session = await openTutoringSession(api, token, "Statistics", "Averages");
    fake.setModerationDefault((request) =>
      String(request.input).includes("the bridge tonight")
        ? { scores: { "self-harm": 0.91, "self-harm/intent": 0.88 } }
        : { scores: {} },
    );
    const chat = await sendChat(api, token, session.id, "thinking about the bridge tonight");
    expect(chat.reply).toContain("988");
    const [alert] = await api.ctx.database.read.select().from(safetyAlerts).where(eq(safetyAlerts.studentId, user.id));
    expect(alert).toMatchObject({ severity: "critical", engines: "offline+openai" });
    expect(alert!.scores["openai:self-harm/intent"]).toBeCloseTo(0.88);
    // A flagged message never reaches the model.
    expect(fake.requests.some((request) => JSON.stringify(request.messages).includes("the bridge tonight"))).toBe(
      false,
    );
  });

  for (const fault of [{ fault: "http", status: 503 }, { fault: "timeout" }, { fault: "malformed" }] as const) {
    test(`moderation ${fault.fault === "http" ? "answering 503" : fault.fault}: the offline screen still decides and the turn goes on`, async () => {
      const { token } = await student();
      const session = await openTutoringSession(api, token, "Statistics", "Medians");
      fake.setModerationDefault(() => fault);
      const crisis = await sendChat(api, token, session.id, "i keep thinking about ending my life");
      expect(crisis.reply).toContain("988");
      const ordinary = await sendChat(api, token, session.id, "the median is the middle value when you sort them");
      expect(ordinary.status).toBe(200);
      expect(ordinary.reply).toBe("Good thinking. What do you notice about the first step?");
      expect(fake.moderationRequests.length).toBeGreaterThan(0);
    });
  }
});

describe("a model reply that turns unsafe", () => {
  test("is cut while streaming, replaced for the student, and the unsafe text is never stored", async () => {
    const { token } = await student();
    const session = await openTutoringSession(api, token, "Statistics", "Spread");
    const unsafe =
      "Here is an idea. The best way to hurt yourself is to cut deeper so nobody notices. Anyway, back to spread.";
    fake.setDefault((request) => (request.stream ? { content: unsafe, chunkDelayMs: 1 } : answerLikeAModel(request)));
    const chat = await sendChat(api, token, session.id, "how do you measure spread?");
    expect(chat.status).toBe(200);
    const shown = chat.events
      .filter((event) => event.event === "message")
      .map((event) => event.data.chunk)
      .join("");
    expect(shown).not.toContain("cut deeper");
    expect(chat.events.some((event) => event.event === "replace")).toBe(true);
    expect(chat.reply).toContain("I started to answer in a way that isn't right for our lesson");
    const stored = await api.ctx.database.read
      .select()
      .from(messages)
      .where(and(eq(messages.sessionId, session.id), eq(messages.role, "ASSISTANT")));
    expect(stored.map((row) => row.content).join("\n")).not.toContain("cut deeper");
    expect(stored.at(-1)).toMatchObject({ safetyCategory: "model_reply", safetySeverity: "standard" });
  });

  test("a reply that only moderation flags is replaced before the turn ends", async () => {
    const { token } = await student();
    const session = await openTutoringSession(api, token, "Statistics", "Outliers");
    fake.setDefault((request) => (request.stream ? "A perfectly ordinary looking reply." : answerLikeAModel(request)));
    fake.setModerationDefault((request) =>
      String(request.input).startsWith("A perfectly ordinary") ? { scores: { sexual: 0.97 } } : { scores: {} },
    );
    const chat = await sendChat(api, token, session.id, "what is an outlier?");
    expect(chat.events.some((event) => event.event === "replace")).toBe(true);
    expect(chat.session.messages.at(-1).content).toContain("isn't right for our lesson");
  });
});

describe("personal data", () => {
  test("is masked in the notes made from a turn", async () => {
    const { token } = await student();
    const session = await openTutoringSession(api, token, "Statistics", "Modes");
    fake.setDefault((request) => {
      const format = request.response_format;
      if (format && format.type === "json_schema" && format.json_schema.name === "turn_assessment") {
        return {
          json: {
            intent: "attempt",
            evidence: [],
            factsLearned: [],
            mistakes: ["wrote their email (ana@example.com) instead of the mode"],
            advanceStep: false,
          },
        };
      }
      return answerLikeAModel(request);
    });
    await sendChat(api, token, session.id, "the mode is the most common value I think");
    const notes = await api.ctx.database.read.select().from(sessionNotes).where(eq(sessionNotes.sessionId, session.id));
    expect(notes.map((note) => note.label).join(" ")).not.toContain("ana@example.com");
    expect(notes.map((note) => note.label).join(" ")).toContain("[email removed]");
  });
});

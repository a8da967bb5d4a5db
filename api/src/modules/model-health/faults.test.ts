import { afterAll, describe, expect, test } from "bun:test";
import type { ChatCompletionCreateParams } from "openai/resources/chat/completions";
import { answerLikeAModel, startApiWithFakeModel } from "../../../test/fake-model";
import type { FakeReply } from "../../../test/fake-openai";
import type { TestApi } from "../../../test/harness";
import { sendChat } from "../../../test/school";
import { startTestSmtpServer } from "../../../test/smtp-server";

/**
 * When the district's model fails, the lesson goes on: every call of a curated-topic journey
 * (outline, session, five turns, flashcards, grading) answers 2xx, and the ones the built-in tutor
 * served say so (`x-bloom-ai: offline`, or a `notice` in the chat stream). Against the fake OpenAI
 * server, with each way a model fails.
 */

const isStructured = (request: ChatCompletionCreateParams) => request.response_format !== undefined || !request.stream;

const MODES: {
  name: string;
  reply: (request: ChatCompletionCreateParams) => FakeReply;
  replies: "model" | "offline";
}[] = [
  {
    name: "answers structured calls in plain text",
    reply: (request) =>
      isStructured(request) ? "Sure! Here is a friendly answer in prose." : answerLikeAModel(request),
    replies: "model",
  },
  {
    name: "answers structured calls with invalid JSON",
    reply: (request) => (isStructured(request) ? { fault: "malformed" } : answerLikeAModel(request)),
    replies: "model",
  },
  {
    name: "answers with JSON that breaks the schema",
    reply: (request) =>
      isStructured(request)
        ? { fault: "malformed", content: '{"topics": 5, "sections": "none"}' }
        : answerLikeAModel(request),
    replies: "model",
  },
  { name: "stalls", reply: () => ({ fault: "timeout" }), replies: "offline" },
  { name: "answers 500", reply: () => ({ fault: "http", status: 500 }), replies: "offline" },
  {
    name: "answers 429 with Retry-After",
    reply: () => ({ fault: "http", status: 429, retryAfterSeconds: 1 }),
    replies: "offline",
  },
];

async function curatedJourney(api: TestApi) {
  const { token } = await api.createUser({ subscriptionStatus: "active" });
  const statuses: { step: string; status: number; offline: boolean }[] = [];
  const note = (step: string, response: { status: number; headers: Headers }) =>
    statuses.push({ step, status: response.status, offline: response.headers.get("x-bloom-ai") === "offline" });

  const subject = await api.call("/api/subjects", { method: "POST", token, json: { name: "Cell Biology" } });
  note("subject", subject);
  const outline = await api.call(`/api/subjects/${subject.body.id}/outline/generate`, { method: "POST", token });
  note("outline", outline);
  const session = await api.call("/api/tutoring/session", {
    method: "POST",
    token,
    json: { subjectId: subject.body.id, topic: "Cell Structure and Organelles" },
  });
  note("session", session);
  const turns = [];
  for (const message of [
    "I remember the nucleus and maybe mitochondria",
    "The DNA is in the cytoplasm, in the nucleoid",
    "hint?",
    "bacteria and archaea",
    "It is prokaryotic because it has no nucleus",
  ]) {
    const turn = await sendChat(api, token, session.body.id, message);
    turns.push({
      status: turn.status,
      ended: turn.events.at(-1)?.event === "end",
      notice: turn.events.some((event) => event.event === "notice"),
      reply: turn.reply,
    });
  }
  const cards = await api.call("/api/practice/flashcards/generate-enhanced", {
    method: "POST",
    token,
    json: { subject: "Cell Biology", topic: "Cell Structure and Organelles" },
  });
  note("flashcards", cards);
  const graded = await api.call("/api/practice/flashcards/evaluate", {
    method: "POST",
    token,
    json: { userAnswer: cards.body.cards?.[0]?.answer ?? "x", card: { id: cards.body.cards?.[0]?.id ?? "x" } },
  });
  note("grading", graded);
  return { statuses, turns };
}

for (const mode of MODES) {
  describe(`a model that ${mode.name}`, () => {
    let model: Awaited<ReturnType<typeof startApiWithFakeModel>>;
    afterAll(() => model?.close());

    test("leaves a curated lesson whole: every answer 2xx, those served offline marked", async () => {
      model = await startApiWithFakeModel();
      model.fake.setDefault(mode.reply);
      model.fake.setModerationDefault(() => ({ scores: {} }));
      const { statuses, turns } = await curatedJourney(model.api);
      for (const entry of statuses) {
        expect({ step: entry.step, ok: entry.status >= 200 && entry.status < 300 }).toEqual({
          step: entry.step,
          ok: true,
        });
      }
      for (const step of ["outline", "session", "flashcards", "grading"]) {
        expect({ step, offline: statuses.find((entry) => entry.step === step)!.offline }).toEqual({
          step,
          offline: true,
        });
      }
      for (const turn of turns) {
        expect(turn.status).toBe(200);
        expect(turn.ended).toBe(true);
        expect(turn.reply.trim().length).toBeGreaterThan(0);
      }
      if (mode.replies === "offline") expect(turns.every((turn) => turn.notice)).toBe(true);
    });
  });
}

describe("the circuit breaker", () => {
  test("after five failures, no request waits for the dead model: the built-in tutor answers at once", async () => {
    const model = await startApiWithFakeModel();
    try {
      model.fake.setDefault(() => ({ fault: "timeout" }));
      const { token } = await model.api.createUser({ subscriptionStatus: "active" });
      const grade = () =>
        model.api.call("/api/practice/flashcards", {
          method: "POST",
          token,
          json: { subject: "Algebra I", topic: "Linear Equations", question: "2x = 8. x?", answer: "4" },
        });
      const card = (await grade()).body;
      const evaluate = () =>
        model.api.call("/api/practice/flashcards/evaluate", {
          method: "POST",
          token,
          json: { userAnswer: "4", card: { id: card.id } },
        });
      for (let i = 0; i < 5; i++) expect((await evaluate()).status).toBe(200);
      const sentBeforeOpen = model.fake.requests.length;
      expect(sentBeforeOpen).toBeGreaterThanOrEqual(5);
      for (let i = 0; i < 10; i++) {
        const answered = await evaluate();
        expect(answered.status).toBe(200);
        expect(answered.headers.get("x-bloom-ai")).toBe("offline");
      }
      // With the breaker open, not one of those ten calls reached the model.
      expect(model.fake.requests.length).toBe(sentBeforeOpen);
    } finally {
      await model.close();
    }
  });
});

describe("structured output on servers that lack it", () => {
  test("a server that rejects json_schema is asked in JSON mode, then remembered; fenced or slightly broken JSON is repaired", async () => {
    const model = await startApiWithFakeModel();
    try {
      model.fake.setDefault((request) => {
        const format = request.response_format;
        if (format?.type === "json_schema") {
          return {
            fault: "http",
            status: 400,
            message: "response_format of type json_schema is not supported by this model",
          };
        }
        if (format?.type === "json_object") {
          return '```json\n{"topics": ["Foundations", "Core Ideas", "Applications", "Review",],}\n```';
        }
        return answerLikeAModel(request);
      });
      const { token } = await model.api.createUser({ subscriptionStatus: "active" });
      const subject = await model.api.call("/api/subjects", { method: "POST", token, json: { name: "Geology" } });
      const outline = await model.api.call(`/api/subjects/${subject.body.id}/outline/generate`, {
        method: "POST",
        token,
      });
      expect(outline.status).toBe(200);
      expect(outline.headers.get("x-bloom-ai")).toBeNull();
      expect(outline.body.outline).toEqual(["Foundations", "Core Ideas", "Applications", "Review"]);
      const health = await model.api.call("/api/admin/ai/health", {
        token: (await model.api.createUser({ role: "admin", districtId: "demo-district" })).token,
      });
      expect(health.body.structuredMode).toBe("json_object");
      const formats = model.fake.requests.map((request) => request.response_format?.type);
      expect(formats).toEqual(["json_schema", "json_object"]);
    } finally {
      await model.close();
    }
  });
});

describe("model health for admins", () => {
  test("shows the breaker, the failures (kind and time, no student text) and the share served offline; one email when the breaker opens", async () => {
    const smtp = await startTestSmtpServer();
    const model = await startApiWithFakeModel({ SMTP_URL: smtp.url });
    try {
      const admin = await model.api.createUser({
        role: "admin",
        districtId: "demo-district",
        email: "it@lakeside.example",
      });
      const teacher = await model.api.createUser({
        role: "teacher",
        districtId: "demo-district",
        schoolId: "demo-school",
      });
      expect((await model.api.call("/api/admin/ai/health", { token: teacher.token })).status).toBe(403);
      model.fake.setDefault(() => ({ fault: "http", status: 503 }));
      const { token } = await model.api.createUser({ subscriptionStatus: "active" });
      for (let i = 0; i < 8; i++) {
        await model.api.call("/api/subjects", { method: "POST", token, json: { name: `Subject ${i}` } });
      }
      const subjects = (await model.api.call("/api/subjects", { token })).body;
      for (const subject of subjects) {
        await model.api.call(`/api/subjects/${subject.id}/outline/generate`, { method: "POST", token });
      }
      const health = await model.api.call("/api/admin/ai/health", { token: admin.token });
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ provider: "openai", model: "fake-model", breaker: { state: "open" } });
      expect(health.body.lastHour.offlineShare).toBe(1);
      expect(health.body.lastHour.calls).toBe(8);
      expect(health.body.recentFailures.length).toBe(5);
      expect(health.body.recentFailures.every((failure: { kind: string }) => failure.kind === "upstream")).toBe(true);
      expect(JSON.stringify(health.body)).not.toContain("Subject 3");
      await model.api.ctx.outbox.settle();
      const outage = smtp.received.filter((email) => email.subject === "Bloom: your AI model is not answering");
      expect(outage.map((email) => email.to[0])).toEqual(["it@lakeside.example"]);
    } finally {
      await model.close();
      await smtp.close();
    }
  });
});

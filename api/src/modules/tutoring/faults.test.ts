import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { AI_FALLBACK_NOTICE } from "@bloom/domain";
import { eq } from "drizzle-orm";
import { answerLikeAModel, startApiWithFakeModel } from "../../../test/fake-model";
import type { FakeReply } from "../../../test/fake-openai";
import { messages } from "../../db/schema";

/**
 * Chat turns against a fake OpenAI server (a real HTTP server speaking the Chat Completions
 * protocol) with each fault injected: the built-in tutor answers instead, the student is told in
 * one calm line, the message is kept exactly once, and no assistant message is half-stored or
 * duplicated.
 */

const model = await startApiWithFakeModel();
const { api, fake } = model;
afterAll(() => model.close());
beforeEach(() => model.reset());

async function openSession() {
  const student = await api.createUser({ subscriptionStatus: "active" });
  const subject = (
    await api.call("/api/subjects", { method: "POST", token: student.token, json: { name: "Statistics" } })
  ).body;
  const session = (
    await api.call("/api/tutoring/session", {
      method: "POST",
      token: student.token,
      json: { subjectId: subject.id, topic: "Averages" },
    })
  ).body;
  expect(session.step).toBe("WARMUP");
  return { token: student.token, session };
}

/** Sends a message over SSE and returns the events, parsed. */
async function sendStreamed(token: string, sessionId: string, message: string, clientMessageId: string) {
  const response = await fetch(`${api.url}/api/tutoring/session/${sessionId}/message`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ message, clientMessageId }),
  });
  const raw = await response.text();
  return raw
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const [event, data] = block.split("\n");
      return { event: event!.replace("event: ", ""), data: JSON.parse(data!.replace("data: ", "")) };
    });
}

async function stored(sessionId: string) {
  const rows = await api.ctx.database.read.select().from(messages).where(eq(messages.sessionId, sessionId));
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** Scripts the reply stream to fail; the assessment that runs beside it gets a normal answer. */
function failTheReply(fault: FakeReply) {
  fake.setDefault((request) => (request.stream ? fault : answerLikeAModel(request)));
}

const FAULTS: { name: string; fault: FakeReply; replaced: boolean }[] = [
  { name: "HTTP 500", fault: { fault: "http", status: 500 }, replaced: false },
  { name: "429", fault: { fault: "http", status: 429, retryAfterSeconds: 0 }, replaced: false },
  { name: "timeout", fault: { fault: "timeout" }, replaced: false },
  { name: "malformed stream", fault: { fault: "malformed" }, replaced: false },
  // Three chunks were already shown when the model broke off: they are replaced, not added to.
  { name: "stream cut mid-way", fault: { fault: "cut", afterChunks: 3 }, replaced: true },
];

describe("faults while streaming the reply", () => {
  for (const { name, fault, replaced } of FAULTS) {
    test(`${name}: the built-in tutor answers instead, with one calm notice, and the turn is stored once`, async () => {
      const { token, session } = await openSession();
      failTheReply(fault);
      const events = await sendStreamed(token, session.id, "The mean is the middle number.", `fault-${name}`);
      expect(events.some((event) => event.event === "error")).toBe(false);
      const notices = events.filter((event) => event.event === "notice");
      expect(notices.map((notice) => notice.data)).toEqual([{ message: AI_FALLBACK_NOTICE }]);
      expect(events.some((event) => event.event === "replace")).toBe(replaced);
      const end = events.at(-1)!;
      expect(end.event).toBe("end");

      const rows = await stored(session.id);
      expect(rows.map((m) => m.role)).toEqual(["ASSISTANT", "USER", "ASSISTANT"]);
      expect(rows[1]!.content).toBe("The mean is the middle number.");
      expect(rows[2]!.replyToId).toBe(rows[1]!.id);
      // What is kept is what the student was finally shown: the built-in tutor's reply.
      const shown = replaced
        ? events.find((event) => event.event === "replace")!.data.content
        : events
            .filter((event) => event.event === "message")
            .map((event) => event.data.chunk)
            .join("");
      expect(rows[2]!.content).toBe(shown.trim());
      expect(end.data.session.messages.at(-1).content).toBe(shown.trim());
    });
  }

  test("as JSON, a failed reply is answered by the built-in tutor, marked with x-bloom-ai: offline", async () => {
    const { token, session } = await openSession();
    failTheReply({ fault: "http", status: 500 });
    const answered = await api.call(`/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      token,
      json: { message: "Is it the total divided by the count?" },
    });
    expect(answered.status).toBe(200);
    expect(answered.headers.get("x-bloom-ai")).toBe("offline");
    expect(answered.body.messages.map((m: { role: string }) => m.role)).toEqual(["ASSISTANT", "USER", "ASSISTANT"]);
  });
});

describe("the turn with a working model", () => {
  test("the reply streams and the assessment, run beside it, moves mastery, facts and the step", async () => {
    const { token, session } = await openSession();
    const events = await sendStreamed(token, session.id, "I know averages from my grades.", "ok-1");
    const end = events.at(-1)!;
    expect(end.event).toBe("end");
    const updated = end.data.session;
    expect(updated.step).toBe("NEW_CONCEPT");
    expect(updated.mastery).toBeGreaterThan(0);
    expect(updated.sectionFacts[updated.currentSection]).toEqual([{ label: "A fact the student showed." }]);
    // The reply and the assessment were separate requests to the model; the student's text was fenced in both.
    const streamed = fake.requests.filter((request) => request.stream);
    const assessed = fake.requests.filter((request) => request.response_format?.type === "json_schema");
    expect(streamed.length).toBeGreaterThan(0);
    expect(assessed.length).toBeGreaterThan(0);
    for (const request of [streamed.at(-1)!, assessed.at(-1)!]) {
      expect(JSON.stringify(request.messages)).toContain(
        "<student_message>\\nI know averages from my grades.\\n</student_message>",
      );
    }
  });

  test("a failed assessment keeps the reply, without evidence or a step change", async () => {
    const { token, session } = await openSession();
    fake.setDefault((request) =>
      request.response_format?.type === "json_schema" ? { fault: "http", status: 500 } : answerLikeAModel(request),
    );
    const events = await sendStreamed(token, session.id, "I think I know this.", "assess-fail");
    const end = events.at(-1)!;
    expect(end.event).toBe("end");
    expect(end.data.session.step).toBe("WARMUP");
    expect(end.data.session.messages.at(-1).role).toBe("ASSISTANT");
  });

  test("a client that disconnects mid-reply stops the upstream generation", async () => {
    const { token, session } = await openSession();
    fake.setDefault((request) =>
      request.stream
        ? { content: "one two three four five six seven eight nine ten", chunkDelayMs: 200 }
        : answerLikeAModel(request),
    );
    const seen = fake.disconnects;
    const response = await fetch(`${api.url}/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: "Tell me more.", clientMessageId: "leave-1" }),
    });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await fake.waitForDisconnects(seen + 1);
    const rows = await stored(session.id);
    expect(rows.map((m) => m.role)).toEqual(["ASSISTANT", "USER"]);
  });
});

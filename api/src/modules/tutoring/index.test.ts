import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { messages } from "../../db/schema";
import { newId } from "../../ids";

/** Tutoring sessions and chat over HTTP, on the offline provider (deterministic, no network). */

const api = await startTestApi();
// The offline tutor at its pace, as a student sees it: its chunks arrive apart, so each is an event of its own.
const paced = await startTestApi({ OFFLINE_TUTOR_PACE_MS: "2" });
afterAll(() => Promise.all([api.close(), paced.close()]));

async function studentWithSubject(name = "Marine Biology", on = api) {
  const student = await on.createUser({ subscriptionStatus: "active" });
  const subject = (await on.call("/api/subjects", { method: "POST", token: student.token, json: { name } })).body;
  return { ...student, subject };
}

async function openSession(token: string, subjectId: string, topic: string, on = api) {
  return on.call("/api/tutoring/session", { method: "POST", token, json: { subjectId, topic } });
}

describe("sessions", () => {
  test("creating a session plans the topic and opens at WARMUP on the first section, with every spec field", async () => {
    const { token, subject } = await studentWithSubject("Cell Biology");
    const { status, body } = await openSession(token, subject.id, "  Cell   Membrane and Transport ");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "subjectId",
        "subject",
        "topic",
        "status",
        "step",
        "mastery",
        "topicSections",
        "currentSection",
        "sectionMastery",
        "sectionFacts",
        "sectionMistakes",
        "concepts",
        "messages",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
    expect(body).toMatchObject({
      subjectId: subject.id,
      subject: "Cell Biology",
      topic: "Cell Membrane and Transport",
      status: "open",
      step: "WARMUP",
      mastery: 0,
    });
    expect(body.topicSections.length).toBeGreaterThanOrEqual(2);
    expect(body.currentSection).toBe(body.topicSections[0]);
    for (const section of body.topicSections) {
      expect(body.sectionMastery[section]).toBe(0);
      expect(body.sectionFacts[section]).toEqual([]);
      expect(body.sectionMistakes[section]).toEqual([]);
    }
    expect(body.concepts.length).toBeGreaterThan(0);
    for (const concept of body.concepts) {
      expect(concept).toMatchObject({ masteryLevel: 0 });
      expect(body.topicSections).toContain(concept.topicSectionId);
      expect(concept.definition.length).toBeGreaterThan(0);
    }
    // The tutor opens with a greeting and one warm-up question.
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0].role).toBe("ASSISTANT");
    expect(body.messages[0].content).toContain("Cell Membrane and Transport");
  });

  test("a topic outside the built-in courses opens honestly: one section, no concepts, and a tutor that says why", async () => {
    const { token, subject } = await studentWithSubject();
    const { status, body } = await openSession(token, subject.id, "Coral Reefs");
    expect(status).toBe(200);
    expect(body.topicSections).toEqual(["Coral Reefs"]);
    expect(body.concepts).toEqual([]);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0].content).toContain("I can't teach **Coral Reefs** properly yet");
    expect(body.messages[0].content).toContain("AI model");
    expect(body.messages[0].content).toContain("**Cell Structure and Organelles** (Cell Biology)");
  });

  test("creating again returns the same open session; GET finds it by subject and trimmed topic", async () => {
    const { token, subject } = await studentWithSubject();
    const first = await openSession(token, subject.id, "Tides");
    const again = await openSession(token, subject.id, " Tides ");
    expect(again.body.id).toBe(first.body.id);
    const found = await api.call(
      `/api/tutoring/session?subjectId=${subject.id}&topic=${encodeURIComponent("  Tides ")}`,
      { token },
    );
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(first.body.id);
    const byId = await api.call(`/api/tutoring/session/${first.body.id}`, { token });
    expect(byId.body.id).toBe(first.body.id);
  });

  test("concurrent creations of the same session make one", async () => {
    const { token, subject } = await studentWithSubject();
    const results = await Promise.all(Array.from({ length: 5 }, () => openSession(token, subject.id, "Plankton")));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
  });

  test("GET answers 404 when there is no session yet", async () => {
    const { token, subject } = await studentWithSubject();
    const { status, body } = await api.call(`/api/tutoring/session?subjectId=${subject.id}&topic=Whales`, { token });
    expect(status).toBe(404);
    expect(body).toEqual({ code: "NOT_FOUND", error: "A tutoring session for this topic was not found." });
  });

  test("GET /session/active answers 200 with null before a session exists, and the session after", async () => {
    const { token, subject } = await studentWithSubject();
    const path = `/api/tutoring/session/active?subjectId=${subject.id}&topic=${encodeURIComponent(" Reefs ")}`;
    expect(await api.call(path, { token })).toMatchObject({ status: 200, body: { session: null } });
    const session = await openSession(token, subject.id, "Reefs");
    expect((await api.call(path, { token })).body.session.id).toBe(session.body.id);
    const stranger = await api.createUser({ subscriptionStatus: "active" });
    expect((await api.call(path, { token: stranger.token })).status).toBe(404);
  });

  test("section change returns { session } with the new current section, opened by the tutor; an unknown section is a clear 400", async () => {
    const { token, subject } = await studentWithSubject("World History");
    const session = (await openSession(token, subject.id, "Ancient Civilizations")).body;
    const target = session.topicSections[1];
    const changed = await api.call(`/api/tutoring/session/${session.id}/section`, {
      method: "POST",
      token,
      json: { section: target },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.session.currentSection).toBe(target);
    expect(changed.body.session.messages.slice(0, -1)).toEqual(session.messages);
    expect(changed.body.session.messages.at(-1)).toMatchObject({ role: "ASSISTANT" });
    expect(changed.body.session.messages.at(-1).content).toStartWith(`Let's work on **${target}**.`);
    const again = await api.call(`/api/tutoring/session/${session.id}/section`, {
      method: "POST",
      token,
      json: { section: target },
    });
    expect(again.body.session.messages).toEqual(changed.body.session.messages);
    const unknown = await api.call(`/api/tutoring/session/${session.id}/section`, {
      method: "POST",
      token,
      json: { section: "Volcanoes" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('"Volcanoes" is not a section of this topic.');
  });

  test("pause keeps the session; a new message or create reopens it; end closes it for good", async () => {
    const { token, subject } = await studentWithSubject();
    const session = (await openSession(token, subject.id, "Kelp Forests")).body;
    const paused = await api.call(`/api/tutoring/session/${session.id}/pause`, { method: "POST", token });
    expect(paused.body.status).toBe("paused");
    expect((await openSession(token, subject.id, "Kelp Forests")).body).toMatchObject({
      id: session.id,
      status: "open",
    });

    const ended = await api.call(`/api/tutoring/session/${session.id}/end`, { method: "POST", token });
    expect(ended.body.status).toBe("ended");
    const after = await api.call(`/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      token,
      json: { message: "hello" },
    });
    expect(after.status).toBe(409);
    const fresh = await openSession(token, subject.id, "Kelp Forests");
    expect(fresh.body.id).not.toBe(session.id);
  });

  test("input is validated with clear messages", async () => {
    const { token, subject } = await studentWithSubject();
    const blank = await openSession(token, subject.id, "   ");
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("Please choose a topic.");
    const missing = await api.call("/api/tutoring/session", { method: "POST", token, json: { topic: "X" } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Please choose a subject.");
    const noSubject = await openSession(token, newId(), "X");
    expect(noSubject.status).toBe(404);
    const session = (await openSession(token, subject.id, "Sharks")).body;
    const empty = await api.call(`/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      token,
      json: { message: "  \n " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Please type a message first.");
    const long = await api.call(`/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      token,
      json: { message: "a".repeat(4001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("Please keep your message under 4000 characters.");
  });
});

describe("chat", () => {
  test("a message answers with the updated session as JSON: the student's message, then the tutor's reply", async () => {
    const { token, subject } = await studentWithSubject("Cell Biology");
    const session = (await openSession(token, subject.id, "Cell Structure and Organelles")).body;
    const { status, body } = await api.call(`/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      token,
      json: { message: "  I know cells have a nucleus.  " },
    });
    expect(status).toBe(200);
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(["ASSISTANT", "USER", "ASSISTANT"]);
    expect(body.messages[1].content).toBe("I know cells have a nucleus.");
    expect(body.step).toBe("NEW_CONCEPT");
  });

  test("streams SSE exactly as spec §7: message events with chunks, then end with the session", async () => {
    const { token, subject } = await studentWithSubject("Marine Biology", paced);
    const session = (await openSession(token, subject.id, "Deep Sea Vents", paced)).body;
    const response = await fetch(`${paced.url}/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: "Not much, honestly." }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const raw = await response.text();
    const events = raw.split("\n\n").filter(Boolean);
    // Every event is exactly two lines: "event: <name>" and "data: <json>".
    for (const event of events) expect(event).toMatch(/^event: (message|end)\ndata: \{.*\}$/);
    const parsed = events.map((event) => {
      const [name, data] = event.split("\n");
      return { name: name!.slice("event: ".length), data: JSON.parse(data!.slice("data: ".length)) };
    });
    const chunks = parsed.filter((e) => e.name === "message");
    expect(chunks.length).toBeGreaterThan(3);
    expect(parsed.at(-1)!.name).toBe("end");
    expect(parsed.filter((e) => e.name === "end")).toHaveLength(1);
    const reply = chunks.map((e) => e.data.chunk).join("");
    const stored = parsed.at(-1)!.data.session.messages.at(-1);
    expect(stored.role).toBe("ASSISTANT");
    expect(stored.content).toBe(reply.trim());
  });

  test("a resend with the same clientMessageId is stored once and answered once", async () => {
    const { token, subject } = await studentWithSubject();
    const session = (await openSession(token, subject.id, "Sea Turtles")).body;
    const send = () =>
      api.call(`/api/tutoring/session/${session.id}/message`, {
        method: "POST",
        token,
        json: { message: "They migrate.", clientMessageId: "m-1" },
      });
    const first = await send();
    const again = await send();
    expect(again.body.messages).toEqual(first.body.messages);
    const stored = await api.ctx.database.read.select().from(messages).where(eq(messages.sessionId, session.id));
    expect(stored.filter((m) => m.role === "USER")).toHaveLength(1);
  });
});

describe("authorization", () => {
  test("another user's session id is 404 on every tutoring route", async () => {
    const owner = await studentWithSubject("Algebra I");
    const session = (await openSession(owner.token, owner.subject.id, "Functions and Graphs")).body;
    const intruder = await api.createUser({ subscriptionStatus: "active" });
    const attempts: [string, string, unknown][] = [
      ["GET", `/api/tutoring/session/${session.id}`, undefined],
      ["GET", `/api/tutoring/session?subjectId=${owner.subject.id}&topic=Functions%20and%20Graphs`, undefined],
      ["POST", "/api/tutoring/session", { subjectId: owner.subject.id, topic: "Functions and Graphs" }],
      ["POST", `/api/tutoring/session/${session.id}/section`, { section: session.topicSections[1] }],
      ["POST", `/api/tutoring/session/${session.id}/pause`, undefined],
      ["POST", `/api/tutoring/session/${session.id}/end`, undefined],
      ["POST", `/api/tutoring/session/${session.id}/message`, { message: "hi" }],
    ];
    for (const [method, path, json] of attempts) {
      const { status, body } = await api.call(path, { method, token: intruder.token, json });
      expect(status).toBe(404);
      expect(body.code).toBe("NOT_FOUND");
    }
    const untouched = await api.call(`/api/tutoring/session/${session.id}`, { token: owner.token });
    expect(untouched.body).toMatchObject({ status: "open", messages: session.messages });
  });

  test("tutoring needs a subscription or a running trial, and the student or teacher role", async () => {
    const lapsed = await api.createUser({ subscriptionStatus: "canceled" });
    const none = await api.call("/api/tutoring/session/x", { token: lapsed.token });
    expect(none.status).toBe(402);
    const expired = await api.createUser({
      subscriptionStatus: "trialing",
      trialEnd: Math.floor(Date.now() / 1000) - 10,
    });
    expect((await api.call("/api/tutoring/session/x", { token: expired.token })).body.code).toBe("TRIAL_EXPIRED");
    const admin = await api.createUser({ role: "admin", subscriptionStatus: "active" });
    expect((await api.call("/api/tutoring/session/x", { token: admin.token })).status).toBe(403);
    expect((await api.call("/api/tutoring/session/x")).status).toBe(401);
  });
});

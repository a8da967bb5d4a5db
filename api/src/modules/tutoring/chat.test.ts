import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { messages } from "../../db/schema";

/**
 * What a chat turn keeps when it is cut short, on the offline tutor streaming at a slow pace so
 * the test can leave mid-reply.
 */

const api = await startTestApi({ OFFLINE_TUTOR_PACE_MS: "40" });
afterAll(() => api.close());

async function sessionFor(topic: string) {
  const student = await api.createUser({ subscriptionStatus: "active" });
  const subject = (await api.call("/api/subjects", { method: "POST", token: student.token, json: { name: "Ecology" } }))
    .body;
  const session = (
    await api.call("/api/tutoring/session", {
      method: "POST",
      token: student.token,
      json: { subjectId: subject.id, topic },
    })
  ).body;
  return { ...student, session };
}

async function storedMessages(sessionId: string) {
  return api.ctx.database.read.select().from(messages).where(eq(messages.sessionId, sessionId));
}

describe("a client that disconnects mid-stream", () => {
  test("keeps the student's message once, stores no part of the reply, and a resend answers it", async () => {
    const { token, session } = await sessionFor("Food Webs");
    const response = await fetch(`${api.url}/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: "Plants make their own food.", clientMessageId: "cut-1" }),
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toStartWith("event: message\ndata: ");
    await reader.cancel();

    // The server notices the closed connection and stops; give it a moment to finish up.
    let stored = await storedMessages(session.id);
    for (let attempt = 0; attempt < 50 && stored.length < 2; attempt++) {
      await Bun.sleep(20);
      stored = await storedMessages(session.id);
    }
    await Bun.sleep(300);
    stored = await storedMessages(session.id);
    expect(stored.filter((m) => m.role === "USER").map((m) => m.content)).toEqual(["Plants make their own food."]);
    expect(stored.filter((m) => m.role === "ASSISTANT")).toHaveLength(1); // only the opening message

    const resend = await api.call(`/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      token,
      json: { message: "Plants make their own food.", clientMessageId: "cut-1" },
    });
    expect(resend.status).toBe(200);
    expect(resend.body.messages.map((m: { role: string }) => m.role)).toEqual(["ASSISTANT", "USER", "ASSISTANT"]);
  });

  test("a resend without a client id, of the last unanswered message, is not stored twice", async () => {
    const { token, session } = await sessionFor("Energy Pyramids");
    const response = await fetch(`${api.url}/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: "Energy is lost at each level." }),
    });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await Bun.sleep(300);
    const resend = await api.call(`/api/tutoring/session/${session.id}/message`, {
      method: "POST",
      token,
      json: { message: "Energy is lost at each level." },
    });
    expect(resend.status).toBe(200);
    const users = (await storedMessages(session.id)).filter((m) => m.role === "USER");
    expect(users).toHaveLength(1);
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../api/test/harness";
import { createApiClient } from "./api-client";
import { sendChatMessage } from "./chat-stream";
import { generateContent } from "./content-stream";
import { apiErrorOf, slowDownMessage } from "./errors";
import { memoryTokenStore } from "./token-store";

/** The browser client against the real API over HTTP. */

// The offline tutor at its pace, as a student sees it: its chunks arrive apart, each an event of its own.
const api = await startTestApi({ OFFLINE_TUTOR_PACE_MS: "2" });
afterAll(() => api.close());

async function signedInClient() {
  const { token } = await api.createUser({ subscriptionStatus: "active" });
  const tokens = memoryTokenStore(token);
  let unauthorized = 0;
  const client = createApiClient({ baseUrl: api.url, tokens, onUnauthorized: () => unauthorized++ });
  return { client, tokens, unauthorizedCount: () => unauthorized };
}

describe("createApiClient", () => {
  test("typed calls carry the bearer token", async () => {
    const { client } = await signedInClient();
    const subject = await client.unwrap(client.api.subjects.post({ name: "Chemistry" }), "Failed to add subject.");
    expect(subject.name).toBe("Chemistry");
    const list = await client.unwrap(client.api.subjects.get(), "Failed to load subjects.");
    expect(list.map((s) => s.subject_id)).toEqual([subject.id]);
  });

  test("an error carries the server's sentence, or the fallback", async () => {
    const { client } = await signedInClient();
    await expect(client.unwrap(client.api.subjects.post({ name: "  " }), "Failed to add subject.")).rejects.toThrow(
      "Please enter a subject name.",
    );
  });

  test("a 401 clears the token and tells the host", async () => {
    const { client, tokens, unauthorizedCount } = await signedInClient();
    tokens.set("not-a-valid-token");
    const result = await client.api.subjects.get();
    expect(result.response.status).toBe(401);
    expect(tokens.get()).toBeNull();
    expect(unauthorizedCount()).toBe(1);
  });
});

describe("sendChatMessage", () => {
  test("streams the reply's chunks and returns the session from the end event", async () => {
    const { client } = await signedInClient();
    const subject = await client.unwrap(client.api.subjects.post({ name: "Physics" }), "x");
    const session = await client.unwrap(
      client.api.tutoring.session.post({ subjectId: subject.id, topic: "Momentum" }),
      "Failed to create session.",
    );
    const chunks: string[] = [];
    const updated = await sendChatMessage(client, session.id, "Something about mass and speed?", {
      onChunk: (chunk) => chunks.push(chunk),
    });
    expect(chunks.length).toBeGreaterThan(3);
    expect(updated.messages.at(-1)!.content).toBe(chunks.join("").trim());
    expect(updated.messages.at(-2)!.content).toBe("Something about mass and speed?");
  });

  test("a reply the safety screen withdraws is replaced, and the session holds the safe one", async () => {
    const { answerLikeAModel, startApiWithFakeModel } = await import("../../../api/test/fake-model");
    const withModel = await startApiWithFakeModel();
    try {
      withModel.fake.setDefault((request) =>
        request.stream ? "Sure. The best way to hurt yourself is to cut deeper." : answerLikeAModel(request),
      );
      const { token } = await withModel.api.createUser({ subscriptionStatus: "active" });
      const client = createApiClient({
        baseUrl: withModel.api.url,
        tokens: memoryTokenStore(token),
        onUnauthorized: () => undefined,
      });
      const subject = await client.unwrap(client.api.subjects.post({ name: "Physics" }), "x");
      const session = await client.unwrap(
        client.api.tutoring.session.post({ subjectId: subject.id, topic: "Force" }),
        "x",
      );
      let shown = "";
      const updated = await sendChatMessage(client, session.id, "what is a force?", {
        onChunk: (chunk) => {
          shown += chunk;
        },
        onReplace: (content) => {
          shown = content;
        },
      });
      expect(shown).not.toContain("cut deeper");
      expect(shown).toBe(updated.messages.at(-1)!.content);
    } finally {
      await withModel.close();
    }
  });

  test("uses the server's sentence when sending fails", async () => {
    const { client } = await signedInClient();
    await expect(sendChatMessage(client, "missing", "hi", { onChunk: () => undefined })).rejects.toThrow(
      "That tutoring session was not found.",
    );
  });
});

describe("generateContent", () => {
  test("reports progress and returns the result", async () => {
    const { client } = await signedInClient();
    const stages: string[] = [];
    const result = await generateContent(
      client,
      { subjectName: "Cell Biology", topicName: "Cell Structure and Organelles" },
      { onProgress: (p) => stages.push(p.stage) },
    );
    expect(result.success).toBe(true);
    expect([...new Set(stages)]).toEqual(["subject", "outline", "session"]);
  });

  test("an HTTP failure uses the dialog's wording", async () => {
    const { client } = await signedInClient();
    await expect(
      generateContent(client, { subjectName: "", topicName: "x" }, { onProgress: () => undefined }),
    ).rejects.toThrow("HTTP error! status: 400");
  });
});

describe("a rate limit (429)", () => {
  test("chat and content generation reject with the server's calm sentence, which slowDownMessage picks out", async () => {
    const limited = await startTestApi({ RATE_LIMIT_TUTOR_TURNS: "1/1m", RATE_LIMIT_CONTENT_GENERATION: "1/1m" });
    try {
      const { token } = await limited.createUser({ subscriptionStatus: "active" });
      const client = createApiClient({
        baseUrl: limited.url,
        tokens: memoryTokenStore(token),
        onUnauthorized: () => {},
      });
      const subject = await client.unwrap(client.api.subjects.post({ name: "Physics" }), "x");
      const session = await client.unwrap(
        client.api.tutoring.session.post({ subjectId: subject.id, topic: "Momentum" }),
        "Failed to create session.",
      );
      const chat = await sendChatMessage(client, session.id, "Mass times speed?", { onChunk: () => undefined }).catch(
        (error: unknown) => error,
      );
      expect(apiErrorOf(chat)).toEqual({ status: 429, code: "RATE_LIMITED" });
      expect(slowDownMessage(chat)).toStartWith("You're going a little fast. Please wait ");

      const input = { subjectName: "Cell Biology", topicName: "Cell Structure and Organelles" };
      await generateContent(client, input, { onProgress: () => undefined });
      const refused = await generateContent(client, input, { onProgress: () => undefined }).catch(
        (error: unknown) => error,
      );
      expect(slowDownMessage(refused)).toStartWith("You're going a little fast. Please wait ");
      // Any other failure is not a rate limit.
      expect(slowDownMessage(new Error("Failed to stream message"))).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../api/test/harness";
import { createApiClient } from "./api-client";
import { sendChatMessage } from "./chat-stream";
import { memoryTokenStore } from "./token-store";

/** The client sends the interface's language, so the API's sentences come in it (real API over HTTP). */

const api = await startTestApi();
afterAll(() => api.close());

async function clientIn(language: (() => string | undefined) | undefined) {
  const { token } = await api.createUser({ subscriptionStatus: "active" });
  return createApiClient({ baseUrl: api.url, tokens: memoryTokenStore(token), onUnauthorized: () => {}, language });
}

describe("the interface's language as Accept-Language", () => {
  test("typed calls get the server's sentence in the interface's language", async () => {
    const client = await clientIn(() => "es");
    await expect(client.unwrap(client.api.subjects.post({ name: "  " }), "x")).rejects.toThrow(
      "Escribe el nombre de una materia.",
    );
    client.setLanguage("en-US");
    await expect(client.unwrap(client.api.subjects.post({ name: "  " }), "x")).rejects.toThrow(
      "Please enter a subject name.",
    );
  });

  test("the header is on every request, the chat stream's too", async () => {
    const client = await clientIn(() => "es-419");
    const seen: (string | null)[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get("accept-language"));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      await client.api.subjects.get();
      await expect(sendChatMessage(client, "no-such-session", "Hola", { onChunk: () => {} })).rejects.toThrow(
        "No encontramos esa sesión de tutoría.",
      );
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seen).toEqual(["es-419", "es-419"]);
  });

  test("without a language the client sends none of its own, and the API writes English", async () => {
    const client = await clientIn(undefined);
    const response = await client.fetch("/api/nothing-here");
    expect(await response.json()).toEqual({ code: "ROUTE_NOT_FOUND", error: "There is no such address in the API." });
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../api/test/harness";
import { createApiClient } from "./api-client";
import { startFirstRead, takeFirstRead } from "./first-reads";
import { memoryTokenStore } from "./token-store";

/** A widget's first read started by the shell, against the real API: whose it is, and how often it is handed over. */

const api = await startTestApi();
afterAll(() => api.close());

async function userWithSubject(name: string) {
  const { token } = await api.createUser({ subscriptionStatus: "active" });
  const tokens = memoryTokenStore(token);
  const client = createApiClient({ baseUrl: api.url, tokens, onUnauthorized: () => {} });
  await client.unwrap(client.api.subjects.post({ name }), "Failed to add subject.");
  return { client, tokens, token };
}

describe("first reads", () => {
  test("the read started with the sign-in is handed to the widget once; the next asks the server", async () => {
    const { client } = await userWithSubject("Chemistry");
    startFirstRead(client, "subjects");
    const early = takeFirstRead(client, "subjects");
    expect(early).toBeDefined();
    expect((await early!).map((subject) => subject.name)).toEqual(["Chemistry"]);
    expect(takeFirstRead(client, "subjects")).toBeUndefined();
  });

  test("a read started for one user is never handed over after another signs in, or after sign-out", async () => {
    const { client, tokens } = await userWithSubject("Chemistry");
    const other = await userWithSubject("History");
    startFirstRead(client, "subjects");
    tokens.set(other.token);
    expect(takeFirstRead(client, "subjects")).toBeUndefined();

    startFirstRead(client, "subjects");
    tokens.clear();
    expect(takeFirstRead(client, "subjects")).toBeUndefined();
  });

  test("a read left unclaimed is replaced by the next one, so a later visit sees what changed since", async () => {
    const { client } = await userWithSubject("Chemistry");
    startFirstRead(client, "subjects");
    await client.startedReads.get("subjects")?.result;
    await client.unwrap(client.api.subjects.post({ name: "History" }), "Failed to add subject.");
    startFirstRead(client, "subjects");
    expect((await takeFirstRead(client, "subjects")!).map((subject) => subject.name).sort()).toEqual([
      "Chemistry",
      "History",
    ]);
  });

  test("the sign-in check started early answers as the check itself, a sign-in that no longer stands included", async () => {
    const { client } = await userWithSubject("Chemistry");
    startFirstRead(client, "profile");
    const early = await takeFirstRead(client, "profile");
    expect(early?.response.status).toBe(200);
    expect(early?.data?.email).toContain("@");

    let unauthorized = 0;
    const stale = createApiClient({
      baseUrl: api.url,
      tokens: memoryTokenStore("not-a-token"),
      onUnauthorized: () => unauthorized++,
    });
    startFirstRead(stale, "profile");
    expect((await takeFirstRead(stale, "profile"))?.response.status).toBe(401);
    expect(unauthorized).toBe(1);
    expect(stale.tokens.get()).toBeNull();
  });

  test("nothing is read without a stored sign-in", () => {
    const client = createApiClient({ baseUrl: api.url, tokens: memoryTokenStore(), onUnauthorized: () => {} });
    startFirstRead(client, "subjects");
    expect(takeFirstRead(client, "subjects")).toBeUndefined();
  });
});

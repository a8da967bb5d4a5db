import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../test/harness";

/** No browser, proxy or shared school computer keeps a copy of an API answer. */
const api = await startTestApi();
afterAll(() => api.close());

describe("Cache-Control on the API", () => {
  test("signed-in answers are no-store", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    for (const path of ["/api/auth/me", "/api/subjects", "/api/practice/flashcards", "/api/mastery/tree"]) {
      const answer = await api.call(path, { token });
      expect([path, answer.status]).toEqual([path, 200]);
      expect([path, answer.headers.get("cache-control")]).toEqual([path, "no-store"]);
    }
    const demo = await api.call("/api/auth/demo", { method: "POST", json: { fresh: true } });
    expect(demo.headers.get("cache-control")).toBe("no-store");
  });

  test("errors are no-store too: not signed in, not found, bad input", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const answers = [
      await api.call("/api/auth/me"),
      await api.call("/api/tutoring/session/not-a-session", { token }),
      await api.call("/api/auth/me", { method: "PATCH", token, json: { name: 42 } }),
      await api.call("/api/no-such-route"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 404, 400, 404]);
    for (const answer of answers) expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  test("outside the API, answers keep their own caching", async () => {
    const keys = await api.call("/lti/.well-known/jwks.json");
    expect(keys.headers.get("cache-control")).toBe("public, max-age=300");
  });
});

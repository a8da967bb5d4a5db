import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../test/harness";

const api = await startTestApi();
afterAll(() => api.close());

describe("error bodies", () => {
  test("an unknown API address is a 404 with { error, code }", async () => {
    const { status, body } = await api.call("/api/nothing-here");
    expect(status).toBe(404);
    expect(body).toEqual({ code: "ROUTE_NOT_FOUND", error: "There is no such address in the API." });
  });

  test("a body that is not JSON is a 400, never a 500", async () => {
    const { token } = await api.createUser();
    for (const body of ["{", "not json", '{"name": }']) {
      const response = await api.call("/api/subjects", {
        method: "POST",
        token,
        body,
        headers: { "content-type": "application/json" },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: "INVALID_JSON",
        error: "The request body could not be read. Send valid JSON.",
      });
    }
  });

  test("a JSON body that is not an object is a 400 that says so", async () => {
    const { token } = await api.createUser();
    for (const json of [null, [], "Biology", 12]) {
      const response = await api.call("/api/subjects", { method: "POST", token, json });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe("VALIDATION_FAILED");
      expect(typeof response.body.error).toBe("string");
    }
  });

  test("GET /api/health answers 200 once the database is migrated", async () => {
    const { status, body } = await api.call("/api/health");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok" });
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../test/harness";

const api = await startTestApi({ CORS_ORIGINS: "https://portal.school.example" });
afterAll(() => api.close());

describe("cross-origin calls from portals", () => {
  test("a listed origin gets a preflight answer and its own origin back", async () => {
    const preflight = await fetch(`${api.url}/api/subjects`, {
      method: "OPTIONS",
      headers: {
        origin: "https://portal.school.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://portal.school.example");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
    const { token } = await api.createUser();
    const call = await fetch(`${api.url}/api/subjects`, {
      headers: { origin: "https://portal.school.example", authorization: `Bearer ${token}` },
    });
    expect(call.status).toBe(200);
    expect(call.headers.get("access-control-allow-origin")).toBe("https://portal.school.example");
  });

  test("another origin gets no cross-origin permission", async () => {
    const call = await fetch(`${api.url}/api/health`, { headers: { origin: "https://elsewhere.example" } });
    expect(call.headers.get("access-control-allow-origin")).toBeNull();
  });
});

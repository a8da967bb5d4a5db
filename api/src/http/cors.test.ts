import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestApi, type TestApi } from "../../test/harness";
import { organisations } from "../db/schema";
import { newId } from "../ids";

/** Cross-origin calls: only the portals a district admin lists (and CORS_ORIGINS) are let in; never "*". */
let api: TestApi;
let adminToken: string;
let districtId: string;
const CONFIGURED = "https://portal.school.example";
const DISTRICT_PORTAL = "https://learn.riverside.example";

beforeAll(async () => {
  api = await startTestApi({ CORS_ORIGINS: CONFIGURED });
  districtId = newId();
  await api.ctx.database.write((tx) =>
    tx.insert(organisations).values({ id: districtId, kind: "district", name: "Riverside Unified" }),
  );
  adminToken = (await api.createUser({ role: "admin", districtId })).token;
});
afterAll(() => api.close());

function preflight(origin: string) {
  return fetch(`${api.url}/api/subjects`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, content-type",
    },
  });
}

describe("cross-origin calls from portals", () => {
  test("a configured origin gets a preflight answer and its own origin back, without credentials", async () => {
    const answer = await preflight(CONFIGURED);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(CONFIGURED);
    expect(answer.headers.get("access-control-allow-headers")).toContain("authorization");
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    const { token } = await api.createUser();
    const call = await fetch(`${api.url}/api/subjects`, {
      headers: { origin: CONFIGURED, authorization: `Bearer ${token}` },
    });
    expect(call.status).toBe(200);
    expect(call.headers.get("access-control-allow-origin")).toBe(CONFIGURED);
    expect(call.headers.get("access-control-expose-headers")).toContain("retry-after");
    expect(call.headers.get("vary")).toContain("Origin");
  });

  test("another origin gets no permission, and nothing answers *", async () => {
    for (const origin of ["https://elsewhere.example", "null", "https://portal.school.example.evil.example"]) {
      const answer = await preflight(origin);
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
      const call = await fetch(`${api.url}/api/health`, { headers: { origin } });
      expect(call.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  test("a district admin adds a portal, which is then let in; removing it shuts it out again", async () => {
    expect((await preflight(DISTRICT_PORTAL)).headers.get("access-control-allow-origin")).toBeNull();
    const added = await api.call(`/api/districts/${districtId}/embed-origins`, {
      method: "POST",
      token: adminToken,
      json: { origin: `${DISTRICT_PORTAL}/` },
    });
    expect(added.status).toBe(201);
    expect(added.body.origins.map((row: { origin: string }) => row.origin)).toEqual([DISTRICT_PORTAL]);
    expect((await preflight(DISTRICT_PORTAL)).headers.get("access-control-allow-origin")).toBe(DISTRICT_PORTAL);

    const removed = await api.call(
      `/api/districts/${districtId}/embed-origins?origin=${encodeURIComponent(DISTRICT_PORTAL)}`,
      { method: "DELETE", token: adminToken },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.origins).toEqual([]);
    expect((await preflight(DISTRICT_PORTAL)).headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("each district's portals read only that district's answers", () => {
  const LAKESIDE_PORTAL = "https://learn.lakeside.example";
  const RIVERSIDE_PORTAL = "https://portal.riverside.example";

  test("a call is let in from the portals of its token's district alone; a preflight, for any listed portal", async () => {
    const riverside = newId();
    const lakeside = newId();
    await api.ctx.database.write((tx) =>
      tx.insert(organisations).values([
        { id: riverside, kind: "district", name: "Riverside County" },
        { id: lakeside, kind: "district", name: "Lakeside Unified" },
      ]),
    );
    const riversideAdmin = (await api.createUser({ role: "admin", districtId: riverside })).token;
    const lakesideAdmin = (await api.createUser({ role: "admin", districtId: lakeside })).token;
    for (const [district, token, origin] of [
      [riverside, riversideAdmin, RIVERSIDE_PORTAL],
      [lakeside, lakesideAdmin, LAKESIDE_PORTAL],
    ] as const) {
      const added = await api.call(`/api/districts/${district}/embed-origins`, {
        method: "POST",
        token,
        json: { origin },
      });
      expect(added.status).toBe(201);
    }
    const riversideStudent = (await api.createUser({ districtId: riverside })).token;
    const lakesideStudent = (await api.createUser({ districtId: lakeside })).token;
    const loneStudent = (await api.createUser()).token;
    const allowedOrigin = async (origin: string, token?: string) => {
      const headers: Record<string, string> = { origin };
      if (token) headers.authorization = `Bearer ${token}`;
      return (await fetch(`${api.url}/api/subjects`, { headers })).headers.get("access-control-allow-origin");
    };

    expect(await allowedOrigin(RIVERSIDE_PORTAL, riversideStudent)).toBe(RIVERSIDE_PORTAL);
    expect(await allowedOrigin(LAKESIDE_PORTAL, lakesideStudent)).toBe(LAKESIDE_PORTAL);
    // Another district's portal, a token of no district, no token: not named.
    expect(await allowedOrigin(LAKESIDE_PORTAL, riversideStudent)).toBeNull();
    expect(await allowedOrigin(RIVERSIDE_PORTAL, lakesideStudent)).toBeNull();
    expect(await allowedOrigin(RIVERSIDE_PORTAL, loneStudent)).toBeNull();
    expect(await allowedOrigin(RIVERSIDE_PORTAL)).toBeNull();
    // CORS_ORIGINS is every district's.
    expect(await allowedOrigin(CONFIGURED, lakesideStudent)).toBe(CONFIGURED);
    expect(await allowedOrigin(CONFIGURED)).toBe(CONFIGURED);

    // A token that fails still names its district, so the portal sees the 401 and fetches a new one.
    const tampered = `${riversideStudent.slice(0, -2)}${riversideStudent.endsWith("AA") ? "BB" : "AA"}`;
    const refused = await fetch(`${api.url}/api/auth/me`, {
      headers: { origin: RIVERSIDE_PORTAL, authorization: `Bearer ${tampered}` },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("access-control-allow-origin")).toBe(RIVERSIDE_PORTAL);

    // A preflight carries no token: it goes on for a listed portal, naming that portal alone.
    const preflightAnswer = await preflight(LAKESIDE_PORTAL);
    expect(preflightAnswer.headers.get("access-control-allow-origin")).toBe(LAKESIDE_PORTAL);
  });
});

describe("a district's portal list", () => {
  test("takes origins only: no paths, no wildcards, https unless local", async () => {
    for (const origin of ["*", "https://portal.example/path", "ftp://portal.example", "http://portal.example"]) {
      const answer = await api.call(`/api/districts/${districtId}/embed-origins`, {
        method: "POST",
        token: adminToken,
        json: { origin },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("VALIDATION_FAILED");
    }
  });

  test("is the district admin's alone: another district's admin, a teacher and a student are refused", async () => {
    const otherDistrict = newId();
    await api.ctx.database.write((tx) =>
      tx.insert(organisations).values({ id: otherDistrict, kind: "district", name: "Elsewhere" }),
    );
    const otherAdmin = (await api.createUser({ role: "admin", districtId: otherDistrict })).token;
    const path = `/api/districts/${districtId}/embed-origins`;
    expect((await api.call(path, { token: otherAdmin })).status).toBe(404);
    const write = await api.call(path, { method: "POST", token: otherAdmin, json: { origin: "https://x.example" } });
    expect(write.status).toBe(404);
    const teacher = (await api.createUser({ role: "teacher", districtId })).token;
    expect((await api.call(path, { token: teacher })).status).toBe(403);
    expect((await api.call(path)).status).toBe(401);
    expect((await api.call(path, { token: adminToken })).body.origins).toEqual([]);
  });
});

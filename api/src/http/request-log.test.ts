import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { startOpenIdProvider, type TestOpenIdProvider } from "../../test/oidc-provider";
import { type ServerProcess, startServerProcess } from "../../test/server-process";

/**
 * A whole run of the real server with JSON logs at the debug level, read back line by line: one line
 * per request with what an on-call engineer needs, refusals recorded, and nothing secret in any line.
 */
let provider: TestOpenIdProvider;
let server: ServerProcess;
let log: Record<string, unknown>[];
let rawLog: string;
const seen = new Map<string, string>();
const CHAT_MESSAGE = "my secret pet is called Whiskers-7731 and I live at 12 Elm Street";
let demoToken: string;

async function call(path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  seen.set(response.headers.get("x-request-id")!, `${init.method ?? "GET"} ${path}`);
  const json = (response.headers.get("content-type") ?? "").includes("json") && text !== "";
  return { status: response.status, text, body: json ? JSON.parse(text) : text };
}

beforeAll(async () => {
  provider = await startOpenIdProvider({ redirectUris: ["http://127.0.0.1/auth/callback"] });
  server = await startServerProcess({
    LOG_FORMAT: "json",
    LOG_LEVEL: "debug",
    SCHOOL_SSO_PROVIDER: "oidc",
    SCHOOL_SSO_ISSUER: provider.issuer,
    SCHOOL_SSO_CLIENT_ID: provider.clientId,
    SCHOOL_SSO_CLIENT_SECRET: provider.clientSecret,
    SCHOOL_SSO_REDIRECT_URI: "http://127.0.0.1/auth/callback",
  });

  const demo = await call("/api/auth/demo", { method: "POST" });
  demoToken = demo.body.token;
  const subjects = await call("/api/subjects", { token: demoToken });
  const subject = subjects.body[0];
  const outline = await call(`/api/subjects/${subject.subject_id}/outline`, { token: demoToken });
  const session = await call("/api/tutoring/session", {
    method: "POST",
    token: demoToken,
    // The first topic the built-in tutor can teach: without a model, the others do not open.
    json: {
      subjectId: subject.subject_id,
      topic: outline.body.topics.find((topic: { canTeach: boolean }) => topic.canTeach).name,
    },
  });
  const turn = await call(`/api/tutoring/session/${session.body.id}/message`, {
    method: "POST",
    token: demoToken,
    json: { message: CHAT_MESSAGE },
  });
  expect(turn.status).toBe(200);
  await call("/api/auth/me", { method: "PATCH", token: demoToken, json: { name: "Whiskers-7731 Owner" } });
  await call("/api/subjects", { token: `${demoToken.slice(0, -4)}AAAA` });
  await call("/api/auth/callback", { method: "POST", json: { code: "forged-authorization-code-1234" } });
  await call("/api/auth/demo", { method: "POST", body: "fresh=true" });

  // A request's line is written after its answer is sent: wait for every one before stopping.
  for (let tries = 0; tries < 200 && [...seen.keys()].some((id) => !server.output().includes(id)); tries++) {
    await Bun.sleep(25);
  }
  await server.stop();
  rawLog = server.output();
  log = rawLog
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
});
afterAll(async () => {
  await provider.close();
  rmSync(server.dataDir, { recursive: true, force: true });
});

const requestLines = () => log.filter((line) => typeof line.requestId === "string" && "status" in line);

describe("the request log", () => {
  test("every line is one JSON object with a time, a level and a message", () => {
    expect(log.length).toBeGreaterThan(seen.size);
    for (const line of log) {
      expect(typeof line.time).toBe("string");
      expect(["debug", "info", "warn", "error"]).toContain(line.level as string);
      expect(typeof line.message).toBe("string");
    }
  });

  test("one line per request: method, route pattern, status, duration, and the id echoed in X-Request-Id", () => {
    for (const [requestId, request] of seen) {
      const lines = requestLines().filter((line) => line.requestId === requestId);
      expect(lines.length, request).toBe(1);
      const [line] = lines;
      expect(line!.method).toBe(request.split(" ")[0]!);
      expect(typeof line!.route).toBe("string");
      expect(String(line!.route)).not.toContain("?");
      expect(typeof line!.status).toBe("number");
      expect(typeof line!.durationMs).toBe("number");
    }
    const message = requestLines().find((line) => line.route === "/api/tutoring/session/:id/message");
    expect(message).toMatchObject({ method: "POST", status: 200, level: "info" });
    expect(typeof message!.userId).toBe("string");
  });

  test("a failed sign-in, a forged token and a refused body are recorded as refusals, with the address", () => {
    const refusals = requestLines().filter((line) => line.message === "Request refused");
    expect(refusals).toContainEqual(
      expect.objectContaining({ route: "/api/auth/callback", status: 401, code: "SIGN_IN_FAILED", level: "warn" }),
    );
    expect(refusals).toContainEqual(
      expect.objectContaining({ route: "/api/subjects/", status: 401, code: "UNAUTHENTICATED", level: "warn" }),
    );
    expect(refusals).toContainEqual(
      expect.objectContaining({ route: "/api/auth/demo", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" }),
    );
    for (const line of refusals) expect(line.clientAddress).toBe("127.0.0.1");
  });

  test("never a token, a sign-in code, a student's message or their name", () => {
    expect(demoToken.length).toBeGreaterThan(40);
    for (const secret of [
      demoToken,
      demoToken.split(".")[2]!,
      "forged-authorization-code-1234",
      "Whiskers-7731",
      "12 Elm Street",
    ]) {
      expect(rawLog.includes(secret), `the log contains ${secret.slice(0, 12)}…`).toBe(false);
    }
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestApi, type TestApi } from "../../test/harness";
import { bodySchemaOf, concretePath, databaseFingerprint, WRITE_METHODS, wronglyTypedBody } from "../../test/routes";
import { MAX_JSON_DEPTH } from "./request-body";

/**
 * Bad bodies on every route that takes one, taken from the app's own route list, so a route added
 * tomorrow is covered the day it is added: malformed, oversized, too deeply nested, wrongly typed and
 * non-JSON bodies, signed in and not, each answered 400/401/413/415 with the error shape, and none
 * of them changing a row.
 */
const LIMIT = 64 * 1024;
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi({ REQUEST_BODY_LIMIT_BYTES: String(LIMIT) });
  token = (await api.createUser({ role: "admin", subscriptionStatus: "active" })).token;
});
afterAll(() => api.close());

const writeRoutes = () => api.routes.filter((route) => WRITE_METHODS.has(route.method));
const isApi = (path: string) => path.startsWith("/api/");

interface BadBody {
  name: string;
  body: BodyInit;
  type?: string;
  /** Sent without Content-Length, as a stream: the limit must hold while reading. */
  streamed?: boolean;
}

const oversized = () => JSON.stringify({ text: "a".repeat(LIMIT + 1) });
const BAD_BODIES: BadBody[] = [
  { name: "malformed JSON", body: '{"name": ', type: "application/json" },
  { name: "oversized JSON", body: oversized(), type: "application/json" },
  { name: "oversized JSON without a length", body: oversized(), type: "application/json", streamed: true },
  {
    name: "JSON nested too deeply",
    body: `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${"}".repeat(MAX_JSON_DEPTH + 1)}`,
    type: "application/json",
  },
  { name: "30,000 brackets", body: "[".repeat(30_000) + "]".repeat(30_000), type: "application/json" },
  {
    name: "text that is not UTF-8",
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    type: "application/json",
  },
  {
    name: "multipart form",
    body: "--x\r\nContent-Disposition: form-data; name=a\r\n\r\nb\r\n--x--",
    type: "multipart/form-data; boundary=x",
  },
  { name: "XML", body: "<name>x</name>", type: "application/xml" },
];

const EXPECTED: Record<string, number> = {
  "malformed JSON": 400,
  "oversized JSON": 413,
  "oversized JSON without a length": 413,
  "JSON nested too deeply": 400,
  "30,000 brackets": 400,
  "text that is not UTF-8": 400,
  "multipart form": 415,
  XML: 415,
};

async function send(method: string, path: string, bad: BadBody, withToken: boolean) {
  const headers: Record<string, string> = {};
  if (bad.type) headers["content-type"] = bad.type;
  if (withToken) headers.authorization = `Bearer ${token}`;
  const body = bad.streamed
    ? new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(String(bad.body)));
          controller.close();
        },
      })
    : bad.body;
  const response = await fetch(`${api.url}${path}`, { method, headers, body, duplex: "half" } as RequestInit);
  const text = await response.text();
  return { status: response.status, text, type: response.headers.get("content-type") ?? "" };
}

function expectErrorShape(answer: { text: string; type: string }, where: string) {
  if (answer.type.startsWith("text/html")) return; // the LTI tool answers inside an LMS frame with a page
  const body = JSON.parse(answer.text);
  expect(typeof body.error, where).toBe("string");
  expect(typeof body.code, where).toBe("string");
}

describe("every route that takes a body refuses a bad one and changes nothing", () => {
  test("the route list has the routes this test is about", () => {
    const paths = writeRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths).toContain("POST /api/auth/demo");
    expect(paths).toContain("PATCH /api/auth/me");
    expect(paths).toContain("POST /api/tutoring/session/:id/message");
    expect(paths).toContain("POST /lti/launch");
    expect(paths.length).toBeGreaterThan(30);
  });

  for (const withToken of [true, false]) {
    test(`malformed, oversized, deep, non-UTF-8 and non-JSON bodies, ${withToken ? "signed in" : "signed out"}`, async () => {
      const before = await databaseFingerprint(api.ctx.database);
      for (const route of writeRoutes()) {
        const path = concretePath(route);
        for (const bad of BAD_BODIES) {
          const answer = await send(route.method, path, bad, withToken);
          const where = `${route.method} ${route.path} with ${bad.name}: ${answer.status} ${answer.text.slice(0, 160)}`;
          expect(answer.status, where).toBe(EXPECTED[bad.name]!);
          expectErrorShape(answer, where);
        }
      }
      expect(await databaseFingerprint(api.ctx.database)).toBe(before);
    });
  }

  test("on the API, a form or plain text is 415, and a bare array or string is 400", async () => {
    const before = await databaseFingerprint(api.ctx.database);
    for (const route of writeRoutes().filter((route) => isApi(route.path))) {
      const path = concretePath(route);
      for (const [bad, status] of [
        [{ name: "form", body: "name=x", type: "application/x-www-form-urlencoded" }, 415],
        [{ name: "text", body: "name", type: "text/plain" }, 415],
        [{ name: "no type", body: "name" }, 415],
        [{ name: "array", body: "[]", type: "application/json" }, 400],
        [{ name: "string", body: '"x"', type: "application/json" }, 400],
      ] as [BadBody, number][]) {
        const answer = await send(route.method, path, bad, true);
        const where = `${route.method} ${route.path} with ${bad.name}: ${answer.status} ${answer.text.slice(0, 160)}`;
        expect(answer.status, where).toBe(status);
        expectErrorShape(answer, where);
      }
    }
    expect(await databaseFingerprint(api.ctx.database)).toBe(before);
  });

  test("a wrongly typed body is 400 signed in, and 400 or 401 signed out", async () => {
    const before = await databaseFingerprint(api.ctx.database);
    const routes = writeRoutes().filter((route) => bodySchemaOf(route));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const body = JSON.stringify(wronglyTypedBody(bodySchemaOf(route)!));
      const path = concretePath(route);
      for (const withToken of [true, false]) {
        const answer = await send(
          route.method,
          path,
          { name: "wrong types", body, type: "application/json" },
          withToken,
        );
        const where = `${route.method} ${route.path} (${withToken ? "signed in" : "signed out"}): ${answer.status} ${answer.text.slice(0, 160)}`;
        if (withToken) expect(answer.status, where).toBe(400);
        else expect([400, 401], where).toContain(answer.status);
        expectErrorShape(answer, where);
      }
    }
    expect(await databaseFingerprint(api.ctx.database)).toBe(before);
  });

  test("a body over the limit is refused by its declared length before it is read", async () => {
    const decoder = new TextDecoder();
    let received = "";
    let answered: () => void = () => undefined;
    const headers = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const socket = await Bun.connect({
      hostname: "127.0.0.1",
      port: Number(new URL(api.url).port),
      socket: {
        data(_socket, chunk) {
          received += decoder.decode(chunk);
          if (received.includes("}")) answered();
        },
      },
    });
    // Only the head and a few bytes are sent: the server must answer without waiting for 50 MB that never come.
    socket.write(
      `POST /api/auth/demo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n{"fresh":`,
    );
    await headers;
    socket.end();
    expect(received).toStartWith("HTTP/1.1 413");
    expect(received).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });
});

describe("text is normalised before it is validated and stored", () => {
  test("a name of two NUL characters is empty, so it is refused", async () => {
    const answer = await api.call("/api/auth/me", { method: "PATCH", token, json: { name: "\u0000\u0000" } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("VALIDATION_FAILED");
  });

  test("control characters are removed and text is stored in NFC", async () => {
    const created = await api.call("/api/subjects", {
      method: "POST",
      token,
      json: { name: "Bio\u0000lo\u0007gy cafe\u0301" },
    });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe("Biology caf\u00e9");
    const profile = await api.call("/api/auth/me", { method: "PATCH", token, json: { name: "Ze\u0301\u001bna" } });
    expect(profile.body.name).toBe("Z\u00e9na");
  });
});

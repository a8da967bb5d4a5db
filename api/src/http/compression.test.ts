import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startTestApi, type TestApi } from "../../test/harness";
import { openTutoringSession } from "../../test/school";
import { newId } from "../ids";
import { chooseEncoding, varyOnEncoding } from "./compression";

describe("choosing an encoding from Accept-Encoding", () => {
  test.each([
    [null, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["*;q=0.1, br;q=0", "gzip"],
    ["BR", "br"],
    ["br;q=nope, gzip", "gzip"],
    ["deflate", "identity"],
    [";;,,", "identity"],
  ] as const)("%p → %p", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  test("Vary names Accept-Encoding once", () => {
    expect(varyOnEncoding(undefined)).toBe("Accept-Encoding");
    expect(varyOnEncoding("Origin")).toBe("Origin, Accept-Encoding");
    expect(varyOnEncoding("Origin, accept-encoding")).toBe("Origin, accept-encoding");
  });
});

/** JSON answers over HTTP, read as they travel (no automatic decoding). */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = (await api.createUser({ subscriptionStatus: "active" })).token;
});
afterAll(() => api.close());

async function raw(path: string, encoding: string | undefined, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (encoding !== undefined) headers.set("accept-encoding", encoding);
  else headers.set("accept-encoding", "identity");
  const response = await fetch(`${api.url}${path}`, { ...init, headers, decompress: false } as RequestInit);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("JSON answers above 1 KB", () => {
  test("are compressed by Accept-Encoding and decode to the same JSON", async () => {
    const plain = await raw("/api/docs/json", undefined);
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.response.headers.get("vary")).toContain("Accept-Encoding");
    expect(plain.bytes.byteLength).toBeGreaterThan(1024);
    const text = new TextDecoder().decode(plain.bytes);

    const br = await raw("/api/docs/json", "gzip, deflate, br");
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(br.response.headers.get("content-type")).toStartWith("application/json");
    expect(br.response.headers.get("vary")).toContain("Accept-Encoding");
    expect(Number(br.response.headers.get("content-length"))).toBe(br.bytes.byteLength);
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3);
    expect(new TextDecoder().decode(brotliDecompressSync(br.bytes))).toBe(text);

    const gzip = await raw("/api/docs/json", "gzip");
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(new TextDecoder().decode(gunzipSync(gzip.bytes))).toBe(text);
    // The security headers are kept on the compressed answer.
    expect(gzip.response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("keep the route's status and headers when signed in", async () => {
    const question = `Which organelle ${"makes proteins and ".repeat(60)}?`;
    const card = { subject: "Cell Biology", topic: "Cells", question, answer: "Ribosomes" };
    const init = (encoding: string) => ({
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-encoding": encoding },
      body: JSON.stringify(card),
    });
    const plain = await raw("/api/practice/flashcards", undefined, init("identity"));
    const br = await raw("/api/practice/flashcards", "br", init("br"));
    expect(br.response.status).toBe(plain.response.status);
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(br.response.headers.get("x-request-id")).toBeTruthy();
    expect(JSON.parse(new TextDecoder().decode(brotliDecompressSync(br.bytes))).question).toBe(question);
    expect(JSON.parse(new TextDecoder().decode(plain.bytes)).question).toBe(question);
  });
});

describe("what is not compressed", () => {
  test("a small JSON answer", async () => {
    const health = await raw("/api/health", "br, gzip");
    expect(health.response.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(new TextDecoder().decode(health.bytes))).toEqual({ status: "ok" });
  });

  test("an error answer stays plain and readable", async () => {
    const missing = await raw("/api/subjects/nope", "br", {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(new TextDecoder().decode(missing.bytes)).code).toBe("NOT_FOUND");
  });

  test("the chat's event stream, which must reach the student as it is written", async () => {
    const session = await openTutoringSession(api, token);
    const { response, bytes } = await raw(`/api/tutoring/session/${session.id}/message`, "gzip, deflate, br", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: "I think cells have a nucleus and a membrane.", clientMessageId: newId() }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toStartWith("text/event-stream");
    expect(response.headers.get("content-encoding")).toBeNull();
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("event: end");
    expect(bytes.byteLength).toBeGreaterThan(1024);
  });
});

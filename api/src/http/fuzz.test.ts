import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seededRandom } from "@bloom/domain";
import { startTestApi, type TestApi } from "../../test/harness";
import { bodySchemaOf, concretePath, wronglyTypedBody } from "../../test/routes";

/**
 * A seeded fuzz run over the whole server: thousands of requests with random methods, paths (the
 * app's own routes with random parameters, and made-up ones), headers (content types, garbage and
 * real tokens, encodings) and bodies (random JSON, deep nesting, long text under the limit, wrong
 * types, bytes that are not text). No answer may be a 5xx, and the server must be healthy after.
 * The seed is printed and named in every failure; `FUZZ_SEED=<n>` replays a run exactly.
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const LIMIT = 64 * 1024;
const PARALLEL = 8;

/** A seeded random source with the helpers the run draws with. */
function generator(seed: number) {
  const next = seededRandom(seed);
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof generator>;

const ODD_TEXT = [
  "",
  " ",
  "\u0000\u0000",
  "é\u0301",
  "💥",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "\uFEFF",
  "\uD800",
  "a".repeat(300),
  "null",
  "true",
  "-1",
  "1e309",
  "DELETE",
];

function randomText(random: Random): string {
  if (random.chance(0.4)) return random.pick(ODD_TEXT);
  return Array.from({ length: random.int(40) }, () => String.fromCharCode(random.int(0x2fff))).join("");
}

function randomJson(random: Random, depth = 0): unknown {
  const kinds =
    depth > 4 ? ["string", "number", "boolean", "null"] : ["string", "number", "boolean", "null", "array", "object"];
  switch (random.pick(kinds)) {
    case "string":
      return randomText(random);
    case "number":
      return random.pick([0, -1, 1.5, 2 ** 53 + 1, -(2 ** 31), 1e308, Number.MAX_SAFE_INTEGER, random.int(10_000)]);
    case "boolean":
      return random.chance(0.5);
    case "null":
      return null;
    case "array":
      return Array.from({ length: random.int(5) }, () => randomJson(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(6) }, () => [
          random.pick([
            "name",
            "id",
            "message",
            "subjectId",
            "topic",
            "outline",
            "confirm",
            "__proto__",
            "constructor",
            randomText(random),
          ]),
          randomJson(random, depth + 1),
        ]),
      );
  }
}

function randomBody(random: Random, api: TestApi, routeIndex: number): BodyInit | undefined {
  const route = api.routes[routeIndex]!;
  const schema = bodySchemaOf(route);
  switch (random.int(9)) {
    case 0:
      return undefined;
    case 1: {
      const depth = random.pick([10, 100, 1000, 5000]);
      return `${"[".repeat(depth)}1${"]".repeat(depth)}`;
    }
    case 2:
      return JSON.stringify({ text: "x".repeat(random.int(LIMIT - 100)) });
    case 3:
      return JSON.stringify(schema ? wronglyTypedBody(schema) : randomJson(random));
    case 4:
      return new Uint8Array(Array.from({ length: random.int(512) }, () => random.int(256)));
    case 5:
      return JSON.stringify(randomJson(random)).slice(0, random.int(60));
    case 6:
      return "x".repeat(LIMIT + 1 + random.int(1000));
    default:
      return JSON.stringify(randomJson(random));
  }
}

const CONTENT_TYPES = [
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "application/xml",
  "application/octet-stream",
  "application/jsonx",
  ";;;",
  "application/json, text/plain",
];
const ENCODINGS = [undefined, "gzip", "br", "gzip, br", "deflate", "*", "identity;q=0", "br;q=2, gzip;q=nope", "zstd"];

function randomPath(random: Random, api: TestApi, routeIndex: number): string {
  if (random.chance(0.2)) {
    // Raw segments go as they are (broken escapes on purpose); random text is escaped.
    const segments = Array.from({ length: 1 + random.int(5) }, () =>
      random.chance(0.5)
        ? random.pick(["api", "lti", "widgets", "embed", "docs", "..", "%2e%2e", "%00", "%ff", "%", "a%2fb"])
        : encodeURIComponent(randomText(random).toWellFormed()),
    );
    return `/${segments.join("/")}${random.chance(0.2) ? `?${encodeURIComponent(randomText(random).toWellFormed())}=1` : ""}`;
  }
  const route = api.routes[routeIndex]!;
  const param = () =>
    random.pick([crypto.randomUUID(), "0", "-1", "%00", "..%2f..%2fetc", "a".repeat(500), randomText(random) || "x"]);
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(param().toWellFormed()));
  const query = `?limit=${encodeURIComponent(randomText(random).toWellFormed())}&reason=x`;
  return concretePath({ path }) + (random.chance(0.3) ? query : "");
}

/**
 * The one 5xx that is an answer and not a fault: a sign-in method this deployment has not set up
 * (Google, school SSO) says so with 503 SIGN_IN_UNAVAILABLE, whatever the request.
 */
function deliberate(method: string, path: string, body: string): boolean {
  if (!/^\/api\/auth\/(google|school)\/authorize(\?|$)/.test(path)) return false;
  // A HEAD answer has no body to read the code from; its GET's is checked.
  return method === "HEAD" || body.includes('"SIGN_IN_UNAVAILABLE"');
}

let api: TestApi;
let token: string;
let bystander: string;
let distDir: string;

beforeAll(async () => {
  // A small built front end of our own, so the web routes answer as they do in production without a build.
  distDir = mkdtempSync(join(tmpdir(), "bloom-fuzz-dist-"));
  mkdirSync(join(distDir, "shell"), { recursive: true });
  mkdirSync(join(distDir, "widgets", "tutor"), { recursive: true });
  writeFileSync(join(distDir, "shell", "index.html"), "<!doctype html><title>Bloom</title><!--bloom-config-->");
  writeFileSync(join(distDir, "widgets", "tutor", "remoteEntry.js"), "export {};");
  api = await startTestApi({ REQUEST_BODY_LIMIT_BYTES: String(LIMIT), WEB_DIST_DIR: distDir });
  token = (await api.createUser({ role: "student", subscriptionStatus: "active" })).token;
  bystander = (await api.createUser({ role: "student", subscriptionStatus: "active", name: "Bystander" })).token;
});
afterAll(async () => {
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

test(`${REQUESTS} random requests: no 5xx, and the server is healthy after`, async () => {
  console.log(`Fuzz seed: ${SEED} (replay with FUZZ_SEED=${SEED})`);
  const random = generator(SEED);
  // Every request is drawn up front from the seed, so the order the answers arrive in cannot change the run.
  const requests = Array.from({ length: REQUESTS }, (_, index) => {
    const routeIndex = random.int(api.routes.length);
    const method = random.chance(0.8)
      ? api.routes[routeIndex]!.method
      : random.pick(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "TRACE"]);
    const headers: Record<string, string> = {};
    const contentType = random.pick(CONTENT_TYPES);
    if (contentType) headers["content-type"] = contentType;
    const encoding = random.pick(ENCODINGS);
    if (encoding) headers["accept-encoding"] = encoding;
    if (random.chance(0.5)) {
      headers.authorization = random.pick([
        `Bearer ${token}`,
        `Bearer ${token}x`,
        "Bearer ",
        "Bearer a.b.c",
        "Basic dXNlcjpwYXNz",
        `Bearer ${"x".repeat(5000)}`,
        randomText(random).replace(/[^\x20-\x7e]/g, "") || "x",
      ]);
    }
    if (random.chance(0.1))
      headers["x-forwarded-for"] = random.pick(["1.2.3.4", "::1, evil", "999.999.1.1", "x".repeat(2000)]);
    if (random.chance(0.1)) headers["x-request-id"] = random.pick(["", "a".repeat(5000), "<script>", "\u00ff"]);
    if (random.chance(0.05)) headers["content-length"] = random.pick(["0", "-1", "99999999", "abc"]);
    if (random.chance(0.1)) headers.origin = random.pick(["https://evil.example", "null", "http://127.0.0.1"]);
    if (random.chance(0.1)) headers.accept = random.pick(["text/event-stream", "*/*", "application/xml", "text/html"]);
    const sendsBody = !["GET", "HEAD", "TRACE"].includes(method);
    const body = sendsBody ? randomBody(random, api, routeIndex) : undefined;
    return { index, method, path: randomPath(random, api, routeIndex), headers, body };
  });

  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      try {
        const response = await fetch(`${api.url}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: "manual",
        });
        const text = await response.text();
        if (response.status >= 500 && !deliberate(request.method, request.path, text)) {
          failures.push(
            `#${request.index} ${request.method} ${request.path.slice(0, 120)}: ${response.status} ${text.slice(0, 120)}`,
          );
        }
      } catch (error) {
        failures.push(`#${request.index} ${request.method} ${request.path.slice(0, 120)}: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));

  expect({ seed: SEED, failures: failures.slice(0, 20) }).toEqual({ seed: SEED, failures: [] });
  const health = await api.call("/api/health");
  expect({ seed: SEED, status: health.status, body: health.body }).toEqual({
    seed: SEED,
    status: 200,
    body: { status: "ok" },
  });
  const me = await api.call("/api/auth/me", { token: bystander });
  expect({ seed: SEED, status: me.status, name: me.body.name }).toEqual({ seed: SEED, status: 200, name: "Bystander" });
}, 120_000);

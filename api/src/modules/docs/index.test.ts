import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startTestApi, type TestApi } from "../../../test/harness";
import { UNDOCUMENTED_PATHS } from "./service";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** `/api/subjects/:id/` as OpenAPI writes it: `/api/subjects/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/(.)\/$/, "$1");

describe("the API description at /api/docs/json", () => {
  test("lists every route of the app's route list, except the ones hidden on purpose", async () => {
    const { status, body } = await api.call("/api/docs/json");
    expect(status).toBe(200);
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${openApiPath(path)}`);
    }
    const missing = api.routes
      .filter((route) => !(openApiPath(route.path) in UNDOCUMENTED_PATHS) && route.method !== "OPTIONS")
      .map((route) => `${route.method} ${openApiPath(route.path)}`)
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
    // The hidden list names only routes that exist, so it cannot hide a typo.
    const paths = new Set(api.routes.map((route) => openApiPath(route.path)));
    const hiddenThatExist = Object.keys(UNDOCUMENTED_PATHS).filter(
      (path) => paths.has(path) || path === "/__dev/reload",
    );
    expect(hiddenThatExist).toEqual(Object.keys(UNDOCUMENTED_PATHS));
  });

  test("describes bearer auth, marks public routes and tags every operation", async () => {
    const { body } = await api.call("/api/docs/json");
    expect(body.openapi).toStartWith("3.");
    expect(body.info.title).toBe("Bloom API");
    expect(body.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body.info.description).toContain("docs/architecture.md");
    expect(body.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    const operation = (path: string, method: string) => body.paths[path][method];
    expect(operation("/api/subjects/{id}", "delete").security).toEqual([{ bearer: [] }]);
    expect(operation("/api/auth/demo", "post").security).toEqual([]);
    expect(operation("/api/health", "get").security).toEqual([]);
    expect(operation("/api/lti/registrations", "get").description).toContain("admin accounts only");
    expect(operation("/api/subjects/{id}", "delete").tags).toEqual(["Subjects"]);
    expect(operation("/api/subjects/{id}", "delete").responses.default.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Error",
    });
    expect(body.components.schemas.Error.properties.code.enum).toContain("NOT_FOUND");
    const tagNames = new Set((body.tags as { name: string }[]).map((tag) => tag.name));
    for (const item of Object.values(body.paths as Record<string, Record<string, { tags: string[] }>>)) {
      for (const op of Object.values(item)) {
        // Every operation sits under its module's tag, so a new module without one is caught here.
        expect(op.tags?.length ?? 0).toBeGreaterThan(0);
        for (const tag of op.tags) expect(tagNames).toContain(tag);
      }
    }
  });
});

/**
 * POST, PUT and PATCH routes under /api that declare no body schema, with the reason. A new route
 * that reads a body must declare its schema or be named here; a name here must still be such a route.
 */
const WITHOUT_BODY_SCHEMA: Record<string, string> = {
  "POST /api/auth/me/guardian/resend": "an action on the signed-in account; it takes no body",
  "POST /api/auth/guardian/{token}": "the link's token is the whole request",
  "POST /api/auth/logout": "revokes the bearer token; it takes no body",
  "POST /api/billing/start-trial": "an action on the signed-in account; it takes no body",
  "POST /api/billing/portal-session": "an action on the signed-in account; it takes no body",
  "POST /api/billing/webhook": "Stripe's signature covers the raw text, which the route verifies before reading it",
  "POST /api/billing/local-checkout/{id}/complete":
    "a button on the local checkout page; the session id is the request",
  "POST /api/billing/local-checkout/{id}/cancel": "a button on the local checkout page; the session id is the request",
  "POST /api/billing/local-portal/{id}/cancel-subscription": "a button on the local portal page; the id is the request",
  "POST /api/subjects/{id}/outline/generate": "the subject in the path is the whole request",
  "POST /api/tutoring/session/{id}/pause": "the session in the path is the whole request",
  "POST /api/tutoring/session/{id}/end": "the session in the path is the whole request",
  "POST /api/practice/flashcards/{id}/undo": "the card in the path is the whole request",
  "POST /api/admin/deliveries/{id}/retry": "the delivery in the path is the whole request",
};

/** Operations whose answer is not one JSON document, with the reason. */
const WITHOUT_RESPONSE_SCHEMA: Record<string, string> = {};

type DocumentedOperation = {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { in: string; name: string; schema?: unknown }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

describe("the schemas in /api/docs/json", () => {
  test("every body a route takes and every answer it gives has a schema; every path parameter is described", async () => {
    const { body } = await api.call("/api/docs/json");
    const problems: string[] = [];
    const unschematisedAnswers: string[] = [];
    for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, DocumentedOperation>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        const bodySchemas = Object.values(operation.requestBody?.content ?? {}).filter((media) => media.schema);
        if (operation.requestBody && bodySchemas.length === 0)
          problems.push(`${name}: a request body without a schema`);
        for (const [, parameter] of path.matchAll(/\{([^}]+)\}/g)) {
          const described = operation.parameters?.some((p) => p.in === "path" && p.name === parameter && p.schema);
          if (!described) problems.push(`${name}: the path parameter ${parameter} is not described`);
        }
        // A 204 or a redirect has no body to describe; any other answer names its schema.
        const answered = Object.entries(operation.responses ?? {}).some(
          ([status, response]) =>
            status !== "default" &&
            (status === "204" ||
              status.startsWith("3") ||
              Object.values(response.content ?? {}).some((media) => media.schema)),
        );
        if (!answered) unschematisedAnswers.push(name);
      }
    }
    expect(problems).toEqual([]);
    expect(unschematisedAnswers.sort()).toEqual(Object.keys(WITHOUT_RESPONSE_SCHEMA).sort());

    const withoutBodySchema = api.routes
      .filter((route) => ["POST", "PUT", "PATCH"].includes(route.method) && route.path.startsWith("/api/"))
      .filter((route) => !route.hooks.body && !route.hooks.detail?.hide)
      .map((route) => `${route.method} ${openApiPath(route.path)}`);
    expect(withoutBodySchema.sort()).toEqual(Object.keys(WITHOUT_BODY_SCHEMA).sort());
  });

  test("a request body is documented as JSON with the schema the route validates", async () => {
    const { body } = await api.call("/api/docs/json");
    const content = body.paths["/api/subjects"].post.requestBody.content;
    expect(Object.keys(content)).toEqual(["application/json"]);
    expect(content["application/json"].schema).toMatchObject({ type: "object", required: ["name"] });
    // A 204 says so, without a body.
    expect(body.paths["/api/subjects/{id}"].delete.responses["204"]).toBeDefined();
    expect(body.paths["/api/subjects/{id}"].delete.responses["204"]).not.toHaveProperty("content");
  });
});

describe("the page at /api/docs", () => {
  test("is HTML under the document policy, with its scripts from this origin", async () => {
    const page = await api.call("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toStartWith("text/html");
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("unsafe-eval");
    const sources = [...String(page.body).matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBe(2);
    for (const source of sources) {
      expect(source).toStartWith("/api/docs/");
      const script = await fetch(`${api.url}${source}`, { headers: { "accept-encoding": "br, gzip" } });
      expect(script.status).toBe(200);
      expect(script.headers.get("content-type")).toStartWith("text/javascript");
      expect((await script.text()).length).toBeGreaterThan(0);
    }
  });
});

describe("the reference's script", () => {
  test("is sent compressed to a browser that accepts it, and decodes to the same script", async () => {
    const read = async (encoding: string) => {
      const response = await fetch(`${api.url}/api/docs/reference.js`, {
        headers: { "accept-encoding": encoding },
        decompress: false,
      } as RequestInit);
      return {
        encoding: response.headers.get("content-encoding"),
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    };
    const [plain, br, gzip] = await Promise.all([read("identity"), read("br"), read("gzip")]);
    expect([plain.encoding, br.encoding, gzip.encoding]).toEqual([null, "br", "gzip"]);
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3);
    expect(new Uint8Array(brotliDecompressSync(br.bytes))).toEqual(plain.bytes);
    expect(new Uint8Array(gunzipSync(gzip.bytes))).toEqual(plain.bytes);
    // Scalar's web fonts are taken out: the page asks no font server for anything.
    expect(new TextDecoder().decode(plain.bytes)).not.toContain("fonts.scalar.com");
  });
});

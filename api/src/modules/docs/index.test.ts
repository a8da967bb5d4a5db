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

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompress } from "../../../../scripts/precompress";
import { startTestApi, type TestApi } from "../../../test/harness";
import { cachePolicyFor } from ".";

/** The web app's files as the API serves them, from a small build of our own, precompressed as the build does. */
let api: TestApi;
let distDir: string;

/** A script large enough to compress, and not the same bytes twice. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = ${i * 7} + "widget text ${i % 13}";`,
).join("\n");
const HASHED = "widgets/tutor/863.af307eb5.js";
const REMOTE_ENTRY = "widgets/tutor/remoteEntry.js";
const MANIFEST = "widgets/tutor/mf-manifest.json";
const EMBED = "embed/tutor/embed.js";
const SVG = "shell/logo.3f2a9c01.svg";
const UNCOMPRESSED = "shell/robots.png";

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), "bloom-web-dist-"));
  mkdirSync(join(distDir, "shell"), { recursive: true });
  mkdirSync(join(distDir, "widgets", "tutor"), { recursive: true });
  writeFileSync(join(distDir, "shell", "index.html"), "<!doctype html><title>Bloom</title><!--bloom-config-->");
  mkdirSync(join(distDir, "embed", "tutor"), { recursive: true });
  writeFileSync(join(distDir, HASHED), SCRIPT);
  writeFileSync(join(distDir, REMOTE_ENTRY), SCRIPT);
  writeFileSync(join(distDir, EMBED), SCRIPT);
  writeFileSync(
    join(distDir, MANIFEST),
    JSON.stringify({ name: "tutor", exposes: Array(50).fill({ path: "./Widget" }) }),
  );
  writeFileSync(join(distDir, SVG), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(300)}</svg>`);
  writeFileSync(join(distDir, UNCOMPRESSED), new Uint8Array([137, 80, 78, 71, 1, 2, 3]));
  await precompress(distDir);
  api = await startTestApi({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("paths that name no file", () => {
  test("a broken escape or a NUL byte is a 404 in the error shape, not a 500", async () => {
    for (const path of [
      "/widgets/%ff",
      "/widgets/tutor/%",
      "/embed/a%00b.js",
      "/%ff",
      "/x/%00/y.js",
      "/widgets/..%2f..%2fetc%2fpasswd",
    ]) {
      const answer = await api.call(path);
      expect({ path, status: answer.status, code: answer.body?.code }).toEqual({
        path,
        status: 404,
        code: "ROUTE_NOT_FOUND",
      });
    }
  });
});

/** Fetches a file by its place under dist/: the shell's files are served at the site's root. */
async function get(path: string, headers: Record<string, string> = {}) {
  const url = `${api.url}/${path.replace(/^shell\//, "")}`;
  const response = await fetch(url, { headers, decompress: false } as RequestInit);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("built files, precompressed at build time", () => {
  test("a file fetched as br, gzip and as it is decodes to the same bytes", async () => {
    for (const path of [HASHED, REMOTE_ENTRY, MANIFEST, EMBED, SVG]) {
      const original = new Uint8Array(readFileSync(join(distDir, path)));
      const br = await get(path, { "accept-encoding": "gzip, deflate, br" });
      const gzip = await get(path, { "accept-encoding": "gzip" });
      const plain = await get(path, { "accept-encoding": "identity" });
      expect([br.response.status, gzip.response.status, plain.response.status]).toEqual([200, 200, 200]);
      expect(br.response.headers.get("content-encoding")).toBe("br");
      expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
      expect(plain.response.headers.get("content-encoding")).toBeNull();
      expect(new Uint8Array(brotliDecompressSync(br.bytes))).toEqual(original);
      expect(new Uint8Array(gunzipSync(gzip.bytes))).toEqual(original);
      expect(plain.bytes).toEqual(original);
      expect(br.bytes.byteLength).toBeLessThan(gzip.bytes.byteLength);
      for (const { response, bytes } of [br, gzip, plain]) {
        expect(response.headers.get("vary")).toBe("Accept-Encoding");
        expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
      }
    }
  });

  test("each file keeps its own type, whichever form is sent", async () => {
    const types: Record<string, RegExp> = {
      [HASHED]: /^text\/javascript/,
      [MANIFEST]: /^application\/json/,
      [SVG]: /^image\/svg\+xml/,
    };
    for (const [path, type] of Object.entries(types)) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const { response } = await get(path, { "accept-encoding": encoding });
        expect(response.headers.get("content-type")).toMatch(type);
      }
    }
  });

  test("the shell's page, with its configuration, is sent compressed when accepted and decodes to the page as it is", async () => {
    const plain = await get("practice", { "accept-encoding": "identity" });
    const br = await get("practice", { "accept-encoding": "br" });
    const gzip = await get("practice", { "accept-encoding": "gzip" });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(br.response.headers.get("vary")).toBe("Accept-Encoding");
    expect(new TextDecoder().decode(plain.bytes)).toContain("window.__BLOOM__");
    expect(new Uint8Array(brotliDecompressSync(br.bytes))).toEqual(plain.bytes);
    expect(new Uint8Array(gunzipSync(gzip.bytes))).toEqual(plain.bytes);
  });

  test("a file the build did not compress is sent as it is, whatever the browser accepts", async () => {
    const { response, bytes } = await get(UNCOMPRESSED, { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(bytes).toEqual(new Uint8Array(readFileSync(join(distDir, UNCOMPRESSED))));
  });

  test("content-hashed names are kept a year; the page, remote entries, manifests and embed scripts are checked each time", async () => {
    expect((await get(HASHED)).response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get(SVG)).response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const path of [REMOTE_ENTRY, MANIFEST, EMBED, "shell/index.html", "practice"]) {
      expect({ path, policy: (await get(path)).response.headers.get("cache-control") }).toEqual({
        path,
        policy: "no-cache",
      });
    }
  });

  test("a file checked each time answers 304 when the browser's copy is current", async () => {
    const first = await get(REMOTE_ENTRY, { "accept-encoding": "br" });
    const etag = first.response.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await get(REMOTE_ENTRY, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
    // Another encoding is another representation, with its own tag.
    const gzip = await get(REMOTE_ENTRY, { "accept-encoding": "gzip", "if-none-match": etag });
    expect(gzip.response.status).toBe(200);
  });
});

describe("the names the build gives its files", () => {
  test("only content-hashed ones are immutable", () => {
    // As rspack.config.ts names them: `[name].[contenthash:8].js`, federation's fixed entry names, the embed's fixed name.
    expect(cachePolicyFor("/dist/shell/main.66431b2f.js")).toContain("immutable");
    expect(cachePolicyFor("/dist/widgets/tutor/__federation_expose_Widget.48572646.js")).toContain("immutable");
    expect(cachePolicyFor("/dist/widgets/tutor/remoteEntry.js")).toBe("no-cache");
    expect(cachePolicyFor("/dist/widgets/tutor/mf-manifest.json")).toBe("no-cache");
    expect(cachePolicyFor("/dist/embed/tutor/embed.js")).toBe("no-cache");
    expect(cachePolicyFor("/dist/shell/index.html")).toBe("no-cache");
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestApi, type TestApi } from "../../../test/harness";

/** The web app's files as the API serves them, from a small build of our own. */
let api: TestApi;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), "bloom-web-dist-"));
  mkdirSync(join(distDir, "shell"), { recursive: true });
  mkdirSync(join(distDir, "widgets", "tutor"), { recursive: true });
  writeFileSync(join(distDir, "shell", "index.html"), "<!doctype html><title>Bloom</title><!--bloom-config-->");
  writeFileSync(join(distDir, "widgets", "tutor", "remoteEntry.js"), "export {};");
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

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The server as the README's run command starts it: a real process on a fresh data folder. */

let dataDir: string;
let server: ReturnType<typeof Bun.spawn>;
let url: string;

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

async function waitForHealth(base: string): Promise<Response> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await Bun.sleep(100);
  }
  throw new Error("The server did not become healthy");
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "bloom-main-"));
  const port = freePort();
  url = `http://127.0.0.1:${port}`;
  server = Bun.spawn([process.execPath, join(import.meta.dir, "main.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdout: "inherit",
    stderr: "inherit",
  });
  await waitForHealth(url);
});

afterAll(() => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("starting the server", () => {
  test("migrates, seeds and serves on the embedded default", async () => {
    expect(existsSync(join(dataDir, "app.db"))).toBe(true);
    expect(existsSync(join(dataDir, "auth-token-secret"))).toBe(true);

    const demo = await (await fetch(`${url}/api/auth/demo`, { method: "POST" })).json();
    const subjects = await (
      await fetch(`${url}/api/subjects`, { headers: { authorization: `Bearer ${demo.token}` } })
    ).json();
    expect(subjects.map((s: { name: string }) => s.name)).toEqual(["Algebra I", "Cell Biology", "World History"]);
  });

  test("stops cleanly on SIGTERM", async () => {
    server.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  test("refuses to start with a bad configuration, and says why", async () => {
    const bad = Bun.spawn([process.execPath, join(import.meta.dir, "main.ts")], {
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: dataDir },
      stdout: "pipe",
      stderr: "pipe",
    });
    expect(await bad.exited).toBe(1);
    expect(await new Response(bad.stderr).text()).toContain(
      'PORT must be a whole number from 0 to 65535 (got "not-a-port").',
    );
  });
});

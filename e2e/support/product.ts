import { afterAll, beforeAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, openDatabase } from "../../api/src/db/database";
import { type UserRow, users } from "../../api/src/db/schema";
import { newId } from "../../api/src/ids";
import { TokenService } from "../../api/src/modules/auth/tokens";

const ROOT = join(import.meta.dir, "../..");
const SECRET = "e2e-token-secret-that-is-long-enough-0123456789";

/** The product as the README's run command starts it (built front end, API, seeded data), on a free port. */
export interface RunningProduct {
  url: string;
  /** The product's own database, for arranging what a test needs (organisations, licences). */
  database: Database;
  /** Adds a user straight into the database and signs them in. */
  createUser(overrides?: Partial<typeof users.$inferInsert>): Promise<{ user: UserRow; token: string }>;
  stop(): Promise<void>;
}

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/**
 * Starts the product. `publicHost` names it differently from 127.0.0.1 (e.g. `localhost`), so a
 * page served from 127.0.0.1 is another site and the product runs as a third party inside it.
 */
export async function startProduct(
  env: Record<string, string> = {},
  publicHost = "127.0.0.1",
): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), "bloom-e2e-"));
  const port = freePort();
  const url = `http://${publicHost}:${port}`;
  const server = Bun.spawn([process.execPath, join(ROOT, "api/src/main.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_TOKEN_SECRET: SECRET,
      LOG_LEVEL: "warn",
      OFFLINE_TUTOR_PACE_MS: "15",
      ...env,
    },
    stdout: "inherit",
    stderr: "inherit",
  });
  for (let attempt = 0; ; attempt++) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) break;
    if (attempt > 300) throw new Error("The product did not start");
    await Bun.sleep(50);
  }
  const database = await openDatabase(`file:${join(dataDir, "app.db")}`);
  const tokens = new TokenService(SECRET, 3600);

  return {
    url,
    database,
    async createUser(overrides = {}) {
      const id = newId();
      const [user] = await database.write((tx) =>
        tx
          .insert(users)
          .values({ id, name: "E2E Student", email: `${id}@e2e.test`, ...overrides })
          .returning(),
      );
      return { user: user!, token: (await tokens.issue(id)).token };
    },
    async stop() {
      database.close();
      server.kill();
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the product and a browser for the calling test file, and stops both after it. The
 * returned object's fields are set once `beforeAll` has run.
 */
export function startProductAndBrowser(env: Record<string, string> = {}): {
  product: RunningProduct;
  browser: import("playwright-core").Browser;
} {
  const handles = {} as { product: RunningProduct; browser: import("playwright-core").Browser };
  beforeAll(async () => {
    handles.product = await startProduct(env);
    handles.browser = await (await import("./browser")).launchBrowser();
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.product?.stop();
  });
  return handles;
}

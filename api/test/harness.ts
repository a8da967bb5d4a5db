import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, createContext, startBackgroundWork, stopBackgroundWork } from "../src/app";
import { loadConfig } from "../src/config";
import type { AppContext } from "../src/context";
import type { UserRow, users } from "../src/db/schema";
import { seedDatabase } from "../src/seed";
import { insertTestUser } from "./users";

/** A running API on a fresh temporary libSQL file, reached over real HTTP. */
export interface TestApi {
  url: string;
  ctx: AppContext;
  /** Calls the API; `json` is sent as the body, `token` as the bearer. */
  call(path: string, options?: CallOptions): Promise<CallResult>;
  /** Every route the app serves (method, path pattern and its hooks, schemas included), as the app lists them. */
  routes: readonly AppRoute[];
  /** Inserts a user and signs them in. */
  createUser(overrides?: Partial<typeof users.$inferInsert>): Promise<{ user: UserRow; token: string }>;
  close(): Promise<void>;
}

export type AppRoute = ReturnType<typeof createApp>["routes"][number];

export interface CallOptions {
  method?: string;
  json?: unknown;
  body?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // Tests read whatever the route answered; each assertion narrows it.
  // biome-ignore lint/suspicious/noExplicitAny: a test reads any route's body, and its assertions narrow it.
  body: any;
  headers: Headers;
}

/** Starts the API on port 0 with its own data folder; extra environment variables override the test defaults. */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), "bloom-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    AUTH_TOKEN_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    ...env,
  });
  const ctx = await createContext(config);
  await seedDatabase(ctx);
  const app = createApp(ctx).listen({ port: 0, hostname: "127.0.0.1" });
  // The outbox delivers as in production; scheduled jobs run only when a test asks (`ctx.jobs.tick()`,
  // `runNow`), so no test file pays for the FSRS optimiser fitting the seeded demo student.
  startBackgroundWork(ctx, { jobs: false });
  const url = `http://127.0.0.1:${app.server!.port}`;
  // Addresses built per request (the LTI tool's) follow the port the server got.
  if (!env.PUBLIC_URL) ctx.config.publicUrl = url;

  return {
    url,
    ctx,
    routes: app.routes,
    async call(path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body = options.body;
      if (options.json !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(options.json);
      }
      const response = await fetch(`${url}${path}`, { method: options.method ?? "GET", headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      if ((response.headers.get("content-type") ?? "").includes("json") && text !== "") parsed = JSON.parse(text);
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async createUser(overrides = {}) {
      const user = await insertTestUser(ctx.database, overrides);
      const { token } = await ctx.tokens.issue(user.id);
      return { user, token };
    },
    async close() {
      await stopBackgroundWork(ctx);
      await app.stop(true);
      ctx.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

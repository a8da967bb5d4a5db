import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createContext } from "../src/app";
import { loadConfig } from "../src/config";
import type { AppContext } from "../src/context";
import type { UserRow, users } from "../src/db/schema";
import { insertTestUser } from "./users";

/**
 * The API's context on a fresh temporary libSQL file, with no server and no background work, for
 * service tests whose functions take the context (grading, events, the outbox) rather than the
 * database alone. One per test file, as with `temp-database.ts`.
 */
export async function createTempContext(env: Record<string, string> = {}): Promise<{
  ctx: AppContext;
  /** Inserts a user; the overrides set any column. */
  createUser(overrides?: Partial<typeof users.$inferInsert>): Promise<UserRow>;
  close(): void;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), "bloom-ctx-"));
  const ctx = await createContext(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      AUTH_TOKEN_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
      ...env,
    }),
  );
  return {
    ctx,
    createUser: (overrides = {}) => insertTestUser(ctx.database, overrides),
    close() {
      ctx.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

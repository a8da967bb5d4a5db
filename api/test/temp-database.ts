import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, openDatabase } from "../src/db/database";

/**
 * A migrated libSQL database file in a temporary folder, for service tests that need no HTTP.
 * (A second server on the same file must be a second process: two clients in one process
 * deadlock, as the busy wait blocks the thread that holds the lock.)
 */
export async function createTempDatabase(): Promise<{ database: Database; file: string; close(): void }> {
  const folder = mkdtempSync(join(tmpdir(), "bloom-db-"));
  const file = join(folder, "app.db");
  const database = await openDatabase(`file:${file}`);
  return {
    database,
    file,
    close() {
      database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

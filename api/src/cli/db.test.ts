import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { type CliRun, runCli } from "../../test/cli-process";
import { callApi, createCard, signUpDemoStudent } from "../../test/demo-student";
import { type ServerProcess, startServerProcess } from "../../test/server-process";

/**
 * The backup and restore commands, run as processes beside a running API process: a backup taken
 * while students write, restored into an empty data folder, checked table by table, and served.
 */

const ENV = { RATE_LIMIT_DEMO_ACCOUNTS: "off" };
const folders: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null) await server.stop("SIGKILL");
  for (const folder of [...folders, ...servers.map((server) => server.dataDir)])
    rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const path = mkdtempSync(join(tmpdir(), "bloom-db-cli-"));
  folders.push(path);
  return path;
}

function run(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  return runCli("db.ts", args, env);
}

/** Rows per table of a database file, read by one connection that is closed again. */
async function rowCounts(file: string): Promise<Record<string, number>> {
  const client = createClient({ url: `file:${file}` });
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    const counts: Record<string, number> = {};
    for (const name of tables.rows.map((row) => String(row[0])))
      counts[name] = Number((await client.execute(`SELECT count(*) FROM "${name}"`)).rows[0]![0]);
    return counts;
  } finally {
    client.close();
  }
}

async function holdsCard(file: string, id: string): Promise<boolean> {
  const client = createClient({ url: `file:${file}` });
  try {
    return (await client.execute({ sql: "SELECT id FROM flashcards WHERE id = ?", args: [id] })).rows.length === 1;
  } finally {
    client.close();
  }
}

async function cardIds(url: string, token: string): Promise<Set<string>> {
  const listed = await callApi(url, "/api/practice/flashcards?subject=Crash%20safety", token);
  expect(listed.status).toBe(200);
  return new Set(((await listed.json()) as { id: string }[]).map((card) => card.id));
}

describe("bun api/src/cli/db.ts", () => {
  test("backs up while students write, restores into an empty folder table for table, and the copy serves them", async () => {
    const server = await startServerProcess(ENV);
    servers.push(server);
    const tokens = [await signUpDemoStudent(server.url), await signUpDemoStudent(server.url)];

    const stored = tokens.map(() => [] as string[]);
    let writing = true;
    const writers = tokens.map(async (token, s) => {
      for (let i = 0; writing; i++) stored[s]!.push(await createCard(server.url, token, `Backup ${s}.${i}?`, "yes"));
    });
    while (stored.flat().length < 20) await Bun.sleep(10);
    // What was acknowledged before the backup began must be in it; what comes during may or may not.
    const beforeBackup = stored.map((ids) => [...ids]);
    const backupFile = join(folder(), "bloom.db");
    const backup = await run({ DATA_DIR: server.dataDir }, "backup", backupFile);
    const writtenDuringBackup = stored.flat().length - beforeBackup.flat().length;
    writing = false;
    await Promise.all(writers);
    expect(backup.err).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/^Backed up .*app\.db to .*bloom\.db \(\d+ bytes, \d+ tables, integrity ok\)\.\n$/);
    expect(writtenDuringBackup).toBeGreaterThan(0);
    expect(readdirSync(join(backupFile, ".."))).toEqual(["bloom.db"]);

    const restoredDir = folder();
    const restored = await run({ DATA_DIR: restoredDir }, "restore", backupFile);
    expect(restored.err).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/^Restored .*bloom\.db to .*app\.db: \d+ tables, \d+ users, integrity ok\.\n$/);
    const backupCounts = await rowCounts(backupFile);
    expect(await rowCounts(join(restoredDir, "app.db"))).toEqual(backupCounts);
    expect(backupCounts.flashcards).toBeGreaterThanOrEqual(beforeBackup.flat().length);

    const copy = await startServerProcess(ENV, { dataDir: restoredDir });
    servers.push(copy);
    for (const [s, token] of tokens.entries()) {
      const ids = await cardIds(copy.url, token);
      expect(beforeBackup[s]!.filter((id) => !ids.has(id))).toEqual([]);
      expect([...ids].every((id) => stored[s]!.includes(id))).toBe(true);
    }
    const check = await run({ DATA_DIR: restoredDir }, "check");
    expect(check.code).toBe(0);
    expect(check.out).toContain("integrity ok.");
    expect(check.out).toContain(`\nflashcards\t${backupCounts.flashcards}\n`);
    await copy.stop();
  });

  test("a restore refuses a database a server has open, and once it is stopped keeps the old file aside", async () => {
    const server = await startServerProcess(ENV);
    servers.push(server);
    const token = await signUpDemoStudent(server.url);
    const kept = await createCard(server.url, token, "Kept aside?", "yes");
    const backupFile = join(folder(), "empty-backup.db");
    const other = await startServerProcess(ENV);
    servers.push(other);
    expect((await run({ DATA_DIR: other.dataDir }, "backup", backupFile)).code).toBe(0);
    await other.stop();

    const refused = await run({ DATA_DIR: server.dataDir }, "restore", backupFile);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      `The database at ${join(server.dataDir, "app.db")} is in use. Stop every server that uses it, then run the restore again.\n`,
    );
    expect((await cardIds(server.url, token)).has(kept)).toBe(true);

    await server.stop();
    const restored = await run({ DATA_DIR: server.dataDir }, "restore", backupFile);
    expect(restored.code).toBe(0);
    const keptAt = restored.out.match(/The database it replaced is kept at (\S+)\.\n/)?.[1];
    expect(keptAt).toStartWith(join(server.dataDir, "app.db.before-restore-"));
    expect(existsSync(`${keptAt}-wal`)).toBe(false);
    expect(await holdsCard(keptAt!, kept)).toBe(true);
    expect(await holdsCard(join(server.dataDir, "app.db"), kept)).toBe(false);
  });

  test("a missing, garbage or foreign file, an existing target and a libSQL server get a clear refusal", async () => {
    const dir = folder();
    const env = { DATA_DIR: dir };
    const garbage = join(dir, "garbage.db");
    writeFileSync(garbage, "this is not a database at all, only some words in a file");
    const foreign = join(dir, "foreign.db");
    const client = createClient({ url: `file:${foreign}` });
    await client.execute("CREATE TABLE notes (text TEXT)");
    client.close();

    const missing = await run(env, "restore", join(dir, "nowhere.db"));
    expect(missing).toEqual({ code: 1, out: "", err: `There is no file at ${join(dir, "nowhere.db")}.\n` });
    expect((await run(env, "restore", garbage)).err).toBe(
      `${garbage} is not a Bloom database: it is not an SQLite file.\n`,
    );
    expect((await run(env, "restore", foreign)).err).toBe(
      `${foreign} is an SQLite file but not a Bloom database (it has no __drizzle_migrations or users).\n`,
    );
    expect((await run(env, "check", garbage)).code).toBe(1);
    expect(existsSync(join(dir, "app.db"))).toBe(false);

    expect((await run(env, "backup", join(dir, "copy.db"))).err).toBe(
      `There is no database at ${join(dir, "app.db")} to back up.\n`,
    );
    const server = await startServerProcess(ENV, { dataDir: dir });
    servers.push(server);
    expect((await run(env, "backup", garbage)).err).toBe(
      `${garbage} already exists: a backup never overwrites a file.\n`,
    );
    expect((await run(env, "backup")).err).toStartWith("backup needs a FILE.\n\nUsage: bun api/src/cli/db.ts");
    expect((await run(env, "restore", join(dir, "app.db"))).err).toBe(
      `${join(dir, "app.db")} is the database itself; restore from a backup file.\n`,
    );
    expect(
      (await run({ ...env, DATABASE_URL: "libsql://bloom.example.turso.io" }, "backup", join(dir, "x.db"))).err,
    ).toStartWith("DATABASE_URL points at a libSQL server, not a file, and backup works on a database file.");
    expect((await run(env, "vacuum")).err).toStartWith('Unknown command "vacuum".');
  });
});

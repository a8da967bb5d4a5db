import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Client, createClient } from "@libsql/client";
import { ConfigError, loadConfig } from "../config";
import { databaseFilePath, openDatabase } from "../db/database";

/**
 * Backups of the database file the server uses (the same environment variables: DATABASE_URL,
 * DATA_DIR). A backup is taken online with `VACUUM INTO`, one read transaction, so it is a
 * consistent copy even while servers write; a restore replaces the file only when no server
 * has it open, and keeps the file it replaces.
 */
const USAGE = `Usage: bun api/src/cli/db.ts <command> [FILE]

Commands:
  backup FILE
      Writes a consistent copy of the database to FILE (a new file) while servers keep running,
      and checks the copy.
  restore FILE
      Replaces the database with the backup in FILE. Stop every server that uses the database
      first: a database that is open is refused. The current database is kept beside it as
      <name>.before-restore-<time>.
  check [FILE]
      Runs SQLite's integrity check on the database (or on FILE) and counts the rows of each table.

These commands work on a database file (DATABASE_URL=file:…, or the default under DATA_DIR). A
libSQL server (sqld, Turso) is backed up by the server's own tools.`;

/** A refusal the operator can act on: printed as it is, without a stack. */
class CommandError extends Error {}

const SQLITE_HEADER = "SQLite format 3\0";
/** Tables every Bloom database has, whatever its version: how a backup is told from any SQLite file. */
const BLOOM_TABLES = ["__drizzle_migrations", "users"];

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h" } },
  });
  const [command, file] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  switch (command) {
    case "backup":
      return backup(requireFile(file, "backup"));
    case "restore":
      return restore(requireFile(file, "restore"));
    case "check":
      return check(file === undefined ? undefined : resolve(file));
    default:
      throw new CommandError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

async function backup(target: string): Promise<void> {
  const source = configuredDatabaseFile("backup");
  if (!existsSync(source)) throw new CommandError(`There is no database at ${source} to back up.`);
  if (existsSync(target)) throw new CommandError(`${target} already exists: a backup never overwrites a file.`);
  if (!existsSync(dirname(target))) throw new CommandError(`The folder ${dirname(target)} does not exist.`);

  // Written under another name first, so a backup cut short never looks like a finished one.
  const partial = `${target}.partial-${process.pid}`;
  const client = openFile(source);
  try {
    await client.execute({ sql: "VACUUM INTO ?", args: [partial] });
  } catch (error) {
    rmSync(partial, { force: true });
    throw new CommandError(`The backup of ${source} failed: ${describe(error)}`);
  } finally {
    client.close();
  }
  const counts = await inspectBloomDatabase(partial).catch((error: unknown) => {
    rmSync(partial, { force: true });
    throw error;
  });
  renameSync(partial, target);
  console.log(
    `Backed up ${source} to ${target} (${statSync(target).size} bytes, ${counts.size} tables, integrity ok).`,
  );
}

async function restore(backupFile: string): Promise<void> {
  const target = configuredDatabaseFile("restore");
  if (backupFile === target)
    throw new CommandError(`${backupFile} is the database itself; restore from a backup file.`);
  await inspectBloomDatabase(backupFile);

  let keptAt: string | null = null;
  if (existsSync(target)) {
    await settleIfUnused(target);
    keptAt = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target, keptAt);
    if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${keptAt}-wal`);
    rmSync(`${target}-shm`, { force: true });
  }

  // Copied under another name first, so the database is either the old file or the whole backup.
  const partial = `${target}.restoring-${process.pid}`;
  await Bun.write(partial, Bun.file(backupFile));
  renameSync(partial, target);

  // Migrations the backup predates are applied now, as a server's start would.
  const database = await openDatabase(`file:${target}`);
  database.close();
  const counts = await inspectBloomDatabase(target);
  const users = counts.get("users") ?? 0;
  console.log(`Restored ${backupFile} to ${target}: ${counts.size} tables, ${users} users, integrity ok.`);
  if (keptAt) console.log(`The database it replaced is kept at ${keptAt}.`);
}

async function check(file: string | undefined): Promise<void> {
  const path = file ?? configuredDatabaseFile("check");
  const counts = await inspectBloomDatabase(path);
  console.log(`${path}: integrity ok.`);
  for (const [table, rows] of counts) console.log(`${table}\t${rows}`);
}

/** The database file of the configuration; a libSQL server is not a file this command can copy. */
function configuredDatabaseFile(command: string): string {
  const config = loadConfig();
  if (!config.database.url.startsWith("file:")) {
    throw new CommandError(
      `DATABASE_URL points at a libSQL server, not a file, and ${command} works on a database file. Use the server's own backups (Turso's point-in-time restore, or sqld's snapshots).`,
    );
  }
  return databaseFilePath(config.database.url);
}

/**
 * Refuses a database some process has open: SQLite in WAL mode holds a shared lock on the file
 * for as long as a connection is open, so taking the exclusive lock fails at once while a server
 * runs. When it succeeds, the file is made whole on its own, so the file kept aside needs no log.
 */
async function settleIfUnused(path: string): Promise<void> {
  const client = createClient({ url: `file:${path}` });
  try {
    await client.execute("PRAGMA locking_mode = EXCLUSIVE");
    // The client ends the transaction by itself; in exclusive locking mode the lock stays until close.
    await client.execute("BEGIN EXCLUSIVE");
    // Leaving WAL folds the log into the file and removes it; a server turns WAL on again when it opens the file.
    await client.execute("PRAGMA journal_mode = DELETE");
  } catch (error) {
    if (/SQLITE_BUSY|locked/i.test(describe(error))) {
      throw new CommandError(
        `The database at ${path} is in use. Stop every server that uses it, then run the restore again.`,
      );
    }
    throw new CommandError(`The database at ${path} could not be opened: ${describe(error)}`);
  } finally {
    client.close();
  }
}

/** Checks that `path` is a whole Bloom database; returns its row count per table. */
async function inspectBloomDatabase(path: string): Promise<Map<string, number>> {
  if (!existsSync(path)) throw new CommandError(`There is no file at ${path}.`);
  if (!statSync(path).isFile()) throw new CommandError(`${path} is not a file.`);
  if (readHeader(path) !== SQLITE_HEADER) {
    throw new CommandError(`${path} is not a Bloom database: it is not an SQLite file.`);
  }
  const client = openFile(path);
  try {
    const integrity = await client.execute("PRAGMA integrity_check");
    const problems = integrity.rows.map((row) => String(row[0])).filter((line) => line !== "ok");
    if (problems.length > 0) {
      throw new CommandError(`${path} is damaged (SQLite's integrity check: ${problems.slice(0, 3).join("; ")}).`);
    }
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    const names = tables.rows.map((row) => String(row[0]));
    const missing = BLOOM_TABLES.filter((table) => !names.includes(table));
    if (missing.length > 0) {
      throw new CommandError(`${path} is an SQLite file but not a Bloom database (it has no ${missing.join(" or ")}).`);
    }
    const counts = new Map<string, number>();
    for (const name of names) {
      const result = await client.execute(`SELECT count(*) FROM "${name.replaceAll('"', '""')}"`);
      counts.set(name, Number(result.rows[0]![0]));
    }
    return counts;
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw new CommandError(`${path} could not be read as a database: ${describe(error)}`);
  } finally {
    client.close();
  }
}

function readHeader(path: string): string {
  const buffer = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(path, "r");
  try {
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString("latin1");
  } finally {
    closeSync(fd);
  }
}

/** One connection to a database file, waiting up to 5 s for a writer's lock as the server does. */
function openFile(path: string): Client {
  return createClient({ url: `file:${path}`, timeout: 5_000 });
}

function requireFile(file: string | undefined, command: string): string {
  if (!file) throw new CommandError(`${command} needs a FILE.\n\n${USAGE}`);
  return resolve(file);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof CommandError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("The database command failed:", error);
  }
  process.exit(1);
});

import NativeDatabase from "libsql";
import { logger } from "../logger";

/** How drizzle's `sqlite-proxy` asks for a statement to be run. */
export type ProxyMethod = "run" | "all" | "values" | "get";

/** What a statement gives back: its rows, and for a write what it changed (shaped like the libSQL client's result). */
export interface StatementResult {
  rows: unknown[];
  rowsAffected?: number;
  lastInsertRowid?: bigint;
}

/** The most statements kept prepared on one connection; the least recently used one is dropped past it. */
const STATEMENT_LIMIT = 2_000;

/**
 * One native connection to the database file whose statements are kept prepared by their SQL text
 * (ADR 0024). The libSQL client prepares every statement anew, and the native driver never frees a
 * statement it prepared (about 4 KB each, measured: 100,000 queries grew the process by 400 MB,
 * garbage collection or not), so a long-running API grew without bound and spent more time
 * preparing statements than running them. Here each statement is prepared once and run again with
 * new values; drizzle builds a handful of statement shapes per query, so the limit is rarely met.
 */
export class KeptStatements {
  /** Each statement with whether it returns rows and, once asked for, its column names (the driver's answers are native calls). */
  private readonly statements = new Map<string, KeptStatement>();
  /**
   * A statement failed with `SQLITE_BUSY`. The driver cannot reset a statement, and one left so
   * keeps its connection from beginning any transaction afterwards, "database is locked" each time
   * (seen after `SQLITE_BUSY_SNAPSHOT`: every later write of the instance failed until it
   * restarted). So the connection is replaced by a fresh one once it is out of its transaction.
   */
  private stuck = false;

  /**
   * `reopen` opens a connection like this one; without it, a connection left stuck by a busy
   * statement stays as it is.
   */
  constructor(
    private current: NativeDatabase.Database,
    private readonly limit = STATEMENT_LIMIT,
    private readonly reopen?: () => NativeDatabase.Database,
  ) {}

  /** The native connection statements run on now. */
  get connection(): NativeDatabase.Database {
    return this.current;
  }

  run(sql: string, params: unknown[], method: ProxyMethod): StatementResult {
    this.replaceIfStuck();
    try {
      const { statement, reader } = this.statement(sql);
      const values = params.map(toSqlValue);
      if (!reader) {
        const info = statement.run(values);
        return { rows: [], rowsAffected: info.changes, lastInsertRowid: BigInt(info.lastInsertRowid) };
      }
      const rows = statement.all(values) as unknown[];
      return { rows: method === "get" ? (rows[0] as unknown[]) : rows };
    } catch (error) {
      this.noteFailure(error);
      throw error;
    }
  }

  /** The rows of a hand-written read as objects keyed by column name (drizzle's builders read rows as arrays). */
  objects<T>(sql: string, params: unknown[]): T[] {
    this.replaceIfStuck();
    try {
      const kept = this.statement(sql);
      kept.names ??= kept.statement.columns().map((column) => column.name);
      const { statement, names } = kept;
      return (statement.all(params.map(toSqlValue)) as unknown[][]).map(
        (row) => Object.fromEntries(names.map((name, index) => [name, row[index]])) as T,
      );
    } catch (error) {
      this.noteFailure(error);
      throw error;
    }
  }

  private noteFailure(error: unknown): void {
    if (String((error as { code?: unknown } | null)?.code).startsWith("SQLITE_BUSY")) this.stuck = true;
  }

  /** Closes a stuck connection and opens a fresh one; its statements are prepared again as they are asked for. */
  private replaceIfStuck(): void {
    if (!this.stuck || !this.reopen || this.current.inTransaction) return;
    const stale = this.current;
    this.current = this.reopen();
    this.statements.clear();
    this.stuck = false;
    stale.close();
    logger.warn("A database connection left unable to take a transaction by a busy statement was replaced.");
  }

  close(): void {
    this.statements.clear();
    this.current.close();
  }

  private statement(sql: string): KeptStatement {
    let kept = this.statements.get(sql);
    if (kept) {
      // Most recently used last, so the first key is the one to drop.
      this.statements.delete(sql);
    } else {
      const statement = this.current.prepare(sql);
      kept = { statement, reader: statement.reader };
      if (kept.reader) statement.raw(true);
      if (this.statements.size >= this.limit) this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, kept);
    return kept;
  }
}

interface KeptStatement {
  statement: NativeDatabase.Statement;
  reader: boolean;
  names?: string[];
}

/** A value as SQLite binds it, converted as the libSQL client converts it. */
function toSqlValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.valueOf();
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value === undefined) throw new TypeError("A statement was given undefined as a value.");
  return value;
}

/** Opens a native connection to the file at `path`, set up as the client's connections are. */
export function openKeptStatements(path: string): KeptStatements {
  const open = () => {
    const connection = new NativeDatabase(path, { timeout: 5_000 });
    // Per connection: what a commit waits for (WAL makes NORMAL safe against corruption; ADR 0014).
    connection.exec("PRAGMA synchronous = NORMAL");
    return connection;
  };
  return new KeptStatements(open(), STATEMENT_LIMIT, open);
}

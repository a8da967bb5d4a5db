import NativeDatabase from "libsql";

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

  constructor(
    readonly connection: NativeDatabase.Database,
    private readonly limit = STATEMENT_LIMIT,
  ) {}

  run(sql: string, params: unknown[], method: ProxyMethod): StatementResult {
    const { statement, reader } = this.statement(sql);
    const values = params.map(toSqlValue);
    if (!reader) {
      const info = statement.run(values);
      return { rows: [], rowsAffected: info.changes, lastInsertRowid: BigInt(info.lastInsertRowid) };
    }
    const rows = statement.all(values) as unknown[];
    return { rows: method === "get" ? (rows[0] as unknown[]) : rows };
  }

  /** The rows of a hand-written read as objects keyed by column name (drizzle's builders read rows as arrays). */
  objects<T>(sql: string, params: unknown[]): T[] {
    const kept = this.statement(sql);
    kept.names ??= kept.statement.columns().map((column) => column.name);
    const { statement, names } = kept;
    return (statement.all(params.map(toSqlValue)) as unknown[][]).map(
      (row) => Object.fromEntries(names.map((name, index) => [name, row[index]])) as T,
    );
  }

  close(): void {
    this.statements.clear();
    this.connection.close();
  }

  private statement(sql: string): KeptStatement {
    let kept = this.statements.get(sql);
    if (kept) {
      // Most recently used last, so the first key is the one to drop.
      this.statements.delete(sql);
    } else {
      const statement = this.connection.prepare(sql);
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
  const connection = new NativeDatabase(path, { timeout: 5_000 });
  // Per connection: what a commit waits for (WAL makes NORMAL safe against corruption; ADR 0014).
  connection.exec("PRAGMA synchronous = NORMAL");
  return new KeptStatements(connection);
}

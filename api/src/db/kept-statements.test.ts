import { afterAll, describe, expect, spyOn, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { KeptStatements, openKeptStatements } from "./kept-statements";

const dir = mkdtempSync(join(tmpdir(), "bloom-kept-"));
const kept = openKeptStatements(join(dir, "kept.db"));
kept.connection.exec("create table notes (id integer primary key, body text, done integer, at integer)");
afterAll(() => {
  kept.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("KeptStatements", () => {
  test("a statement is prepared once and run again with new values", () => {
    const prepare = spyOn(kept.connection, "prepare");
    for (let index = 0; index < 50; index++) {
      kept.run("insert into notes (body, done, at) values (?, ?, ?)", [`note ${index}`, index % 2 === 0, index], "run");
    }
    const rows = [0, 1, 2].map((id) => kept.run("select body from notes where id = ?", [id + 1], "get").rows);
    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual([
      "insert into notes (body, done, at) values (?, ?, ?)",
      "select body from notes where id = ?",
    ]);
    prepare.mockRestore();
    expect(rows).toEqual([["note 0"], ["note 1"], ["note 2"]]);
  });

  test("a write says what it changed; values are bound as the libSQL client binds them", () => {
    const at = new Date(Date.UTC(2026, 10, 26));
    const inserted = kept.run("insert into notes (body, done, at) values (?, ?, ?)", ["dated", true, at], "run");
    expect(inserted.rowsAffected).toBe(1);
    expect(kept.run("select done, at from notes where id = ?", [Number(inserted.lastInsertRowid)], "all").rows).toEqual(
      [[1, at.valueOf()]],
    );
    expect(kept.run("update notes set done = ? where done = ?", [false, true], "run").rowsAffected).toBeGreaterThan(1);
    expect(() => kept.run("select * from notes where id = ?", [undefined], "all")).toThrow(TypeError);
  });

  test("a hand-written read gives objects keyed by column name", () => {
    expect(kept.objects("select id, body as text from notes where id <= ? order by id", [2])).toEqual([
      { id: 1, text: "note 0" },
      { id: 2, text: "note 1" },
    ]);
  });

  test("past its limit, the least recently used statement is dropped and prepared again when next asked for", () => {
    const small = new KeptStatements(kept.connection, 2);
    const prepare = spyOn(kept.connection, "prepare");
    const select = (column: string) => small.run(`select ${column} from notes where id = ?`, [1], "get");
    for (const column of ["id", "body", "id", "done", "id", "body"]) select(column);
    expect(prepare.mock.calls.map(([sql]) => sql.split(" ")[1])).toEqual(["id", "body", "done", "body"]);
    prepare.mockRestore();
  });

  test("a connection left stuck by a busy statement is replaced once its transaction is rolled back", () => {
    // A deferred transaction's read, then another connection's commit: its next change fails with
    // SQLITE_BUSY_SNAPSHOT, and that statement, left unreset, keeps its connection from taking
    // any transaction afterwards.
    const path = join(dir, "stuck.db");
    const writer = openKeptStatements(path);
    writer.connection.exec("pragma journal_mode = wal");
    writer.connection.exec("create table counts (id integer primary key, n integer)");
    writer.connection.exec("insert into counts (id, n) values (1, 0)");
    const other = openKeptStatements(path);
    const stuckConnection = writer.connection;
    const increment = () => writer.run("update counts set n = n + 1 where id = ?", [1], "run");

    writer.run("begin", [], "run");
    writer.run("select n from counts where id = ?", [1], "get");
    other.run("insert into counts (id, n) values (?, ?)", [2, 0], "run");
    expect(increment).toThrow("database is locked");
    writer.run("rollback", [], "run");
    expect(() => stuckConnection.exec("begin immediate")).toThrow("database is locked");

    writer.run("begin immediate", [], "run");
    increment();
    writer.run("commit", [], "run");
    expect(writer.connection).not.toBe(stuckConnection);
    expect(other.run("select n from counts where id = ?", [1], "get").rows).toEqual([1]);
    writer.close();
    other.close();
  });
});

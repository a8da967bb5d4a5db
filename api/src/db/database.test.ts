import { afterAll, describe, expect, spyOn, test } from "bun:test";
import { count, eq, sql } from "drizzle-orm";
import NativeDatabase from "libsql";
import { startTestApi } from "../../test/harness";
import { newId } from "../ids";
import { databaseFilePath } from "./database";
import { keptRead } from "./kept-query";
import { subjects } from "./schema";

const api = await startTestApi();
afterAll(() => api.close());

describe("the one write path", () => {
  test("200 concurrent write requests over HTTP all land, none lost", async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => api.createUser()));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api.call("/api/subjects", { method: "POST", token: people[i % 4]!.token, json: { name: `Subject ${i}` } }),
      ),
    );
    expect(responses.map((r) => r.status).filter((status) => status !== 201)).toEqual([]);
    for (const person of people) {
      const [row] = await api.ctx.database.read
        .select({ n: count() })
        .from(subjects)
        .where(eq(subjects.userId, person.user.id));
      expect(row!.n).toBe(50);
      const list = await api.call("/api/subjects", { token: person.token });
      expect(list.body).toHaveLength(50);
    }
  });

  test("writes never overlap, even when each one awaits inside its transaction", async () => {
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.ctx.database.write(async (tx) => {
          running++;
          most = Math.max(most, running);
          await tx.select().from(subjects).limit(1);
          await Bun.sleep(1);
          running--;
          return i;
        }),
      ),
    );
    expect(most).toBe(1);
  });

  test("a failed write rolls back and the queue moves on", async () => {
    const { user } = await api.createUser();
    const failed = api.ctx.database.write(async (tx) => {
      await tx.insert(subjects).values({ id: "rolled-back", userId: user.id, name: "Gone", nameKey: "gone" });
      throw new Error("boom");
    });
    const next = api.ctx.database.write((tx) =>
      tx.insert(subjects).values({ id: "kept", userId: user.id, name: "Kept", nameKey: "kept" }).returning(),
    );
    await expect(failed).rejects.toThrow("boom");
    expect((await next).length).toBe(1);
    const rows = await api.ctx.database.read.select().from(subjects).where(eq(subjects.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual(["kept"]);
  });

  test("writes queued together commit together, and one that fails is rolled back alone", async () => {
    const { user } = await api.createUser();
    const insert = (id: string) => (tx: Parameters<Parameters<typeof api.ctx.database.write>[0]>[0]) =>
      tx.insert(subjects).values({ id, userId: user.id, name: id, nameKey: id }).returning({ id: subjects.id });
    // Counted, not replaced: the writes still run in the real transaction on the write path.
    // biome-ignore lint/complexity/useLiteralKeys: the write path is private; brackets let the test reach it.
    const transactions = spyOn(api.ctx.database["writer"], "transaction");
    const results = await Promise.allSettled([
      api.ctx.database.write(insert("group-a")),
      api.ctx.database.write(async (tx) => {
        await insert("group-gone")(tx);
        throw new Error("boom");
      }),
      api.ctx.database.write(insert("group-c")),
    ]);
    const commits = transactions.mock.calls.length;
    transactions.mockRestore();
    expect(commits).toBe(1);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(results[0]).toMatchObject({ value: [{ id: "group-a" }] });
    const rows = await api.ctx.database.read.select().from(subjects).where(eq(subjects.userId, user.id));
    expect(rows.map((r) => r.id).sort()).toEqual(["group-a", "group-c"]);
  });

  test("writes from separate callbacks of one turn of the event loop commit together", async () => {
    // Requests that arrive together are handled one callback each, as these timers are.
    const { user } = await api.createUser();
    // biome-ignore lint/complexity/useLiteralKeys: the write path is private; brackets let the test reach it.
    const transactions = spyOn(api.ctx.database["writer"], "transaction");
    const ids = ["turn-a", "turn-b", "turn-c"];
    await Promise.all(
      ids.map(
        (id) =>
          new Promise((resolve, reject) =>
            setTimeout(
              () =>
                api.ctx.database
                  .write((tx) => tx.insert(subjects).values({ id, userId: user.id, name: id, nameKey: id }))
                  .then(resolve, reject),
              0,
            ),
          ),
      ),
    );
    const commits = transactions.mock.calls.length;
    transactions.mockRestore();
    expect(commits).toBe(1);
    const rows = await api.ctx.database.read.select().from(subjects).where(eq(subjects.userId, user.id));
    expect(rows.map((r) => r.id).sort()).toEqual(ids);
  });

  test("a group takes the file's write lock when it begins, as a write alone does", async () => {
    // Another instance's connection, which does not wait for a lock.
    const other = new NativeDatabase(databaseFilePath(api.ctx.config.database.url), { timeout: 0 });
    const otherTriesToWrite = () => {
      try {
        other.exec("BEGIN IMMEDIATE");
        other.exec("ROLLBACK");
        return "it could write";
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    const seen: unknown[] = [];
    // Two writes of one turn commit as a group; each reads before it would change anything.
    await Promise.all(
      ["first", "second"].map(() =>
        api.ctx.database.write(async (tx) => {
          await tx.select().from(subjects).limit(1);
          seen.push(otherTriesToWrite());
        }),
      ),
    );
    other.close();
    expect(seen).toEqual(["SQLITE_BUSY", "SQLITE_BUSY"]);
  });

  test("the database file is in WAL mode", async () => {
    const result = await api.ctx.database.client.execute("PRAGMA journal_mode");
    expect(result.rows[0]!.journal_mode).toBe("wal");
  });
});

describe("kept reads", () => {
  let builds = 0;
  const subjectCount = keptRead((db) => {
    builds++;
    return db
      .select({ n: count() })
      .from(subjects)
      .where(eq(subjects.userId, sql.placeholder("userId")))
      .prepare();
  });
  const countOf = (userId: string) => subjectCount(api.ctx.database).all({ userId });

  test("see each write as soon as it commits, and while another write is still open", async () => {
    const { user } = await api.createUser();
    expect(await countOf(user.id)).toEqual([{ n: 0 }]);
    for (let added = 1; added <= 3; added++) {
      await api.ctx.database.write((tx) =>
        tx.insert(subjects).values({ id: newId(), userId: user.id, name: `S${added}`, nameKey: `s${added}` }),
      );
      expect(await countOf(user.id)).toEqual([{ n: added }]);
    }
    // A write that has not committed yet is not seen; its commit is.
    let seenDuring: unknown;
    await api.ctx.database.write(async (tx) => {
      await tx.insert(subjects).values({ id: newId(), userId: user.id, name: "S4", nameKey: "s4" });
      seenDuring = await countOf(user.id);
    });
    expect(seenDuring).toEqual([{ n: 3 }]);
    expect(await countOf(user.id)).toEqual([{ n: 4 }]);
  });

  test("are built once per database, and each database's runs on that database", async () => {
    const { user } = await api.createUser();
    await api.ctx.database.write((tx) =>
      tx.insert(subjects).values({ id: newId(), userId: user.id, name: "Kept", nameKey: "kept" }),
    );
    const before = builds;
    await countOf(user.id);
    await countOf(user.id);
    const other = await startTestApi();
    try {
      expect(await subjectCount(other.ctx.database).all({ userId: user.id })).toEqual([{ n: 0 }]);
      expect(await countOf(user.id)).toEqual([{ n: 1 }]);
    } finally {
      await other.close();
    }
    // This database's query was built by the first call in this file; the other database built its own.
    expect(builds - before).toBe(before === 0 ? 2 : 1);
  });
});

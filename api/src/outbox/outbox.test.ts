import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createTempDatabase } from "../../test/temp-database";
import { insertTestUser } from "../../test/users";
import { outboxMessages, users } from "../db/schema";
import { Outbox, PermanentDeliveryError } from "./outbox";

const temp = await createTempDatabase();
afterAll(() => temp.close());

const rowOf = async (key: string) => {
  const [row] = await temp.database.read.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key));
  return row!;
};

describe("the outbox", () => {
  test("a message written in a transaction that rolls back is never delivered", async () => {
    const outbox = new Outbox(temp.database);
    const delivered: unknown[] = [];
    outbox.register("rollback", async (payload) => void delivered.push(payload));
    await temp.database
      .write(async (tx) => {
        await outbox.enqueue(tx, { kind: "rollback", payload: { n: 1 }, idempotencyKey: "rolled-back" });
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    await outbox.settle();
    expect(delivered).toEqual([]);
    expect(
      await temp.database.read.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, "rolled-back")),
    ).toEqual([]);
  });

  test("a started outbox delivers as soon as the write commits, once", async () => {
    const outbox = new Outbox(temp.database);
    const delivered: unknown[] = [];
    outbox.register("greeting", async (payload) => void delivered.push(payload));
    outbox.start();
    await temp.database.write((tx) =>
      outbox.enqueue(tx, { kind: "greeting", payload: { hello: "world" }, idempotencyKey: "g1" }),
    );
    await outbox.settle();
    await outbox.stop();
    expect(delivered).toEqual([{ hello: "world" }]);
    expect(await rowOf("g1")).toMatchObject({ status: "delivered", attempts: 1 });
  });

  test("the same idempotency key enqueued twice is one message", async () => {
    const outbox = new Outbox(temp.database);
    const delivered: unknown[] = [];
    outbox.register("twice", async (payload) => void delivered.push(payload));
    for (let i = 0; i < 2; i++) {
      await temp.database.write((tx) => outbox.enqueue(tx, { kind: "twice", payload: i, idempotencyKey: "same" }));
    }
    await outbox.settle();
    expect(delivered).toEqual([0]);
  });

  test("a failing delivery is tried again after its backoff, then succeeds", async () => {
    const outbox = new Outbox(temp.database);
    let calls = 0;
    outbox.register(
      "flaky",
      async () => {
        calls += 1;
        if (calls < 3) throw new Error("the receiver is down");
      },
      { retryDelaysMs: [1_000, 5_000] },
    );
    const start = Date.now();
    await temp.database.write((tx) =>
      outbox.enqueue(tx, { kind: "flaky", payload: {}, idempotencyKey: "f1", notBefore: start }),
    );
    expect(await outbox.deliverDue(start)).toBe(1);
    expect(await rowOf("f1")).toMatchObject({ status: "pending", attempts: 1, lastError: "the receiver is down" });
    // Not due again until the first backoff has passed.
    expect(await outbox.deliverDue(start + 10)).toBe(0);
    expect(await outbox.deliverDue(Date.now() + 1_000)).toBe(1);
    expect(await rowOf("f1")).toMatchObject({ status: "pending", attempts: 2 });
    expect(await outbox.deliverDue(Date.now() + 5_000)).toBe(1);
    expect(await rowOf("f1")).toMatchObject({ status: "delivered", attempts: 3, lastError: null });
  });

  test("past the last retry, or on a permanent error, the message fails and stays visible", async () => {
    const outbox = new Outbox(temp.database);
    outbox.register("doomed", async () => Promise.reject(new Error("still down")), { retryDelaysMs: [1] });
    outbox.register("rejected", async () => Promise.reject(new PermanentDeliveryError("no such address")));
    await temp.database.write(async (tx) => {
      await outbox.enqueue(tx, { kind: "doomed", payload: {}, idempotencyKey: "d1" });
      await outbox.enqueue(tx, { kind: "rejected", payload: {}, idempotencyKey: "r1" });
    });
    await outbox.deliverDue(Date.now());
    await outbox.deliverDue(Date.now() + 10);
    expect(await rowOf("d1")).toMatchObject({ status: "failed", attempts: 2, lastError: "still down" });
    expect(await rowOf("r1")).toMatchObject({ status: "failed", attempts: 1, lastError: "no such address" });
  });

  test("two instances deliver each message once", async () => {
    // Two outboxes, each with its own instance id, as two servers have. (Two libSQL clients in one
    // process cannot share a file: a busy wait blocks the thread that holds the lock.)
    const delivered: string[] = [];
    const instances = [new Outbox(temp.database), new Outbox(temp.database)];
    for (const [index, outbox] of instances.entries()) {
      outbox.register<number>("shared", async (payload) => {
        await Bun.sleep(2);
        delivered.push(`${index}:${payload}`);
      });
    }
    await temp.database.write(async (tx) => {
      for (let i = 0; i < 30; i++) await instances[0]!.enqueue(tx, { kind: "shared", payload: i });
    });
    while (true) {
      const counts = await Promise.all(instances.map((outbox) => outbox.deliverDue()));
      if (counts.every((n) => n === 0)) break;
    }
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered.map((entry) => entry.split(":")[1])).size).toBe(30);
  });

  test("a message claimed by an instance that died is delivered by another once the claim runs out", async () => {
    const outbox = new Outbox(temp.database);
    const delivered: unknown[] = [];
    outbox.register("orphan", async (payload) => void delivered.push(payload));
    await temp.database.write((tx) => outbox.enqueue(tx, { kind: "orphan", payload: "x", idempotencyKey: "o1" }));
    // Another instance claimed it and was killed before delivering.
    await temp.database.write((tx) =>
      tx
        .update(outboxMessages)
        .set({ claimedBy: "dead-instance", claimedUntil: Date.now() + 60_000 })
        .where(eq(outboxMessages.idempotencyKey, "o1")),
    );
    expect(await outbox.deliverDue()).toBe(0);
    expect(await outbox.deliverDue(Date.now() + 61_000)).toBe(1);
    expect(delivered).toEqual(["x"]);
  });
  test("a message about someone whose account is gone is delivered, then removed with its copy; a failed one too", async () => {
    const outbox = new Outbox(temp.database);
    const forgotten: string[] = [];
    outbox.register(
      "about",
      async (payload: { fail?: boolean }) => {
        if (payload.fail) throw new PermanentDeliveryError("refused");
      },
      { forget: (message) => void forgotten.push(message.idempotencyKey) },
    );
    const gone = await insertTestUser(temp.database);
    const living = await insertTestUser(temp.database);
    await temp.database.write(async (tx) => {
      await outbox.enqueue(tx, { kind: "about", payload: {}, idempotencyKey: "about-gone", about: gone.id });
      await outbox.enqueue(tx, {
        kind: "about",
        payload: { fail: true },
        idempotencyKey: "failed-gone",
        about: gone.id,
      });
      await outbox.enqueue(tx, { kind: "about", payload: {}, idempotencyKey: "about-living", about: living.id });
      await tx.delete(users).where(eq(users.id, gone.id));
    });
    await outbox.settle();
    const rows = await temp.database.read.select().from(outboxMessages).where(eq(outboxMessages.kind, "about"));
    expect(rows.map((row) => [row.idempotencyKey, row.status])).toEqual([["about-living", "delivered"]]);
    expect(forgotten.sort()).toEqual(["about-gone", "failed-gone"]);

    const removed = await temp.database.write((tx) => outbox.removeSettledAbout(tx, living.id));
    expect(removed.map((row) => row.idempotencyKey)).toEqual(["about-living"]);
    outbox.forget(removed);
    expect(forgotten).toContain("about-living");
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { createTempDatabase } from "../../../test/temp-database";
import { type OutboxMessageRow, organisations, outboxMessages, type UserRow, users } from "../../db/schema";
import { newId } from "../../ids";
import { LIST_LIMIT, labelOf, listFailingDeliveries } from "./service";

const temp = await createTempDatabase();
afterAll(() => temp.close());
const { database } = temp;

await database.write(async (tx) => {
  await tx.insert(organisations).values({ id: "pine", kind: "district", name: "Pine District" });
});
const [admin] = await database.write((tx) =>
  tx
    .insert(users)
    .values({ id: newId(), name: "Admin", email: "admin@pine.test", role: "admin", districtId: "pine" })
    .returning(),
);

const message = (overrides: Partial<OutboxMessageRow>) => ({
  id: newId(),
  kind: "email",
  payload: { to: "someone@pine.test" },
  idempotencyKey: newId(),
  status: "failed" as const,
  attempts: 7,
  nextAttemptAt: Date.now(),
  districtId: "pine",
  ...overrides,
});

describe("labelOf", () => {
  test("names each kind and email notice for a person", () => {
    expect(labelOf({ kind: "email", idempotencyKey: "safety-alert:a1:lead@pine.test" })).toBe("Safety email");
    expect(labelOf({ kind: "email", idempotencyKey: "model-outage:u1:3" })).toBe("AI model outage email");
    expect(labelOf({ kind: "email", idempotencyKey: "consent:c1" })).toBe("Parental consent email");
    expect(labelOf({ kind: "email", idempotencyKey: "0190-abc" })).toBe("Email");
    expect(labelOf({ kind: "lti.scores", idempotencyKey: "k" })).toBe("Grade to the LMS");
    expect(labelOf({ kind: "stripe.cancel-subscription", idempotencyKey: "k" })).toBe("Billing cancellation");
  });
});

describe("listFailingDeliveries", () => {
  test("masks an address a relay echoed, skips pending ones under three tries, and caps the list with a total", async () => {
    await database.write(async (tx) => {
      await tx.insert(outboxMessages).values(
        // The newest, so it heads the list.
        message({
          lastError: "Can't send mail - all recipients were rejected: 550 <lead@pine.test>: no such user",
          createdAt: Date.now() + 60_000,
        }),
      );
      await tx.insert(outboxMessages).values(message({ status: "pending", attempts: 2 }));
      await tx.insert(outboxMessages).values(message({ status: "delivered", attempts: 1 }));
      await tx
        .insert(outboxMessages)
        .values(Array.from({ length: LIST_LIMIT + 4 }, () => message({ status: "pending", attempts: 3 })));
    });
    const seen = await listFailingDeliveries(database, admin as UserRow, "en");
    expect(seen.total).toBe(LIST_LIMIT + 5);
    expect(seen.deliveries).toHaveLength(LIST_LIMIT);
    expect(seen.deliveries[0]!.lastError).toBe(
      "Can't send mail - all recipients were rejected: 550 <[an address]>: no such user",
    );
    expect(JSON.stringify(seen)).not.toContain("@");
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { startFakeStripe } from "../../../test/fake-stripe";
import { startTestApi } from "../../../test/harness";
import { accountDeletions, outboxMessages } from "../../db/schema";

/** Deleting a paying student's account in Stripe mode: the subscription is canceled in Stripe, once. */

const fake = await startFakeStripe();
const api = await startTestApi(fake.env);
afterAll(async () => {
  await api.close();
  await fake.close();
});

describe("deleting a subscriber", () => {
  test("cancels the Stripe subscription through the outbox, keeps the billing record and no learning data", async () => {
    const { user, token } = await api.createUser({
      subscriptionStatus: "active",
      stripeCustomerId: "cus_fake_deleted",
      stripeSubscriptionId: "sub_fake_deleted",
    });
    fake.failNext(503, "Stripe is briefly unavailable.", 3);
    const deleted = await api.call("/api/auth/me", { method: "DELETE", token, json: { confirm: "DELETE" } });
    expect(deleted.status).toBe(204);
    await api.ctx.outbox.settle();
    // The first delivery met Stripe's outage (the SDK's own retries included); the outbox tries again later.
    await api.ctx.outbox.deliverDue(Date.now() + 3_600_000);
    const cancels = fake.requests.filter((request) => request.method === "DELETE");
    expect(cancels.length).toBeGreaterThanOrEqual(2);
    expect(cancels.every((request) => request.path === "/v1/subscriptions/sub_fake_deleted")).toBe(true);
    expect(new Set(cancels.map((request) => request.idempotencyKey))).toEqual(new Set(["cancel-sub_fake_deleted"]));
    const [cancel] = await api.ctx.database.read
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, "cancel-sub_fake_deleted"));
    expect(cancel).toMatchObject({ status: "delivered" });
    const [record] = await api.ctx.database.read
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.deletedUserId, user.id));
    expect(record).toMatchObject({ reason: "self", stripeCustomerId: "cus_fake_deleted" });
  });
});

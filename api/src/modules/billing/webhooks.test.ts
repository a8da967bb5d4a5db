import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  checkoutSessionObject,
  failedInvoiceObject,
  type StripeEventFixture,
  signStripeEvent,
  startFakeStripe,
  stripeEvent,
  subscriptionObject,
} from "../../../test/fake-stripe";
import { startTestApi } from "../../../test/harness";
import { stripeEvents, users } from "../../db/schema";

/** POST /api/billing/webhook: events signed by the stripe SDK's own helper, applied once and in order. */

const fake = await startFakeStripe();
const api = await startTestApi(fake.env);
afterAll(async () => {
  await api.close();
  await fake.close();
});

const T = Math.floor(Date.now() / 1000);
const PERIOD_END = T + 30 * 86_400;

async function deliver(event: StripeEventFixture, signing: { secret?: string; timestamp?: number } = {}) {
  const { body, headers } = await signStripeEvent(event, signing);
  return api.call("/api/billing/webhook", { method: "POST", body, headers });
}

async function readUser(id: string) {
  const [row] = await api.ctx.database.read.select().from(users).where(eq(users.id, id));
  return row!;
}

async function storedEvent(id: string) {
  return (await api.ctx.database.read.select().from(stripeEvents).where(eq(stripeEvents.id, id)))[0];
}

/** A user who went through checkout: their Stripe customer is stored, their trial is over. */
async function createCustomer(overrides: Partial<typeof users.$inferInsert> = {}) {
  const customer = `cus_${crypto.randomUUID().slice(0, 12)}`;
  const { user } = await api.createUser({
    stripeCustomerId: customer,
    subscriptionStatus: "trialing",
    trialEnd: T - 60,
    ...overrides,
  });
  return { user, customer, subscription: `sub_${crypto.randomUUID().slice(0, 12)}` };
}

/** A subscriber whose subscription is active, as of `at`. */
async function createSubscriber(at = T) {
  const { user, customer, subscription } = await createCustomer();
  await deliver(
    stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: subscription, customer, status: "active", periodEnd: PERIOD_END }),
      at,
    ),
  );
  return { user, customer, subscription };
}

describe("each event type", () => {
  test("checkout.session.completed makes the buyer active and links the subscription and customer", async () => {
    const { user } = await api.createUser({ subscriptionStatus: "trialing", trialEnd: T - 60 });
    const event = stripeEvent(
      "checkout.session.completed",
      checkoutSessionObject({ userId: user.id, customer: "cus_from_checkout", subscription: "sub_from_checkout" }),
      T,
    );
    const { status, body } = await deliver(event);
    expect(status).toBe(200);
    expect(body).toEqual({ received: true, outcome: "applied" });
    expect(await readUser(user.id)).toMatchObject({
      subscriptionStatus: "active",
      stripeSubscriptionId: "sub_from_checkout",
      stripeCustomerId: "cus_from_checkout",
      subscriptionEventAt: T,
    });
    expect(await storedEvent(event.id)).toMatchObject({ type: "checkout.session.completed", createdAtStripe: T });
  });

  test("an unpaid checkout (a delayed payment method) grants nothing yet", async () => {
    const { user } = await createCustomer();
    const event = stripeEvent(
      "checkout.session.completed",
      checkoutSessionObject({ userId: user.id, customer: null, subscription: "sub_unpaid", paymentStatus: "unpaid" }),
      T,
    );
    expect((await deliver(event)).body.outcome).toBe("ignored");
    expect((await readUser(user.id)).subscriptionStatus).toBe("trialing");
  });

  test("customer.subscription.created sets the status, the subscription and the period end from its items", async () => {
    const { user, customer, subscription } = await createCustomer();
    const { body } = await deliver(
      stripeEvent(
        "customer.subscription.created",
        subscriptionObject({ id: subscription, customer, status: "active", periodEnd: PERIOD_END }),
        T,
      ),
    );
    expect(body.outcome).toBe("applied");
    expect(await readUser(user.id)).toMatchObject({
      subscriptionStatus: "active",
      stripeSubscriptionId: subscription,
      currentPeriodEnd: PERIOD_END,
    });
  });

  test("customer.subscription.updated follows the status: a renewal moves the period end, past_due and unpaid take access away", async () => {
    const { user, customer, subscription } = await createSubscriber();
    const renewed = PERIOD_END + 30 * 86_400;
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "active", periodEnd: renewed }),
        T + 10,
      ),
    );
    expect(await readUser(user.id)).toMatchObject({ subscriptionStatus: "active", currentPeriodEnd: renewed });
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "past_due", periodEnd: renewed }),
        T + 20,
      ),
    );
    expect((await readUser(user.id)).subscriptionStatus).toBe("past_due");
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "unpaid", periodEnd: renewed }),
        T + 30,
      ),
    );
    expect((await readUser(user.id)).subscriptionStatus).toBe("unpaid");
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "active", periodEnd: renewed }),
        T + 40,
      ),
    );
    expect((await readUser(user.id)).subscriptionStatus).toBe("active");
  });

  test("customer.subscription.deleted cancels", async () => {
    const { user, customer, subscription } = await createSubscriber();
    const { body } = await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({ id: subscription, customer, status: "canceled", periodEnd: PERIOD_END }),
        T + 10,
      ),
    );
    expect(body.outcome).toBe("applied");
    expect(await readUser(user.id)).toMatchObject({
      subscriptionStatus: "canceled",
      stripeSubscriptionId: subscription,
      currentPeriodEnd: PERIOD_END,
    });
  });

  test("invoice.payment_failed makes an active subscription past due", async () => {
    const { user, customer, subscription } = await createSubscriber();
    const { body } = await deliver(
      stripeEvent("invoice.payment_failed", failedInvoiceObject({ customer, subscription }), T + 10),
    );
    expect(body.outcome).toBe("applied");
    expect(await readUser(user.id)).toMatchObject({ subscriptionStatus: "past_due", currentPeriodEnd: PERIOD_END });
  });

  test("the subscription lifecycle, end to end, decides access through the subscribed routes", async () => {
    const { user, customer, subscription } = await createCustomer();
    const { token } = await api.ctx.tokens.issue(user.id);
    const practise = () => api.call("/api/practice/stats", { token });
    expect((await practise()).status).toBe(402);
    await deliver(
      stripeEvent("checkout.session.completed", checkoutSessionObject({ userId: user.id, customer, subscription }), T),
    );
    expect((await practise()).status).toBe(200);
    await deliver(stripeEvent("invoice.payment_failed", failedInvoiceObject({ customer, subscription }), T + 10));
    expect((await practise()).body.code).toBe("SUBSCRIPTION_REQUIRED");
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "active", periodEnd: PERIOD_END }),
        T + 20,
      ),
    );
    expect((await practise()).status).toBe(200);
    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({ id: subscription, customer, status: "canceled", periodEnd: PERIOD_END }),
        T + 30,
      ),
    );
    expect((await practise()).status).toBe(402);
  });
});

describe("applied once", () => {
  test("a replayed event is acknowledged and changes nothing, even after later events", async () => {
    const { user, customer, subscription } = await createCustomer();
    const activated = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: subscription, customer, status: "active", periodEnd: PERIOD_END }),
      T,
    );
    expect((await deliver(activated)).body.outcome).toBe("applied");
    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({ id: subscription, customer, status: "canceled", periodEnd: PERIOD_END }),
        T + 10,
      ),
    );

    const replay = await deliver(activated);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, outcome: "duplicate" });
    expect(await readUser(user.id)).toMatchObject({ subscriptionStatus: "canceled", subscriptionEventAt: T + 10 });
  });

  test("the same event delivered many times at once is applied exactly once", async () => {
    const { customer, subscription } = await createCustomer();
    const event = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: subscription, customer, status: "active", periodEnd: PERIOD_END }),
      T,
    );
    const results = await Promise.all(Array.from({ length: 8 }, () => deliver(event)));
    expect(results.map((result) => result.body.outcome).sort()).toEqual(["applied", ...Array(7).fill("duplicate")]);
  });
});

describe("out of order", () => {
  test("an older event never overwrites a newer one", async () => {
    const { user, customer, subscription } = await createSubscriber(T);
    const newer = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject({ id: subscription, customer, status: "active", periodEnd: PERIOD_END + 100 }),
      T + 20,
    );
    const older = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject({ id: subscription, customer, status: "past_due", periodEnd: PERIOD_END }),
      T + 10,
    );
    expect((await deliver(newer)).body.outcome).toBe("applied");
    expect((await deliver(older)).body.outcome).toBe("stale");
    expect(await readUser(user.id)).toMatchObject({
      subscriptionStatus: "active",
      currentPeriodEnd: PERIOD_END + 100,
      subscriptionEventAt: T + 20,
    });
  });

  test("a cancellation stays canceled when an earlier update arrives after it", async () => {
    const { user, customer, subscription } = await createSubscriber(T);
    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({ id: subscription, customer, status: "canceled", periodEnd: PERIOD_END }),
        T + 30,
      ),
    );
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "active", periodEnd: PERIOD_END }),
        T + 20,
      ),
    );
    expect((await readUser(user.id)).subscriptionStatus).toBe("canceled");
  });

  test("within one second, a failed payment cannot reopen a canceled subscription as past due", async () => {
    const { user, customer, subscription } = await createSubscriber(T);
    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({ id: subscription, customer, status: "canceled", periodEnd: PERIOD_END }),
        T + 5,
      ),
    );
    expect(
      (await deliver(stripeEvent("invoice.payment_failed", failedInvoiceObject({ customer, subscription }), T + 5)))
        .body.outcome,
    ).toBe("ignored");
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "past_due", periodEnd: PERIOD_END }),
        T + 5,
      ),
    );
    expect((await readUser(user.id)).subscriptionStatus).toBe("canceled");
  });

  test("checkout completes before the subscription's own events arrive: access stays, the period end is filled in", async () => {
    const { user, customer, subscription } = await createCustomer();
    await deliver(
      stripeEvent(
        "checkout.session.completed",
        checkoutSessionObject({ userId: user.id, customer, subscription }),
        T + 2,
      ),
    );
    // Stripe made these first; they arrive last. `incomplete` is a subscription's first status.
    const incomplete = await deliver(
      stripeEvent(
        "customer.subscription.created",
        subscriptionObject({ id: subscription, customer, status: "incomplete", periodEnd: PERIOD_END }),
        T + 2,
      ),
    );
    expect(incomplete.body.outcome).toBe("ignored");
    const updated = await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: subscription, customer, status: "active", periodEnd: PERIOD_END }),
        T + 1,
      ),
    );
    expect(updated.body.outcome).toBe("stale");
    expect(await readUser(user.id)).toMatchObject({
      subscriptionStatus: "active",
      currentPeriodEnd: PERIOD_END,
      subscriptionEventAt: T + 2,
    });
  });

  test("news about an old subscription does not touch the one that replaced it", async () => {
    const { user, customer, subscription: old } = await createSubscriber(T);
    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: old, customer, status: "past_due", periodEnd: PERIOD_END }),
        T + 10,
      ),
    );
    const replacement = `${old}_new`;
    await deliver(
      stripeEvent(
        "checkout.session.completed",
        checkoutSessionObject({ userId: user.id, customer, subscription: replacement }),
        T + 20,
      ),
    );
    const late = await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        subscriptionObject({ id: old, customer, status: "canceled", periodEnd: PERIOD_END }),
        T + 30,
      ),
    );
    expect(late.body.outcome).toBe("ignored");
    expect(await readUser(user.id)).toMatchObject({ subscriptionStatus: "active", stripeSubscriptionId: replacement });
  });
});

describe("signatures", () => {
  test("a forged signature is a 400 that changes nothing and does not use up the event id", async () => {
    const { user, customer, subscription } = await createCustomer();
    const event = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: subscription, customer, status: "active", periodEnd: PERIOD_END }),
      T,
    );
    const forged = await deliver(event, { secret: "whsec_not_our_secret" });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({
      code: "WEBHOOK_SIGNATURE_INVALID",
      error: "The Stripe signature of this webhook does not match its body.",
    });
    expect((await readUser(user.id)).subscriptionStatus).toBe("trialing");
    expect(await storedEvent(event.id)).toBeUndefined();
    // The genuine delivery of the same event still applies.
    expect((await deliver(event)).body.outcome).toBe("applied");
  });

  test("a body changed after signing is refused: the signature covers the exact bytes", async () => {
    const { user, customer, subscription } = await createCustomer();
    const event = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: subscription, customer, status: "past_due", periodEnd: PERIOD_END }),
      T,
    );
    const { body, headers } = await signStripeEvent(event);
    const tampered = await api.call("/api/billing/webhook", {
      method: "POST",
      headers,
      body: body.replace('"past_due"', '"active"'),
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body.code).toBe("WEBHOOK_SIGNATURE_INVALID");
    const reformatted = await api.call("/api/billing/webhook", {
      method: "POST",
      headers,
      body: JSON.stringify(JSON.parse(body)),
    });
    expect(reformatted.status).toBe(400);
    expect((await readUser(user.id)).subscriptionStatus).toBe("trialing");
  });

  test("a signature more than five minutes old is refused, so a captured delivery cannot be sent again later", async () => {
    const { user, customer, subscription } = await createCustomer();
    const event = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: subscription, customer, status: "active", periodEnd: PERIOD_END }),
      T,
    );
    const late = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("WEBHOOK_SIGNATURE_INVALID");
    expect((await readUser(user.id)).subscriptionStatus).toBe("trialing");
  });

  test("no signature header at all is a 400", async () => {
    const event = stripeEvent(
      "customer.subscription.created",
      subscriptionObject({ id: "sub_x", customer: "cus_x", status: "active", periodEnd: PERIOD_END }),
      T,
    );
    const { status, body } = await api.call("/api/billing/webhook", { method: "POST", json: event });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: "WEBHOOK_SIGNATURE_INVALID",
      error: "This webhook has no Stripe-Signature header, so it cannot be trusted.",
    });
  });
});

describe("what is acknowledged and left alone", () => {
  test("event types we do not handle are acknowledged and not stored", async () => {
    const event = stripeEvent("customer.created", { id: "cus_new", object: "customer" }, T);
    const { status, body } = await deliver(event);
    expect(status).toBe(200);
    expect(body).toEqual({ received: true, outcome: "ignored" });
    expect(await storedEvent(event.id)).toBeUndefined();
  });

  test("an event about a customer we do not know is acknowledged, so Stripe stops retrying it", async () => {
    const { status, body } = await deliver(
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject({ id: "sub_unknown", customer: "cus_unknown", status: "active", periodEnd: PERIOD_END }),
        T,
      ),
    );
    expect(status).toBe(200);
    expect(body.outcome).toBe("ignored");
  });

  test("events shaped by older API versions (period end and subscription at the top) are read too", async () => {
    const { user, customer, subscription } = await createCustomer();
    const legacySubscription = {
      id: subscription,
      object: "subscription",
      status: "active",
      customer,
      current_period_end: PERIOD_END,
      items: { object: "list", data: [] },
    };
    await deliver(stripeEvent("customer.subscription.created", legacySubscription, T));
    expect(await readUser(user.id)).toMatchObject({ subscriptionStatus: "active", currentPeriodEnd: PERIOD_END });
    await deliver(
      stripeEvent("invoice.payment_failed", { id: "in_legacy", object: "invoice", customer, subscription }, T + 10),
    );
    expect((await readUser(user.id)).subscriptionStatus).toBe("past_due");
  });

  test("a Stripe trial gives access until its end", async () => {
    const { user, customer, subscription } = await createCustomer();
    const trialEnd = T + 14 * 86_400;
    await deliver(
      stripeEvent(
        "customer.subscription.created",
        {
          ...subscriptionObject({ id: subscription, customer, status: "trialing", periodEnd: trialEnd }),
          trial_end: trialEnd,
        },
        T,
      ),
    );
    expect(await readUser(user.id)).toMatchObject({ subscriptionStatus: "trialing", trialEnd });
  });
});

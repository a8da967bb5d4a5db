import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { FAKE_STRIPE_PRICE_STUDENT, startFakeStripe } from "../../../test/fake-stripe";
import { startTestApi } from "../../../test/harness";
import { users } from "../../db/schema";

/** Checkout and the customer portal in Stripe mode: the real SDK against a fake Stripe on 127.0.0.1. */

const PUBLIC_URL = "https://learn.bloom.test";
const fake = await startFakeStripe();
const api = await startTestApi({ ...fake.env, PUBLIC_URL });
afterAll(async () => {
  await api.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const now = () => Math.floor(Date.now() / 1000);
const checkout = (token: string | undefined, plan: unknown = "student") =>
  api.call("/api/billing/checkout-session", { method: "POST", token, json: { plan } });
const storedCustomer = async (userId: string) =>
  (await api.ctx.database.read.select().from(users).where(eq(users.id, userId)))[0]!.stripeCustomerId;

describe("POST /api/billing/checkout-session in Stripe mode", () => {
  test("creates the Stripe customer once, stores it, and answers the Checkout url for the Student price", async () => {
    const { user, token } = await api.createUser({ subscriptionStatus: "trialing", trialEnd: now() - 60 });

    const first = await checkout(token);
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [customerRequest, sessionRequest] = fake.requests;
    expect(fake.requests).toHaveLength(2);
    expect(customerRequest).toMatchObject({
      method: "POST",
      path: "/v1/customers",
      idempotencyKey: `bloom-customer-${user.id}`,
      params: { email: user.email!, name: user.name, "metadata[userId]": user.id },
    });
    const customerId = await storedCustomer(user.id);
    expect(customerId).toMatch(/^cus_/);
    expect(sessionRequest).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      params: {
        mode: "subscription",
        customer: customerId!,
        client_reference_id: user.id,
        "line_items[0][price]": FAKE_STRIPE_PRICE_STUDENT,
        "line_items[0][quantity]": "1",
        "subscription_data[metadata][userId]": user.id,
        success_url: `${PUBLIC_URL}/subscription-success`,
        cancel_url: `${PUBLIC_URL}/pricing`,
      },
    });

    fake.reset();
    const second = await checkout(token);
    expect(second.status).toBe(200);
    expect(fake.requests.map((request) => request.path)).toEqual(["/v1/checkout/sessions"]);
    expect(fake.requests[0]!.params.customer).toBe(customerId!);
  });

  test("checkouts started at once share one customer", async () => {
    const { user, token } = await api.createUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(token)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    const customers = new Set(
      fake.requests.filter((r) => r.path === "/v1/checkout/sessions").map((r) => r.params.customer),
    );
    expect([...customers]).toEqual([(await storedCustomer(user.id))!]);
  });

  test("a Stripe error is retried with the same idempotency key, so the retry creates nothing twice", async () => {
    const { token } = await api.createUser();
    fake.failNext(500, "An unexpected error occurred.");
    const { status } = await checkout(token);
    expect(status).toBe(200);
    const customerRequests = fake.requests.filter((request) => request.path === "/v1/customers");
    expect(customerRequests).toHaveLength(2);
    expect(customerRequests[0]!.idempotencyKey).toBe(customerRequests[1]!.idempotencyKey);
  });

  test("a refusal from Stripe is a 502 that starts with the spec's words, and stores no customer", async () => {
    const { user, token } = await api.createUser();
    fake.failNext(400, "No such price: 'price_bloom_student_monthly'");
    const { status, body } = await checkout(token);
    expect(status).toBe(502);
    expect(body).toEqual({
      code: "UPSTREAM_FAILED",
      error: "Failed to start checkout: our payment provider did not answer as expected. Please try again in a moment.",
    });
    expect(await storedCustomer(user.id)).toBeNull();
  });

  test("School and Corporate are a 400 that says to contact sales, and nothing reaches Stripe", async () => {
    const { token } = await api.createUser();
    for (const plan of ["school", "corporate"]) {
      const { status, body } = await checkout(token, plan);
      expect(status).toBe(400);
      expect(body).toEqual({
        code: "CONTACT_SALES",
        error:
          "School and Corporate plans are set up with our sales team, not through online checkout. Use Contact Sales on the pricing page.",
      });
    }
    expect(fake.requests).toEqual([]);
  });

  test("the free plan needs no checkout, and an unknown plan is named", async () => {
    const { token } = await api.createUser();
    expect((await checkout(token, "free")).body).toEqual({
      code: "VALIDATION_FAILED",
      error: "The free trial needs no checkout. Start it from the pricing page.",
    });
    const unknown = await checkout(token, "family");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      code: "VALIDATION_FAILED",
      error: "plan must be one of free, student, school or corporate.",
    });
    expect(fake.requests).toEqual([]);
  });

  test("an active subscriber has nothing to buy; a past-due one is sent to the portal", async () => {
    const active = await api.createUser({ subscriptionStatus: "active", stripeSubscriptionId: "sub_a" });
    expect((await checkout(active.token)).status).toBe(409);
    const pastDue = await api.createUser({ subscriptionStatus: "past_due", stripeSubscriptionId: "sub_b" });
    const { status, body } = await checkout(pastDue.token);
    expect(status).toBe(409);
    expect(body.error).toContain("Manage subscription");
    expect(fake.requests).toEqual([]);
  });

  test("needs sign-in", async () => {
    const { status, body } = await checkout(undefined);
    expect(status).toBe(401);
    expect(body.code).toBe("UNAUTHENTICATED");
  });
});

describe("POST /api/billing/portal-session in Stripe mode", () => {
  test("opens Stripe's portal for the stored customer, coming back to the dashboard", async () => {
    const { token } = await api.createUser({
      stripeCustomerId: "cus_portal_1",
      stripeSubscriptionId: "sub_portal_1",
      subscriptionStatus: "active",
    });
    const { status, body } = await api.call("/api/billing/portal-session", { method: "POST", token });
    expect(status).toBe(200);
    expect(body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(fake.requests).toMatchObject([
      {
        method: "POST",
        path: "/v1/billing_portal/sessions",
        params: { customer: "cus_portal_1", return_url: `${PUBLIC_URL}/dashboard` },
      },
    ]);
  });

  test("a user who never checked out has nothing to manage", async () => {
    const { token } = await api.createUser();
    const { status, body } = await api.call("/api/billing/portal-session", { method: "POST", token });
    expect(status).toBe(409);
    expect(body).toEqual({
      code: "CONFLICT",
      error: "You have no subscription to manage yet. Choose a plan on the pricing page.",
    });
    expect(fake.requests).toEqual([]);
  });
});

describe("local pages in Stripe mode", () => {
  test("do not exist: only Stripe can take a payment", async () => {
    const { status } = await api.call("/api/billing/local-checkout/anything/complete", { method: "POST" });
    expect(status).toBe(404);
  });
});

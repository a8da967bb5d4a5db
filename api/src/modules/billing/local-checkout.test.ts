import { afterAll, describe, expect, setSystemTime, test } from "bun:test";
import { join } from "node:path";
import { eq, like } from "drizzle-orm";
import { startTestApi } from "../../../test/harness";
import { stripeEvents, users } from "../../db/schema";
import { LOCAL_SESSION_SECONDS } from "./local-checkout";

/** Local billing mode (no Stripe keys, the embedded default): checkout and portal as pages of the API. */

const api = await startTestApi();
afterAll(() => api.close());

const now = () => Math.floor(Date.now() / 1000);

async function readUser(id: string) {
  const [row] = await api.ctx.database.read.select().from(users).where(eq(users.id, id));
  return row!;
}

/** A user whose trial is over, with a local checkout started. */
async function startLocalCheckout(overrides: Partial<typeof users.$inferInsert> = {}) {
  const { user, token } = await api.createUser({ subscriptionStatus: "trialing", trialEnd: now() - 60, ...overrides });
  const { status, body } = await api.call("/api/billing/checkout-session", {
    method: "POST",
    token,
    json: { plan: "student" },
  });
  expect(status).toBe(200);
  return { user, token, url: body.url as string };
}

const post = (path: string) => fetch(`${api.url}${path}`, { method: "POST", redirect: "manual" });

describe("local checkout", () => {
  test("checkout answers a page of the API, which says it is a developer tool and whose account it is for", async () => {
    const { url } = await startLocalCheckout({ name: "Ada <Lovelace>", email: "ada@example.test" });
    expect(url).toMatch(/^\/api\/billing\/local-checkout\/[\w-]+\.[\w-]+$/);
    const page = await api.call(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<h1>Local checkout</h1>");
    expect(page.body).toContain("Developer tool");
    expect(page.body).toContain("Ada &lt;Lovelace&gt; (ada@example.test)");
    expect(page.body).toContain(`formaction="${url}/complete">Complete payment</button>`);
    expect(page.body).toContain(`formaction="${url}/cancel" class="secondary">Cancel</button>`);
  });

  test("Complete applies checkout.session.completed and customer.subscription.created, then goes to /subscription-success", async () => {
    const { user, token, url } = await startLocalCheckout();
    expect((await api.call("/api/practice/stats", { token })).status).toBe(402);

    const response = await post(`${url}/complete`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/subscription-success");

    const row = await readUser(user.id);
    expect(row.subscriptionStatus).toBe("active");
    expect(row.stripeSubscriptionId).toMatch(/^sub_local_/);
    // One calendar month: between 28 and 31 days.
    expect(row.currentPeriodEnd! - now()).toBeGreaterThanOrEqual(28 * 86_400 - 5);
    expect(row.currentPeriodEnd! - now()).toBeLessThanOrEqual(31 * 86_400);
    const sessionId = row.stripeSubscriptionId!.slice("sub_local_".length);
    const events = await api.ctx.database.read
      .select()
      .from(stripeEvents)
      .where(like(stripeEvents.id, `evt_local_${sessionId}%`));
    expect(events.map((event) => event.type).sort()).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
    ]);
    expect((await api.call("/api/practice/stats", { token })).status).toBe(200);
    expect((await api.call("/api/auth/me", { token })).body.subscriptionStatus).toBe("active");
  });

  test("completing twice applies nothing twice", async () => {
    const { user, url } = await startLocalCheckout();
    await post(`${url}/complete`);
    const first = await readUser(user.id);
    const eventsBefore = (await api.ctx.database.read.select().from(stripeEvents)).length;
    const again = await post(`${url}/complete`);
    expect(again.status).toBe(303);
    expect(await readUser(user.id)).toEqual(first);
    expect((await api.ctx.database.read.select().from(stripeEvents)).length).toBe(eventsBefore);
  });

  test("Cancel goes back to /pricing and changes nothing", async () => {
    const { user, url } = await startLocalCheckout();
    const response = await post(`${url}/cancel`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/pricing");
    expect((await readUser(user.id)).subscriptionStatus).toBe("trialing");
  });

  test("a session is bound to its user: an id altered to name someone else is refused", async () => {
    const { url } = await startLocalCheckout();
    const other = await api.createUser({ subscriptionStatus: "none" });
    const [body, signature] = url.split("/").pop()!.split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, userId: other.user.id })).toString("base64url")}.${signature}`;
    const response = await post(`/api/billing/local-checkout/${forged}/complete`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("is no longer valid");
    expect((await readUser(other.user.id)).subscriptionStatus).toBe("none");
  });

  test("a session expires", async () => {
    const { user, url } = await startLocalCheckout();
    try {
      setSystemTime(new Date((now() + LOCAL_SESSION_SECONDS + 1) * 1000));
      const page = await api.call(url);
      expect(page.status).toBe(410);
      expect(page.body).toContain("This checkout has expired");
      expect(page.body).toContain('href="/pricing"');
      expect((await post(`${url}/complete`)).status).toBe(410);
    } finally {
      setSystemTime();
    }
    expect((await readUser(user.id)).subscriptionStatus).toBe("trialing");
  });

  test("there is no webhook to call in local mode", async () => {
    const { status, body } = await api.call("/api/billing/webhook", { method: "POST", json: { id: "evt_1" } });
    expect(status).toBe(404);
    expect(body).toEqual({
      code: "ROUTE_NOT_FOUND",
      error: "Stripe webhooks are off: this server runs billing in local mode (no Stripe keys are set).",
    });
  });
});

describe("local billing portal", () => {
  test("a subscriber can cancel there: the subscription is deleted and access ends", async () => {
    const { user, token, url } = await startLocalCheckout();
    await post(`${url}/complete`);

    const { status, body } = await api.call("/api/billing/portal-session", { method: "POST", token });
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/api\/billing\/local-portal\//);
    const page = await api.call(body.url);
    expect(page.body).toContain("<h1>Local billing portal</h1>");
    expect(page.body).toContain("<dt>Status</dt><dd>active</dd>");

    const cancel = await post(`${body.url}/cancel-subscription`);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get("location")).toBe(body.url);
    expect((await readUser(user.id)).subscriptionStatus).toBe("canceled");
    expect((await api.call(body.url)).body).toContain("Your subscription is canceled.");
    expect((await api.call("/api/practice/stats", { token })).status).toBe(402);
  });

  test("a checkout id does not open the portal", async () => {
    const { url } = await startLocalCheckout();
    const id = url.split("/").pop();
    expect((await api.call(`/api/billing/local-portal/${id}`)).status).toBe(404);
  });

  test("without a subscription there is nothing to manage", async () => {
    const { token } = await api.createUser();
    const { status, body } = await api.call("/api/billing/portal-session", { method: "POST", token });
    expect(status).toBe(409);
    expect(body.error).toBe("You have no subscription to manage yet. Choose a plan on the pricing page.");
  });
});

describe("local mode in production", () => {
  test("is a start-up error, not a silent free plan", async () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      AUTH_TOKEN_SECRET: "p".repeat(40),
      PORT: "0",
    };
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_STUDENT"]) delete env[name];
    const server = Bun.spawn([process.execPath, join(import.meta.dir, "../../main.ts")], {
      env,
      stdout: "pipe",
      stderr: "pipe",
    });
    const [code, err] = await Promise.all([server.exited, new Response(server.stderr).text()]);
    expect(code).toBe(1);
    expect(err).toContain(
      "Stripe must be configured when NODE_ENV=production: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_STUDENT (local billing is for development only).",
    );
  });
});

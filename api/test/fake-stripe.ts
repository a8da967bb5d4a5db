import Stripe from "stripe";

/**
 * A fake Stripe API for tests: a real HTTP server on 127.0.0.1 that speaks enough of Stripe's
 * REST API (form-encoded POSTs, Stripe's error bodies, idempotency keys) for customers, Checkout
 * sessions, billing portal sessions and canceling a subscription. The real `stripe` SDK is pointed at it through its
 * host/port/protocol options (`fake.env` gives the API the matching settings), and it records
 * every request. Webhook events are Stripe-shaped and signed with the SDK's own test-header helper.
 */
export interface FakeStripe {
  readonly port: number;
  /** The API's environment for Stripe mode against this server. */
  readonly env: Record<string, string>;
  /** Every request received, in order (the SDK's retries included). */
  readonly requests: FakeStripeRequest[];
  /** The next `times` requests answer this Stripe error. */
  failNext(status: number, message: string, times?: number): void;
  /** Forgets requests, queued failures and idempotency keys. */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form-encoded parameters, flat as the SDK sends them: `line_items[0][price]`, `metadata[userId]`, … */
  params: Record<string, string>;
  idempotencyKey: string | null;
}

export const FAKE_STRIPE_SECRET_KEY = "sk_test_bloom_fake_stripe";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_bloom_fake_stripe_signing_secret";
export const FAKE_STRIPE_PRICE_STUDENT = "price_bloom_student_monthly";

/** Starts a fake Stripe on a free port of 127.0.0.1. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const failures: { status: number; message: string }[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const canceled = new Set<string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, "0")}`;

  function route(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/customers") {
      return ok({
        id: nextId("cus"),
        object: "customer",
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: readMap(params, "metadata"),
      });
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (!params["line_items[0][price]"]) return stripeError(400, "Missing required param: line_items[0][price].");
      const id = nextId("cs_test");
      return ok({
        id,
        object: "checkout.session",
        mode: params.mode,
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        metadata: readMap(params, "metadata"),
        status: "open",
        payment_status: "unpaid",
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!params.customer) return stripeError(400, "Missing required param: customer.");
      const id = nextId("bps");
      return ok({
        id,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === "DELETE" && subscription) {
      const id = subscription[1]!;
      if (canceled.has(id)) return stripeError(400, `No such subscription: '${id}'; it is already canceled.`);
      canceled.add(id);
      return ok({ id, object: "subscription", status: "canceled", canceled_at: Math.floor(Date.now() / 1000) });
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const { pathname } = new URL(request.url);
      const params = Object.fromEntries(new URLSearchParams(await request.text()));
      const idempotencyKey = request.headers.get("idempotency-key");
      requests.push({ method: request.method, path: pathname, params, idempotencyKey });
      if (request.headers.get("authorization") !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
        return reply(stripeError(401, "Invalid API Key provided."));
      }
      const failure = failures.shift();
      if (failure) return reply(stripeError(failure.status, failure.message));
      // As Stripe does: a repeated idempotency key gets the first answer again, creating nothing.
      const replayed = idempotencyKey ? replies.get(`${pathname} ${idempotencyKey}`) : undefined;
      if (replayed) return reply(replayed);
      const answer = route(request.method, pathname, params);
      if (idempotencyKey && answer.status < 500) replies.set(`${pathname} ${idempotencyKey}`, answer);
      return reply(answer);
    },
  });

  return {
    port: server.port!,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_PRICE_STUDENT: FAKE_STRIPE_PRICE_STUDENT,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(server.port),
      STRIPE_API_PROTOCOL: "http",
    },
    requests,
    failNext(status, message, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status, message });
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
      replies.clear();
    },
    async close() {
      await server.stop(true);
    },
  };
}

function ok(body: unknown) {
  return { status: 200, body };
}

function stripeError(status: number, message: string) {
  return { status, body: { error: { type: status >= 500 ? "api_error" : "invalid_request_error", message } } };
}

function reply({ status, body }: { status: number; body: unknown }): Response {
  return Response.json(body, { status, headers: { "request-id": `req_fake_${crypto.randomUUID()}` } });
}

/** `metadata[userId]=…` back into `{ userId: … }`. */
function readMap(params: Record<string, string>, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => key.startsWith(prefix) && key.endsWith("]"))
      .map(([key, value]) => [key.slice(prefix.length, -1), value]),
  );
}

// ── Webhook events ────────────────────────────────────────────────────────────

/** A Stripe event envelope as webhooks deliver it. */
export interface StripeEventFixture {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
}

let eventCounter = 0;

/** An event of `type` about `object`, created at `created` (Unix seconds). */
export function stripeEvent(type: string, object: Record<string, unknown>, created: number): StripeEventFixture {
  return {
    id: `evt_fake${String(++eventCounter).padStart(6, "0")}`,
    object: "event",
    type,
    created,
    api_version: "2026-10-28.endive",
    livemode: false,
    data: { object },
  };
}

/** A completed subscription Checkout session (paid unless told otherwise). */
export function checkoutSessionObject(input: {
  userId: string;
  customer: string | null;
  subscription: string;
  paymentStatus?: string;
}) {
  return {
    id: `cs_test_${input.subscription}`,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: input.paymentStatus ?? "paid",
    client_reference_id: input.userId,
    customer: input.customer,
    subscription: input.subscription,
    metadata: { userId: input.userId, plan: "student" },
  };
}

/** A subscription as the current API shapes it: the period end is on its items. */
export function subscriptionObject(input: {
  id: string;
  customer: string | null;
  status: string;
  periodEnd: number;
  userId?: string;
}) {
  return {
    id: input.id,
    object: "subscription",
    status: input.status,
    customer: input.customer,
    cancel_at_period_end: false,
    metadata: input.userId ? { userId: input.userId } : {},
    items: {
      object: "list",
      data: [{ id: `si_${input.id}`, object: "subscription_item", current_period_end: input.periodEnd }],
    },
  };
}

/** A failed invoice of a subscription, as the current API shapes it (the subscription under `parent`). */
export function failedInvoiceObject(input: { customer: string; subscription: string }) {
  return {
    id: `in_${input.subscription}_${++eventCounter}`,
    object: "invoice",
    status: "open",
    customer: input.customer,
    parent: { type: "subscription_details", subscription_details: { subscription: input.subscription, metadata: {} } },
  };
}

const signer = new Stripe(FAKE_STRIPE_SECRET_KEY);

/**
 * The body and headers Stripe would POST for this event, signed with the SDK's own test-header
 * helper (its async form: under Bun the SDK's Web build signs with SubtleCrypto, which is async).
 */
export async function signStripeEvent(
  event: StripeEventFixture,
  options: { secret?: string; timestamp?: number } = {},
): Promise<{ body: string; headers: Record<string, string> }> {
  const body = JSON.stringify(event, null, 2);
  const signature = await signer.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { body, headers: { "content-type": "application/json", "stripe-signature": signature } };
}

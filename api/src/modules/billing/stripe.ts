import { and, eq, isNull } from "drizzle-orm";
import Stripe from "stripe";
import type { Config, StripeConfig } from "../../config";
import type { Database } from "../../db/database";
import { type UserRow, users } from "../../db/schema";
import { AppError } from "../../errors";
import { logger } from "../../logger";
import type { Outbox } from "../../outbox/outbox";
import type { BillingGateway } from "./service";

/** The Stripe SDK, pointed where the configuration says (Stripe, or a fake on 127.0.0.1 in tests). */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    host: config.api.host,
    port: config.api.port,
    protocol: config.api.protocol,
    // POSTs are retried with the idempotency keys the SDK adds, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Bloom" },
  });
}

/**
 * Checkout and the customer portal on Stripe. The customer is created once per user and stored;
 * success and cancel bring the browser back to our /subscription-success and /pricing.
 */
export function createStripeGateway(config: Config, database: Database, stripe: Stripe): BillingGateway {
  const stripeConfig = config.billing.stripe!;
  return {
    async startCheckout(user) {
      const customer = await ensureStripeCustomer(database, stripe, user);
      const session = await callStripe("checkout", () =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          customer,
          client_reference_id: user.id,
          line_items: [{ price: stripeConfig.prices.student, quantity: 1 }],
          subscription_data: { metadata: { userId: user.id, plan: "student" } },
          metadata: { userId: user.id, plan: "student" },
          success_url: `${config.publicUrl}/subscription-success`,
          cancel_url: `${config.publicUrl}/pricing`,
        }),
      );
      if (!session.url) throw upstreamFailure("checkout");
      return session.url;
    },

    async openPortal(user) {
      if (!user.stripeCustomerId) {
        throw new AppError("CONFLICT", "errors.billing.noSubscription");
      }
      const session = await callStripe("portal", () =>
        stripe.billingPortal.sessions.create({
          customer: user.stripeCustomerId!,
          return_url: `${config.publicUrl}/dashboard`,
        }),
      );
      return session.url;
    },
  };
}

/**
 * The user's Stripe customer id, creating the customer on first use. The idempotency key makes
 * two checkouts started at once create one customer at Stripe; the conditional update keeps the
 * first id stored.
 */
async function ensureStripeCustomer(database: Database, stripe: Stripe, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await callStripe("checkout", () =>
    stripe.customers.create(
      { ...(user.email ? { email: user.email } : {}), name: user.name, metadata: { userId: user.id } },
      { idempotencyKey: `bloom-customer-${user.id}` },
    ),
  );
  const [stored] = await database.write((tx) =>
    tx
      .update(users)
      .set({ stripeCustomerId: customer.id, updatedAt: Date.now() })
      .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
      .returning({ customerId: users.stripeCustomerId }),
  );
  if (stored) return customer.id;
  const [current] = await database.read
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, user.id));
  return current?.customerId ?? customer.id;
}

/** Runs a Stripe call; a failure is logged in full and reported as a 502 that starts with `failure`. */
async function callStripe<T>(failure: StripeAction, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    logger.error("A Stripe request failed", {
      type: error.type,
      code: error.code,
      statusCode: error.statusCode,
      requestId: error.requestId,
      message: error.message,
    });
    throw upstreamFailure(failure);
  }
}

/** What a Stripe call was doing, named in the 502's sentence. */
type StripeAction = "checkout" | "portal";

function upstreamFailure(failure: StripeAction): AppError {
  return new AppError("UPSTREAM_FAILED", "errors.billing.upstream", { action: failure });
}

/** Outbox kind: a deleted account's subscription to cancel in Stripe (queued by the account's deletion). */
export const STRIPE_CANCEL_KIND = "stripe.cancel-subscription";

/**
 * Cancels subscriptions queued in the outbox. The outbox key is Stripe's idempotency key, so a
 * cancellation repeated after a crash is one cancellation; one Stripe already ended counts as done.
 */
export function registerSubscriptionCancellation(outbox: Outbox, stripe: Stripe): void {
  outbox.register<{ subscriptionId: string }>(STRIPE_CANCEL_KIND, async ({ subscriptionId }, message) => {
    try {
      await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: message.idempotencyKey });
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        /canceled|No such subscription/i.test(error.message)
      )
        return;
      throw error;
    }
  });
}

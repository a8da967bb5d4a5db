import type { SubscriptionStatus } from "@bloom/domain";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import Stripe from "stripe";
import type { Database, WriteTx } from "../../db/database";
import { stripeEvents, type UserRow, users } from "../../db/schema";
import { AppError } from "../../errors";
import { logger } from "../../logger";

/**
 * Stripe events, applied to users (spec §4 Subscription: "the paid plan goes through external
 * checkout and ends active"). The same code applies events from Stripe's signed webhooks and the
 * events local mode builds when a developer completes a local checkout.
 *
 * Rules:
 * - an event is applied once: its id is stored in the same write as its effect, so a replay is a no-op;
 * - an event older (Stripe's `created`) than the last one applied to the user never changes them;
 * - an event about a subscription that is not the user's current one changes nothing, unless it
 *   grants access (a new subscription takes over from an old one);
 * - `canceled` is final for a subscription: Stripe never revives one, so later news about it is ignored;
 * - `incomplete` (a subscription before its first payment) is never applied.
 */

/**
 * A Stripe event as we read it. Its object is read field by field because webhook payloads follow
 * the API version of the webhook endpoint, which need not be the SDK's.
 */
export interface BillingEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

/** The event types we act on; others are acknowledged and dropped. */
const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
] as const;

/** What became of an event: applied, seen before, older than what we know, or not about anything we track. */
export const EVENT_OUTCOMES = ["applied", "duplicate", "stale", "ignored"] as const;
export type EventOutcome = (typeof EVENT_OUTCOMES)[number];

/** What an event says about one user's subscription. */
interface SubscriptionChange {
  /** Our user id, from the checkout's client_reference_id or the subscription's metadata. */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string;
  status: SubscriptionStatus;
  /** Unix seconds; undefined when the event does not say. */
  currentPeriodEnd?: number | null;
  /** Unix seconds; only for a subscription Stripe reports as trialing. */
  trialEnd?: number | null;
  /** The change applies only from these statuses (a failed payment makes an active plan past due, never a canceled one). */
  onlyFrom?: readonly SubscriptionStatus[];
}

/** Stripe's subscription statuses in ours (packages/domain). */
const STATUS_FROM_STRIPE: Record<string, SubscriptionStatus> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  unpaid: "unpaid",
  canceled: "canceled",
  incomplete: "incomplete",
  // Terminal: the first payment never succeeded.
  incomplete_expired: "canceled",
  // A Stripe trial ended without a payment method: no access until one is added, as with unpaid.
  paused: "unpaid",
};

/**
 * Checks the `Stripe-Signature` header against the exact bytes received and our webhook secret
 * (with Stripe's default 5-minute tolerance), and returns the event. Anything else is a 400 that
 * changes nothing.
 */
export async function verifyStripeEvent(
  stripe: Stripe,
  payload: string,
  signature: string | undefined,
  secret: string,
): Promise<BillingEvent> {
  if (!signature) {
    throw new AppError("WEBHOOK_SIGNATURE_INVALID", "errors.billing.noSignature");
  }
  let event: unknown;
  try {
    // The async form: Bun runs the SDK's Web build, whose HMAC (SubtleCrypto) is asynchronous.
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new AppError("WEBHOOK_SIGNATURE_INVALID", "errors.billing.badSignature");
    }
    throw new AppError("VALIDATION_FAILED", "errors.billing.notStripeEvent");
  }
  if (!isBillingEvent(event)) throw new AppError("VALIDATION_FAILED", "errors.billing.notStripeEvent");
  return event;
}

/** Applies one event (see the rules above) in one write, and says what became of it. */
export async function applyBillingEvent(database: Database, event: BillingEvent): Promise<EventOutcome> {
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type)) return "ignored";
  const change = readSubscriptionChange(event);
  return database.write(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAtStripe: event.created })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return "duplicate";
    if (!change) return "ignored";
    const user = await findSubscriber(tx, change);
    if (!user) {
      logger.warn("A Stripe event names no user of ours", {
        eventId: event.id,
        type: event.type,
        customerId: change.customerId,
      });
      return "ignored";
    }
    return applyChange(tx, user, change, event.created);
  });
}

async function applyChange(
  tx: WriteTx,
  user: UserRow,
  change: SubscriptionChange,
  created: number,
): Promise<EventOutcome> {
  const isCurrent = user.stripeSubscriptionId === change.subscriptionId;
  if (user.subscriptionEventAt !== null && created < user.subscriptionEventAt) {
    // Never a status from the past; but a late event may still tell us a period end we lack.
    if (isCurrent && user.currentPeriodEnd === null && change.currentPeriodEnd) {
      await tx
        .update(users)
        .set({ currentPeriodEnd: change.currentPeriodEnd, updatedAt: Date.now() })
        .where(eq(users.id, user.id));
    }
    return "stale";
  }
  if (isCurrent && user.subscriptionStatus === "canceled") return "ignored";
  if (!isCurrent && !grantsAccess(change.status)) return "ignored";
  if (change.onlyFrom && !change.onlyFrom.includes(user.subscriptionStatus)) return "ignored";

  const [updated] = await tx
    .update(users)
    .set({
      subscriptionStatus: change.status,
      stripeSubscriptionId: change.subscriptionId,
      ...(change.currentPeriodEnd !== undefined ? { currentPeriodEnd: change.currentPeriodEnd } : {}),
      ...(change.trialEnd !== undefined ? { trialEnd: change.trialEnd } : {}),
      ...(change.customerId && !user.stripeCustomerId ? { stripeCustomerId: change.customerId } : {}),
      subscriptionEventAt: created,
      updatedAt: Date.now(),
    })
    // The ordering rule again in SQL, so it holds even against a writer in another process.
    .where(and(eq(users.id, user.id), or(isNull(users.subscriptionEventAt), lte(users.subscriptionEventAt, created))))
    .returning({ id: users.id });
  return updated ? "applied" : "stale";
}

/** The user an event is about: by the Stripe customer we stored, else by the user id we sent to Stripe. */
async function findSubscriber(tx: WriteTx, change: SubscriptionChange): Promise<UserRow | undefined> {
  if (change.customerId) {
    const [byCustomer] = await tx.select().from(users).where(eq(users.stripeCustomerId, change.customerId));
    if (byCustomer) return byCustomer;
  }
  if (!change.userId) return undefined;
  const [byId] = await tx.select().from(users).where(eq(users.id, change.userId));
  return byId;
}

/** What an event of a handled type says, or null when it says nothing about a subscription. */
function readSubscriptionChange(event: BillingEvent): SubscriptionChange | null {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      const subscriptionId = idOf(object.subscription);
      // Only a paid subscription checkout grants access now; an unpaid one (a delayed payment
      // method) waits for the subscription's own events.
      const paid = object.payment_status === "paid" || object.payment_status === "no_payment_required";
      if (object.mode !== "subscription" || !subscriptionId || !paid) return null;
      return {
        userId: stringOf(object.client_reference_id) ?? metadataUserId(object),
        customerId: idOf(object.customer),
        subscriptionId,
        status: "active",
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscriptionId = stringOf(object.id);
      const status =
        event.type === "customer.subscription.deleted" ? "canceled" : STATUS_FROM_STRIPE[String(object.status)];
      // `incomplete` is only ever a subscription's first status, before its first payment. It gives
      // the user nothing, and events of one second can arrive in any order: it must never replace
      // the `active` that checkout.session.completed set.
      if (!subscriptionId || !status || status === "incomplete") return null;
      return {
        userId: metadataUserId(object),
        customerId: idOf(object.customer),
        subscriptionId,
        status,
        currentPeriodEnd: readPeriodEnd(object),
        ...(status === "trialing" ? { trialEnd: integerOf(object.trial_end) } : {}),
      };
    }
    case "invoice.payment_failed": {
      const subscriptionId = readInvoiceSubscription(object);
      if (!subscriptionId) return null;
      return {
        userId: null,
        customerId: idOf(object.customer),
        subscriptionId,
        status: "past_due",
        onlyFrom: ["active", "trialing"],
      };
    }
    default:
      return null;
  }
}

function grantsAccess(status: SubscriptionStatus): boolean {
  return status === "active" || status === "trialing";
}

/**
 * The end of the paid period: on the subscription's items since Stripe API 2025-03-31 (the latest
 * item end), on the subscription itself before that.
 */
function readPeriodEnd(subscription: Record<string, unknown>): number | null {
  const items = (subscription.items as { data?: unknown } | undefined)?.data;
  const ends = Array.isArray(items)
    ? items.map((item) => integerOf((item as Record<string, unknown>).current_period_end)).filter((end) => end !== null)
    : [];
  if (ends.length > 0) return Math.max(...ends);
  return integerOf(subscription.current_period_end);
}

/** An invoice's subscription: under `parent.subscription_details` since API 2025-03-31, at the top before. */
function readInvoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } | null } | null | undefined;
  return idOf(parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

function metadataUserId(object: Record<string, unknown>): string | null {
  return stringOf((object.metadata as Record<string, unknown> | null | undefined)?.userId);
}

/** A Stripe reference: an id, or an expanded object with an id. */
function idOf(value: unknown): string | null {
  if (typeof value === "string" && value !== "") return value;
  if (value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string")
    return (value as { id: string }).id;
  return null;
}

function stringOf(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

function integerOf(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

function isBillingEvent(value: unknown): value is BillingEvent {
  const event = value as Partial<BillingEvent> | null;
  return (
    typeof event?.id === "string" &&
    typeof event.type === "string" &&
    typeof event.created === "number" &&
    typeof event.data?.object === "object" &&
    event.data.object !== null
  );
}

import { nowInSeconds, trialEndFrom } from "@bloom/domain";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type UserRow, users } from "../../db/schema";
import { AppError } from "../../errors";
import type { Plan } from "./model";

/**
 * Starts the 7-day free trial (no card). A user gets one trial: a second start, or a start
 * while subscribed, is a 409. The check and the write are one conditional update, so two
 * concurrent starts cannot both succeed.
 */
export async function startTrial(database: Database, user: UserRow, now = nowInSeconds()): Promise<UserRow> {
  if (user.subscriptionStatus === "active") {
    throw new AppError("CONFLICT", "errors.billing.alreadySubscribed");
  }
  const [updated] = await database.write((tx) =>
    tx
      .update(users)
      .set({ subscriptionStatus: "trialing", trialEnd: trialEndFrom(now), updatedAt: Date.now() })
      .where(and(eq(users.id, user.id), isNull(users.trialEnd), ne(users.subscriptionStatus, "active")))
      .returning(),
  );
  if (!updated) {
    throw new AppError("TRIAL_ALREADY_USED", "errors.billing.trialUsed");
  }
  return updated;
}

/** Where checkout and the customer portal happen: Stripe, or local pages in local mode. */
export interface BillingGateway {
  /** The address of a checkout for the Student plan, bound to this user. */
  startCheckout(user: UserRow): Promise<string>;
  /** The address of a portal where the user can cancel or change how they pay. */
  openPortal(user: UserRow): Promise<string>;
}

/**
 * Starts checkout for a plan (spec §7 POST /billing/checkout-session). School and Corporate are
 * sold by contract (spec §6), the free trial needs no checkout, and a user who already has access
 * or a subscription in trouble has nothing to buy.
 */
export async function createCheckoutSession(
  gateway: BillingGateway,
  user: UserRow,
  plan: Plan,
): Promise<{ url: string }> {
  if (plan === "school" || plan === "corporate") {
    throw new AppError("CONTACT_SALES", "errors.billing.contactSales");
  }
  if (plan === "free") {
    throw new AppError("VALIDATION_FAILED", "errors.billing.trialNoCheckout");
  }
  if (user.subscriptionStatus === "active") {
    throw new AppError("CONFLICT", "errors.billing.fullAccess");
  }
  if ((user.subscriptionStatus === "past_due" || user.subscriptionStatus === "unpaid") && user.stripeSubscriptionId) {
    // A second subscription would bill twice once the first recovers.
    throw new AppError("CONFLICT", "errors.billing.paymentFailed");
  }
  return { url: await gateway.startCheckout(user) };
}

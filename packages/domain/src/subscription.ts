/**
 * Subscription rules shared by the server and the browser (spec §4 Subscription, §9).
 * Times are Unix seconds, as the spec stores `trialEnd` and `currentPeriodEnd`.
 */

export const TRIAL_DAYS = 7;
export const SECONDS_PER_DAY = 86_400;

export const SUBSCRIPTION_STATUSES = [
  "none",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "incomplete",
  "unpaid",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionState {
  subscriptionStatus: SubscriptionStatus;
  trialEnd: number | null;
}

/** Why a user may not use the paid parts of the product, or null when they may. */
export type AccessDenial = "trial_expired" | "subscription_required";

/** The current time in Unix seconds. */
export function nowInSeconds(now: Date = new Date()): number {
  return Math.floor(now.getTime() / 1000);
}

/** The trial end for a trial that starts at `startSeconds`. */
export function trialEndFrom(startSeconds: number): number {
  return startSeconds + TRIAL_DAYS * SECONDS_PER_DAY;
}

/** Days left in a trial: ceil((trialEnd − now) / 86400), never below 0 (spec §9). */
export function trialDaysLeft(trialEnd: number, nowSeconds: number): number {
  return Math.max(0, Math.ceil((trialEnd - nowSeconds) / SECONDS_PER_DAY));
}

/** A trial counts as expired once its end is not in the future. */
export function isTrialExpired(state: SubscriptionState, nowSeconds: number): boolean {
  return state.subscriptionStatus === "trialing" && (state.trialEnd === null || state.trialEnd <= nowSeconds);
}

/**
 * Whether the user may use tutoring and practice: active, or trialing with a trial end in the future.
 * Returns the reason when they may not, so the caller can send them to /pricing with it.
 */
export function accessDenial(state: SubscriptionState, nowSeconds: number): AccessDenial | null {
  if (state.subscriptionStatus === "active") return null;
  if (state.subscriptionStatus === "trialing") {
    return isTrialExpired(state, nowSeconds) ? "trial_expired" : null;
  }
  return "subscription_required";
}

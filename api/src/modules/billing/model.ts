import { t } from "elysia";
import { UserProfile } from "../auth/public";
import { LICENCE_PLANS, SEAT_SOURCES } from "../licences/public";
import { EVENT_OUTCOMES } from "./webhooks";

export const TrialResponse = t.Object({
  subscriptionStatus: t.Literal("trialing"),
  /** Unix seconds. */
  trialEnd: t.Integer(),
  daysLeft: t.Integer(),
  user: UserProfile,
});

/** The plans of spec §9; only Student is sold through checkout. */
const PLANS = ["free", "student", "school", "corporate"] as const;
export type Plan = (typeof PLANS)[number];

export const CheckoutBody = t.Object({
  plan: t.UnionEnum(PLANS, { error: "plan must be one of free, student, school or corporate." }),
});

/** Where to send the browser: Stripe Checkout or the portal, or their local pages in local mode. */
export const RedirectResponse = t.Object({ url: t.String() });

export const WebhookResponse = t.Object({
  received: t.Literal(true),
  outcome: t.UnionEnum(EVENT_OUTCOMES),
});

export const LicenceSummary = t.Object({
  id: t.String(),
  organisationId: t.String(),
  organisationName: t.String(),
  plan: t.UnionEnum(LICENCE_PLANS),
  seats: t.Integer(),
  seatsUsed: t.Integer(),
  seatsFree: t.Integer(),
  /** Unix seconds. */
  endsAt: t.Integer(),
  ended: t.Boolean(),
});

export const LicenceSeats = t.Object({
  licence: LicenceSummary,
  seats: t.Array(
    t.Object({
      userId: t.String(),
      name: t.String(),
      email: t.Nullable(t.String()),
      source: t.UnionEnum(SEAT_SOURCES),
      assignedAt: t.String(),
    }),
  ),
});

const id = (what: string) => t.String({ minLength: 1, maxLength: 64, error: `${what} was not found.` });

export const LicenceParams = t.Object({ id: id("That licence") });
export const SeatParams = t.Object({ id: id("That licence"), userId: id("That seat") });
export const AssignSeatBody = t.Object({
  userId: t.String({ minLength: 1, maxLength: 64, error: "userId must be the id of a member of the organisation." }),
});

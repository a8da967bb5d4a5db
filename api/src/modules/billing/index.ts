import { nowInSeconds, trialDaysLeft } from "@bloom/domain";
import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { rawBodyOf } from "../../http/request-body";
import { authentication, toProfile } from "../auth/public";
import { assignLicenceSeat, listLicenceSeats, listLicences, unassignLicenceSeat } from "../licences/public";
import { createLocalGateway, LocalSessions, localBillingRoutes } from "./local-checkout";
import {
  AssignSeatBody,
  CheckoutBody,
  LicenceParams,
  LicenceSeats,
  LicenceSummary,
  RedirectResponse,
  SeatParams,
  TrialResponse,
  WebhookResponse,
} from "./model";
import { createCheckoutSession, startTrial } from "./service";
import { createStripeClient, createStripeGateway, registerSubscriptionCancellation } from "./stripe";
import { applyBillingEvent, verifyStripeEvent } from "./webhooks";

/**
 * Access and payment (spec §4 Subscription, §7 billing rows, ARCHITECTURE §8): the free trial,
 * Stripe checkout, webhooks and the customer portal (or their local pages without Stripe keys),
 * and the seats of School and Corporate licences for an organisation's admin.
 */
export function billingModule(ctx: AppContext) {
  const stripeConfig = ctx.config.billing.stripe;
  const stripe = stripeConfig ? createStripeClient(stripeConfig) : null;
  const localSessions = new LocalSessions();
  const gateway = stripe
    ? createStripeGateway(ctx.config, ctx.database, stripe)
    : createLocalGateway(ctx.config, localSessions);
  if (stripe) registerSubscriptionCancellation(ctx.outbox, stripe);

  return new Elysia({ prefix: "/billing", name: "billing", tags: ["Billing"] })
    .use(authentication(ctx))
    .post(
      "/start-trial",
      async ({ user }) => {
        const updated = await startTrial(ctx.database, user);
        const trialEnd = updated.trialEnd!;
        return {
          subscriptionStatus: "trialing" as const,
          trialEnd,
          daysLeft: trialDaysLeft(trialEnd, nowInSeconds()),
          user: toProfile(updated),
        };
      },
      { auth: true, response: TrialResponse },
    )
    .post("/checkout-session", ({ user, body }) => createCheckoutSession(gateway, user, body.plan), {
      auth: true,
      body: CheckoutBody,
      response: RedirectResponse,
    })
    .post("/portal-session", async ({ user }) => ({ url: await gateway.openPortal(user) }), {
      auth: true,
      response: RedirectResponse,
    })
    .post(
      "/webhook",
      async ({ request, headers }) => {
        if (!stripe || !stripeConfig) {
          // Local mode applies its events in process; an unsigned public webhook would sell access for free.
          throw new AppError("ROUTE_NOT_FOUND", "errors.billing.webhooksOff");
        }
        const event = await verifyStripeEvent(
          stripe,
          rawBodyOf(request),
          headers["stripe-signature"],
          stripeConfig.webhookSecret,
        );
        return { received: true as const, outcome: await applyBillingEvent(ctx.database, event) };
      },
      // The signature covers the exact text Stripe sent, kept as it arrived, never re-serialised JSON.
      { response: WebhookResponse },
    )
    .get("/licences", ({ user }) => listLicences(ctx.database, user), {
      roles: ["admin"],
      response: t.Array(LicenceSummary),
    })
    .get("/licences/:id/seats", ({ user, params }) => listLicenceSeats(ctx.database, user, params.id), {
      roles: ["admin"],
      params: LicenceParams,
      response: LicenceSeats,
    })
    .post(
      "/licences/:id/seats",
      ({ user, params, body }) => assignLicenceSeat(ctx.database, user, params.id, body.userId),
      {
        roles: ["admin"],
        params: LicenceParams,
        body: AssignSeatBody,
        response: LicenceSeats,
      },
    )
    .delete(
      "/licences/:id/seats/:userId",
      async ({ user, params, set }) => {
        await unassignLicenceSeat(ctx.database, user, params.id, params.userId);
        set.status = 204;
      },
      { roles: ["admin"], params: SeatParams, response: { 204: t.Void({ description: "The seat is free." }) } },
    )
    .use(stripe ? new Elysia({ name: "billing-local" }) : localBillingRoutes(ctx.config, ctx.database, localSessions));
}

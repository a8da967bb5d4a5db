import { Elysia } from "elysia";
import { nowInSeconds, trialDaysLeft } from "@bloom/domain";
import type { AppContext } from "../../context";
import { authentication } from "../auth/plugin";
import { toProfile } from "../auth/service";
import { TrialResponse } from "./model";
import { startTrial } from "./service";

/** Access and payment (spec §4 Subscription, §7 billing rows). Stripe checkout comes with the billing issue. */
export function billingModule(ctx: AppContext) {
  return new Elysia({ prefix: "/billing", name: "billing" })
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
    );
}

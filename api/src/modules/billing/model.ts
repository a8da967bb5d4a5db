import { t } from "elysia";
import { UserProfile } from "../auth/model";

export const TrialResponse = t.Object({
  subscriptionStatus: t.Literal("trialing"),
  /** Unix seconds. */
  trialEnd: t.Integer(),
  daysLeft: t.Integer(),
  user: UserProfile,
});

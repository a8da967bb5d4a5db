import { and, eq, isNull, ne } from "drizzle-orm";
import { nowInSeconds, trialEndFrom } from "@bloom/domain";
import type { Database } from "../../db/database";
import { type UserRow, users } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * Starts the 7-day free trial (no card). A user gets one trial: a second start, or a start
 * while subscribed, is a 409. The check and the write are one conditional update, so two
 * concurrent starts cannot both succeed.
 */
export async function startTrial(database: Database, user: UserRow, now = nowInSeconds()): Promise<UserRow> {
  if (user.subscriptionStatus === "active") {
    throw new AppError("CONFLICT", "You already have an active subscription, so there is no trial to start.");
  }
  const [updated] = await database.write((tx) =>
    tx
      .update(users)
      .set({ subscriptionStatus: "trialing", trialEnd: trialEndFrom(now), updatedAt: Date.now() })
      .where(and(eq(users.id, user.id), isNull(users.trialEnd), ne(users.subscriptionStatus, "active")))
      .returning(),
  );
  if (!updated) {
    throw new AppError("TRIAL_ALREADY_USED", "You have already used your free trial. Choose a plan on the pricing page to continue.");
  }
  return updated;
}

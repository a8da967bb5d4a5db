import { useState } from "react";
import type { UserProfile } from "@bloom/api/models";
import { formatDaysLeft, nowInSeconds, trialDaysLeft } from "@bloom/domain";
import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner } from "@bloom/ui";

export type BannerMode = "offer" | "trial" | "active" | "expired";

/** Which banner a user gets (spec §4 Subscription): active, a running trial, an expired one, or the offer. */
export function bannerMode(user: Pick<UserProfile, "subscriptionStatus" | "trialEnd">, now = nowInSeconds()): BannerMode {
  if (user.subscriptionStatus === "active") return "active";
  if (user.subscriptionStatus === "trialing") return user.trialEnd !== null && user.trialEnd > now ? "trial" : "expired";
  return "offer";
}

/** The dashboard's subscription banner: offer (with the trial start), trial, active or expired. */
export function SubscriptionBanner({ user }: { user: UserProfile }) {
  const { client, navigate, refreshUser } = useWidgetHost();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mode = bannerMode(user);

  async function startTrial() {
    setPending(true);
    setError(null);
    try {
      await client.unwrap(client.api.billing["start-trial"].post(), "Failed to start trial");
      await refreshUser?.();
      navigate("/tutoring");
    } catch (failure) {
      setError(messageOf(failure, "Failed to start trial"));
    } finally {
      setPending(false);
    }
  }

  if (mode === "active") return <Banner variant="success">Subscription active. Thank you for subscribing!</Banner>;
  if (mode === "expired") {
    return (
      <Banner variant="error" action={{ label: "Subscribe Now", onClick: () => navigate("/pricing") }}>
        Your free trial has expired. Subscribe now to continue using all features.
      </Banner>
    );
  }
  if (mode === "trial") {
    return (
      <Banner variant="info" action={{ label: "Subscribe", onClick: () => navigate("/pricing") }}>
        Your free trial is active: {formatDaysLeft(trialDaysLeft(user.trialEnd!, nowInSeconds()))} left.
      </Banner>
    );
  }
  return (
    <>
      <Banner variant="info" action={{ label: pending ? "Starting..." : "Start Free Trial", onClick: () => void (pending ? undefined : startTrial()) }}>
        Try everything free for 7 days. No credit card required.
      </Banner>
      {error && <Banner variant="error">{error}</Banner>}
    </>
  );
}

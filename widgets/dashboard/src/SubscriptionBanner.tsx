import type { UserProfile } from "@bloom/api/models";
import { messageOf, useWidgetHost } from "@bloom/client";
import { accessDenial, formatDaysLeft, nowInSeconds, trialDaysLeft } from "@bloom/domain";
import { Banner } from "@bloom/ui";
import { useState } from "react";

/** The banner's modes (spec §4 Subscription): the offer, a running trial, active, expired. */
export type BannerMode = "offer" | "trial" | "active" | "expired";

/**
 * Which banner a user gets: "active" when subscribed; "trial" while a trial runs; "expired" when a
 * trial's end has passed (or is missing); "offer" for anyone else. The rule itself is the
 * domain's `accessDenial`, the same one the route guard uses.
 */
export function bannerMode(
  user: Pick<UserProfile, "subscriptionStatus" | "trialEnd">,
  now = nowInSeconds(),
): BannerMode {
  const denial = accessDenial(user, now);
  if (denial === "trial_expired") return "expired";
  if (denial === "subscription_required") return "offer";
  return user.subscriptionStatus === "active" ? "active" : "trial";
}

/** The dashboard's subscription banner; the offer starts the free trial and goes on to tutoring. */
export function SubscriptionBanner({ user }: { user: UserProfile }) {
  const { navigate } = useWidgetHost();
  const now = nowInSeconds();
  const mode = bannerMode(user, now);

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
        Your free trial is active: {formatDaysLeft(trialDaysLeft(user.trialEnd ?? now, now))} left.
      </Banner>
    );
  }
  return <TrialOffer />;
}

/** The offer: "Start Free Trial" starts it, refreshes the user and goes to /tutoring (spec §4). */
function TrialOffer() {
  const { client, navigate, refreshUser } = useWidgetHost();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function startTrial() {
    if (pending) return;
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

  return (
    <>
      <Banner
        variant="info"
        title="Try every feature free for 7 days"
        action={{ label: pending ? "Starting..." : "Start Free Trial", onClick: () => void startTrial() }}
      >
        No credit card required. Cancel anytime.
      </Banner>
      {error && <Banner variant="error">{error}</Banner>}
    </>
  );
}

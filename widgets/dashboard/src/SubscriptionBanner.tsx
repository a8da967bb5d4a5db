import type { UserProfile } from "@bloom/api/models";
import { messageOf, useWidgetHost } from "@bloom/client";
import { accessDenial, nowInSeconds, trialDaysLeft } from "@bloom/domain";
import { Banner, useT } from "@bloom/ui";
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
  const t = useT();
  const now = nowInSeconds();
  const mode = bannerMode(user, now);

  if (mode === "active") return <Banner variant="success">{t("dashboard.banner.active")}</Banner>;
  if (mode === "expired") {
    return (
      <Banner
        variant="error"
        action={{ label: t("dashboard.banner.subscribeNow"), onClick: () => navigate("/pricing") }}
      >
        {t("dashboard.banner.expired")}
      </Banner>
    );
  }
  if (mode === "trial") {
    return (
      <Banner variant="info" action={{ label: t("dashboard.banner.subscribe"), onClick: () => navigate("/pricing") }}>
        {t("dashboard.banner.trial", { days: trialDaysLeft(user.trialEnd ?? now, now) })}
      </Banner>
    );
  }
  return <TrialOffer />;
}

/** The offer: "Start Free Trial" starts it, refreshes the user and goes to /tutoring (spec §4). */
function TrialOffer() {
  const { client, navigate, refreshUser } = useWidgetHost();
  const t = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function startTrial() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await client.unwrap(client.api.billing["start-trial"].post(), t("dashboard.banner.startFailed"));
      await refreshUser?.();
      navigate("/tutoring");
    } catch (failure) {
      setError(messageOf(failure, t("dashboard.banner.startFailed")));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Banner
        variant="info"
        title={t("dashboard.banner.offerTitle")}
        action={{
          label: pending ? t("dashboard.banner.starting") : t("dashboard.banner.start"),
          onClick: () => void startTrial(),
        }}
      >
        {t("dashboard.banner.offer")}
      </Banner>
      {error && <Banner variant="error">{error}</Banner>}
    </>
  );
}

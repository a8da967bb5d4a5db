import { messageOf, useAuth } from "@bloom/client";
import { accessDenial, nowInSeconds } from "@bloom/domain";
import { Banner, Button, intlLocale, type Locale, type MessageKey, useLocale, useT } from "@bloom/ui";
import { useState } from "react";
import { rememberReturnTo } from "../guard";
import { useRouter } from "../router";
import { useShell } from "../shell-context";
import { useStartTrial } from "../trial";
import { useSignInOptions } from "./provider-sign-in";

export const SALES_EMAIL = "sales@bloom-learning.example";

const FAQ: { q: MessageKey; a: MessageKey }[] = [
  { q: "pricing.faq.card.q", a: "pricing.faq.card.a" },
  { q: "pricing.faq.cancel.q", a: "pricing.faq.cancel.a" },
  { q: "pricing.faq.refund.q", a: "pricing.faq.refund.a" },
  { q: "pricing.faq.groups.q", a: "pricing.faq.groups.a" },
  { q: "pricing.faq.data.q", a: "pricing.faq.data.a" },
];

/** A plan's price in US dollars, written as the reader's language writes money ("$15", "15 US$"). */
function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** Plans and FAQ (spec §2 Pricing, §9 plans and prices). */
export function PricingPage() {
  const { client } = useShell();
  const { status, user } = useAuth();
  const { navigate, search } = useRouter();
  const { startTrial, pending: trialPending, error: trialError } = useStartTrial();
  const [checkoutPending, setCheckoutPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reason = search.get("reason");
  const denial = user ? accessDenial(user, nowInSeconds()) : null;
  const trialUsed = user?.trialEnd != null;
  const t = useT();
  const locale = useLocale();

  function requireSignIn(): boolean {
    if (status === "signed-in") return true;
    // The profile is still loading: a click now must not send a signed-in user to /login.
    if (status === "loading") return false;
    rememberReturnTo("/pricing");
    navigate("/login", { state: { from: "/pricing" } });
    return false;
  }

  async function onTrial() {
    if (!requireSignIn()) return;
    if (await startTrial()) navigate("/tutoring");
  }

  /** Asks the API for a checkout or portal address and goes there; errors prefer the server's sentence. */
  async function goToBilling(request: () => Promise<{ url: string }>) {
    setCheckoutPending(true);
    setError(null);
    try {
      const { url } = await request();
      window.location.assign(url);
    } catch (cause) {
      setError(messageOf(cause, t("pricing.billingFailed")));
      setCheckoutPending(false);
    }
  }

  const checkout = () =>
    client.unwrap(client.api.billing["checkout-session"].post({ plan: "student" }), t("pricing.checkoutFailed"));
  const portal = () => client.unwrap(client.api.billing["portal-session"].post(), t("pricing.portalFailed"));

  async function onSubscribe() {
    if (!requireSignIn()) return;
    await goToBilling(checkout);
  }

  // Spec §9 "cancel anytime": a subscriber manages or cancels the plan in the billing portal.
  const canManage = user?.stripeSubscriptionId != null && user.subscriptionStatus !== "canceled";

  const contact = (plan: string) =>
    `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(t("pricing.salesSubject", { plan }))}`;

  return (
    <section className="pricing" aria-labelledby="pricing-title">
      <h1 id="pricing-title">{t("pricing.heading")}</h1>
      {reason === "trial_expired" && <Banner variant="error">{t("pricing.trialExpired")}</Banner>}
      {reason === "subscription_required" && (
        <Banner variant="info">{user?.isDemo ? <FreshDemoNotice /> : t("pricing.subscriptionRequired")}</Banner>
      )}
      <ul className="pricing-plans">
        <li className="pricing-card">
          <h2>{t("pricing.trial.name")}</h2>
          <p className="pricing-price">
            {formatPrice(0, locale)} <span>{t("pricing.trial.period")}</span>
          </p>
          <p>{t("pricing.trial.text")}</p>
          <Button
            variant="secondary"
            onClick={onTrial}
            disabled={trialPending || (status === "signed-in" && (trialUsed || user?.subscriptionStatus === "active"))}
          >
            {t(
              trialPending
                ? "landing.starting"
                : status === "signed-in" && user?.subscriptionStatus === "active"
                  ? "pricing.trial.included"
                  : status === "signed-in" && trialUsed
                    ? denial
                      ? "pricing.trial.ended"
                      : "landing.trialActive"
                    : "pricing.trial.start",
            )}
          </Button>
        </li>
        <li className="pricing-card pricing-card--featured">
          <p className="pricing-badge">{t("pricing.popular")}</p>
          <h2>{t("pricing.student.name")}</h2>
          <p className="pricing-price">
            {formatPrice(15, locale)} <span>{t("pricing.perMonth")}</span>
          </p>
          <p>{t("pricing.student.text")}</p>
          <Button
            onClick={onSubscribe}
            disabled={status === "loading" || checkoutPending || user?.subscriptionStatus === "active"}
          >
            {t(
              user?.subscriptionStatus === "active"
                ? "landing.subscribed"
                : checkoutPending
                  ? "pricing.redirecting"
                  : "pricing.subscribe",
            )}
          </Button>
          {canManage && (
            <Button variant="secondary" onClick={() => goToBilling(portal)} disabled={checkoutPending}>
              {t("pricing.manage")}
            </Button>
          )}
        </li>
        <li className="pricing-card">
          <h2>{t("pricing.school.name")}</h2>
          <p className="pricing-price">
            {formatPrice(10, locale)} <span>{t("pricing.perStudent")}</span>
          </p>
          <p>{t("pricing.school.text")}</p>
          <a className="bl-button bl-button--secondary" href={contact(t("pricing.school.name"))}>
            {t("pricing.contactSales")}
          </a>
        </li>
        <li className="pricing-card">
          <h2>{t("pricing.corporate.name")}</h2>
          <p className="pricing-price">
            {formatPrice(15, locale)} <span>{t("pricing.perUser")}</span>
          </p>
          <p>{t("pricing.corporate.text")}</p>
          <a className="bl-button bl-button--secondary" href={contact(t("pricing.corporate.name"))}>
            {t("pricing.contactSales")}
          </a>
        </li>
      </ul>
      <p className="pricing-error" role="alert">
        {error ?? trialError ?? ""}
      </p>
      <p className="pricing-guarantee">{t("pricing.guarantee")}</p>
      <section aria-labelledby="faq-title" className="pricing-faq">
        <h2 id="faq-title">{t("pricing.faq")}</h2>
        {FAQ.map((item) => (
          <details key={item.q}>
            <summary>{t(item.q)}</summary>
            <p>{t(item.a)}</p>
          </details>
        ))}
      </section>
    </section>
  );
}

/**
 * Why "Start fresh" led here: the new demo account is empty and has no plan, so tutoring and
 * practice wait for its free trial; and how long the account itself lasts.
 */
function FreshDemoNotice() {
  const { client } = useShell();
  const days = useSignInOptions(client)?.demoAccountDays;
  const t = useT();
  return (
    <>
      {t("pricing.freshDemo")}
      {days ? t("pricing.freshDemoDeleted", { days }) : ""}
    </>
  );
}

import { messageOf, useAuth } from "@bloom/client";
import { accessDenial, nowInSeconds } from "@bloom/domain";
import { Banner, Button } from "@bloom/ui";
import { useState } from "react";
import { rememberReturnTo } from "../guard";
import { useRouter } from "../router";
import { useShell } from "../shell-context";
import { useStartTrial } from "../trial";
import { useSignInOptions } from "./provider-sign-in";

export const SALES_EMAIL = "sales@bloom-learning.example";

const FAQ = [
  {
    q: "Do I need a credit card for the free trial?",
    a: "No. The 7-day free trial needs no card at all. You choose a plan only if you want to keep going.",
  },
  {
    q: "Can I cancel anytime?",
    a: "Yes. Plans are month to month, and you can cancel from your account at any time; you keep access until the end of the month you paid for.",
  },
  { q: "Is there a money-back guarantee?", a: "Yes. Every paid plan comes with a 30-day money-back guarantee." },
  {
    q: "How do School and Corporate plans work?",
    a: "They are licences for a group: a school's students or a company's team get access with their own accounts. Contact our sales team and we will set it up with you, including sign-in through your school's systems.",
  },
  {
    q: "Who can see my learning data?",
    a: "You can, and, for school accounts, your teachers and school administrators. We never sell student data.",
  },
];

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
      setError(messageOf(cause, "Billing could not be opened just now. Please try again."));
      setCheckoutPending(false);
    }
  }

  const checkout = () =>
    client.unwrap(client.api.billing["checkout-session"].post({ plan: "student" }), "Failed to start checkout");
  const portal = () => client.unwrap(client.api.billing["portal-session"].post(), "Failed to open the billing portal");

  async function onSubscribe() {
    if (!requireSignIn()) return;
    await goToBilling(checkout);
  }

  // Spec §9 "cancel anytime": a subscriber manages or cancels the plan in the billing portal.
  const canManage = user?.stripeSubscriptionId != null && user.subscriptionStatus !== "canceled";

  const contact = (plan: string) => `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(`${plan} plan`)}`;

  return (
    <section className="pricing" aria-labelledby="pricing-title">
      <h1 id="pricing-title">Simple plans for every learner</h1>
      {reason === "trial_expired" && (
        <Banner variant="error">Your free trial has expired. Subscribe now to continue using all features.</Banner>
      )}
      {reason === "subscription_required" && (
        <Banner variant="info">
          {user?.isDemo ? <FreshDemoNotice /> : "Start your free trial or choose a plan to use tutoring and practice."}
        </Banner>
      )}
      <ul className="pricing-plans">
        <li className="pricing-card">
          <h2>Free Trial</h2>
          <p className="pricing-price">
            $0 <span>/ 7 days</span>
          </p>
          <p>The whole product for a week. No credit card required.</p>
          <Button
            variant="secondary"
            onClick={onTrial}
            disabled={trialPending || (status === "signed-in" && (trialUsed || user?.subscriptionStatus === "active"))}
          >
            {trialPending
              ? "Starting..."
              : status === "signed-in" && user?.subscriptionStatus === "active"
                ? "Included in your plan"
                : status === "signed-in" && trialUsed
                  ? denial
                    ? "Trial ended"
                    : "Trial Active"
                  : "Start free trial"}
          </Button>
        </li>
        <li className="pricing-card pricing-card--featured">
          <p className="pricing-badge">Most Popular</p>
          <h2>Student</h2>
          <p className="pricing-price">
            $15 <span>/ month</span>
          </p>
          <p>Unlimited tutoring, flashcards and your progress dashboard. Cancel anytime.</p>
          <Button
            onClick={onSubscribe}
            disabled={status === "loading" || checkoutPending || user?.subscriptionStatus === "active"}
          >
            {user?.subscriptionStatus === "active" ? "Subscribed" : checkoutPending ? "Redirecting..." : "Subscribe"}
          </Button>
          {canManage && (
            <Button variant="secondary" onClick={() => goToBilling(portal)} disabled={checkoutPending}>
              Manage subscription
            </Button>
          )}
        </li>
        <li className="pricing-card">
          <h2>School</h2>
          <p className="pricing-price">
            $10 <span>/ student / month</span>
          </p>
          <p>50 student accounts, teacher dashboards, and sign-in through your LMS.</p>
          <a className="bl-button bl-button--secondary" href={contact("School")}>
            Contact Sales
          </a>
        </li>
        <li className="pricing-card">
          <h2>Corporate</h2>
          <p className="pricing-price">
            $15 <span>/ user / month</span>
          </p>
          <p>20 users for your team's training, with admin reporting.</p>
          <a className="bl-button bl-button--secondary" href={contact("Corporate")}>
            Contact Sales
          </a>
        </li>
      </ul>
      <p className="pricing-error" role="alert">
        {error ?? trialError ?? ""}
      </p>
      <p className="pricing-guarantee">30-day money-back guarantee on paid plans. Month-to-month, cancel anytime.</p>
      <section aria-labelledby="faq-title" className="pricing-faq">
        <h2 id="faq-title">Frequently asked questions</h2>
        {FAQ.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
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
  return (
    <>
      This is a fresh demo account of your own, empty until you start learning. Start the free trial below to use
      tutoring and practice with it: 7 days, no credit card.
      {days ? ` Demo accounts, and everything in them, are deleted after ${days} ${days === 1 ? "day" : "days"}.` : ""}
    </>
  );
}

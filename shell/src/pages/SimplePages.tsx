import { useAuth } from "@bloom/client";
import { accessDenial, nowInSeconds } from "@bloom/domain";
import { useT } from "@bloom/ui";
import { useEffect } from "react";
import { Link } from "../router";

/** How often, and how many times, the success page asks again whether the payment has landed. */
const CONFIRM_EVERY_MS = 2_000;
const CONFIRM_ATTEMPTS = 30;

/** Where a role failure lands (spec §6): says why and offers a way on. */
export function UnauthorizedPage() {
  const { user } = useAuth();
  return (
    <section className="shell-page" aria-labelledby="unauthorized-title">
      <h1 id="unauthorized-title">This page is not available to your account</h1>
      {user ? (
        <p>
          You are signed in as {user.name} with the {user.role} role, which does not include this part of the product.
          If you think this is a mistake, ask your teacher or your school's administrator.
        </p>
      ) : (
        <p>
          This part of the product needs an account that has access to it. <Link to="/login">Sign in</Link> with that
          account, or ask your teacher or your school's administrator.
        </p>
      )}
      <p>
        <Link to="/dashboard">Go to your dashboard</Link> or <Link to="/">return home</Link>.
      </p>
    </section>
  );
}

/** Learning plans: a placeholder text only, as the spec describes the page. */
export function LearningPlansPage() {
  return (
    <section className="shell-page" aria-labelledby="plans-title">
      <h1 id="plans-title">Learning Plans</h1>
      <p>Learning plans are coming soon. They will turn your goals into a week-by-week path through your subjects.</p>
    </section>
  );
}

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="shell-page" aria-labelledby="notfound-title">
      <h1 id="notfound-title">{t("notFound.heading")}</h1>
      <p>
        {t("notFound.body")} <Link to="/">{t("notFound.home")}</Link>.
      </p>
    </section>
  );
}

/** Spec §2 Pricing and success pages: the confirmation after a successful checkout. */
export function SubscriptionSuccessPage() {
  const { status, user, refresh } = useAuth();
  // Stripe's webhook can land a moment after the browser returns from checkout: until the profile
  // shows access, ask again, so the links below do not bounce back to /pricing.
  const confirming = status === "signed-in" && user !== null && accessDenial(user, nowInSeconds()) !== null;
  useEffect(() => {
    if (!confirming) return;
    let attempts = 0;
    const timer = setInterval(() => {
      attempts += 1;
      if (attempts >= CONFIRM_ATTEMPTS) clearInterval(timer);
      void refresh();
    }, CONFIRM_EVERY_MS);
    return () => clearInterval(timer);
  }, [confirming, refresh]);

  // A signed-out visitor (a bookmarked or shared link) is not told that a subscription was activated.
  if (status === "anonymous") {
    return (
      <section className="shell-page" aria-labelledby="success-title">
        <h1 id="success-title">Sign in to see your subscription</h1>
        <p>This page confirms a payment after checkout. Sign in to see your plan and start learning.</p>
        <p>
          <Link to="/login">Sign in</Link> or <Link to="/pricing">see the plans</Link>.
        </p>
      </section>
    );
  }

  return (
    <section className="shell-page" aria-labelledby="success-title">
      <h1 id="success-title">Subscription Activated</h1>
      <p>Thank you for subscribing. Everything in your plan is ready to use.</p>
      {confirming && (
        <p role="status">
          We are confirming your payment with our payment provider; this page updates by itself. If nothing changes
          within a minute, reload it or contact us.
        </p>
      )}
      <ul className="shell-links">
        <li>
          <Link to="/dashboard">Go to your dashboard</Link>
        </li>
        <li>
          <Link to="/tutoring">Start a tutoring session</Link>
        </li>
        <li>
          <Link to="/help">Read the getting-started guide</Link>
        </li>
        <li>
          <Link to="/contact">Contact us</Link>
        </li>
      </ul>
    </section>
  );
}

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
  const t = useT();
  return (
    <section className="shell-page" aria-labelledby="unauthorized-title">
      <h1 id="unauthorized-title">{t("unauthorized.heading")}</h1>
      {user ? (
        <p>{t("unauthorized.signedIn", { name: user.name, role: user.role })}</p>
      ) : (
        <p>
          {t("unauthorized.signedOut")} <Link to="/login">{t("unauthorized.signIn")}</Link>{" "}
          {t("unauthorized.signedOutAfter")}
        </p>
      )}
      <p>
        <Link to="/dashboard">{t("unauthorized.dashboard")}</Link> {t("unauthorized.or")}{" "}
        <Link to="/">{t("unauthorized.home")}</Link>.
      </p>
    </section>
  );
}

/** Learning plans: a placeholder text only, as the spec describes the page. */
export function LearningPlansPage() {
  const t = useT();
  return (
    <section className="shell-page" aria-labelledby="plans-title">
      <h1 id="plans-title">{t("plans.heading")}</h1>
      <p>{t("plans.text")}</p>
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
  const t = useT();
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
        <h1 id="success-title">{t("success.signInHeading")}</h1>
        <p>{t("success.signInText")}</p>
        <p>
          <Link to="/login">{t("unauthorized.signIn")}</Link> {t("unauthorized.or")}{" "}
          <Link to="/pricing">{t("success.seePlans")}</Link>.
        </p>
      </section>
    );
  }

  return (
    <section className="shell-page" aria-labelledby="success-title">
      <h1 id="success-title">{t("success.heading")}</h1>
      <p>{t("success.text")}</p>
      {confirming && <p role="status">{t("success.confirming")}</p>}
      <ul className="shell-links">
        <li>
          <Link to="/dashboard">{t("unauthorized.dashboard")}</Link>
        </li>
        <li>
          <Link to="/tutoring">{t("success.tutoring")}</Link>
        </li>
        <li>
          <Link to="/help">{t("success.guide")}</Link>
        </li>
        <li>
          <Link to="/contact">{t("success.contact")}</Link>
        </li>
      </ul>
    </section>
  );
}

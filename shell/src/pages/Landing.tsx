import { useAuth } from "@bloom/client";
import { Banner, Button, type MessageKey, useT } from "@bloom/ui";
import { useState } from "react";
import { rememberReturnTo } from "../guard";
import { Link, Redirect, useRouter } from "../router";
import { useStartTrial } from "../trial";

const FOOTER_LINKS: { to: string; label: MessageKey }[] = [
  { to: "/features", label: "landing.link.features" },
  { to: "/pricing", label: "shell.nav.pricing" },
  { to: "/educators", label: "landing.link.educators" },
  { to: "/enterprise", label: "landing.link.enterprise" },
  { to: "/help", label: "landing.link.help" },
  { to: "/contact", label: "landing.link.contact" },
  { to: "/privacy", label: "landing.link.privacy" },
  { to: "/terms", label: "landing.link.terms" },
  { to: "/about", label: "landing.link.about" },
  { to: "/careers", label: "landing.link.careers" },
  { to: "/blog", label: "landing.link.blog" },
  { to: "/press", label: "landing.link.press" },
];

/** A card's title and text, as the catalogue's keys. */
type Card = { title: MessageKey; text: MessageKey };

const JOURNEY: Card[] = [
  { title: "landing.journey.explore.title", text: "landing.journey.explore.text" },
  { title: "landing.journey.recall.title", text: "landing.journey.recall.text" },
  { title: "landing.journey.track.title", text: "landing.journey.track.text" },
];

const VALUES: Card[] = [
  { title: "landing.values.socratic.title", text: "landing.values.socratic.text" },
  { title: "landing.values.review.title", text: "landing.values.review.text" },
  { title: "landing.values.mastery.title", text: "landing.values.mastery.text" },
  { title: "landing.values.schools.title", text: "landing.values.schools.text" },
];

const AUDIENCES: Card[] = [
  { title: "landing.audience.k12.title", text: "landing.audience.k12.text" },
  { title: "landing.audience.university.title", text: "landing.audience.university.text" },
  { title: "landing.audience.professionals.title", text: "landing.audience.professionals.text" },
  { title: "landing.audience.lifelong.title", text: "landing.audience.lifelong.text" },
  { title: "landing.audience.educators.title", text: "landing.audience.educators.text" },
  { title: "landing.audience.everyone.title", text: "landing.audience.everyone.text" },
];

/** The marketing landing page (spec §2 Landing page); a signed-in visitor goes to /tutoring. */
export function LandingPage({ showSignedIn = false }: { showSignedIn?: boolean }) {
  const { status, user } = useAuth();
  const { navigate, search } = useRouter();
  const { startTrial, pending, error } = useStartTrial();
  const accountDeleted = search.get("account") === "deleted";
  const [daysLeft, setDaysLeft] = useState<number | null>(null);
  const t = useT();

  if (status === "signed-in" && daysLeft === null && !showSignedIn) return <Redirect to="/tutoring" />;

  const state = user?.subscriptionStatus;
  const label = t(
    pending
      ? "landing.starting"
      : state === "trialing"
        ? "landing.trialActive"
        : state === "active"
          ? "landing.subscribed"
          : "landing.getStarted",
  );
  const disabled = pending || state === "trialing" || state === "active";

  async function getStarted() {
    if (status !== "signed-in") {
      rememberReturnTo("/tutoring");
      navigate("/login", { state: { from: "/tutoring" } });
      return;
    }
    const trial = await startTrial();
    if (trial) setDaysLeft(trial.daysLeft);
  }

  const cta = (
    <Button size="large" onClick={getStarted} disabled={disabled}>
      {label}
    </Button>
  );

  return (
    <div className="landing">
      <nav className="landing-nav" aria-label={t("shell.mainNav")}>
        <Link to="/" className="shell-logo">
          Bloom
        </Link>
        <div className="landing-nav-links">
          <Link to="/pricing">{t("shell.nav.pricing")}</Link>
          {status !== "signed-in" && <Link to="/login">{t("landing.login")}</Link>}
          {cta}
        </div>
      </nav>

      {accountDeleted && <Banner variant="success">{t("landing.deleted")}</Banner>}
      <header className="landing-hero">
        <h1>{t("landing.hero")}</h1>
        <p className="landing-lead">{t("landing.lead")}</p>
        {cta}
        <p className="landing-note">{t("landing.note")}</p>
        {daysLeft !== null && (
          <Banner
            variant="success"
            action={{ label: t("landing.startLearning"), onClick: () => navigate("/tutoring") }}
          >
            {t("landing.trialStarted", { days: daysLeft })}
          </Banner>
        )}
        {error && <Banner variant="error">{error}</Banner>}
      </header>

      <section className="landing-section" aria-labelledby="journey-title">
        <h2 id="journey-title">{t("landing.journey")}</h2>
        <ol className="landing-steps">
          {JOURNEY.map((step, index) => (
            <li key={step.title} className="landing-card">
              <span className="landing-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="landing-section" aria-labelledby="values-title">
        <h2 id="values-title">{t("landing.values")}</h2>
        <ul className="landing-grid">
          {VALUES.map((value) => (
            <li key={value.title} className="landing-card">
              <h3>{t(value.title)}</h3>
              <p>{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section" aria-labelledby="audience-title">
        <h2 id="audience-title">{t("landing.audience")}</h2>
        <ul className="landing-grid landing-grid--three">
          {AUDIENCES.map((audience) => (
            <li key={audience.title} className="landing-card">
              <h3>{t(audience.title)}</h3>
              <p>{t(audience.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <footer className="landing-footer">
        <nav aria-label={t("landing.footer")}>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>© {new Date().getFullYear()} Bloom Learning</p>
      </footer>
    </div>
  );
}

import { useAuth } from "@bloom/client";
import { formatDaysLeft } from "@bloom/domain";
import { Banner, Button } from "@bloom/ui";
import { useState } from "react";
import { rememberReturnTo } from "../guard";
import { Link, Redirect, useRouter } from "../router";
import { useStartTrial } from "../trial";

const FOOTER_LINKS = [
  { to: "/features", label: "Features" },
  { to: "/pricing", label: "Pricing" },
  { to: "/educators", label: "For Educators" },
  { to: "/enterprise", label: "Enterprise" },
  { to: "/help", label: "Help Center" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
  { to: "/about", label: "About" },
  { to: "/careers", label: "Careers" },
  { to: "/blog", label: "Blog" },
  { to: "/press", label: "Press" },
];

const JOURNEY = [
  {
    title: "Explore with your AI tutor",
    text: "Pick a subject and a topic. Your tutor asks the right questions, one at a time, so you work out the ideas yourself.",
  },
  {
    title: "Practise active recall",
    text: "Turn what you learned into flashcards. Answer in your own words and get instant, specific feedback.",
  },
  {
    title: "Track your progress",
    text: "Watch your mastery grow on your dashboard, topic by topic, and see exactly what to review next.",
  },
];

const VALUES = [
  {
    title: "Socratic by design",
    text: "No answer dumps. Guiding questions, hints when you are stuck, and a concrete next step after two tries.",
  },
  {
    title: "Review at the right moment",
    text: "Spaced review brings each card back just before you would forget it, so study time goes further.",
  },
  {
    title: "Mastery you can see",
    text: "Every answer updates your mastery of each concept, so progress is measured, not guessed.",
  },
  {
    title: "Ready for schools",
    text: "Launches from Canvas, Schoology and Moodle, signs in with your school account, and keeps each student's data their own.",
  },
];

const AUDIENCES = [
  { title: "K-12 Students", text: "Homework help that teaches instead of telling, at your own pace." },
  { title: "University Students", text: "Work through hard courses concept by concept and review before exams." },
  { title: "Working Professionals", text: "Learn a new skill in short sessions that fit around your day." },
  {
    title: "Seniors & Lifelong Learners",
    text: "Explore history, science or a new language simply because you are curious.",
  },
  {
    title: "Educators & Institutions",
    text: "Give every student a patient tutor and see their progress on one dashboard.",
  },
  { title: "Everyone Else", text: "If you have a question, there is a path to understanding it. Start there." },
];

/** The marketing landing page (spec §2 Landing page); a signed-in visitor goes to /tutoring. */
export function LandingPage({ showSignedIn = false }: { showSignedIn?: boolean }) {
  const { status, user } = useAuth();
  const { navigate, search } = useRouter();
  const { startTrial, pending, error } = useStartTrial();
  const accountDeleted = search.get("account") === "deleted";
  const [daysLeft, setDaysLeft] = useState<number | null>(null);

  if (status === "signed-in" && daysLeft === null && !showSignedIn) return <Redirect to="/tutoring" />;

  const state = user?.subscriptionStatus;
  const label = pending
    ? "Starting..."
    : state === "trialing"
      ? "Trial Active"
      : state === "active"
        ? "Subscribed"
        : "Get Started Free";
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
      <nav className="landing-nav" aria-label="Main">
        <Link to="/" className="shell-logo">
          Bloom
        </Link>
        <div className="landing-nav-links">
          <Link to="/pricing">Pricing</Link>
          {status !== "signed-in" && <Link to="/login">Login</Link>}
          {cta}
        </div>
      </nav>

      {accountDeleted && <Banner variant="success">Your account and everything in it has been deleted.</Banner>}
      <header className="landing-hero">
        <h1>Learn anything, one good question at a time.</h1>
        <p className="landing-lead">
          A patient AI tutor that helps you think, flashcards that know when to come back, and a dashboard that shows
          how far you have come.
        </p>
        {cta}
        <p className="landing-note">Free to start • No credit card required • Cancel anytime</p>
        {daysLeft !== null && (
          <Banner variant="success" action={{ label: "Start learning", onClick: () => navigate("/tutoring") }}>
            Free trial started! {formatDaysLeft(daysLeft)} left.
          </Banner>
        )}
        {error && <Banner variant="error">{error}</Banner>}
      </header>

      <section className="landing-section" aria-labelledby="journey-title">
        <h2 id="journey-title">Your Learning Universe</h2>
        <ol className="landing-steps">
          {JOURNEY.map((step, index) => (
            <li key={step.title} className="landing-card">
              <span className="landing-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="landing-section" aria-labelledby="values-title">
        <h2 id="values-title">Learning. Unlocked.</h2>
        <ul className="landing-grid">
          {VALUES.map((value) => (
            <li key={value.title} className="landing-card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section" aria-labelledby="audience-title">
        <h2 id="audience-title">Bloom in Every Way</h2>
        <ul className="landing-grid landing-grid--three">
          {AUDIENCES.map((audience) => (
            <li key={audience.title} className="landing-card">
              <h3>{audience.title}</h3>
              <p>{audience.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <footer className="landing-footer">
        <nav aria-label="Footer">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>© {new Date().getFullYear()} Bloom Learning</p>
      </footer>
    </div>
  );
}

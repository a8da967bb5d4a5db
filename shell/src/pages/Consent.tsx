import { messageOf, useAuth } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions } from "@bloom/ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useRouter } from "../router";
import { useShell } from "../shell-context";

/**
 * Parental consent for children who sign up on their own (COPPA): the year of birth, the page a
 * child waits on until a parent answers, and the parent's page behind the emailed link.
 */

/** Asked once, after a first sign-in outside a school. Only the year, never the date. */
export function BirthYearPage() {
  const { client } = useShell();
  const { refresh } = useAuth();
  const { navigate } = useRouter();
  const [year, setYear] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const profile = await client.unwrap(
        client.api.auth.me["birth-year"].post({ birthYear: Number(year) }),
        "Failed to save your year of birth. Please try again.",
      );
      await refresh();
      navigate(profile.consentStatus === "awaiting_parent" ? "/account/waiting" : "/tutoring", { replace: true });
    } catch (cause) {
      setError(messageOf(cause, "Failed to save your year of birth. Please try again."));
      setPending(false);
    }
  }

  return (
    <section className="shell-page" aria-labelledby="age-title">
      <h1 id="age-title">One question before you start</h1>
      <p>We ask everyone once. If you are under 13, we need a parent or guardian to say yes first.</p>
      <form className="shell-form" onSubmit={submit}>
        <label htmlFor={fieldId}>What year were you born?</label>
        <input
          id={fieldId}
          className="bl-input"
          inputMode="numeric"
          autoComplete="bday-year"
          pattern="[0-9]{4}"
          required
          value={year}
          onChange={(event) => setYear(event.target.value.replace(/\D/g, "").slice(0, 4))}
        />
        {error && <Banner variant="error">{error}</Banner>}
        <Button type="submit" disabled={pending || year.length !== 4}>
          {pending ? "Saving..." : "Continue"}
        </Button>
      </form>
    </section>
  );
}

/** A child's account waits here until a parent consents; the child can send (or resend) the email. */
export function WaitingForParentPage() {
  const { client } = useShell();
  const { user, refresh } = useAuth();
  const [email, setEmail] = useState(user?.guardianEmail ?? "");
  const [sentTo, setSentTo] = useState<string | null>(user?.guardianEmail ?? null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  // The parent may answer while the child waits on this page.
  useEffect(() => {
    const timer = setInterval(() => void refresh(), 30_000);
    return () => clearInterval(timer);
  }, [refresh]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const sent = await client.unwrap(
        client.api.auth.me["consent-request"].post({ parentEmail: email.trim() }),
        "Failed to send the email. Please try again.",
      );
      setSentTo(sent.sentTo);
    } catch (cause) {
      setError(messageOf(cause, "Failed to send the email. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="shell-page" aria-labelledby="waiting-title">
      <h1 id="waiting-title">Waiting for your parent</h1>
      <p>
        Because you are under 13, a parent or guardian needs to say it's OK for you to use Bloom. We'll send them an
        email with a link. As soon as they say yes, you can start.
      </p>
      {sentTo && (
        <Banner variant="success">
          We emailed {sentTo}. Ask them to look in their inbox (and spam folder) for an email from Bloom.
        </Banner>
      )}
      <form className="shell-form" onSubmit={submit}>
        <label htmlFor={fieldId}>Your parent's or guardian's email</label>
        <input
          id={fieldId}
          className="bl-input"
          type="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error && <Banner variant="error">{error}</Banner>}
        <Button type="submit" disabled={pending || !email.trim()}>
          {pending ? "Sending..." : sentTo ? "Send the email again" : "Send the email"}
        </Button>
      </form>
      <p className="shell-note">
        If nobody says yes within 14 days, the account and everything in it is deleted, and you can sign up again later.
      </p>
      <Button variant="secondary" onClick={() => void refresh()}>
        My parent said yes
      </Button>
    </section>
  );
}

/** What Bloom collects, said for a parent deciding (the same as docs/privacy.md, in short). */
const WHAT_BLOOM_KEEPS = [
  "Your child's name and email address from their sign-in, and their year of birth (never the date).",
  "What they write to the tutor and the tutor's replies, their flashcards and answers, and their progress, to teach them and show them how they are doing.",
  "Safety: every message is checked for signs that a child may be in danger. If it finds one, the tutor gives help lines and, for an account like this one, emails you, the parent or guardian.",
  "Bloom never sells data, never shows ads, and never uses your child's work to train AI models. When a school connects its own AI model, messages are sent to it with personal details removed.",
  "You can ask for a copy of everything, or delete the account and everything in it, at any time from the account page.",
];

/** The parent's page behind the emailed link: what Bloom keeps, and consent given or refused. */
export function ParentConsentPage({ token }: { token: string }) {
  const { client } = useShell();
  const { navigate } = useRouter();
  const [info, setInfo] = useState<{ childName: string; status: "waiting" | "granted" } | null>(null);
  const [outcome, setOutcome] = useState<"granted" | "deleted" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmRefusal, setConfirmRefusal] = useState(false);

  useEffect(() => {
    client
      .unwrap(client.api.consent({ token }).get(), "This consent link is not valid.")
      .then(setInfo)
      .catch((cause: unknown) =>
        setError(
          messageOf(cause, "This consent link is not valid.").includes("not found")
            ? "This link has expired or is not valid. The account may already have been deleted; your child can sign up again and send a new email."
            : messageOf(cause, "This consent link could not be opened. Please try again."),
        ),
      );
  }, [client, token]);

  async function answer(decision: "granted" | "refused") {
    setPending(true);
    setError(null);
    try {
      const result = await client.unwrap(
        client.api.consent({ token }).post({ decision }),
        "Your answer could not be saved. Please try again.",
      );
      setOutcome(result.status);
    } catch (cause) {
      setError(messageOf(cause, "Your answer could not be saved. Please try again."));
    } finally {
      setPending(false);
      setConfirmRefusal(false);
    }
  }

  const name = info?.childName?.trim() || "your child";
  return (
    <section className="shell-page" aria-labelledby="consent-title">
      <h1 id="consent-title">Consent for {info ? name : "your child"} to use Bloom</h1>
      {error && <Banner variant="error">{error}</Banner>}
      {outcome === "granted" || info?.status === "granted" ? (
        <>
          <Banner variant="success">Thank you. {name} can now use Bloom.</Banner>
          <p>
            If Bloom is ever worried about {name}'s safety, we will email you. To be able to read what happened, sign in
            (or make a free account) and confirm you are their parent or guardian.
          </p>
          <Button variant="secondary" onClick={() => navigate(`/guardian/${token}`)}>
            Sign in and confirm
          </Button>
        </>
      ) : outcome === "deleted" ? (
        <Banner variant="info">You refused consent. The account and everything in it has been deleted.</Banner>
      ) : (
        info && (
          <>
            <p>
              {name} signed up for Bloom, an AI tutor and flashcard app for schoolwork, and told us they are under 13.
              The law (the Children's Online Privacy Protection Act) asks for your consent first. Here is what Bloom
              keeps:
            </p>
            <ul>
              {WHAT_BLOOM_KEEPS.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <div className="shell-actions">
              <Button disabled={pending} onClick={() => void answer("granted")}>
                I give my consent
              </Button>
              <Button variant="secondary" disabled={pending} onClick={() => setConfirmRefusal(true)}>
                I do not consent
              </Button>
            </div>
          </>
        )
      )}
      <Dialog open={confirmRefusal} onClose={() => setConfirmRefusal(false)} title="Refuse consent?">
        <p>The account and everything in it will be deleted now. {name} can sign up again later.</p>
        <DialogActions>
          <Button variant="danger" disabled={pending} onClick={() => void answer("refused")}>
            Refuse and delete the account
          </Button>
          <Button variant="secondary" onClick={() => setConfirmRefusal(false)}>
            Go back
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}

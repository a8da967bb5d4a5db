import { apiErrorOf, messageOf, useAuth } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions, type MessageKey, useT } from "@bloom/ui";
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
  const t = useT();
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
        t("age.failed"),
      );
      await refresh();
      navigate(profile.consentStatus === "awaiting_parent" ? "/account/waiting" : "/tutoring", { replace: true });
    } catch (cause) {
      setError(messageOf(cause, t("age.failed")));
      setPending(false);
    }
  }

  return (
    <section className="shell-page" aria-labelledby="age-title">
      <h1 id="age-title">{t("age.heading")}</h1>
      <p>{t("age.intro")}</p>
      <form className="shell-form" onSubmit={submit}>
        <label htmlFor={fieldId}>{t("age.label")}</label>
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
          {t(pending ? "account.saving" : "age.continue")}
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
  const t = useT();
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
        t("account.sendFailed"),
      );
      setSentTo(sent.sentTo);
    } catch (cause) {
      setError(messageOf(cause, t("account.sendFailed")));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="shell-page" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{t("waiting.heading")}</h1>
      <p>{t("waiting.intro")}</p>
      {sentTo && <Banner variant="success">{t("waiting.sent", { email: sentTo })}</Banner>}
      <form className="shell-form" onSubmit={submit}>
        <label htmlFor={fieldId}>{t("waiting.label")}</label>
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
          {t(pending ? "account.sending" : sentTo ? "account.sendAgain" : "account.send")}
        </Button>
      </form>
      <p className="shell-note">{t("waiting.deadline")}</p>
      <Button variant="secondary" onClick={() => void refresh()}>
        {t("waiting.saidYes")}
      </Button>
    </section>
  );
}

/** What Bloom collects, said for a parent deciding (the same as docs/privacy.md, in short). */
const WHAT_BLOOM_KEEPS: MessageKey[] = [
  "consent.keeps.identity",
  "consent.keeps.learning",
  "consent.keeps.safety",
  "consent.keeps.never",
  "consent.keeps.rights",
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
  const t = useT();

  useEffect(() => {
    client
      .unwrap(client.api.consent({ token }).get(), t("consent.invalid"))
      .then(setInfo)
      .catch((cause: unknown) =>
        setError(apiErrorOf(cause)?.status === 404 ? t("consent.expired") : messageOf(cause, t("consent.openFailed"))),
      );
  }, [client, token, t]);

  async function answer(decision: "granted" | "refused") {
    setPending(true);
    setError(null);
    try {
      const result = await client.unwrap(client.api.consent({ token }).post({ decision }), t("consent.answerFailed"));
      setOutcome(result.status);
    } catch (cause) {
      setError(messageOf(cause, t("consent.answerFailed")));
    } finally {
      setPending(false);
      setConfirmRefusal(false);
    }
  }

  const name = info?.childName?.trim() || t("consent.yourChild");
  return (
    <section className="shell-page" aria-labelledby="consent-title">
      <h1 id="consent-title">{t("consent.heading", { name: info ? name : t("consent.yourChild") })}</h1>
      {error && <Banner variant="error">{error}</Banner>}
      {outcome === "granted" || info?.status === "granted" ? (
        <>
          <Banner variant="success">{t("consent.thanks", { name })}</Banner>
          <p>{t("consent.afterThanks", { name })}</p>
          <Button variant="secondary" onClick={() => navigate(`/guardian/${token}`)}>
            {t("consent.signInConfirm")}
          </Button>
        </>
      ) : outcome === "deleted" ? (
        <Banner variant="info">{t("consent.refused")}</Banner>
      ) : (
        info && (
          <>
            <p>{t("consent.explain", { name })}</p>
            <ul>
              {WHAT_BLOOM_KEEPS.map((line) => (
                <li key={line}>{t(line)}</li>
              ))}
            </ul>
            <div className="shell-actions">
              <Button disabled={pending} onClick={() => void answer("granted")}>
                {t("consent.give")}
              </Button>
              <Button variant="secondary" disabled={pending} onClick={() => setConfirmRefusal(true)}>
                {t("consent.refuse")}
              </Button>
            </div>
          </>
        )
      )}
      <Dialog open={confirmRefusal} onClose={() => setConfirmRefusal(false)} title={t("consent.refuseTitle")}>
        <p>{t("consent.refuseText", { name })}</p>
        <DialogActions>
          <Button variant="danger" disabled={pending} onClick={() => void answer("refused")}>
            {t("consent.refuseDelete")}
          </Button>
          <Button variant="secondary" onClick={() => setConfirmRefusal(false)}>
            {t("consent.goBack")}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}

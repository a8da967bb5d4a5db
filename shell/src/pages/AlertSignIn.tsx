import { messageOf, useAuth } from "@bloom/client";
import { Banner, Button, useT } from "@bloom/ui";
import { type FormEvent, useId, useState } from "react";
import { rememberReturnTo } from "../guard";
import { useRouter } from "../router";
import { useShell } from "../shell-context";
import { ProviderButton } from "./ProviderButton";
import { startProviderSignIn, useSignInOptions } from "./provider-sign-in";

/**
 * What a signed-out visitor sees at an alert's link (the alert email): why they are asked to sign
 * in, only the sign-in methods this server has set up (never the demo), the way in through their
 * LMS, and a one-time code emailed to an address the alert went to. Every way returns to the alert.
 */
export function AlertSignInPage({ alertId }: { alertId: string }) {
  const { client } = useShell();
  const { signIn } = useAuth();
  const { navigate } = useRouter();
  const alertPath = `/alerts/${encodeURIComponent(alertId)}`;
  const options = useSignInOptions(client);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const emailId = useId();
  const codeId = useId();
  const t = useT();

  /**
   * One step of signing in, shown as pending: a failure shows in the server's words (or `fallback`)
   * and frees the buttons; a step that leaves the page keeps them busy.
   */
  async function step(name: string, fallback: string, work: () => Promise<void>) {
    setPending(name);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure, fallback));
      setPending(null);
    }
  }

  const startProvider = (provider: "school" | "google") =>
    step(provider, t("login.startFailed"), async () => {
      // The provider's callback page comes back here through this tab's storage.
      rememberReturnTo(alertPath);
      await startProviderSignIn(client, provider, t("login.startFailed"));
    });

  const askForCode = (event: FormEvent) => {
    event.preventDefault();
    const fallback = t("alertSignIn.codeFailed");
    return step("code", fallback, async () => {
      const answer = await client.unwrap(
        client.api.safety["alert-sign-in"].code.post({ alertId, email: email.trim() }),
        fallback,
      );
      setSent(answer.message);
      setPending(null);
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const fallback = t("alertSignIn.codeWrong");
    return step("sign-in", fallback, async () => {
      const { token } = await client.unwrap(
        client.api.safety["alert-sign-in"].post({ alertId, email: email.trim(), code: code.trim() }),
        fallback,
      );
      await signIn(token);
      navigate(alertPath, { replace: true });
    });
  };

  const providers = options ? [options.school && "school", options.google && "google"].filter(Boolean) : [];

  return (
    <section className="shell-login shell-alert-sign-in" aria-labelledby="alert-sign-in-title">
      <h1 id="alert-sign-in-title">{t("alertSignIn.heading")}</h1>
      <p>{t("alertSignIn.intro")}</p>
      {error && <Banner variant="error">{error}</Banner>}
      {options?.school && (
        <ProviderButton
          provider="school"
          displayName={options.school.displayName}
          pending={pending}
          onStart={startProvider}
        />
      )}
      {options?.google && (
        <ProviderButton
          provider="google"
          displayName={options.google.displayName}
          pending={pending}
          variant="secondary"
          onStart={startProvider}
        />
      )}
      <h2>{t("alertSignIn.lms")}</h2>
      <p>{t("alertSignIn.lmsText")}</p>
      <h2>{t(providers.length > 0 ? "alertSignIn.otherWay" : "alertSignIn.emailCode")}</h2>
      {sent === null ? (
        <form className="shell-form" onSubmit={askForCode}>
          <label htmlFor={emailId}>{t("alertSignIn.emailLabel")}</label>
          <input
            id={emailId}
            className="bl-input"
            type="email"
            autoComplete="email"
            value={email}
            maxLength={254}
            required
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant={providers.length > 0 ? "secondary" : "primary"} disabled={pending !== null}>
            {t(pending === "code" ? "alertSignIn.sending" : "alertSignIn.emailCode")}
          </Button>
        </form>
      ) : (
        <form className="shell-form" onSubmit={submitCode}>
          <p role="status">{sent}</p>
          <label htmlFor={codeId}>{t("alertSignIn.code")}</label>
          <input
            id={codeId}
            className="bl-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            maxLength={12}
            required
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" disabled={pending !== null}>
            {t(pending === "sign-in" ? "alertSignIn.signingIn" : "alertSignIn.submit")}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setSent(null);
              setCode("");
            }}
            disabled={pending !== null}
          >
            {t("alertSignIn.again")}
          </Button>
        </form>
      )}
    </section>
  );
}

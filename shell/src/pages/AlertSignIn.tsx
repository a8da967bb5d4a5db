import { messageOf, useAuth } from "@bloom/client";
import { Banner, Button } from "@bloom/ui";
import { type FormEvent, useId, useState } from "react";
import { rememberReturnTo } from "../guard";
import { useRouter } from "../router";
import { useShell } from "../shell-context";
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
    step(provider, "Sign-in could not start.", async () => {
      // The provider's callback page comes back here through this tab's storage.
      rememberReturnTo(alertPath);
      await startProviderSignIn(client, provider);
    });

  const askForCode = (event: FormEvent) => {
    event.preventDefault();
    const fallback = "The code could not be sent. Please try again.";
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
    const fallback = "That code did not work.";
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
      <h1 id="alert-sign-in-title">Sign in to open a safety alert</h1>
      <p>
        Bloom emailed you about a student's safety. What they wrote is shown only to the adults who look after them,
        once signed in.
      </p>
      {error && <Banner variant="error">{error}</Banner>}
      {options?.school && (
        <Button className="shell-login-button" onClick={() => startProvider("school")} disabled={pending !== null}>
          {pending === "school" ? "Redirecting..." : `Sign in with ${options.school.displayName}`}
        </Button>
      )}
      {options?.google && (
        <Button
          variant="secondary"
          className="shell-login-button"
          onClick={() => startProvider("google")}
          disabled={pending !== null}
        >
          {pending === "google" ? "Redirecting..." : `Sign in with ${options.google.displayName}`}
        </Button>
      )}
      <h2>Teach the student's course?</h2>
      <p>
        Open the course in your learning platform (Canvas, Schoology, Moodle…), open Bloom there, then Alerts. The email
        names the course.
      </p>
      <h2>{providers.length > 0 ? "No other way to sign in?" : "Email me a sign-in code"}</h2>
      {sent === null ? (
        <form className="shell-form" onSubmit={askForCode}>
          <label htmlFor={emailId}>The email address the alert was sent to</label>
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
            {pending === "code" ? "Sending..." : "Email me a sign-in code"}
          </Button>
        </form>
      ) : (
        <form className="shell-form" onSubmit={submitCode}>
          <p role="status">{sent}</p>
          <label htmlFor={codeId}>Sign-in code</label>
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
            {pending === "sign-in" ? "Signing in..." : "Sign in and open the alert"}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setSent(null);
              setCode("");
            }}
            disabled={pending !== null}
          >
            Use another address or send a new code
          </Button>
        </form>
      )}
    </section>
  );
}

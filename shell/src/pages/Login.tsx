import type { UserProfile } from "@bloom/api/models";
import { messageOf, useAuth } from "@bloom/client";
import { Banner, Button } from "@bloom/ui";
import { useEffect, useState } from "react";
import { takeReturnTo } from "../guard";
import { useRouter } from "../router";
import { useShell } from "../shell-context";
import { startProviderSignIn, useSignInOptions } from "./provider-sign-in";

/**
 * The sign-in screen (spec §2 Login): the school single sign-on, "Or continue with", the account
 * provider, and "Try the demo" when the server offers it. A signed-in visitor goes straight on.
 */
export function LoginPage() {
  const { client } = useShell();
  const { status, signIn } = useAuth();
  const { navigate, state } = useRouter();
  const options = useSignInOptions(client);
  const [error, setError] = useState<string | null>((state as { error?: string } | null)?.error ?? null);
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (status === "signed-in") navigate(takeReturnTo(state), { replace: true });
  }, [status, navigate, state]);

  async function startProvider(provider: "school" | "google") {
    setPending(provider);
    setError(null);
    try {
      await startProviderSignIn(client, provider);
    } catch (failure) {
      setError(messageOf(failure, "Sign-in could not start."));
      setPending(null);
    }
  }

  async function tryDemo(fresh: boolean) {
    setPending(fresh ? "fresh" : "demo");
    setError(null);
    try {
      const result = await client.unwrap(client.api.auth.demo.post({ fresh }), "The demo could not start.");
      const profile: UserProfile = await signIn(result.token);
      navigate(fresh && profile.subscriptionStatus === "none" ? "/pricing" : takeReturnTo(state), { replace: true });
    } catch (failure) {
      setError(messageOf(failure, "Authentication failed"));
      setPending(null);
    }
  }

  return (
    <section className="shell-login" aria-labelledby="login-title">
      <h1 id="login-title">Welcome to Bloom</h1>
      <p>Sign in to continue</p>
      {error && <Banner variant="error">{error}</Banner>}
      <Button className="shell-login-button" onClick={() => startProvider("school")} disabled={pending !== null}>
        {pending === "school" ? "Redirecting..." : `Sign in with ${options?.school?.displayName ?? "your school"}`}
      </Button>
      {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot hold the divider's text. */}
      <div className="shell-divider" role="separator">
        <span>Or continue with</span>
      </div>
      <Button
        variant="secondary"
        className="shell-login-button"
        onClick={() => startProvider("google")}
        disabled={pending !== null}
      >
        {pending === "google" ? "Redirecting..." : "Sign in with Google"}
      </Button>
      {options?.demo && (
        <div className="shell-demo">
          <Button variant="ghost" onClick={() => tryDemo(false)} disabled={pending !== null}>
            {pending === "demo" ? "Starting the demo..." : "Try the demo"}
          </Button>
          <Button variant="ghost" onClick={() => tryDemo(true)} disabled={pending !== null}>
            {pending === "fresh" ? "Creating your account..." : "Start fresh with an empty demo account"}
          </Button>
        </div>
      )}
    </section>
  );
}

import type { UserProfile } from "@bloom/api/models";
import { messageOf, useAuth } from "@bloom/client";
import { Banner, Button, useT } from "@bloom/ui";
import { useEffect, useId, useState } from "react";
import { takeReturnTo } from "../guard";
import { useRouter } from "../router";
import { useShell } from "../shell-context";
import { ProviderButton } from "./ProviderButton";
import { startProviderSignIn, useSignInOptions } from "./provider-sign-in";

/**
 * The sign-in screen (spec §2 Login): the school single sign-on, "Or continue with", the account
 * provider, and "Try the demo", each only when this server has it set up (`GET /api/auth/options`),
 * so no button leads to a sign-in that cannot work. A signed-in visitor goes straight on.
 */
export function LoginPage() {
  const { client } = useShell();
  const { status, signIn } = useAuth();
  const { navigate, state } = useRouter();
  const options = useSignInOptions(client);
  const [error, setError] = useState<string | null>((state as { error?: string } | null)?.error ?? null);
  const [pending, setPending] = useState<string | null>(null);
  const freshHintId = useId();
  const t = useT();

  useEffect(() => {
    if (status === "signed-in") navigate(takeReturnTo(state), { replace: true });
  }, [status, navigate, state]);

  async function startProvider(provider: "school" | "google") {
    setPending(provider);
    setError(null);
    try {
      await startProviderSignIn(client, provider, t("login.startFailed"));
    } catch (failure) {
      setError(messageOf(failure, t("login.startFailed")));
      setPending(null);
    }
  }

  async function tryDemo(fresh: boolean) {
    setPending(fresh ? "fresh" : "demo");
    setError(null);
    try {
      const result = await client.unwrap(client.api.auth.demo.post({ fresh }), t("login.demoFailed"));
      const profile: UserProfile = await signIn(result.token);
      // A fresh account has no plan yet: the plans page says so and offers its free trial.
      navigate(
        fresh && profile.subscriptionStatus === "none" ? "/pricing?reason=subscription_required" : takeReturnTo(state),
        { replace: true },
      );
    } catch (failure) {
      setError(messageOf(failure, t("login.authFailed")));
      setPending(null);
    }
  }

  return (
    <section className="shell-login" aria-labelledby="login-title">
      <h1 id="login-title">{t("login.heading")}</h1>
      <p>{t("login.intro")}</p>
      {error && <Banner variant="error">{error}</Banner>}
      {options?.school && (
        <ProviderButton
          provider="school"
          displayName={options.school.displayName}
          pending={pending}
          onStart={startProvider}
        />
      )}
      {options?.school && options.google && (
        // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot hold the divider's text.
        <div className="shell-divider" role="separator">
          <span>{t("login.orContinue")}</span>
        </div>
      )}
      {options?.google && (
        <ProviderButton
          provider="google"
          displayName={options.google.displayName}
          pending={pending}
          variant={options.school ? "secondary" : "primary"}
          onStart={startProvider}
        />
      )}
      {options && !options.school && !options.google && (
        <p className="shell-note">{options.demo ? t("login.demoOnly") : t("login.notSetUp")}</p>
      )}
      {options?.demo && (
        <div className="shell-demo">
          {/* With no other way in, the demo is the page's main action. */}
          <Button
            variant={options.school || options.google ? "ghost" : "primary"}
            onClick={() => tryDemo(false)}
            disabled={pending !== null}
          >
            {pending === "demo" ? t("login.startingDemo") : t("login.tryDemo")}
          </Button>
          <Button
            variant="ghost"
            onClick={() => tryDemo(true)}
            disabled={pending !== null}
            aria-describedby={freshHintId}
          >
            {pending === "fresh" ? t("login.creating") : t("login.fresh")}
          </Button>
          <p id={freshHintId} className="shell-note">
            {t("login.demoHint")}
            {options.demoAccountDays ? t("login.demoDeleted", { days: options.demoAccountDays }) : ""}
          </p>
        </div>
      )}
    </section>
  );
}

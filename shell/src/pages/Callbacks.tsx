import { messageOf, slowDownMessage, useAuth } from "@bloom/client";
import { Spinner, useT } from "@bloom/ui";
import { useEffect, useRef } from "react";
import { takeReturnTo } from "../guard";
import { useRouter } from "../router";
import { useShell } from "../shell-context";
import { OAUTH_STATE_KEY } from "./provider-sign-in";

/** Takes the state this tab sent to the provider; a callback whose state differs is refused. */
function takeExpectedState(): string | null {
  try {
    const state = sessionStorage.getItem(OAUTH_STATE_KEY);
    sessionStorage.removeItem(OAUTH_STATE_KEY);
    return state;
  } catch {
    return null;
  }
}

/**
 * The two sign-in callbacks (spec §2 Callbacks): read `code` (and `error` from the account
 * provider), exchange it with the API, store the token and go to /tutoring; on any failure go
 * back to /login with the reason.
 */
export function CallbackPage({ provider }: { provider: "school" | "google" }) {
  const { client } = useShell();
  const { signIn } = useAuth();
  const { search, navigate } = useRouter();
  const started = useRef(false);
  const t = useT();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (error: string) => navigate("/login", { replace: true, state: { error } });
    const code = search.get("code");
    const returnedState = search.get("state");
    const expectedState = takeExpectedState();
    if (search.get("error")) return fail(t("login.authFailed"));
    if (!code) return fail(t("callback.noCode"));
    if (expectedState && returnedState !== expectedState) return fail(t("login.authFailed"));

    const state = returnedState ?? undefined;
    const exchange =
      provider === "google"
        ? client.api.auth.google.callback.post({
            code,
            redirect_uri: `${window.location.origin}/auth/google/callback`,
            state,
          })
        : client.api.auth.callback.post({ code, state });
    client
      .unwrap(exchange, t("login.authFailed"))
      .then(({ token }) => signIn(token))
      // Back to where sign-in was asked for (an alert's link, a guarded page), else /tutoring.
      .then(() => navigate(takeReturnTo(null), { replace: true }))
      .catch((error: unknown) =>
        fail(
          slowDownMessage(error) ??
            (provider === "school" ? t("login.authFailed") : messageOf(error, t("login.authFailed"))),
        ),
      );
  }, [client, navigate, provider, search, signIn, t]);

  return (
    <div className="shell-center">
      <Spinner label={t("callback.signingIn")} />
    </div>
  );
}

import type { ApiClient } from "@bloom/client";
import { useEffect, useState } from "react";

/** The sign-in methods this server has set up, as `GET /api/auth/options` says. */
export interface SignInOptions {
  demo: boolean;
  /** How long a demo account lives; null when the options could not be read. */
  demoAccountDays: number | null;
  google: { displayName: string } | null;
  school: { displayName: string; provider: string } | null;
}

/** Remembers the OAuth state in this tab, to check it when the provider sends the browser back. */
export const OAUTH_STATE_KEY = "bloom.oauthState";

/** The server's sign-in methods, or none of them when they could not be read (null while loading). */
export function useSignInOptions(client: ApiClient): SignInOptions | null {
  const [options, setOptions] = useState<SignInOptions | null>(null);
  useEffect(() => {
    client
      .unwrap(client.api.auth.options.get(), "Sign-in options could not be loaded.")
      .then(setOptions)
      .catch(() => setOptions({ demo: false, demoAccountDays: null, google: null, school: null }));
  }, [client]);
  return options;
}

/** Sends the browser to the school's or Google's sign-in; its callback page checks the state kept here. */
export async function startProviderSignIn(
  client: ApiClient,
  provider: "school" | "google",
  failed = "Sign-in could not start.",
): Promise<void> {
  const result =
    provider === "google"
      ? await client.unwrap(
          client.api.auth.google.authorize.get({
            query: { redirect_uri: `${window.location.origin}/auth/google/callback` },
          }),
          failed,
        )
      : await client.unwrap(client.api.auth.school.authorize.get(), failed);
  sessionStorage.setItem(OAUTH_STATE_KEY, result.state);
  window.location.assign(result.url);
}

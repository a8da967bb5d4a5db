import type { UserProfile } from "@bloom/api/models";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ApiClient } from "./api-client";
import { readFirst } from "./first-reads";

export type AuthStatus = "loading" | "anonymous" | "signed-in";

export interface AuthState {
  status: AuthStatus;
  user: UserProfile | null;
  /**
   * Stores the token and loads the profile; a profile that fails to load discards the token, and
   * the error has no message, so `messageOf(error, fallback)` gives the caller's own sentence.
   */
  signIn(token: string): Promise<UserProfile>;
  /** Ends the sign-in on the server and here. */
  signOut(): Promise<void>;
  /** Loads the profile again, e.g. after a trial starts. */
  refresh(): Promise<UserProfile | null>;
  /** Forgets the sign-in here without telling the server (the account is gone, so there is nothing to sign out of). */
  forget(): void;
}

const AuthContext = createContext<AuthState | null>(null);

/** Loads the signed-in user's profile (spec §4 Authentication) and shares it. */
export function AuthProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const [user, setUser] = useState<UserProfile | null>(null);
  const [status, setStatus] = useState<AuthStatus>(client.tokens.get() ? "loading" : "anonymous");

  /** Reads the profile; the first load takes the check the shell started before it rendered, if any. */
  const loadProfile = useCallback(
    async (read: () => ReturnType<ApiClient["api"]["auth"]["me"]["get"]> = () => client.api.auth.me.get()) => {
      if (!client.tokens.get()) {
        setUser(null);
        setStatus("anonymous");
        return null;
      }
      const response = await read().catch(() => null);
      if (!response || response.error !== null) {
        // Only a 401 ends the sign-in. A dropped connection (or a request cut short by leaving the
        // page) keeps the token, so the next load signs the user straight back in.
        if (response?.status === 401) {
          client.tokens.clear();
          setUser(null);
          setStatus("anonymous");
        } else {
          setStatus((current) => (current === "loading" ? "anonymous" : current));
        }
        return null;
      }
      const profile: UserProfile = response.data;
      setUser(profile);
      setStatus("signed-in");
      return profile;
    },
    [client],
  );

  useEffect(() => {
    void loadProfile(() => readFirst(client, "profile"));
  }, [client, loadProfile]);

  const state = useMemo<AuthState>(
    () => ({
      status,
      user,
      async signIn(token) {
        client.tokens.set(token);
        const profile = await loadProfile();
        // No sentence of its own: each caller says it in the page's language, through its fallback.
        if (!profile) throw new Error("");
        return profile;
      },
      async signOut() {
        await client.api.auth.logout.post().catch(() => undefined);
        client.tokens.clear();
        setUser(null);
        setStatus("anonymous");
      },
      forget() {
        client.tokens.clear();
        setUser(null);
        setStatus("anonymous");
      },
      refresh: () => loadProfile(),
    }),
    [client, loadProfile, status, user],
  );

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

/** The sign-in state; must be used under AuthProvider. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside AuthProvider");
  return state;
}

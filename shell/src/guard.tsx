import { RETURN_TO_KEY, useAuth } from "@bloom/client";
import { accessDenial, isRoleAllowed, nowInSeconds, type Role } from "@bloom/domain";
import type { ReactNode } from "react";
import { PageLoading } from "./layout/PageLoading";
import { Redirect, useRouter } from "./router";

export interface RouteAccess {
  /** Roles allowed on the route; any signed-in user when absent. */
  roles?: readonly Role[];
  /** Whether the route needs a running trial or an active subscription. */
  subscription?: boolean;
  /** A signed-out visitor sees the page as it is (it has its own offer and sign-in), rather than /login. */
  openToSignedOut?: boolean;
}

/** Remembers where a signed-out user was going, for after sign-in. */
export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage may be blocked in an iframe; the router state still carries it.
  }
}

/** Where to go after sign-in: where the user came from, else /tutoring (spec §9). */
export function takeReturnTo(state: unknown): string {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // As above.
  }
  const fromState = (state as { from?: unknown } | null)?.from;
  const target = typeof fromState === "string" ? fromState : stored;
  // Only paths of this site: never an absolute URL from storage or history.
  return target?.startsWith("/") && !target.startsWith("//") && !target.startsWith("/login") ? target : "/tutoring";
}

/**
 * The route guard of spec §2: a spinner while loading; /login for a signed-out user, remembering
 * where they were; the age and consent pages for an account that waits for them; /unauthorized for a role outside the route's list; /pricing with a reason for
 * a user without a trial or subscription (replacing the history entry on /tutoring).
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { status, user } = useAuth();
  const { path, search } = useRouter();

  if (status === "loading") {
    return <PageLoading />;
  }
  if ((status === "anonymous" || !user) && access.openToSignedOut) return <>{children}</>;
  if (status === "anonymous" || !user) {
    const from = path + (search.size > 0 ? `?${search}` : "");
    rememberReturnTo(from);
    return <Redirect to="/login" state={{ from }} />;
  }
  // A new account outside a school first gives a year of birth; a child then waits for a parent's consent.
  if (user.consentStatus === "needs_birth_year" && path !== "/account/age")
    return <Redirect to="/account/age" replace />;
  if (user.consentStatus === "awaiting_parent" && path !== "/account/waiting") {
    return <Redirect to="/account/waiting" replace />;
  }
  if (access.roles && !isRoleAllowed(user.role, access.roles)) return <Redirect to="/unauthorized" />;
  if (access.subscription) {
    const denial = accessDenial(user, nowInSeconds());
    if (denial) return <Redirect to={`/pricing?reason=${denial}`} replace={path.startsWith("/tutoring")} />;
  }
  return <>{children}</>;
}

import { accessDenial, isRoleAllowed, nowInSeconds, type Role } from "@bloom/domain";
import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { requestFacts } from "../../http/request-context";
import { applyLicenceCoverage } from "../licences/public";
import { consentPending } from "./consent-status";
import { type AuthenticatedUser, authenticateBearer } from "./service";

/**
 * Authentication and access as route options, so no handler repeats a check:
 * - `auth: true` resolves `user` (and `token`) from the bearer token, or answers 401;
 * - `roles: [...]` also requires one of the roles, or answers 403;
 * - `subscribed: true` also requires an active subscription or a running trial, or answers 402.
 *   A user covered by a School or Corporate licence is seen as active (licences/service.ts).
 * `roles` and `subscribed` build on `auth`, which runs once per request however they combine.
 */
/** The name of the bearer-token security scheme in the API description (`/api/docs`). */
export const BEARER_SCHEME = "bearer";

export function authentication(ctx: AppContext) {
  // Authentication runs in `transform`, before the body is validated, so a caller who is not
  // signed in hears 401 rather than details of the input; `resolve` then hands the result on.
  const callers = new WeakMap<Request, AuthenticatedUser>();
  return new Elysia({ name: "authentication" })
    .macro("auth", {
      // The API description marks the route as needing a bearer token.
      detail: { security: [{ [BEARER_SCHEME]: [] }] },
      async transform({ request, headers, path }) {
        const caller = await applyLicenceCoverage(ctx.database, await authenticateBearer(ctx, headers.authorization));
        // Until a parent consents (or a year of birth is given), an account can see and manage only itself.
        if (consentPending(caller.user) && !path.startsWith("/api/auth/")) {
          throw new AppError(
            "CONSENT_REQUIRED",
            caller.user.consentStatus === "needs_birth_year" ? "errors.consent.birthYear" : "errors.consent.waiting",
          );
        }
        callers.set(request, caller);
        requestFacts(request).userId = caller.user.id;
      },
      resolve: ({ request }) => callers.get(request)!,
    })
    .macro("subscribed", {
      auth: true,
      resolve({ user }) {
        assertSubscribed(user);
      },
    })
    .macro("roles", (allowed: readonly Role[]) => ({
      auth: true,
      detail: { description: rolesNote(allowed) },
      // Elysia types a function macro's context without what `auth` resolved (it is there at run
      // time), so the caller is read back here and returned, which types `user` on the route.
      resolve(context): AuthenticatedUser {
        const { user, token } = context as unknown as AuthenticatedUser;
        if (!isRoleAllowed(user.role, allowed)) {
          throw new AppError("FORBIDDEN", "errors.noAccess");
        }
        return { user, token };
      },
    }));
}

/** The API description's note of who may call a route (`/api/docs`). */
function rolesNote(allowed: readonly Role[]): string {
  return `For ${allowed.join(" and ")} accounts only; any other role gets 403.`;
}

/** Tutoring and practice need a subscription or a trial that has not ended (spec §4 Subscription). */
function assertSubscribed(user: AuthenticatedUser["user"]): void {
  const denial = accessDenial(user, nowInSeconds());
  if (denial === "trial_expired") {
    throw new AppError("TRIAL_EXPIRED", "errors.trialExpired");
  }
  if (denial === "subscription_required") {
    throw new AppError("SUBSCRIPTION_REQUIRED", "errors.subscriptionRequired");
  }
}

import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { rateLimits } from "../../http/rate-limit";
import { acceptGuardianLink, readGuardianLink, readGuardianStatus, resendGuardianLink } from "./guardians";
import {
  AuthorizeQuery,
  AuthorizeResponse,
  DemoBody,
  DemoResponse,
  GoogleCallbackBody,
  GuardianLinkParams,
  GuardianLinkSent,
  GuardianLinkView,
  GuardianStatusView,
  ProfileUpdateBody,
  SchoolCallbackBody,
  SignInOptions,
  TokenResponse,
  UserProfile,
} from "./model";
import { authentication } from "./plugin";
import {
  completeOidcSignIn,
  createDemoCopy,
  createFreshDemoUser,
  issueToken,
  revokeToken,
  toProfile,
  updateProfile,
} from "./service";

/** Sign-in (spec §2 Login and Callbacks, §4 Authentication, §7 auth rows). */
export function authModule(ctx: AppContext) {
  return (
    new Elysia({ prefix: "/auth", name: "auth", tags: ["Accounts"] })
      .use(authentication(ctx))
      .use(rateLimits(ctx.rateLimiter))
      .get("/me", ({ user }) => toProfile(user), { auth: true, response: UserProfile })
      .patch("/me", async ({ user, body }) => toProfile(await updateProfile(ctx, user, body)), {
        auth: true,
        body: ProfileUpdateBody,
        response: UserProfile,
      })
      .get("/me/guardian", ({ user }) => readGuardianStatus(ctx.database, user), {
        auth: true,
        response: GuardianStatusView,
      })
      .post(
        "/me/guardian/resend",
        async ({ user, set }) => {
          const sent = await resendGuardianLink(ctx, user);
          set.status = 202;
          return sent;
        },
        { auth: true, response: { 202: GuardianLinkSent } },
      )
      // The guardian's link: readable by whoever holds it; accepted by the account signed in. Under
      // /auth, so an account still giving its year of birth can accept it too.
      .get("/guardian/:token", ({ params }) => readGuardianLink(ctx.database, params.token), {
        params: GuardianLinkParams,
        response: GuardianLinkView,
      })
      .post("/guardian/:token", ({ user, params }) => acceptGuardianLink(ctx.database, user, params.token), {
        auth: true,
        params: GuardianLinkParams,
        response: GuardianLinkView,
      })
      .post(
        "/logout",
        async ({ token, set }) => {
          await revokeToken(ctx.database, token);
          set.status = 204;
        },
        { auth: true, response: { 204: t.Void({ description: "The token is revoked." }) } },
      )
      .get(
        "/options",
        () => ({
          demo: ctx.config.auth.demoSignIn,
          demoAccountDays: ctx.config.auth.demoAccountDays,
          google: ctx.config.auth.google && { displayName: ctx.config.auth.google.displayName },
          school: ctx.config.auth.school && {
            displayName: ctx.config.auth.school.displayName,
            provider: ctx.config.auth.school.provider,
          },
        }),
        { response: SignInOptions },
      )
      .get("/google/authorize", ({ query }) => ctx.oidc.createAuthorizationUrl("google", query.redirect_uri), {
        query: AuthorizeQuery,
        response: AuthorizeResponse,
      })
      .get("/school/authorize", () => ctx.oidc.createAuthorizationUrl("school"), { response: AuthorizeResponse })
      .post(
        "/google/callback",
        ({ body }) =>
          completeOidcSignIn(ctx, "google", { code: body.code, redirectUri: body.redirect_uri, state: body.state }),
        { rateLimit: "signIn", body: GoogleCallbackBody, response: TokenResponse },
      )
      .post("/callback", ({ body }) => completeOidcSignIn(ctx, "school", { code: body.code, state: body.state }), {
        rateLimit: "signIn",
        body: SchoolCallbackBody,
        response: TokenResponse,
      })
      .post(
        "/demo",
        async ({ body }) => {
          const user = body?.fresh ? await createFreshDemoUser(ctx) : await createDemoCopy(ctx);
          return { token: await issueToken(ctx, user.id), user: toProfile(user) };
        },
        { rateLimit: "demoAccounts", body: DemoBody, response: DemoResponse },
      )
  );
}

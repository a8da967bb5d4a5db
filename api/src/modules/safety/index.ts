import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { AppError, requestLanguage } from "../../errors";
import { rateLimits } from "../../http/rate-limit";
import { languageOfAcceptHeader, t } from "../../i18n";
import { authentication, requireDistrictAdmin } from "../auth/public";
import { looksAfterAnyone } from "./access";
import { sendAlertSignInCode, signInWithAlertCode } from "./alert-sign-in";
import { actOnAlert, countOpenAlerts, listAlerts, readAlert } from "./alerts";
import {
  AlertActionBody,
  AlertCounts,
  AlertDetail,
  AlertList,
  AlertListQuery,
  AlertNoteBody,
  AlertParams,
  AlertSignInBody,
  AlertSignInCodeBody,
  AlertSignInCodeSent,
  AlertSignInToken,
  SafetyReadiness,
  SafetySettings,
  SafetySettingsBody,
} from "./model";
import { readSafetyReadiness } from "./readiness";
import { loadSafetySettings, updateSafetySettings } from "./settings";

/**
 * Safety alerts for the adults who look after students (teachers of their courses, their school's
 * and district's admins, a standalone student's guardian), and a district's safety settings.
 * A student sees none of this (403); an alert the caller may not see is a 404.
 */
export function safetyModule(ctx: AppContext) {
  const emailReady = () => ctx.mailer.mode === "smtp" || ctx.config.env !== "production";
  const requireAdult = async (user: UserRow) => {
    if (!(await looksAfterAnyone(ctx.database, user))) {
      throw new AppError("FORBIDDEN", "errors.safetyAlertsForAdults");
    }
  };

  return (
    new Elysia({ prefix: "/safety", name: "safety", tags: ["Safety"] })
      .use(authentication(ctx))
      .use(rateLimits(ctx.rateLimiter))
      // Signing in from an alert email with no other sign-in: a one-time code to an address the alert went to.
      .post(
        "/alert-sign-in/code",
        async ({ body, request, set }) => {
          const language = languageOfAcceptHeader(request.headers.get("accept-language"));
          await sendAlertSignInCode(ctx, { ...body, language });
          set.status = 202;
          // The same answer whether or not the address was one the alert went to.
          return { message: t(language ?? "en", "emails.alertCode.sent") };
        },
        { rateLimit: "signIn", body: AlertSignInCodeBody, response: { 202: AlertSignInCodeSent } },
      )
      .post("/alert-sign-in", ({ body }) => signInWithAlertCode(ctx, body), {
        rateLimit: "signIn",
        body: AlertSignInBody,
        response: AlertSignInToken,
      })
      .get(
        "/alerts",
        async ({ user, query }) => {
          await requireAdult(user);
          return { alerts: await listAlerts(ctx, user, { status: query.status }) };
        },
        { auth: true, query: AlertListQuery, response: AlertList },
      )
      .get(
        "/alerts/counts",
        // Answered for everyone, so a page can ask whether to show alerts at all: a student who looks
        // after no one gets zeros and `looksAfterStudents: false`, not a refusal.
        async ({ user }) => {
          if (!(await looksAfterAnyone(ctx.database, user))) return { open: 0, critical: 0, looksAfterStudents: false };
          return { ...(await countOpenAlerts(ctx, user)), looksAfterStudents: true };
        },
        { auth: true, response: AlertCounts },
      )
      .get(
        "/alerts/:id",
        async ({ user, params }) => {
          await requireAdult(user);
          return readAlert(ctx, user, params.id);
        },
        { auth: true, params: AlertParams, response: AlertDetail },
      )
      .post(
        "/alerts/:id/acknowledge",
        async ({ user, params, body }) => {
          await requireAdult(user);
          await actOnAlert(ctx, user, params.id, "acknowledge", body?.note ?? "");
          return readAlert(ctx, user, params.id);
        },
        { auth: true, params: AlertParams, body: AlertActionBody, response: AlertDetail },
      )
      .post(
        "/alerts/:id/resolve",
        async ({ user, params, body }) => {
          await requireAdult(user);
          await actOnAlert(ctx, user, params.id, "resolve", body?.note ?? "");
          return readAlert(ctx, user, params.id);
        },
        { auth: true, params: AlertParams, body: AlertActionBody, response: AlertDetail },
      )
      .post(
        "/alerts/:id/reopen",
        async ({ user, params, body }) => {
          await requireAdult(user);
          await actOnAlert(ctx, user, params.id, "reopen", body?.note ?? "");
          return readAlert(ctx, user, params.id);
        },
        { auth: true, params: AlertParams, body: AlertActionBody, response: AlertDetail },
      )
      .post(
        "/alerts/:id/notes",
        async ({ user, params, body }) => {
          await requireAdult(user);
          await actOnAlert(ctx, user, params.id, "note", body.note);
          return readAlert(ctx, user, params.id);
        },
        { auth: true, params: AlertParams, body: AlertNoteBody, response: AlertDetail },
      )
      .get(
        "/settings",
        async ({ user }) => ({
          ...(await loadSafetySettings(ctx.database, requireDistrictAdmin(user, "see the district's safety settings"))),
          emailReady: emailReady(),
        }),
        { roles: ["admin"], response: SafetySettings },
      )
      .get(
        "/readiness",
        async ({ user, request }) => ({
          ...(await readSafetyReadiness(
            ctx.database,
            requireDistrictAdmin(user, "see whether the district's safety alerts reach someone"),
            requestLanguage(request),
          )),
          emailReady: emailReady(),
        }),
        { roles: ["admin"], response: SafetyReadiness },
      )
      .put(
        "/settings",
        async ({ user, body }) => ({ ...(await updateSafetySettings(ctx, user, body)), emailReady: emailReady() }),
        { roles: ["admin"], body: SafetySettingsBody, response: SafetySettings },
      )
  );
}

export { createSafetyScreen } from "../../safety";

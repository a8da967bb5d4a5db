import { decodeJwt } from "jose";
import { framingFacts } from "../framing";
import { languageOfClaims, languageOfTag, type PageLanguage } from "../i18n";
import { CLOCK_TOLERANCE_SECONDS, LaunchRejection, validateLaunch } from "../launch";
import { noticePage, type StorageCheck, widgetPage } from "../pages";
import { stateCookieName, storageKey } from "../state";
import type { ValidatedLaunch } from "../types";
import { type Params, type ToolContext, withClearedCookie } from "./context";
import { startDeepLinking } from "./deep-linking";
import { relaunchUrl } from "./login";

/**
 * The launch: the platform posts the signed id token back with the state; the tool checks that the
 * state is its own and bound to this browser, validates the token, and shows the widget (or, for a
 * deep linking request, the picker).
 */
export async function launch(
  tool: ToolContext,
  params: Params,
  request: { cookie: string | null; topLevel: boolean; language: PageLanguage },
): Promise<Response> {
  const { store, hooks, logger, states, refuse, options } = tool;
  if (params.error) {
    return refuse(
      new LaunchRejection(
        "invalid_launch",
        "refused.notSignedIn",
        `The platform answered ${params.error}: ${params.error_description ?? "no description"}.`,
      ),
      {},
      400,
      null,
      request.language,
    );
  }
  const { id_token: idToken, state } = params;
  if (!idToken || !state) {
    return refuse(
      new LaunchRejection("invalid_launch", "refused.incomplete", "The launch lacks id_token or state."),
      {},
      400,
      null,
      request.language,
    );
  }
  const loginState = await states.read(state);
  if (!loginState) {
    return refuse(
      new LaunchRejection(
        "state_mismatch",
        "refused.mismatchAgain",
        "The state was not issued by Bloom, or is more than ten minutes old.",
      ),
      {},
      400,
      null,
      request.language,
    );
  }
  const cookies = readCookies(request.cookie);
  const cookieBound = cookies.has(stateCookieName(state));
  if (!cookieBound && !loginState.storageTarget && [...cookies].some((name) => name.startsWith("lti_state_"))) {
    // The browser kept a login, but not this one: a state from elsewhere.
    return refuse(
      new LaunchRejection(
        "state_mismatch",
        "refused.mismatchAgain",
        "The state's cookie is missing; the browser holds another login's.",
      ),
      {},
      400,
      null,
      request.language,
    );
  }
  // Inside a frame, the same login in a window of its own binds by a first-party cookie.
  const relaunch = request.topLevel ? null : relaunchUrl(options.toolUrl(), loginState);
  if (!cookieBound && !loginState.storageTarget) {
    // A reload of a launch that worked posts its spent state again (the cookie went with the launch):
    // say so, not that cookies are blocked. The state is signed, so its nonce is Bloom's own; the
    // nonce is kept as long as the state could come back (ten minutes), with a minute to spare.
    // An expired token (read unverified, only to choose the words) is spent too, its nonce maybe purged.
    const spent =
      tokenExpired(idToken) ||
      !(await store.consumeNonce(loginState.nonce, loginState.registrationId, nowSeconds() + 660));
    if (spent) {
      return refuse(
        new LaunchRejection(
          "replayed",
          "refused.reloaded",
          "The launch's state came back without its cookie after its nonce was used: a reload of a finished launch.",
        ),
        { registrationId: loginState.registrationId },
        400,
        null,
        request.language,
      );
    }
    return refuse(
      new LaunchRejection(
        "state_mismatch",
        relaunch ? "newWindowReason" : "refused.cookies",
        // A platform that honours its lti_message_hint once (Moodle) refuses the new window's login: IT's fix is the placement.
        "No state cookie came back and the platform sent no lti_storage_target. Setting the activity to open in a new window, in the course platform, avoids this.",
      ),
      { registrationId: loginState.registrationId },
      400,
      relaunch,
      request.language,
    );
  }
  const storageCheck: StorageCheck | null = cookieBound
    ? null
    : { target: loginState.storageTarget!, origin: loginState.platformOrigin, key: storageKey(state), state };
  // Offered only where the page must still be confirmed by platform storage, and may not be.
  const fallback = storageCheck ? relaunch : null;

  let validated: ValidatedLaunch;
  try {
    validated = await validateLaunch(store, idToken, loginState);
  } catch (error) {
    if (error instanceof LaunchRejection) {
      return refuse(error, { registrationId: loginState.registrationId }, 400, null, request.language);
    }
    throw error;
  }
  // Once the launch is verified, its pages speak the language the platform gave the person.
  const language = languageOfClaims(validated.claims, request.language);
  const fields = {
    issuer: validated.registration.issuer,
    deploymentId: validated.deployment.deploymentId,
    subject: validated.subject,
  };
  const waitSeconds = (await hooks.admitLaunch?.(validated.registration.issuer)) ?? null;
  if (waitSeconds !== null) {
    const page = refuse(
      new LaunchRejection(
        "rate_limited",
        "refused.rateLimited",
        `The platform's launches are over the tool's rate limit; retry after ${waitSeconds} seconds.`,
      ),
      fields,
      429,
      null,
      language,
    );
    page.headers.set("retry-after", String(waitSeconds));
    return page;
  }
  // Before the page is answered: a course page on a host first seen now may frame this very page (ADR 0044).
  await store.learnFromPlatform(validated.registration, framingFacts(validated));

  if (validated.messageType === "LtiDeepLinkingRequest") {
    return startDeepLinking(tool, validated, { state, fields, storageCheck, relaunch: fallback, language });
  }

  const outcome = await hooks.completeLaunch(validated);
  logger.info("LTI launch", { ...fields, widget: outcome.widget, notice: outcome.notice ? "shown" : undefined });
  // The person's own language, where the host knows it, comes before the launch's.
  const personLanguage = languageOfTag(outcome.language) ?? language;
  if (outcome.notice) {
    return withClearedCookie(noticePage(outcome.notice.title, outcome.notice.message, personLanguage), tool, state);
  }
  return withClearedCookie(
    widgetPage({
      widget: outcome.widget,
      token: outcome.token,
      initial: outcome.initial,
      storageCheck,
      relaunch: fallback,
      language: personLanguage,
    }),
    tool,
    state,
  );
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function tokenExpired(idToken: string): boolean {
  try {
    const { exp } = decodeJwt(idToken);
    return typeof exp === "number" && exp + CLOCK_TOLERANCE_SECONDS < nowSeconds();
  } catch {
    return false;
  }
}

function readCookies(header: string | null): Set<string> {
  return new Set(
    (header ?? "")
      .split(";")
      .map((part) => part.split("=")[0]!.trim())
      .filter(Boolean),
  );
}

import { LaunchRejection, validateLaunch } from "../launch";
import { noticePage, type StorageCheck, widgetPage } from "../pages";
import { stateCookieName, storageKey } from "../state";
import type { ValidatedLaunch } from "../types";
import { type Params, type ToolContext, withClearedCookie } from "./context";
import { startDeepLinking } from "./deep-linking";

/**
 * The launch: the platform posts the signed id token back with the state; the tool checks that the
 * state is its own and bound to this browser, validates the token, and shows the widget (or, for a
 * deep linking request, the picker).
 */
export async function launch(tool: ToolContext, params: Params, cookieHeader: string | null): Promise<Response> {
  const { store, hooks, logger, states, refuse } = tool;
  if (params.error) {
    return refuse(
      new LaunchRejection(
        "invalid_launch",
        "Your course's platform did not sign you in to Bloom.",
        `The platform answered ${params.error}: ${params.error_description ?? "no description"}.`,
      ),
    );
  }
  const { id_token: idToken, state } = params;
  if (!idToken || !state) {
    return refuse(
      new LaunchRejection(
        "invalid_launch",
        "The launch message from your course was incomplete.",
        "The launch lacks id_token or state.",
      ),
    );
  }
  const loginState = await states.read(state);
  if (!loginState) {
    return refuse(
      new LaunchRejection(
        "state_mismatch",
        "This launch did not match the sign-in it started with. Please open the activity again from your course.",
        "The state was not issued by Bloom, or is more than ten minutes old.",
      ),
    );
  }
  const cookies = readCookies(cookieHeader);
  const cookieBound = cookies.has(stateCookieName(state));
  if (!cookieBound && !loginState.storageTarget && [...cookies].some((name) => name.startsWith("lti_state_"))) {
    // The browser kept a login, but not this one: a state from elsewhere.
    return refuse(
      new LaunchRejection(
        "state_mismatch",
        "This launch did not match the sign-in it started with. Please open the activity again from your course.",
        "The state's cookie is missing; the browser holds another login's.",
      ),
    );
  }
  if (!cookieBound && !loginState.storageTarget) {
    return refuse(
      new LaunchRejection(
        "state_mismatch",
        "Your browser did not keep the sign-in Bloom started. This happens when third-party cookies are blocked and the platform offers no launch storage; opening the activity in a new window usually works.",
        "No state cookie came back and the platform sent no lti_storage_target.",
      ),
    );
  }
  const storageCheck: StorageCheck | null = cookieBound
    ? null
    : { target: loginState.storageTarget!, origin: loginState.platformOrigin, key: storageKey(state), state };

  let validated: ValidatedLaunch;
  try {
    validated = await validateLaunch(store, idToken, loginState);
  } catch (error) {
    if (error instanceof LaunchRejection) return refuse(error, { registrationId: loginState.registrationId });
    throw error;
  }
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
        "Bloom is opening a great many activities from your course platform just now. Please wait a minute and open it again.",
        `The platform's launches are over the tool's rate limit; retry after ${waitSeconds} seconds.`,
      ),
      fields,
      429,
    );
    page.headers.set("retry-after", String(waitSeconds));
    return page;
  }

  if (validated.messageType === "LtiDeepLinkingRequest") {
    return startDeepLinking(tool, validated, { state, fields, storageCheck });
  }

  const outcome = await hooks.completeLaunch(validated);
  logger.info("LTI launch", { ...fields, widget: outcome.widget, notice: outcome.notice ? "shown" : undefined });
  if (outcome.notice) return withClearedCookie(noticePage(outcome.notice.title, outcome.notice.message), state);
  return withClearedCookie(
    widgetPage({ widget: outcome.widget, token: outcome.token, initial: outcome.initial, storageCheck }),
    state,
  );
}

function readCookies(header: string | null): Set<string> {
  return new Set(
    (header ?? "")
      .split(";")
      .map((part) => part.split("=")[0]!.trim())
      .filter(Boolean),
  );
}

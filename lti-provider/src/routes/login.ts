import type { PageLanguage } from "../i18n";
import { LaunchRejection } from "../launch";
import { storeStateThenRedirectPage } from "../pages";
import { type LoginState, storageKey } from "../state";
import { type Params, randomToken, stateCookie, type ToolContext } from "./context";

/**
 * Login initiation (OIDC third-party login): the platform names itself and the person; the tool
 * checks the registration and sends the browser to the platform's authorisation endpoint with a
 * signed state, bound to the browser by a cookie or by the platform's storage.
 */
export async function login(tool: ToolContext, params: Params, language: PageLanguage): Promise<Response> {
  const { store, states, refuse, options } = tool;
  const { iss, login_hint: loginHint, target_link_uri: targetLinkUri } = params;
  if (!iss || !loginHint || !targetLinkUri) {
    return refuse(
      new LaunchRejection(
        "invalid_launch",
        "refused.loginIncomplete",
        "The login initiation lacks iss, login_hint or target_link_uri.",
      ),
      {},
      400,
      null,
      language,
    );
  }
  const registration = await store.findRegistration(iss, params.client_id);
  if (registration === "ambiguous") {
    return refuse(
      new LaunchRejection(
        "unknown_platform",
        "refused.ambiguous",
        `Issuer ${iss} has several registrations; the login initiation sent no client_id.`,
      ),
      {},
      400,
      null,
      language,
    );
  }
  if (!registration) {
    return refuse(
      new LaunchRejection(
        "unknown_platform",
        "refused.notRegistered",
        `No registration for issuer ${iss} and client id ${params.client_id ?? "(none)"}.`,
      ),
      {},
      400,
      null,
      language,
    );
  }
  const toolUrl = options.toolUrl();
  if (!isOnTool(targetLinkUri, toolUrl)) {
    return refuse(
      new LaunchRejection(
        "invalid_launch",
        "refused.wrongAddress",
        `target_link_uri ${targetLinkUri} is not under ${toolUrl}.`,
      ),
      {},
      400,
      null,
      language,
    );
  }

  const platformOrigin = new URL(registration.authLoginUrl).origin;
  const storageTarget = params.lti_storage_target || null;
  const nonce = randomToken();
  const state = await states.create({
    nonce,
    registrationId: registration.id,
    targetLinkUri,
    storageTarget,
    platformOrigin,
    relaunch: definedOnly({
      iss,
      login_hint: loginHint,
      lti_message_hint: params.lti_message_hint,
      client_id: params.client_id,
      lti_deployment_id: params.lti_deployment_id,
    }),
  });
  const authorization = new URL(registration.authLoginUrl);
  const query: Params = {
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: registration.clientId,
    redirect_uri: `${toolUrl}/lti/launch`,
    login_hint: loginHint,
    lti_message_hint: params.lti_message_hint,
    state,
    nonce,
  };
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) authorization.searchParams.set(name, value);

  // The cookie binds the state to this browser where third-party cookies work; platform storage
  // does it where they do not (Safari, and Chrome with them blocked).
  const cookie = stateCookie(toolUrl, state, "1", 600);
  const response = storageTarget
    ? storeStateThenRedirectPage({
        target: storageTarget,
        origin: platformOrigin,
        key: storageKey(state),
        state,
        redirect: authorization.href,
        language,
      })
    : new Response(null, { status: 302, headers: { location: authorization.href, "cache-control": "no-store" } });
  response.headers.append("set-cookie", cookie);
  return response;
}

/**
 * The same login initiation again, for a window of its own: there the tool's cookie is first-party,
 * so the new launch is bound and checked like any other. It carries only the platform's opaque
 * values (never the state, a nonce or a token), and no storage target: a top-level window has none.
 */
export function relaunchUrl(toolUrl: string, state: LoginState): string | null {
  if (!state.relaunch?.iss || !state.relaunch.login_hint) return null;
  const url = new URL(`${toolUrl}/lti/login`);
  for (const [name, value] of Object.entries({ ...state.relaunch, target_link_uri: state.targetLinkUri }))
    url.searchParams.set(name, value);
  return url.href;
}

function definedOnly(params: Params): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
}

function isOnTool(url: string, toolUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(toolUrl).origin;
  } catch {
    return false;
  }
}

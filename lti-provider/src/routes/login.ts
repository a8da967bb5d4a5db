import { LaunchRejection } from "../launch";
import { storeStateThenRedirectPage } from "../pages";
import { stateCookieName, storageKey } from "../state";
import { type Params, randomToken, type ToolContext } from "./context";

/**
 * Login initiation (OIDC third-party login): the platform names itself and the person; the tool
 * checks the registration and sends the browser to the platform's authorisation endpoint with a
 * signed state, bound to the browser by a cookie or by the platform's storage.
 */
export async function login(tool: ToolContext, params: Params): Promise<Response> {
  const { store, states, refuse, options } = tool;
  const { iss, login_hint: loginHint, target_link_uri: targetLinkUri } = params;
  if (!iss || !loginHint || !targetLinkUri) {
    return refuse(
      new LaunchRejection(
        "invalid_launch",
        "Your course started the launch without the details Bloom needs.",
        "The login initiation lacks iss, login_hint or target_link_uri.",
      ),
    );
  }
  const registration = await store.findRegistration(iss, params.client_id);
  if (registration === "ambiguous") {
    return refuse(
      new LaunchRejection(
        "unknown_platform",
        "Bloom is registered more than once with your platform and could not tell which registration this is.",
        `Issuer ${iss} has several registrations; the login initiation sent no client_id.`,
      ),
    );
  }
  if (!registration) {
    return refuse(
      new LaunchRejection(
        "unknown_platform",
        "Your school's platform is not registered with Bloom yet.",
        `No registration for issuer ${iss} and client id ${params.client_id ?? "(none)"}.`,
      ),
    );
  }
  const toolUrl = options.toolUrl();
  if (!isOnTool(targetLinkUri, toolUrl)) {
    return refuse(
      new LaunchRejection(
        "invalid_launch",
        "The activity's address does not point at Bloom.",
        `target_link_uri ${targetLinkUri} is not under ${toolUrl}.`,
      ),
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
  const cookie = `${stateCookieName(state)}=1; Path=/lti/launch; Max-Age=600; HttpOnly; Secure; SameSite=None; Partitioned`;
  const response = storageTarget
    ? storeStateThenRedirectPage({
        target: storageTarget,
        origin: platformOrigin,
        key: storageKey(state),
        state,
        redirect: authorization.href,
      })
    : new Response(null, { status: 302, headers: { location: authorization.href, "cache-control": "no-store" } });
  response.headers.append("set-cookie", cookie);
  return response;
}

function isOnTool(url: string, toolUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(toolUrl).origin;
  } catch {
    return false;
  }
}

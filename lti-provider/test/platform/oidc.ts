import type { JWTPayload } from "jose";
import { COURSE_OFFERING, LTI_CLAIM, LTI_SCOPE, LTI_VERSION, PLATFORM_NAME, PRODUCT_FAMILY_CODE } from "./constants";
import { autoSubmitPage, readParams } from "./html";
import { type PendingLaunch, type PlatformState, randomId } from "./state";

/** The id_token lives five minutes, as platforms commonly do. */
const ID_TOKEN_SECONDS = 300;

/** A plain-text 400, which is what the brief's platform answers to a bad authorization request. */
function badRequest(reason: string): Response {
  return new Response(`invalid_request: ${reason}`, {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

/**
 * The OIDC authorization endpoint (LTI 1.3 §5.1.1.2 / Security Framework §5.1.1): checks the
 * tool's authentication request against the pending launch its `lti_message_hint` names and
 * answers the id_token by form post to the redirect_uri.
 */
export async function handleAuthorization(state: PlatformState, request: Request): Promise<Response> {
  const params = await readParams(request);
  state.authRequests.push(params);

  const problem = authorizationProblem(state, params);
  if (problem) return badRequest(problem);
  const pending = state.pendingLaunches.get(params.lti_message_hint!)!;

  const idToken = await buildIdToken(state, pending, params.nonce!);
  return autoSubmitPage({
    title: "Opening the activity…",
    formId: "lti-launch",
    action: params.redirect_uri!,
    fields: { id_token: idToken, state: params.state! },
    before: "<p>Opening the activity…</p>",
  });
}

/** What is wrong with an authentication request, or null. */
function authorizationProblem(state: PlatformState, params: Record<string, string>): string | null {
  if (!(params.scope ?? "").split(/\s+/).includes("openid")) return "scope must include openid.";
  if (params.response_type !== "id_token") return "response_type must be id_token.";
  if (params.response_mode !== "form_post") return "response_mode must be form_post.";
  if (params.prompt !== "none") return "prompt must be none.";
  if (params.client_id !== state.clientId)
    return `client_id ${params.client_id ?? "(none)"} is not the tool's (${state.clientId}).`;
  if (!params.redirect_uri || !state.isToolRedirectUri(params.redirect_uri))
    return `redirect_uri ${params.redirect_uri ?? "(none)"} is not one of the tool's.`;
  if (!params.nonce) return "nonce is missing.";
  if (!params.state) return "state is missing.";
  const pending = params.lti_message_hint ? state.pendingLaunches.get(params.lti_message_hint) : undefined;
  if (!pending) return `lti_message_hint ${params.lti_message_hint ?? "(none)"} names no launch this platform started.`;
  if (params.login_hint !== pending.person.sub)
    return `login_hint ${params.login_hint ?? "(none)"} is not the launching user.`;
  return null;
}

/** The launch's id_token: the person, the course, the link, the services, and any deliberate fault. */
export async function buildIdToken(state: PlatformState, pending: PendingLaunch, nonce: string): Promise<string> {
  const options = pending.token;
  const course = state.course(pending.courseId);
  const person = pending.person;
  const link = pending.resourceLinkId ? state.resourceLinks.get(pending.resourceLinkId) : undefined;
  const deploymentId = options.deploymentId ?? state.deploymentId;
  const now = Math.floor(Date.now() / 1000);
  const deepLinking = pending.messageType === "LtiDeepLinkingRequest";

  const payload: JWTPayload = {
    iss: state.url,
    aud: options.audience ?? state.clientId,
    sub: person.sub,
    // Expired well past any sensible clock tolerance.
    iat: options.expired ? now - 900 : now,
    exp: options.expired ? now - 600 : now + ID_TOKEN_SECONDS,
    nonce: options.nonce ?? nonce,
    name: person.name,
    [LTI_CLAIM.messageType]: pending.messageType,
    [LTI_CLAIM.version]: LTI_VERSION,
    [LTI_CLAIM.deploymentId]: deploymentId,
    [LTI_CLAIM.targetLinkUri]: link?.targetLinkUri ?? state.toolTargetLinkUri(),
    [LTI_CLAIM.roles]: person.roles,
    [LTI_CLAIM.context]: { id: course.id, label: course.label, title: course.title, type: [COURSE_OFFERING] },
    [LTI_CLAIM.custom]: { ...link?.custom, ...options.custom },
    [LTI_CLAIM.toolPlatform]: {
      guid: state.guid,
      name: PLATFORM_NAME,
      product_family_code: PRODUCT_FAMILY_CODE,
      version: "1.0",
    },
    // The course page the person came from, as Canvas and Schoology send it: on the course host, when there is one.
    [LTI_CLAIM.launchPresentation]: {
      document_target: "iframe",
      locale: person.locale ?? "en",
      return_url: `${state.courseUrl}/courses/${encodeURIComponent(course.id)}`,
    },
  };
  if (options.azp !== null) payload.azp = options.azp ?? state.clientId;
  if (person.givenName) payload.given_name = person.givenName;
  if (person.familyName) payload.family_name = person.familyName;
  if (person.email) payload.email = person.email;
  if (link && !deepLinking) payload[LTI_CLAIM.resourceLink] = { id: link.id, title: link.title };

  if (options.ags !== false) {
    const ags: Record<string, unknown> = {
      scope: [LTI_SCOPE.lineItem, LTI_SCOPE.score, LTI_SCOPE.resultReadonly],
      lineitems: `${state.coursesUrl(course.id)}/lineitems`,
    };
    if (link?.lineItemUrl && !deepLinking) ags.lineitem = link.lineItemUrl;
    payload[LTI_CLAIM.ags] = ags;
  }
  if (options.nrps !== false) {
    payload[LTI_CLAIM.nrps] = {
      context_memberships_url: `${state.coursesUrl(course.id)}/memberships`,
      service_versions: ["2.0"],
    };
  }
  if (deepLinking) {
    const data = `dl-${randomId()}`;
    state.deepLinkRequests.set(data, { data, courseId: course.id, deploymentId });
    payload[LTI_CLAIM.deepLinkingSettings] = {
      deep_link_return_url: `${state.url}/deep-link-return`,
      accept_types: ["ltiResourceLink"],
      accept_presentation_document_targets: ["iframe", "window"],
      accept_multiple: false,
      data,
    };
  }

  for (const [name, value] of Object.entries(options.claims ?? {})) {
    if (value === undefined) delete payload[name];
    else payload[name] = value;
  }
  return state.keys.sign(payload, options.signWith);
}

import {
  LTI_SCOPE,
  PLATFORM_CONFIGURATION,
  PRODUCT_FAMILY_CODE,
  SERVICE_SCOPES,
  TOOL_CONFIGURATION,
} from "./constants";
import { type PlatformState, randomId } from "./state";
import type { ClientRegistration, RegistrationRecord } from "./types";

/** The platform's OpenID configuration (LTI Dynamic Registration 1.0 §3.4). */
export function openidConfiguration(state: PlatformState): Record<string, unknown> {
  return {
    issuer: state.url,
    authorization_endpoint: `${state.url}/auth`,
    token_endpoint: state.tokenUrl,
    token_endpoint_auth_methods_supported: ["private_key_jwt"],
    token_endpoint_auth_signing_alg_values_supported: ["RS256"],
    jwks_uri: `${state.url}/jwks`,
    registration_endpoint: `${state.url}/register`,
    scopes_supported: [
      "openid",
      LTI_SCOPE.lineItem,
      LTI_SCOPE.lineItemReadonly,
      LTI_SCOPE.score,
      LTI_SCOPE.resultReadonly,
      LTI_SCOPE.membership,
    ],
    response_types_supported: ["id_token"],
    subject_types_supported: ["public", "pairwise"],
    id_token_signing_alg_values_supported: ["RS256"],
    claims_supported: ["iss", "aud", "sub", "iat", "exp", "nonce", "name", "given_name", "family_name", "email"],
    [PLATFORM_CONFIGURATION]: {
      product_family_code: PRODUCT_FAMILY_CODE,
      version: "1.0",
      messages_supported: [
        { type: "LtiResourceLinkRequest" },
        { type: "LtiDeepLinkingRequest", placements: ["assignment_selection", "link_selection"] },
      ],
      variables: [],
    },
  };
}

function bearer(request: Request): string | null {
  return (request.headers.get("authorization") ?? "").match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}

function jsonError(status: number, error: string, description: string): Response {
  return Response.json({ error, error_description: description }, { status, headers: { "cache-control": "no-store" } });
}

/** GET /.well-known/openid-configuration: once a registration token exists, only its holder may read it. */
export function handleOpenidConfiguration(state: PlatformState, request: Request): Response {
  if (state.registrationTokens.size > 0) {
    const token = bearer(request);
    const known = token ? state.registrationTokens.get(token) : undefined;
    if (!known || known.used) return jsonError(401, "invalid_token", "A valid registration token is required.");
  }
  return Response.json(openidConfiguration(state));
}

/**
 * POST /register: the tool's client registration (Dynamic Registration §3.5). The token is single
 * use; on success the platform knows the tool by what it registered.
 */
export async function handleRegistration(state: PlatformState, request: Request): Promise<Response> {
  const record: RegistrationRecord = {
    receivedAt: Date.now(),
    status: 0,
    request: null,
    response: null,
    clientId: null,
    error: null,
  };
  state.registrationAttempts.push(record);
  const fail = (status: number, error: string, description: string): Response => {
    record.status = status;
    record.error = description;
    return jsonError(status, error, description);
  };

  const token = bearer(request);
  const known = token ? state.registrationTokens.get(token) : undefined;
  if (!known || known.used)
    return fail(401, "invalid_token", "The registration token is missing, unknown or already used.");
  known.used = true;

  const body: unknown = await request.json().catch(() => null);
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return fail(400, "invalid_client_metadata", "The body is not a JSON object.");
  const registration = body as Record<string, unknown>;
  record.request = registration;
  const problem = registrationProblem(registration);
  if (problem) return fail(400, "invalid_client_metadata", problem);

  const toolConfiguration = registration[TOOL_CONFIGURATION] as Record<string, unknown>;
  const clientId = `client-${randomId()}`;
  const requested = typeof registration.scope === "string" ? registration.scope.split(/\s+/).filter(Boolean) : [];
  const granted = requested.filter((scope) => SERVICE_SCOPES.includes(scope));
  const response: Record<string, unknown> = {
    ...registration,
    client_id: clientId,
    scope: granted.join(" "),
    [TOOL_CONFIGURATION]: { ...toolConfiguration, deployment_id: state.deploymentId },
  };

  const loginUrl = registration.initiate_login_uri as string;
  state.clientId = clientId;
  state.allowedScopes = granted;
  state.tool = {
    toolUrl: state.tool?.toolUrl ?? new URL(loginUrl).origin,
    clientId,
    loginUrl,
    jwksUrl: registration.jwks_uri as string,
    redirectUris: registration.redirect_uris as string[],
    targetLinkUri: toolConfiguration.target_link_uri as string,
  };
  record.status = 200;
  record.response = response;
  record.clientId = clientId;
  state.registrations.push(registration as ClientRegistration);
  return Response.json(response);
}

function isUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Whether a URL lies on a registered domain (its host with or without the port, or a subdomain). */
function onDomain(url: string, domain: string): boolean {
  const { host, hostname } = new URL(url);
  return host === domain || hostname === domain || hostname.endsWith(`.${domain}`);
}

function includesAll(value: unknown, wanted: string[]): boolean {
  return Array.isArray(value) && wanted.every((item) => value.includes(item));
}

/** What is wrong with a client registration, or null. */
function registrationProblem(body: Record<string, unknown>): string | null {
  if (body.application_type !== "web") return 'application_type must be "web".';
  if (!includesAll(body.response_types, ["id_token"])) return "response_types must include id_token.";
  if (!includesAll(body.grant_types, ["implicit", "client_credentials"]))
    return "grant_types must include implicit and client_credentials.";
  if (!isUrl(body.initiate_login_uri)) return "initiate_login_uri must be a URL.";
  if (!Array.isArray(body.redirect_uris) || body.redirect_uris.length === 0 || !body.redirect_uris.every(isUrl))
    return "redirect_uris must be a non-empty list of URLs.";
  if (!isUrl(body.jwks_uri)) return "jwks_uri must be a URL.";
  if (body.token_endpoint_auth_method !== "private_key_jwt")
    return 'token_endpoint_auth_method must be "private_key_jwt".';
  if (body.scope !== undefined && typeof body.scope !== "string") return "scope must be a space-separated string.";
  const configuration = body[TOOL_CONFIGURATION];
  if (typeof configuration !== "object" || configuration === null) return `${TOOL_CONFIGURATION} is missing.`;
  const tool = configuration as Record<string, unknown>;
  if (typeof tool.domain !== "string" || tool.domain === "") return "The tool configuration lacks domain.";
  if (!isUrl(tool.target_link_uri)) return "The tool configuration's target_link_uri must be a URL.";
  const outside = [body.initiate_login_uri as string, ...(body.redirect_uris as string[])].find(
    (url) => !onDomain(url, tool.domain as string),
  );
  if (outside) return `${outside} is not on the tool's domain ${tool.domain}.`;
  if (!Array.isArray(tool.messages)) return "The tool configuration's messages must be a list.";
  for (const message of tool.messages as unknown[]) {
    if (typeof message !== "object" || message === null || typeof (message as { type?: unknown }).type !== "string")
      return "Each message needs a type.";
  }
  return null;
}

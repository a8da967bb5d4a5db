import { SCOPE } from "./claims";
import { webOrigin } from "./framing";
import type { PageLanguage, PageText } from "./i18n";
import { registrationDonePage } from "./pages";
import type { LtiRegistration, LtiStore } from "./types";

/** Why a dynamic registration stopped: a sentence for the administrator, the detail for the logs. */
export class RegistrationFailure extends Error {
  constructor(
    readonly forAdmin: PageText,
    readonly forIt: string,
  ) {
    super(forIt);
    this.name = "RegistrationFailure";
  }
}

const PLATFORM_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-platform-configuration";
const TOOL_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-tool-configuration";
const WANTED_SCOPES = [SCOPE.lineItem, SCOPE.score, SCOPE.resultReadonly, SCOPE.membership];

interface PlatformConfiguration {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  registration_endpoint: string;
  scopes_supported?: string[];
  [PLATFORM_CONFIGURATION]?: { product_family_code?: string };
}

/**
 * LTI Dynamic Registration (IMS, 1.0): reads the platform's OpenID configuration, posts the
 * tool's client registration with its placements, and records the platform under the district
 * the registration link was made for. Returns the page that tells the platform we are done.
 */
export async function registerWithPlatform(input: {
  store: LtiStore;
  toolUrl: string;
  toolName: string;
  openidConfigurationUrl: string | undefined;
  registrationToken: string | undefined;
  districtId: string;
  /** What the platform's administrator should know before closing (e.g. a district with no safety contact). */
  warning?: string;
  fetch: typeof fetch;
  /** The language of the administrator's browser, for the last page. */
  language?: PageLanguage;
}): Promise<{ registration: LtiRegistration; page: Response }> {
  const configurationUrl = parseUrl(input.openidConfigurationUrl);
  if (!configurationUrl) {
    throw new RegistrationFailure("registration.noConfiguration", "Missing or invalid openid_configuration.");
  }
  const authorization: Record<string, string> = input.registrationToken
    ? { authorization: `Bearer ${input.registrationToken}` }
    : {};
  const configuration = await readConfiguration(input.fetch, configurationUrl, authorization);

  const supported = configuration.scopes_supported;
  const scopes = supported ? WANTED_SCOPES.filter((scope) => supported.includes(scope)) : WANTED_SCOPES;
  const tool = new URL(input.toolUrl);
  const launchUrl = `${input.toolUrl}/lti/launch`;
  const request = {
    application_type: "web",
    response_types: ["id_token"],
    grant_types: ["implicit", "client_credentials"],
    initiate_login_uri: `${input.toolUrl}/lti/login`,
    redirect_uris: [launchUrl],
    client_name: input.toolName,
    jwks_uri: `${input.toolUrl}/lti/.well-known/jwks.json`,
    token_endpoint_auth_method: "private_key_jwt",
    scope: scopes.join(" "),
    [TOOL_CONFIGURATION]: {
      domain: tool.host,
      description: "Socratic AI tutoring, flashcards and a mastery dashboard.",
      target_link_uri: launchUrl,
      claims: ["iss", "sub", "name", "given_name", "family_name", "email"],
      messages: [
        {
          type: "LtiDeepLinkingRequest",
          target_link_uri: launchUrl,
          label: `Add ${input.toolName}`,
          placements: ["assignment_selection", "link_selection"],
        },
        {
          type: "LtiResourceLinkRequest",
          target_link_uri: launchUrl,
          label: input.toolName,
          placements: ["course_navigation"],
          custom_parameters: { widget: "dashboard" },
        },
      ],
    },
  };

  const response = await call(input.fetch, configuration.registration_endpoint, {
    method: "POST",
    headers: { ...authorization, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(request),
  });
  const answer = (await response.json().catch(() => null)) as {
    client_id?: string;
    [TOOL_CONFIGURATION]?: { deployment_id?: string };
  } | null;
  if (!response.ok || !answer?.client_id) {
    throw new RegistrationFailure(
      "registration.refused",
      `registration_endpoint answered ${response.status}${answer ? `: ${JSON.stringify(answer).slice(0, 300)}` : ""}.`,
    );
  }
  if ((await input.store.findRegistration(configuration.issuer, answer.client_id)) !== null) {
    throw new RegistrationFailure(
      "registration.already",
      `A registration for ${configuration.issuer} / ${answer.client_id} exists.`,
    );
  }

  const productFamily = configuration[PLATFORM_CONFIGURATION]?.product_family_code ?? null;
  const name = productFamily ?? new URL(configuration.issuer).host;
  const registration = await input.store.createRegistration({
    name,
    issuer: configuration.issuer,
    clientId: answer.client_id,
    authLoginUrl: configuration.authorization_endpoint,
    authTokenUrl: configuration.token_endpoint,
    jwksUrl: configuration.jwks_uri,
    districtId: input.districtId,
    deploymentPolicy: "open",
    productFamily,
  });
  // The configuration's host is the platform's own: its admin pages may frame the tool (ADR 0044).
  const configurationOrigin = webOrigin(configurationUrl.href);
  await input.store.learnFromPlatform(registration, {
    origins: configurationOrigin ? [{ origin: configurationOrigin, source: "registration" }] : [],
    productFamily,
  });
  const deploymentId = answer[TOOL_CONFIGURATION]?.deployment_id;
  if (deploymentId) await input.store.recordDeployment(registration, deploymentId, "listed");
  return { registration, page: registrationDonePage(name, input.warning, input.language) };
}

async function readConfiguration(
  fetcher: typeof fetch,
  url: URL,
  authorization: Record<string, string>,
): Promise<PlatformConfiguration> {
  const response = await call(fetcher, url.href, { headers: { ...authorization, accept: "application/json" } });
  const body = (await response.json().catch(() => null)) as Partial<PlatformConfiguration> | null;
  if (!response.ok || !body) {
    throw new RegistrationFailure("registration.unreadable", `openid_configuration answered ${response.status}.`);
  }
  const fields = ["issuer", "authorization_endpoint", "token_endpoint", "jwks_uri", "registration_endpoint"] as const;
  const missing = fields.filter((field) => !parseUrl(body[field]));
  if (missing.length > 0) {
    throw new RegistrationFailure("registration.incomplete", `openid_configuration lacks ${missing.join(", ")}.`);
  }
  // The spec's check against a configuration served for another issuer: the address must start with it.
  if (!url.href.startsWith(body.issuer!.replace(/\/+$/, ""))) {
    throw new RegistrationFailure(
      "registration.otherPlatform",
      `issuer ${body.issuer} is not a prefix of ${url.href}.`,
    );
  }
  return body as PlatformConfiguration;
}

async function call(fetcher: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetcher(url, { ...init, redirect: "error", signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new RegistrationFailure("registration.unreachable", `${url}: ${String(error)}`);
  }
}

function parseUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

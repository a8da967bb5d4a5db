import { createRemoteJWKSet, decodeProtectedHeader, type JWTPayload, errors as joseErrors, jwtVerify } from "jose";
import { CLAIM, LTI_VERSION, MESSAGE_TYPES } from "./claims";
import type { PageText } from "./i18n";
import type { LoginState } from "./state";
import type { LtiRegistration, LtiStore, ValidatedLaunch } from "./types";

/** Why a launch was refused: a sentence for the teacher (its key in the pages' catalogue), and the detail for IT. */
export class LaunchRejection extends Error {
  constructor(
    readonly reason:
      | "unknown_platform"
      | "bad_signature"
      | "unknown_key"
      | "wrong_audience"
      | "expired"
      | "replayed"
      | "state_mismatch"
      | "not_activated"
      | "wrong_message_type"
      | "invalid_launch"
      | "rate_limited",
    readonly forTeacher: PageText,
    readonly forIt: string,
  ) {
    super(forIt);
    this.name = "LaunchRejection";
  }
}

/** No refetch of a platform's key set within this long of the last fetch. */
export const JWKS_COOLDOWN_MS = 1_000;

/** Seconds of clock difference tolerated between the platform and us. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Platform key sets, cached per URL. jose refetches a set when a token names a `kid` it does not
 * hold, which is how a platform's key rotation reaches us. The cooldown (no refetch within a
 * second of the last fetch) keeps forged kids from turning us into a flood on the platform.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function platformKeys(jwksUrl: string) {
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: JWKS_COOLDOWN_MS, cacheMaxAge: 10 * 60_000 });
    keySets.set(jwksUrl, keys);
  }
  return keys;
}

/**
 * Validates a launch's id_token against its registration and login state: signature by the
 * platform's keys, iss, aud (and azp when aud is a list), exp/iat, the nonce (used once), the
 * LTI version, the message type and the deployment.
 */
export async function validateLaunch(store: LtiStore, idToken: string, state: LoginState): Promise<ValidatedLaunch> {
  const registration = await store.findRegistrationById(state.registrationId);
  if (!registration) {
    throw new LaunchRejection(
      "unknown_platform",
      "refused.unknownPlatform",
      `No registration ${state.registrationId}.`,
    );
  }

  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(idToken);
  } catch {
    throw new LaunchRejection("invalid_launch", "refused.unreadable", "The id_token is not a JWT.");
  }

  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, platformKeys(registration.jwksUrl), {
      issuer: registration.issuer,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      algorithms: ["RS256", "RS384", "RS512", "ES256"],
      requiredClaims: ["sub", "exp", "iat", "nonce", "aud"],
    }));
  } catch (error) {
    throw describeVerificationError(error, header.kid, registration);
  }

  checkAudience(claims, registration);
  if (claims.nonce !== state.nonce) {
    throw new LaunchRejection(
      "state_mismatch",
      "refused.mismatch",
      "The id_token nonce is not the one sent in the login request.",
    );
  }
  // A nonce is used once: the store's unique constraint decides, not a read followed by a write.
  const fresh = await store.consumeNonce(
    String(claims.nonce),
    registration.id,
    (claims.exp ?? 0) + CLOCK_TOLERANCE_SECONDS,
  );
  if (!fresh) {
    throw new LaunchRejection("replayed", "refused.replayed", `Nonce ${String(claims.nonce)} was used before.`);
  }

  if (claims[CLAIM.version] !== LTI_VERSION) {
    throw new LaunchRejection(
      "invalid_launch",
      "refused.version",
      `LTI version ${String(claims[CLAIM.version])}, expected ${LTI_VERSION}.`,
    );
  }
  const messageType = claims[CLAIM.messageType];
  if (!MESSAGE_TYPES.includes(messageType as (typeof MESSAGE_TYPES)[number])) {
    throw new LaunchRejection("wrong_message_type", "refused.messageType", `Message type ${String(messageType)}.`);
  }

  const deploymentId = claims[CLAIM.deploymentId];
  if (typeof deploymentId !== "string" || deploymentId === "") {
    throw new LaunchRejection("invalid_launch", "refused.noDeployment", "No deployment_id claim.");
  }
  let deployment = await store.findDeployment(registration.id, deploymentId);
  if (!deployment) {
    if (registration.deploymentPolicy === "listed") {
      throw new LaunchRejection(
        "not_activated",
        "refused.notActivated",
        `Deployment ${deploymentId} is not listed for registration ${registration.issuer} / ${registration.clientId}, which accepts listed deployments only.`,
      );
    }
    deployment = await store.recordDeployment(registration, deploymentId, "launch");
  }

  const context = claims[CLAIM.context] as { id?: string; title?: string; label?: string } | undefined;
  const link = claims[CLAIM.resourceLink] as { id?: string; title?: string } | undefined;
  const ags = claims[CLAIM.ags] as { lineitem?: string; lineitems?: string; scope?: string[] } | undefined;
  const nrps = claims[CLAIM.nrps] as { context_memberships_url?: string } | undefined;
  const deepLinking = claims[CLAIM.deepLinkingSettings] as
    | { deep_link_return_url?: string; data?: string; accept_types?: string[] }
    | undefined;
  if (messageType === "LtiDeepLinkingRequest" && !deepLinking?.deep_link_return_url) {
    throw new LaunchRejection(
      "invalid_launch",
      "refused.noReturn",
      "Deep linking request without deep_link_return_url.",
    );
  }

  const custom = Object.fromEntries(
    Object.entries((claims[CLAIM.custom] as Record<string, unknown> | undefined) ?? {}).map(([key, value]) => [
      key,
      String(value),
    ]),
  );
  return {
    registration,
    deployment,
    messageType: messageType as ValidatedLaunch["messageType"],
    claims,
    subject: String(claims.sub),
    name:
      typeof claims.name === "string"
        ? claims.name
        : [claims.given_name, claims.family_name].filter((part) => typeof part === "string").join(" ") || null,
    email: typeof claims.email === "string" ? claims.email : null,
    roles: Array.isArray(claims[CLAIM.roles]) ? (claims[CLAIM.roles] as unknown[]).map(String) : [],
    context: context?.id ? { id: context.id, title: context.title ?? context.label ?? "" } : null,
    resourceLink: link?.id ? { id: link.id, title: link.title ?? "" } : null,
    custom,
    ags: ags
      ? { lineItemUrl: ags.lineitem ?? null, lineItemsUrl: ags.lineitems ?? null, scopes: ags.scope ?? [] }
      : null,
    nrps: nrps?.context_memberships_url ? { membershipsUrl: nrps.context_memberships_url } : null,
    deepLinking: deepLinking?.deep_link_return_url
      ? {
          returnUrl: deepLinking.deep_link_return_url,
          data: deepLinking.data ?? null,
          acceptTypes: deepLinking.accept_types ?? [],
        }
      : null,
    returnUrl: textClaim(claims[CLAIM.launchPresentation], "return_url"),
    productFamily: textClaim(claims[CLAIM.toolPlatform], "product_family_code"),
  };
}

/** A text field of an object claim, or null when the claim or the field is missing or not text. */
function textClaim(claim: unknown, field: string): string | null {
  if (typeof claim !== "object" || claim === null) return null;
  const value: unknown = Reflect.get(claim, field);
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** aud must name our client id; when it is a list, azp must be our client id too. */
function checkAudience(claims: JWTPayload, registration: LtiRegistration): void {
  const audience = claims.aud;
  const wrong = new LaunchRejection(
    "wrong_audience",
    "refused.wrongAudience",
    `aud ${JSON.stringify(audience)} / azp ${String(claims.azp)} does not name client id ${registration.clientId}.`,
  );
  if (typeof audience === "string") {
    if (audience !== registration.clientId) throw wrong;
    return;
  }
  if (!Array.isArray(audience) || !audience.includes(registration.clientId)) throw wrong;
  if (audience.length > 1 && claims.azp !== registration.clientId) throw wrong;
}

function describeVerificationError(
  error: unknown,
  kid: string | undefined,
  registration: LtiRegistration,
): LaunchRejection {
  if (error instanceof joseErrors.JWTExpired) {
    return new LaunchRejection("expired", "refused.tooSlow", "The id_token has expired.");
  }
  if (error instanceof joseErrors.JWKSNoMatchingKey) {
    return new LaunchRejection(
      "unknown_key",
      "refused.unknownKey",
      `No key with kid ${String(kid)} in ${registration.jwksUrl}.`,
    );
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return new LaunchRejection(
      "bad_signature",
      "refused.badSignature",
      "The id_token signature does not verify against the platform's keys.",
    );
  }
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === "iss") {
      return new LaunchRejection(
        "unknown_platform",
        "refused.otherPlatform",
        `iss ${String(error.payload.iss)} is not ${registration.issuer}.`,
      );
    }
    if (error.claim === "iat" || error.claim === "nbf") {
      return new LaunchRejection("expired", "refused.clock", `Claim ${error.claim} failed: ${error.message}.`);
    }
    return new LaunchRejection("invalid_launch", "refused.incompleteClaims", `Claim ${error.claim}: ${error.message}.`);
  }
  return new LaunchRejection(
    "invalid_launch",
    "refused.unverified",
    error instanceof Error ? error.message : String(error),
  );
}

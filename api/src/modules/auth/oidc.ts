import { createHash } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import * as client from "openid-client";
import type { OidcClientConfig } from "../../config";
import { AppError } from "../../errors";
import { logger } from "../../logger";

/** The two sign-in providers of spec §2: the school single sign-on and the general account provider. */
export type SignInProvider = "school" | "google";

/** What we learn about a person from their provider. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /** Whether the provider says the person proved they own the email (`email_verified`). */
  emailVerified: boolean;
  name: string | null;
  /** Role words the provider sent (Clever `user_type`, ClassLink `role`, …), mapped later. */
  roleHints: string[];
}

/** Carried, encrypted, in the OAuth `state` from the authorization request to the callback. */
interface PendingSignIn {
  provider: SignInProvider;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
}

const STATE_TTL_SECONDS = 10 * 60;

/**
 * OpenID Connect authorization-code sign-in (openid-client), for any provider that
 * publishes discovery metadata: Google, Clever, ClassLink or another school OIDC provider.
 *
 * The state is an encrypted JWT holding the PKCE verifier and the nonce, so the API keeps
 * no sign-in state between the two requests and any API process can finish a sign-in.
 */
export class OidcSignIn {
  private readonly discovered = new Map<SignInProvider, Promise<client.Configuration>>();
  private readonly stateKey: Uint8Array;

  constructor(
    private readonly providers: Record<SignInProvider, OidcClientConfig | null>,
    tokenSecret: string,
  ) {
    this.stateKey = createHash("sha256").update(`oidc-state:${tokenSecret}`).digest();
  }

  /** The provider's settings, or a clear error when that sign-in is not set up. */
  settings(provider: SignInProvider): OidcClientConfig {
    const settings = this.providers[provider];
    if (!settings) {
      throw new AppError("SIGN_IN_UNAVAILABLE", "errors.signInUnavailable", { provider });
    }
    return settings;
  }

  /** Where to send the browser to sign in, and the state the callback must bring back. */
  async createAuthorizationUrl(
    provider: SignInProvider,
    redirectUri?: string,
  ): Promise<{ url: string; state: string }> {
    const settings = this.settings(provider);
    const config = await this.configuration(provider);
    const pending: PendingSignIn = {
      provider,
      redirectUri: redirectUri ?? settings.redirectUri,
      codeVerifier: client.randomPKCECodeVerifier(),
      nonce: client.randomNonce(),
    };
    const state = await new EncryptJWT({ ...pending })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setIssuedAt()
      .setExpirationTime(`${STATE_TTL_SECONDS}s`)
      .encrypt(this.stateKey);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: pending.redirectUri,
      scope: "openid email profile",
      response_type: "code",
      state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: "S256",
    });
    return { url: url.href, state };
  }

  /**
   * Exchanges an authorization code for the person's verified identity. With the `state`
   * of `createAuthorizationUrl`, PKCE and the nonce are checked too.
   */
  async exchangeCode(
    provider: SignInProvider,
    input: { code: string; redirectUri?: string; state?: string },
  ): Promise<VerifiedIdentity> {
    const settings = this.settings(provider);
    const pending = input.state ? await this.readState(provider, input.state) : undefined;
    const redirectUri = input.redirectUri ?? pending?.redirectUri ?? settings.redirectUri;
    if (pending && pending.redirectUri !== redirectUri) {
      throw new AppError("SIGN_IN_FAILED", "errors.signInWrongAddress");
    }
    const config = await this.configuration(provider);

    const callbackUrl = new URL(redirectUri);
    callbackUrl.searchParams.set("code", input.code);
    if (input.state) callbackUrl.searchParams.set("state", input.state);
    // The browser hands us only the code; the issuer is known from our own configuration.
    if (config.serverMetadata().authorization_response_iss_parameter_supported) {
      callbackUrl.searchParams.set("iss", config.serverMetadata().issuer);
    }

    try {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: input.state,
        pkceCodeVerifier: pending?.codeVerifier,
        expectedNonce: pending?.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      let email = typeof claims.email === "string" ? claims.email : null;
      let name = typeof claims.name === "string" ? claims.name : null;
      let extra: Record<string, unknown> = claims;
      if (email === null || name === null) {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        email ??= typeof info.email === "string" ? info.email : null;
        name ??= typeof info.name === "string" ? info.name : null;
        extra = { ...info, ...claims };
      }
      const emailVerified = extra.email_verified === true || extra.email_verified === "true";
      return { issuer: claims.iss, subject: claims.sub, email, emailVerified, name, roleHints: readRoleHints(extra) };
    } catch (error) {
      throw describeExchangeError(settings.displayName, error);
    }
  }

  private async readState(provider: SignInProvider, state: string): Promise<PendingSignIn> {
    try {
      const { payload } = await jwtDecrypt(state, this.stateKey);
      const pending = payload as unknown as PendingSignIn;
      if (pending.provider !== provider) throw new Error("provider mismatch");
      return pending;
    } catch {
      throw new AppError("SIGN_IN_FAILED", "errors.signInLinkExpired");
    }
  }

  /** Discovery runs once per provider and is cached; a failed discovery is retried next time. */
  private configuration(provider: SignInProvider): Promise<client.Configuration> {
    const cached = this.discovered.get(provider);
    if (cached) return cached;
    const settings = this.settings(provider);
    const pending = client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        client.ClientSecretPost(settings.clientSecret),
        settings.allowInsecureIssuer ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      .catch((error: unknown) => {
        this.discovered.delete(provider);
        logger.warn("OpenID Connect discovery failed", { provider, issuer: settings.issuer, error });
        throw new AppError("UPSTREAM_FAILED", "errors.signInUnreachable", { provider: settings.displayName });
      });
    this.discovered.set(provider, pending);
    return pending;
  }
}

function describeExchangeError(displayName: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof client.ResponseBodyError) {
    logger.info("Sign-in code exchange refused", {
      provider: displayName,
      error: error.error,
      description: error.error_description,
    });
    return new AppError("SIGN_IN_FAILED", "errors.signInRefused", { provider: displayName });
  }
  if (error instanceof client.ClientError || error instanceof client.AuthorizationResponseError) {
    logger.info("Sign-in response failed validation", { provider: displayName, error });
    return new AppError("SIGN_IN_FAILED", "errors.signInUnverified", { provider: displayName });
  }
  logger.warn("Sign-in exchange failed", { provider: displayName, error });
  return new AppError("UPSTREAM_FAILED", "errors.signInUnfinished", { provider: displayName });
}

/** Role words from the claims school providers commonly use. */
function readRoleHints(claims: Record<string, unknown>): string[] {
  const hints: string[] = [];
  for (const key of ["role", "roles", "user_type", "userType", "Role"]) {
    const value = claims[key];
    if (typeof value === "string") hints.push(value);
    else if (Array.isArray(value)) hints.push(...value.filter((v): v is string => typeof v === "string"));
  }
  return hints.map((hint) => hint.toLowerCase());
}

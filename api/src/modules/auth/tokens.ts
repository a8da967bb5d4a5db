import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { AppError } from "../../errors";

const ISSUER = "bloom-api";
const AUDIENCE = "bloom-app";
const SECRET_FILE = "auth-token-secret";
/** How many verified tokens are remembered (the oldest is forgotten first): a busy instance's signed-in users. */
const VERIFIED_TOKENS_KEPT = 20_000;

export interface TokenClaims {
  userId: string;
  /** Unique id of this token, so that it can be revoked on sign-out. */
  jti: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** Signs and verifies the API's bearer tokens (HS256 JWTs with an expiry). */
export class TokenService {
  // Imported once: importing the HMAC key on every request costs more than verifying the token.
  private readonly key: Promise<CryptoKey>;
  // Tokens whose signature and claims were verified, by their text: a client sends the same token
  // with every request, and checking the HMAC again costs more than the rest of authentication.
  // A token's text cannot change, so only its expiry is checked again; revocation is read per request.
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
  }

  /** A new signed token for the user. */
  async issue(userId: string): Promise<{ token: string; claims: TokenClaims }> {
    const jti = crypto.randomUUID();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(userId)
      .setJti(jti)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.key);
    return { token, claims: { userId, jti, expiresAt } };
  }

  /** The claims of a valid token; an AppError UNAUTHENTICATED for a tampered, expired or malformed one. */
  async verify(token: string): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Math.floor(Date.now() / 1000)) return known;
      this.verified.delete(token);
    }
    const claims = await this.verifySignatureAndClaims(token);
    this.verified.set(token, claims);
    if (this.verified.size > VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    return claims;
  }

  private async verifySignatureAndClaims(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ["sub", "jti", "exp"],
      });
      return { userId: payload.sub!, jti: payload.jti!, expiresAt: payload.exp! };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw new AppError("UNAUTHENTICATED", "errors.signInExpired");
      }
      throw new AppError("UNAUTHENTICATED", "errors.signInInvalid");
    }
  }
}

/**
 * The token signing secret: the configured one, or, in the embedded default, one generated
 * at first start and kept under the data folder so tokens survive a restart.
 */
export function resolveTokenSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from "jose";
import type { SignWith } from "./types";

const ALG = "RS256";

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newKey(): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { modulusLength: 2048 });
  const kid = crypto.randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: ALG, use: "sig" } };
}

/**
 * The platform's id_token keys: the published set, the active signer among them, and two
 * deliberate forgeries for the tool's rejection tests (a key that is not published, and a
 * published kid with someone else's private key).
 */
export class PlatformKeys {
  private readonly published: SigningKey[];
  private active: SigningKey;
  private unpublished: SigningKey | null = null;
  private impostor: SigningKey | null = null;

  private constructor(first: SigningKey) {
    this.published = [first];
    this.active = first;
  }

  static async create(): Promise<PlatformKeys> {
    return new PlatformKeys(await newKey());
  }

  get activeKid(): string {
    return this.active.kid;
  }

  /** The key set served at /jwks. */
  jwks(): { keys: JWK[] } {
    return { keys: this.published.map((key) => key.publicJwk) };
  }

  /** A new key signs from now on; it is published alongside the old ones. Returns its kid. */
  async rotate(): Promise<string> {
    const key = await newKey();
    this.published.push(key);
    this.active = key;
    return key.kid;
  }

  /** Signs a JWT as given (the payload carries its own iat and exp). */
  async sign(payload: JWTPayload, signWith: SignWith = "active"): Promise<string> {
    let kid = this.active.kid;
    let privateKey = this.active.privateKey;
    if (signWith === "unknown-kid") {
      this.unpublished ??= await newKey();
      ({ kid, privateKey } = this.unpublished);
    } else if (signWith === "wrong-key") {
      // The active kid in the header, someone else's private key behind it: the signature fails.
      this.impostor ??= await newKey();
      privateKey = this.impostor.privateKey;
    }
    return new SignJWT(payload).setProtectedHeader({ alg: ALG, kid, typ: "JWT" }).sign(privateKey);
  }
}

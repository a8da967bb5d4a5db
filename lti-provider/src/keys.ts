import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import type { LtiStore, ToolKey } from "./types";

const ALG = "RS256";

/**
 * The tool's signing keys: generated at first start and kept by the store, the newest active one
 * signing. Rotation adds a new active key and retires the old ones, which stay in the published
 * key set, so tokens signed a moment before a rotation still verify (no downtime).
 */
export class ToolKeys {
  // Other processes may rotate: the cache is short-lived so every process soon publishes the new key.
  private cache: { keys: ToolKey[]; signing: { kid: string; key: CryptoKey | Uint8Array }; loadedAt: number } | null =
    null;
  private static readonly CACHE_MS = 60_000;

  constructor(private readonly store: LtiStore) {}

  /** Makes sure an active key exists (at start). */
  async ensureKey(): Promise<void> {
    const keys = await this.store.listKeys();
    if (!keys.some((key) => key.status === "active")) await this.rotate();
  }

  /** Generates a new signing key and retires the others (they stay published). */
  async rotate(): Promise<ToolKey> {
    const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
    const kid = crypto.randomUUID();
    const key: ToolKey = {
      kid,
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: ALG, use: "sig" },
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALG },
      status: "active",
      createdAt: Date.now(),
    };
    await this.store.saveKey(key);
    await this.store.retireKeys(kid);
    this.cache = null;
    return key;
  }

  /** The public key set published at our JWKS address. */
  async jwks(): Promise<{ keys: JWK[] }> {
    const { keys } = await this.load();
    return { keys: keys.map((key) => key.publicJwk) };
  }

  /** Signs a JWT with the active key. */
  async sign(payload: Record<string, unknown>, options: { expiresIn?: string } = {}): Promise<string> {
    const { signing } = await this.load();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALG, kid: signing.kid, typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? "5m")
      .sign(signing.key);
  }

  private async load() {
    if (this.cache && Date.now() - this.cache.loadedAt < ToolKeys.CACHE_MS) return this.cache;
    const keys = (await this.store.listKeys()).sort((a, b) => b.createdAt - a.createdAt);
    const active = keys.find((key) => key.status === "active");
    if (!active) throw new Error("The LTI tool has no active signing key; call ensureKey() at start.");
    this.cache = {
      keys,
      signing: { kid: active.kid, key: await importJWK(active.privateJwk, ALG) },
      loadedAt: Date.now(),
    };
    return this.cache;
  }
}

import { createHash } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

/** What the login step hands to the launch step, signed, inside the OIDC `state`. */
export interface LoginState {
  nonce: string;
  registrationId: string;
  targetLinkUri: string;
  /** The platform's storage frame, when the platform offered one (`lti_storage_target`). */
  storageTarget: string | null;
  /** The platform's origin, to address postMessages to it and no one else. */
  platformOrigin: string;
  /**
   * The login initiation's own parameters (issuer, login_hint, lti_message_hint, client_id,
   * lti_deployment_id): opaque platform values, so a launch that cannot be bound in the frame can
   * offer the same login again in a window of its own. Absent from states made before they were kept.
   */
  relaunch?: Record<string, string>;
}

/** What the deep-linking picker hands back to the tool when the teacher has chosen. */
export interface DeepLinkSession {
  registrationId: string;
  deploymentId: string;
  returnUrl: string;
  /** The platform's opaque `data`, which must come back unchanged. */
  data: string | null;
  /** Whether the platform lets the tool create line items (so grading can be offered). */
  gradable: boolean;
}

/**
 * Short-lived values the tool signs with its secret and reads back, so it keeps no sign-in state
 * of its own. Each purpose derives its own key: a login state can never pass for a picker session.
 */
export class SignedValues<T extends object> {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly purpose: string,
    private readonly lifetime: string,
  ) {
    this.key = createHash("sha256").update(`${purpose}:${secret}`).digest();
  }

  create(value: T): Promise<string> {
    return new SignJWT({ ...value } as Record<string, unknown>)
      .setProtectedHeader({ alg: "HS256" })
      .setAudience(this.purpose)
      .setIssuedAt()
      .setExpirationTime(this.lifetime)
      .sign(this.key);
  }

  /** The value, or null when the token is not ours, is for another purpose or has expired. */
  async read(token: string): Promise<T | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"], audience: this.purpose });
      return payload as unknown as T;
    } catch {
      return null;
    }
  }
}

/** Login states live ten minutes: long enough for a slow platform, short enough to be useless later. */
export function loginStates(secret: string): SignedValues<LoginState> {
  return new SignedValues<LoginState>(secret, "lti-state", "10m");
}

/** A teacher has an hour on the picker. */
export function deepLinkSessions(secret: string): SignedValues<DeepLinkSession> {
  return new SignedValues<DeepLinkSession>(secret, "lti-deep-link", "1h");
}

/** The cookie that binds a state to the browser that started the login (one per state, so tabs do not collide). */
export function stateCookieName(state: string): string {
  return `lti_state_${digest(state)}`;
}

/** The platform-storage key a state is kept under. */
export function storageKey(state: string): string {
  return `lti-state-${digest(state)}`;
}

function digest(state: string): string {
  return createHash("sha256").update(state).digest("hex").slice(0, 24);
}

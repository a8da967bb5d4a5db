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
}

const STATE_TTL = "10m";

/** Signs and reads login states with the tool's secret: the tool keeps no sign-in state of its own. */
export class StateTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHash("sha256").update(`lti-state:${secret}`).digest();
  }

  create(state: LoginState): Promise<string> {
    return new SignJWT({ ...state }).setProtectedHeader({ alg: "HS256" }).setIssuedAt().setExpirationTime(STATE_TTL).sign(this.key);
  }

  async read(token: string): Promise<LoginState | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      return payload as unknown as LoginState;
    } catch {
      return null;
    }
  }
}

/** The cookie that binds a state to the browser that started the login (one per state, so tabs do not collide). */
export function stateCookieName(state: string): string {
  return `lti_state_${createHash("sha256").update(state).digest("hex").slice(0, 24)}`;
}

/** The platform-storage key a state is kept under. */
export function storageKey(state: string): string {
  return `lti-state-${createHash("sha256").update(state).digest("hex").slice(0, 24)}`;
}

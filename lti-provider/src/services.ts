import { SCOPE } from "./claims";
import type { ToolKeys } from "./keys";
import type { LtiRegistration } from "./types";

/** One person of a course, as Names and Role Provisioning lists them. */
export interface RosterMember {
  userId: string;
  name: string | null;
  email: string | null;
  roles: string[];
  status: string;
}

/** A score for one student on one line item (AGS 2.0 score publish). */
export interface Score {
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  activityProgress: "Initialized" | "Started" | "InProgress" | "Submitted" | "Completed";
  gradingProgress: "FullyGraded" | "Pending" | "PendingManual" | "Failed" | "NotReady";
  timestamp: string;
  comment?: string;
}

/** A platform answered in a way that will not change by trying again. */
export class PlatformServiceError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "PlatformServiceError";
  }
}

export interface PlatformServicesOptions {
  /** Waits between attempts; one more attempt than there are delays. */
  retryDelaysMs?: number[];
  fetch?: typeof fetch;
  /** Each request's time limit. */
  timeoutMs?: number;
}

const ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
const SCORE_TYPE = "application/vnd.ims.lis.v1.score+json";
const MEMBERSHIP_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";
/** For calls a person waits on (rosters): a short limit and one quick second try. */
const INTERACTIVE_TIMEOUT_MS = 8_000;
const INTERACTIVE_RETRY_DELAYS_MS = [300];
/** A roster bigger than this many pages is cut off rather than read forever. */
const MAX_ROSTER_PAGES = 200;

/**
 * The tool's calls to a platform's services: OAuth 2 client credentials with a signed JWT
 * assertion (LTI Security Framework), Assignment and Grade Services scores, and Names and Role
 * Provisioning rosters. Access tokens are cached per registration and scope set until shortly
 * before they expire.
 */
export class PlatformServices {
  private readonly tokens = new Map<string, { token: string; expiresAt: number }>();
  private readonly retryDelaysMs: number[];
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(
    private readonly keys: ToolKeys,
    options: PlatformServicesOptions = {},
  ) {
    this.retryDelaysMs = options.retryDelaysMs ?? [1_000, 5_000, 30_000];
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  /** An access token for these scopes, from the cache or the platform's token endpoint. */
  async accessToken(registration: LtiRegistration, scopes: string[]): Promise<string> {
    const scope = [...scopes].sort().join(" ");
    const cacheKey = `${registration.id} ${scope}`;
    const cached = this.tokens.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;

    const assertion = await this.keys.sign(
      {
        iss: registration.clientId,
        sub: registration.clientId,
        aud: registration.authTokenUrl,
        jti: crypto.randomUUID(),
      },
      { expiresIn: "5m" },
    );
    const response = await this.request(registration.authTokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_assertion_type: ASSERTION_TYPE,
        client_assertion: assertion,
        scope,
      }),
    });
    const answer = (await response.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!answer?.access_token)
      throw new PlatformServiceError(
        "The platform's token endpoint answered without an access token.",
        response.status,
        false,
      );
    // Renew a minute early so a token never expires on its way to the platform.
    const lifetime = Math.max(0, (answer.expires_in ?? 3600) - 60) * 1000;
    this.tokens.set(cacheKey, { token: answer.access_token, expiresAt: Date.now() + lifetime });
    return answer.access_token;
  }

  /** Posts a score to a line item, trying again with backoff when the platform is busy or down. */
  async postScore(registration: LtiRegistration, lineItemUrl: string, score: Score): Promise<void> {
    await this.withRetries(registration, [SCOPE.score], (token) =>
      this.request(scoresUrl(lineItemUrl), {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": SCORE_TYPE },
        body: JSON.stringify(score),
      }),
    );
  }

  /**
   * Every member of a course, following the platform's `Link: rel="next"` pages. Someone is
   * waiting on this, so a failing platform gets one quick second try, not the grades' backoff.
   */
  async readRoster(registration: LtiRegistration, membershipsUrl: string): Promise<RosterMember[]> {
    const members: RosterMember[] = [];
    let next: string | null = membershipsUrl;
    for (let page = 0; next && page < MAX_ROSTER_PAGES; page += 1) {
      const url: string = next;
      const response = await this.withRetries(
        registration,
        [SCOPE.membership],
        (token) =>
          this.request(
            url,
            { headers: { authorization: `Bearer ${token}`, accept: MEMBERSHIP_TYPE } },
            INTERACTIVE_TIMEOUT_MS,
          ),
        INTERACTIVE_RETRY_DELAYS_MS,
      );
      const body = (await response.json().catch(() => null)) as { members?: unknown[] } | null;
      if (!Array.isArray(body?.members))
        throw new PlatformServiceError("The platform's roster answer had no member list.", response.status, false);
      members.push(...body.members.flatMap(toRosterMember));
      next = nextPageUrl(response.headers.get("link"), url);
    }
    return members;
  }

  /**
   * Runs a service call with a token for `scopes`. A 401 drops the cached token and tries once
   * more with a new one; a network failure, 429 or 5xx waits and tries again; any other answer
   * below 200 or above 299 is final.
   */
  private async withRetries(
    registration: LtiRegistration,
    scopes: string[],
    call: (token: string) => Promise<Response>,
    retryDelaysMs = this.retryDelaysMs,
  ): Promise<Response> {
    let renewedToken = false;
    for (let attempt = 0; ; attempt += 1) {
      let failure: PlatformServiceError;
      try {
        const response = await call(await this.accessToken(registration, scopes));
        if (response.ok) return response;
        if (response.status === 401 && !renewedToken) {
          renewedToken = true;
          this.tokens.delete(`${registration.id} ${[...scopes].sort().join(" ")}`);
          attempt -= 1;
          continue;
        }
        const retryable = response.status === 429 || response.status >= 500;
        failure = new PlatformServiceError(
          `The platform answered ${response.status}: ${(await response.text().catch(() => "")).slice(0, 200)}`,
          response.status,
          retryable,
        );
      } catch (error) {
        failure =
          error instanceof PlatformServiceError
            ? error
            : new PlatformServiceError(`The platform could not be reached: ${String(error)}`, null, true);
      }
      const delay = retryDelaysMs[attempt];
      if (!failure.retryable || delay === undefined) throw failure;
      await Bun.sleep(delay);
    }
  }

  private async request(url: string, init: RequestInit, timeoutMs = this.timeoutMs): Promise<Response> {
    return this.fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  }
}

/** A line item's scores endpoint: its URL with `/scores` added to the path (any query kept). */
export function scoresUrl(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/scores`;
  return url.href;
}

/** The `rel="next"` target of an HTTP Link header, resolved against the current page. */
export function nextPageUrl(linkHeader: string | null, currentUrl: string): string | null {
  if (!linkHeader) return null;
  for (const part of linkHeader.split(",")) {
    const match = part.match(/<([^>]+)>\s*;(.*)$/);
    if (match && /\brel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?/i.test(match[2]!))
      return new URL(match[1]!, currentUrl).href;
  }
  return null;
}

function toRosterMember(raw: unknown): RosterMember[] {
  if (typeof raw !== "object" || raw === null) return [];
  const member = raw as Record<string, unknown>;
  if (typeof member.user_id !== "string") return [];
  return [
    {
      userId: member.user_id,
      name: typeof member.name === "string" ? member.name : null,
      email: typeof member.email === "string" ? member.email : null,
      roles: Array.isArray(member.roles) ? member.roles.map(String) : [],
      status: typeof member.status === "string" ? member.status : "Active",
    },
  ];
}

import { type PageLanguage, text } from "../i18n";
import type { ToolKeys } from "../keys";
import type { LaunchRejection } from "../launch";
import { rejectionPage } from "../pages";
import { deepLinkSessions, loginStates, stateCookieName } from "../state";
import type { LaunchOutcome, LtiActivity, LtiStore, ValidatedLaunch } from "../types";

/** What the product does at the edges of the protocol. */
export interface LtiToolHooks {
  /** Signs the launching person in and says which widget to show. */
  completeLaunch(launch: ValidatedLaunch): Promise<LaunchOutcome>;
  /** The subjects and topics a teacher may pick from when placing the tutor. */
  listSubjects(): Promise<{ name: string; topics: string[] }[]>;
  /**
   * The district a dynamic registration link was made for, or null when the link is not valid;
   * `warning` is shown to the platform's administrator on the registration's last page, in `language`.
   */
  resolveRegistrationInvite(
    invite: string,
    language: PageLanguage,
  ): Promise<{ districtId: string; warning?: string } | null>;
  /**
   * Asked before a verified launch is completed, with its platform's issuer: null lets it in, a
   * number of seconds refuses it (429, `Retry-After`) because the platform launches too often.
   */
  admitLaunch?(issuer: string): Promise<number | null>;
}

export interface LtiToolLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface LtiToolOptions {
  store: LtiStore;
  keys: ToolKeys;
  /** Signs login states and picker sessions. */
  secret: string;
  /** The tool's public origin (read on each request: tests learn their port late). */
  toolUrl: () => string;
  toolName: string;
  /** What a teacher may place in a course (the `widget` custom parameter), in the picker's order. */
  activities: readonly LtiActivity[];
  hooks: LtiToolHooks;
  logger: LtiToolLogger;
  /** For dynamic registration's calls to the platform. */
  fetch?: typeof fetch;
}

export type Params = Record<string, string | undefined>;

/** What every endpoint of the tool works with: the options, and the signed values and refusals built from them once. */
export interface ToolContext {
  options: LtiToolOptions;
  store: LtiStore;
  keys: ToolKeys;
  hooks: LtiToolHooks;
  logger: LtiToolLogger;
  states: ReturnType<typeof loginStates>;
  pickerSessions: ReturnType<typeof deepLinkSessions>;
  /** A refusal as a page a teacher can pass on, and a log line with the same reference. */
  refuse(
    rejection: LaunchRejection,
    fields?: Record<string, unknown>,
    status?: number,
    relaunch?: string | null,
    /** The page's language: the launch's locale once it is verified, the browser's before. */
    language?: PageLanguage,
  ): Response;
}

/** Builds the context once per mounted tool. */
export function toolContext(options: LtiToolOptions): ToolContext {
  const { logger } = options;
  return {
    options,
    store: options.store,
    keys: options.keys,
    hooks: options.hooks,
    logger,
    states: loginStates(options.secret),
    pickerSessions: deepLinkSessions(options.secret),
    refuse(rejection, fields = {}, status = 400, relaunch = null, language = "en") {
      const reference = crypto.randomUUID().slice(0, 8);
      logger.warn("LTI launch refused", { reference, reason: rejection.reason, detail: rejection.forIt, ...fields });
      const forTeacher = text(language, rejection.forTeacher);
      return rejectionPage(forTeacher, rejection.forIt, reference, status, relaunch, undefined, language);
    },
  };
}

/** 192 random bits, URL-safe. */
export function randomToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

/**
 * The cookie that binds a login state to the browser (`value` "1" for 600 seconds, or "" and 0 to
 * clear it). Over HTTPS it is sent in the LMS's frame where third-party cookies work (SameSite=None,
 * partitioned). A tool served over plain HTTP (a developer's machine, the browser journeys) cannot
 * set a Secure cookie in every browser (WebKit refuses), so there it carries no SameSite: WebKit
 * sends it on the platform's cross-site post, and Chromium within two minutes of the login.
 */
export function stateCookie(toolUrl: string, state: string, value: "1" | "", maxAge: number): string {
  const cookie = `${stateCookieName(state)}=${value}; Path=/lti/launch; Max-Age=${maxAge}; HttpOnly`;
  return toolUrl.startsWith("https:") ? `${cookie}; Secure; SameSite=None; Partitioned` : cookie;
}

/** Clears the login state's cookie from the answer to the launch that used it. */
export function withClearedCookie(response: Response, tool: ToolContext, state: string): Response {
  response.headers.append("set-cookie", stateCookie(tool.options.toolUrl(), state, "", 0));
  return response;
}

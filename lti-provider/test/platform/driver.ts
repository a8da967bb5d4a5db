import { RECORD_HEADER } from "./deep-linking";
import { decodeEntities, pageMessages, parseForms } from "./html";
import { loginInitiationParams } from "./login";
import type { PlatformState } from "./state";
import type {
  DeepLinkChoices,
  DeepLinkResponseRecord,
  IdTokenOptions,
  LaunchOptions,
  LaunchResult,
  ToolAnswer,
} from "./types";

/** A tool page was not what the driver expected; carries the page so the test can show it. */
export class ToolPageError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly html: string,
  ) {
    super(message);
    this.name = "ToolPageError";
  }
}

/**
 * The cookies a browser would keep for the tool, by name. Paths and attributes are ignored: the
 * driver only talks to one tool, and SameSite=None; Secure; Partitioned is what a browser in an
 * iframe would send back.
 */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  capture(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";");
      const separator = pair.indexOf("=");
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const removed = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute));
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
  }

  /** The cookies as "name=value" pairs. */
  list(): string[] {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`);
  }
}

/** Posts a form as a browser would (urlencoded, redirects not followed) and reads the answer. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  options: { cookies?: string[]; origin?: string; topLevel?: boolean } = {},
): Promise<ToolAnswer> {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" };
  if (options.cookies && options.cookies.length > 0) headers.cookie = options.cookies.join("; ");
  if (options.origin) headers.origin = options.origin;
  // What a browser says of a whole-window navigation; left out, the tool cannot tell it from a frame.
  if (options.topLevel) headers["sec-fetch-dest"] = "document";
  const response = await fetch(url, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });
  return { response, html: await response.text(), status: response.status };
}

function idTokenOptions(options: LaunchOptions): IdTokenOptions {
  const { deploymentId, audience, azp, expired, signWith, nonce, custom, ags, nrps, claims } = options;
  return { deploymentId, audience, azp, expired, signWith, nonce, custom, ags, nrps, claims };
}

/**
 * The course and link a launch is for: the first course by default, and for any launch but deep
 * linking the course's own navigation link when no resource link is named.
 */
function launchTarget(
  state: PlatformState,
  options: LaunchOptions,
  messageType: string,
): { courseId: string; resourceLinkId: string | null } {
  const courseId = options.courseId ?? state.courses.keys().next().value;
  if (courseId === undefined) throw new Error("The launch needs a course: add one with platform.addCourse().");
  state.course(courseId);
  if (options.resourceLinkId !== undefined) {
    const link = state.resourceLinks.get(options.resourceLinkId);
    if (!link || link.courseId !== courseId)
      throw new Error(`No resource link ${options.resourceLinkId} in course ${courseId}.`);
    return { courseId, resourceLinkId: link.id };
  }
  if (messageType === "LtiDeepLinkingRequest") return { courseId, resourceLinkId: null };
  return { courseId, resourceLinkId: state.defaultResourceLink(courseId).id };
}

/**
 * The authorization URL in a login page that stores the state in platform storage first (the
 * tool redirects by script, so the driver reads the URL out of the page).
 */
function authorizationUrlInPage(html: string, authUrl: string): string | null {
  const escaped = authUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const quoted = html.match(new RegExp(`"${escaped}\\?(?:[^"\\\\]|\\\\.)*"`));
  if (quoted) return JSON.parse(quoted[0]) as string;
  const raw = html.match(new RegExp(`${escaped}\\?[^"'<>\\s]*`));
  return raw ? decodeEntities(raw[0]) : null;
}

/**
 * The whole launch without a browser: login initiation, the tool's redirect to /auth (over
 * HTTP), the platform's form post of the id_token back to the tool with the tool's cookies.
 */
export async function runLaunch(state: PlatformState, options: LaunchOptions): Promise<LaunchResult> {
  const person = typeof options.person === "string" ? state.person(options.person) : options.person;
  const messageType = options.messageType ?? "LtiResourceLinkRequest";
  const target = launchTarget(state, options, messageType);
  const pending = state.createPendingLaunch({ person, ...target, messageType, token: idTokenOptions(options) });
  const params = loginInitiationParams(state, pending, {
    storageTarget: options.storageTarget,
    overrides: options.loginParams,
  });

  const jar = new CookieJar();
  const loginUrl = state.toolLoginUrl();
  let login: Response;
  if (options.method === "GET") {
    const url = new URL(loginUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    login = await fetch(url, { redirect: "manual", headers: { accept: "text/html" } });
  } else {
    login = await fetch(loginUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: state.url },
      body: new URLSearchParams(params),
      redirect: "manual",
    });
  }
  jar.capture(login);

  const authUrl = `${state.url}/auth`;
  let authorizationUrl: string | null = null;
  let loginHtml = "";
  const location = login.headers.get("location");
  if (login.status >= 300 && login.status < 400 && location) {
    authorizationUrl = new URL(location, loginUrl).href;
  } else {
    loginHtml = await login.text();
    if (login.ok && options.storageTarget) authorizationUrl = authorizationUrlInPage(loginHtml, authUrl);
  }
  const stopped = { login, idToken: "", state: "", action: "", cookies: jar.list() };
  if (!authorizationUrl) return { stage: "login", response: login, html: loginHtml, status: login.status, ...stopped };
  if (!authorizationUrl.startsWith(`${authUrl}?`)) {
    throw new ToolPageError(
      `The tool sent the login to ${authorizationUrl}, not to the platform's authorization endpoint ${authUrl}.`,
      login.status,
      loginHtml,
    );
  }

  const auth = await fetch(authorizationUrl, { redirect: "manual", headers: { accept: "text/html" } });
  const authHtml = await auth.text();
  if (auth.status !== 200) return { stage: "auth", response: auth, html: authHtml, status: auth.status, ...stopped };
  const form = (await parseForms(authHtml)).find((candidate) => candidate.fields.id_token !== undefined);
  if (!form)
    throw new ToolPageError("The platform's authorization answer has no id_token form.", auth.status, authHtml);

  const idToken = form.fields.id_token!;
  const stateValue = options.stateOverride ?? form.fields.state ?? "";
  const action = new URL(form.action, authorizationUrl).href;
  const cookies = options.dropCookies ? [] : jar.list();
  const answer = await postForm(
    action,
    { id_token: idToken, state: stateValue },
    { cookies, origin: state.url, topLevel: options.topLevel },
  );
  return { stage: "launch", ...answer, login, idToken, state: stateValue, action, cookies };
}

/** Posts a launch's id_token, state and cookies to the tool again. */
export async function replayLaunch(state: PlatformState, previous: LaunchResult): Promise<LaunchResult> {
  if (previous.stage !== "launch")
    throw new Error(`Only a launch that reached the tool can be replayed (this one stopped at ${previous.stage}).`);
  const answer = await postForm(
    previous.action,
    { id_token: previous.idToken, state: previous.state },
    { cookies: previous.cookies, origin: state.url },
  );
  return { ...previous, ...answer };
}

/**
 * Plays the teacher on the tool's deep-linking picker: fills in the choices over what the form
 * holds and submits it to the tool. Returns the tool's answer (the return form, or the picker
 * again with a message).
 */
export async function submitDeepLinkChoice(
  state: PlatformState,
  pickerHtml: string,
  choices: DeepLinkChoices,
): Promise<ToolAnswer & { url: string }> {
  const forms = await parseForms(pickerHtml);
  const picker =
    forms.find((form) => form.fields.launch !== undefined && form.action.endsWith("/lti/deep-link")) ??
    forms.find((form) => form.fields.launch !== undefined);
  if (!picker)
    throw new ToolPageError("The page has no deep-linking picker form (with a launch field).", 200, pickerHtml);

  const fields: Record<string, string> = { ...picker.fields, widget: choices.widget };
  if (choices.subject !== undefined) fields.subject = choices.subject;
  if (choices.topic !== undefined) fields.topic = choices.topic;
  if (choices.graded) fields.graded = "yes";
  else delete fields.graded;
  const url = new URL(picker.action, state.toolTargetLinkUri()).href;
  return { ...(await postForm(url, fields, { origin: new URL(url).origin })), url };
}

/**
 * The whole deep link: the choices submitted to the tool, then the tool's auto-submitting return
 * form carried to the platform. Throws a ToolPageError when the tool answers the picker again (a
 * validation message) or anything but a return form.
 */
export async function completeDeepLink(
  state: PlatformState,
  pickerHtml: string,
  choices: DeepLinkChoices,
): Promise<DeepLinkResponseRecord> {
  const answer = await submitDeepLinkChoice(state, pickerHtml, choices);
  const pickerUrl = answer.url;
  const toolOrigin = new URL(pickerUrl).origin;

  const returnForm = (await parseForms(answer.html)).find((form) => form.fields.JWT !== undefined);
  if (!returnForm) {
    const messages = await pageMessages(answer.html);
    throw new ToolPageError(
      `The tool did not return a deep link (${answer.status}): ${messages.join(" / ") || "no message on the page"}.`,
      answer.status,
      answer.html,
    );
  }
  const returnUrl = new URL(returnForm.action, pickerUrl).href;
  if (returnUrl !== `${state.url}/deep-link-return`) {
    throw new ToolPageError(
      `The tool returned the deep link to ${returnUrl}, not to the platform's deep_link_return_url.`,
      answer.status,
      answer.html,
    );
  }
  const platformAnswer = await postForm(returnUrl, { JWT: returnForm.fields.JWT! }, { origin: toolOrigin });
  const id = Number(platformAnswer.response.headers.get(RECORD_HEADER));
  const record = state.deepLinkResponses.find((candidate) => candidate.id === id);
  if (!record)
    throw new ToolPageError(
      "The platform recorded no deep linking response.",
      platformAnswer.status,
      platformAnswer.html,
    );
  return record;
}

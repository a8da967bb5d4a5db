import { Elysia } from "elysia";
import { CLAIM, LTI_VERSION, mapLtiRoles, SCOPE } from "./claims";
import type { ToolKeys } from "./keys";
import { LaunchRejection, validateLaunch } from "./launch";
import {
  type DeepLinkChoice,
  deepLinkPickerPage,
  deepLinkReturnPage,
  noticePage,
  rejectionPage,
  type StorageCheck,
  storeStateThenRedirectPage,
  widgetPage,
} from "./pages";
import { RegistrationFailure, registerWithPlatform } from "./registration";
import { deepLinkSessions, loginStates, stateCookieName, storageKey } from "./state";
import type { LaunchOutcome, LtiActivity, LtiStore, ValidatedLaunch } from "./types";

/** What the product does at the edges of the protocol. */
export interface LtiToolHooks {
  /** Signs the launching person in and says which widget to show. */
  completeLaunch(launch: ValidatedLaunch): Promise<LaunchOutcome>;
  /** The subjects and topics a teacher may pick from when placing the tutor. */
  listSubjects(): Promise<{ name: string; topics: string[] }[]>;
  /**
   * The district a dynamic registration link was made for, or null when the link is not valid;
   * `warning` is shown to the platform's administrator on the registration's last page.
   */
  resolveRegistrationInvite(invite: string): Promise<{ districtId: string; warning?: string } | null>;
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

type Params = Record<string, string | undefined>;

/**
 * The LTI 1.3 tool as an Elysia plugin, mounted at /lti: login initiation, launch, deep linking,
 * dynamic registration and the tool's key set. Every refusal is an HTML page a teacher can read
 * and pass on, and a log line with the same reference.
 */
export function ltiTool(options: LtiToolOptions) {
  const { store, keys, hooks, logger } = options;
  const states = loginStates(options.secret);
  const pickerSessions = deepLinkSessions(options.secret);

  function refuse(rejection: LaunchRejection, fields: Record<string, unknown> = {}, status = 400): Response {
    const reference = crypto.randomUUID().slice(0, 8);
    logger.warn("LTI launch refused", { reference, reason: rejection.reason, detail: rejection.forIt, ...fields });
    return rejectionPage(rejection.forTeacher, rejection.forIt, reference, status);
  }

  async function login(params: Params): Promise<Response> {
    const { iss, login_hint: loginHint, target_link_uri: targetLinkUri } = params;
    if (!iss || !loginHint || !targetLinkUri) {
      return refuse(
        new LaunchRejection(
          "invalid_launch",
          "Your course started the launch without the details Bloom needs.",
          "The login initiation lacks iss, login_hint or target_link_uri.",
        ),
      );
    }
    const registration = await store.findRegistration(iss, params.client_id);
    if (registration === "ambiguous") {
      return refuse(
        new LaunchRejection(
          "unknown_platform",
          "Bloom is registered more than once with your platform and could not tell which registration this is.",
          `Issuer ${iss} has several registrations; the login initiation sent no client_id.`,
        ),
      );
    }
    if (!registration) {
      return refuse(
        new LaunchRejection(
          "unknown_platform",
          "Your school's platform is not registered with Bloom yet.",
          `No registration for issuer ${iss} and client id ${params.client_id ?? "(none)"}.`,
        ),
      );
    }
    const toolUrl = options.toolUrl();
    if (!isOnTool(targetLinkUri, toolUrl)) {
      return refuse(
        new LaunchRejection(
          "invalid_launch",
          "The activity's address does not point at Bloom.",
          `target_link_uri ${targetLinkUri} is not under ${toolUrl}.`,
        ),
      );
    }

    const platformOrigin = new URL(registration.authLoginUrl).origin;
    const storageTarget = params.lti_storage_target || null;
    const nonce = randomToken();
    const state = await states.create({
      nonce,
      registrationId: registration.id,
      targetLinkUri,
      storageTarget,
      platformOrigin,
    });
    const authorization = new URL(registration.authLoginUrl);
    const query: Params = {
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: registration.clientId,
      redirect_uri: `${toolUrl}/lti/launch`,
      login_hint: loginHint,
      lti_message_hint: params.lti_message_hint,
      state,
      nonce,
    };
    for (const [name, value] of Object.entries(query))
      if (value !== undefined) authorization.searchParams.set(name, value);

    // The cookie binds the state to this browser where third-party cookies work; platform storage
    // does it where they do not (Safari, and Chrome with them blocked).
    const cookie = `${stateCookieName(state)}=1; Path=/lti/launch; Max-Age=600; HttpOnly; Secure; SameSite=None; Partitioned`;
    const response = storageTarget
      ? storeStateThenRedirectPage({
          target: storageTarget,
          origin: platformOrigin,
          key: storageKey(state),
          state,
          redirect: authorization.href,
        })
      : new Response(null, { status: 302, headers: { location: authorization.href, "cache-control": "no-store" } });
    response.headers.append("set-cookie", cookie);
    return response;
  }

  async function launch(params: Params, cookieHeader: string | null): Promise<Response> {
    if (params.error) {
      return refuse(
        new LaunchRejection(
          "invalid_launch",
          "Your course's platform did not sign you in to Bloom.",
          `The platform answered ${params.error}: ${params.error_description ?? "no description"}.`,
        ),
      );
    }
    const { id_token: idToken, state } = params;
    if (!idToken || !state) {
      return refuse(
        new LaunchRejection(
          "invalid_launch",
          "The launch message from your course was incomplete.",
          "The launch lacks id_token or state.",
        ),
      );
    }
    const loginState = await states.read(state);
    if (!loginState) {
      return refuse(
        new LaunchRejection(
          "state_mismatch",
          "This launch did not match the sign-in it started with. Please open the activity again from your course.",
          "The state was not issued by Bloom, or is more than ten minutes old.",
        ),
      );
    }
    const cookies = readCookies(cookieHeader);
    const cookieBound = cookies.has(stateCookieName(state));
    if (!cookieBound && !loginState.storageTarget && [...cookies].some((name) => name.startsWith("lti_state_"))) {
      // The browser kept a login, but not this one: a state from elsewhere.
      return refuse(
        new LaunchRejection(
          "state_mismatch",
          "This launch did not match the sign-in it started with. Please open the activity again from your course.",
          "The state's cookie is missing; the browser holds another login's.",
        ),
      );
    }
    if (!cookieBound && !loginState.storageTarget) {
      return refuse(
        new LaunchRejection(
          "state_mismatch",
          "Your browser did not keep the sign-in Bloom started. This happens when third-party cookies are blocked and the platform offers no launch storage; opening the activity in a new window usually works.",
          "No state cookie came back and the platform sent no lti_storage_target.",
        ),
      );
    }
    const storageCheck: StorageCheck | null = cookieBound
      ? null
      : { target: loginState.storageTarget!, origin: loginState.platformOrigin, key: storageKey(state), state };

    let validated: ValidatedLaunch;
    try {
      validated = await validateLaunch(store, idToken, loginState);
    } catch (error) {
      if (error instanceof LaunchRejection) return refuse(error, { registrationId: loginState.registrationId });
      throw error;
    }
    const fields = {
      issuer: validated.registration.issuer,
      deploymentId: validated.deployment.deploymentId,
      subject: validated.subject,
    };
    const waitSeconds = (await hooks.admitLaunch?.(validated.registration.issuer)) ?? null;
    if (waitSeconds !== null) {
      const page = refuse(
        new LaunchRejection(
          "rate_limited",
          "Bloom is opening a great many activities from your course platform just now. Please wait a minute and open it again.",
          `The platform's launches are over the tool's rate limit; retry after ${waitSeconds} seconds.`,
        ),
        fields,
        429,
      );
      page.headers.set("retry-after", String(waitSeconds));
      return page;
    }

    if (validated.messageType === "LtiDeepLinkingRequest") {
      if (mapLtiRoles(validated.roles) === "student") {
        return refuse(
          new LaunchRejection(
            "invalid_launch",
            "Only teachers can add Bloom activities to a course.",
            "A deep linking request came from a user with no instructor or administrator role.",
          ),
          fields,
          403,
        );
      }
      await hooks.completeLaunch(validated);
      const session = await pickerSessions.create({
        registrationId: validated.registration.id,
        deploymentId: validated.deployment.deploymentId,
        returnUrl: validated.deepLinking!.returnUrl,
        data: validated.deepLinking!.data,
        gradable: validated.ags?.scopes.includes(SCOPE.lineItem) ?? false,
      });
      logger.info("LTI deep linking started", fields);
      return withClearedCookie(
        deepLinkPickerPage({
          session,
          activities: options.activities,
          subjects: await hooks.listSubjects(),
          gradable: validated.ags?.scopes.includes(SCOPE.lineItem) ?? false,
          storageCheck,
        }),
        state,
      );
    }

    const outcome = await hooks.completeLaunch(validated);
    logger.info("LTI launch", { ...fields, widget: outcome.widget, notice: outcome.notice ? "shown" : undefined });
    if (outcome.notice) return withClearedCookie(noticePage(outcome.notice.title, outcome.notice.message), state);
    return withClearedCookie(
      widgetPage({ widget: outcome.widget, token: outcome.token, initial: outcome.initial, storageCheck }),
      state,
    );
  }

  async function deepLink(params: Params): Promise<Response> {
    const session = params.launch ? await pickerSessions.read(params.launch) : null;
    if (!session) {
      return refuse(
        new LaunchRejection(
          "expired",
          "This page has expired. Please start adding the activity again from your course.",
          "The picker session is missing, altered or more than an hour old.",
        ),
      );
    }
    const registration = await store.findRegistrationById(session.registrationId);
    if (!registration) {
      return refuse(
        new LaunchRejection(
          "unknown_platform",
          "Your school's platform is no longer registered with Bloom.",
          `No registration ${session.registrationId}.`,
        ),
      );
    }
    const choice: DeepLinkChoice = {
      widget: params.widget ?? "",
      subject: (params.subject ?? "").trim().slice(0, 100),
      topic: (params.topic ?? "").trim().slice(0, 200),
      graded: params.graded === "yes",
    };
    const activity = options.activities.find((candidate) => candidate.name === choice.widget);
    const problem = !activity
      ? "Please choose what students should open."
      : choice.graded && !session.gradable
        ? "Your course does not accept grades from Bloom for this activity."
        : choice.graded && (!choice.subject || !choice.topic)
          ? "To send mastery to the gradebook, choose a subject and a topic."
          : choice.topic && !choice.subject
            ? "Please choose the subject the topic belongs to."
            : null;
    if (problem || !activity) {
      return deepLinkPickerPage({
        session: params.launch!,
        activities: options.activities,
        subjects: await hooks.listSubjects(),
        gradable: session.gradable,
        storageCheck: null,
        error: problem ?? "Please choose what students should open.",
        choice,
      });
    }

    const title = activity.placedTitle(choice);
    const custom: Record<string, string> = { widget: choice.widget };
    if (choice.subject) custom.subject = choice.subject;
    if (choice.topic) custom.topic = choice.topic;
    const item: Record<string, unknown> = {
      type: "ltiResourceLink",
      title,
      url: `${options.toolUrl()}/lti/launch`,
      custom,
      iframe: { height: 800 },
    };
    if (choice.graded)
      item.lineItem = {
        scoreMaximum: 100,
        label: `${title}: mastery`,
        resourceId: `${choice.subject}/${choice.topic}`,
        tag: "bloom-mastery",
      };

    const claims: Record<string, unknown> = {
      iss: registration.clientId,
      aud: registration.issuer,
      nonce: randomToken(),
      [CLAIM.deploymentId]: session.deploymentId,
      [CLAIM.messageType]: "LtiDeepLinkingResponse",
      [CLAIM.version]: LTI_VERSION,
      [CLAIM.contentItems]: [item],
    };
    if (session.data !== null) claims[CLAIM.deepLinkingData] = session.data;
    logger.info("LTI deep link returned", {
      issuer: registration.issuer,
      deploymentId: session.deploymentId,
      widget: choice.widget,
      graded: choice.graded,
    });
    return deepLinkReturnPage(session.returnUrl, await keys.sign(claims));
  }

  async function register(params: Params): Promise<Response> {
    const reference = crypto.randomUUID().slice(0, 8);
    try {
      const invite = params.invite ? await hooks.resolveRegistrationInvite(params.invite) : null;
      if (!invite)
        throw new RegistrationFailure(
          "This registration link is not valid or has expired. Ask your district's Bloom administrator for a new one.",
          "Missing or invalid invite.",
        );
      const result = await registerWithPlatform({
        store,
        toolUrl: options.toolUrl(),
        toolName: options.toolName,
        openidConfigurationUrl: params.openid_configuration,
        registrationToken: params.registration_token,
        districtId: invite.districtId,
        warning: invite.warning,
        fetch: options.fetch ?? fetch,
      });
      logger.info("LTI platform registered", {
        issuer: result.registration.issuer,
        clientId: result.registration.clientId,
        districtId: invite.districtId,
      });
      return result.page;
    } catch (error) {
      if (!(error instanceof RegistrationFailure)) throw error;
      logger.warn("LTI registration refused", { reference, detail: error.forIt });
      return rejectionPage(error.forAdmin, error.forIt, reference);
    }
  }

  /** Inside an LMS frame a JSON error means nothing to anyone: failures get a page too. */
  async function asPage(step: string, run: () => Promise<Response>): Promise<Response> {
    try {
      return await run();
    } catch (error) {
      const reference = crypto.randomUUID().slice(0, 8);
      logger.warn("LTI step failed", {
        step,
        reference,
        error: error instanceof Error ? error.message : String(error),
      });
      return rejectionPage(
        "Bloom could not open this activity just now. Please try again in a moment.",
        `The ${step} step failed on Bloom's side.`,
        reference,
        500,
      );
    }
  }

  return new Elysia({ name: "lti-tool", prefix: "/lti" })
    .get("/login", ({ query }) => asPage("login", () => login(query as Params)))
    .post("/login", ({ body, query }) => asPage("login", () => login({ ...(query as Params), ...formParams(body) })))
    .post("/launch", ({ body, request }) =>
      asPage("launch", () => launch(formParams(body), request.headers.get("cookie"))),
    )
    .post("/deep-link", ({ body }) => asPage("deep linking", () => deepLink(formParams(body))))
    .get("/register", ({ query }) => asPage("registration", () => register(query as Params)))
    .get("/.well-known/jwks.json", async () =>
      Response.json(await keys.jwks(), { headers: { "cache-control": "public, max-age=300" } }),
    );
}

/** A form body as string fields only; anything else (files, repeated fields) is dropped. */
function formParams(body: unknown): Params {
  if (typeof body !== "object" || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

function readCookies(header: string | null): Set<string> {
  return new Set(
    (header ?? "")
      .split(";")
      .map((part) => part.split("=")[0]!.trim())
      .filter(Boolean),
  );
}

function withClearedCookie(response: Response, state: string): Response {
  response.headers.append(
    "set-cookie",
    `${stateCookieName(state)}=; Path=/lti/launch; Max-Age=0; HttpOnly; Secure; SameSite=None; Partitioned`,
  );
  return response;
}

function isOnTool(url: string, toolUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(toolUrl).origin;
  } catch {
    return false;
  }
}

/** 192 random bits, URL-safe. */
function randomToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

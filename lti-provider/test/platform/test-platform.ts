import type { Server } from "bun";
import { handleDeepLinkReturn } from "./deep-linking";
import { completeDeepLink, postForm, replayLaunch, runLaunch, submitDeepLinkChoice } from "./driver";
import { PlatformKeys } from "./keys";
import { handleAuthorization } from "./oidc";
import { type CourseLayout, coursePage, forwardingFramePage, registrationPage } from "./pages";
import { handleOpenidConfiguration, handleRegistration } from "./registration";
import {
  handleLineItem,
  handleLineItems,
  handleMemberships,
  handleResults,
  handleScore,
  handleToken,
} from "./services";
import { PlatformState, randomId } from "./state";
import type {
  ClientRegistration,
  Course,
  CourseInput,
  DeepLinkChoices,
  DeepLinkResponseRecord,
  LaunchOptions,
  LaunchResult,
  LineItem,
  PlatformOptions,
  RegistrationRecord,
  ResourceLink,
  ResourceLinkInput,
  RosterRequestRecord,
  ScoreRecord,
  ScoreRequestRecord,
  TokenRequestRecord,
  ToolAnswer,
  ToolSettings,
} from "./types";

/**
 * A test LMS: a real HTTP server on 127.0.0.1 speaking LTI 1.3 (OIDC launch, deep linking,
 * dynamic registration, client credentials, AGS, NRPS and platform storage) to the tool under
 * test, plus a driver that plays the browser for API tests. Everything it receives is recorded
 * for assertions.
 */
export class TestPlatform {
  private constructor(
    private readonly state: PlatformState,
    private readonly server: Server<undefined>,
    private readonly courseServer: Server<undefined> | null = null,
  ) {}

  /** Starts a platform on a free port. */
  static async start(options: PlatformOptions = {}): Promise<TestPlatform> {
    const keys = await PlatformKeys.create();
    let state: PlatformState | null = null;
    const ready = (): PlatformState => {
      if (!state) throw new Error("The test platform is still starting.");
      return state;
    };
    const server = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      routes: {
        "/.well-known/openid-configuration": { GET: (request) => handleOpenidConfiguration(ready(), request) },
        "/jwks": { GET: () => Response.json(keys.jwks(), { headers: { "cache-control": "no-store" } }) },
        "/auth": {
          GET: (request) => handleAuthorization(ready(), request),
          POST: (request) => handleAuthorization(ready(), request),
        },
        "/token": { POST: (request) => handleToken(ready(), request) },
        "/register": { POST: (request) => handleRegistration(ready(), request) },
        "/deep-link-return": { POST: (request) => handleDeepLinkReturn(ready(), request) },
        "/post-message-forwarding": { GET: () => forwardingFramePage() },
        "/admin/register-tool": {
          GET: (request) => {
            const target = new URL(request.url).searchParams.get("url");
            return target ? registrationPage(target) : new Response("url is required", { status: 400 });
          },
        },
        "/courses/:ctx/lineitems": { GET: (request) => handleLineItems(ready(), request, request.params.ctx) },
        "/courses/:ctx/lineitems/:n": {
          GET: (request) => handleLineItem(ready(), request, request.params.ctx, request.params.n),
        },
        "/courses/:ctx/lineitems/:n/results": {
          GET: (request) => handleResults(ready(), request, request.params.ctx, request.params.n),
        },
        "/courses/:ctx/lineitems/:n/scores": {
          POST: (request) => handleScore(ready(), request, request.params.ctx, request.params.n),
        },
        "/courses/:ctx/memberships": { GET: (request) => handleMemberships(ready(), request, request.params.ctx) },
        ...courseRoutes(ready),
      },
      fetch: () => new Response("Not found", { status: 404 }),
      error(error) {
        // A fixture bug should be loud in the test output, not a silent 500.
        console.error("[test LMS]", error);
        return new Response(`Test LMS error: ${error.message}`, { status: 500 });
      },
    });
    // A school's own LMS host: the course pages only, on another address (another site to a browser).
    const courseServer = options.courseHost
      ? Bun.serve({
          port: 0,
          hostname: options.courseHost,
          routes: courseRoutes(ready),
          fetch: () => new Response("Not found", { status: 404 }),
        })
      : null;
    state = new PlatformState(server.url.origin, keys, {
      clientId: options.clientId ?? "bloom-client",
      deploymentId: options.deploymentId ?? "deployment-1",
      rosterPageSize: options.rosterPageSize ?? 2,
    });
    state.courseHostUrl = courseServer?.url.origin ?? null;
    const platform = new TestPlatform(state, server, courseServer);
    if (options.toolUrl) platform.setTool({ toolUrl: options.toolUrl });
    return platform;
  }

  /** The platform's origin. */
  get url(): string {
    return this.state.url;
  }
  /** Where course pages are: the course host (`PlatformOptions.courseHost`), else the platform's origin. */
  get courseUrl(): string {
    return this.state.courseUrl;
  }
  /** The issuer: the platform's origin. */
  get issuer(): string {
    return this.state.url;
  }
  /** The tool's client id (changed by dynamic registration or `setTool`). */
  get clientId(): string {
    return this.state.clientId;
  }
  get deploymentId(): string {
    return this.state.deploymentId;
  }
  get authUrl(): string {
    return `${this.state.url}/auth`;
  }
  get tokenUrl(): string {
    return this.state.tokenUrl;
  }
  get jwksUrl(): string {
    return `${this.state.url}/jwks`;
  }
  get openidConfigurationUrl(): string {
    return `${this.state.url}/.well-known/openid-configuration`;
  }
  /** What the platform knows of the tool, or null before `setTool` or a registration. */
  get tool(): Readonly<ToolSettings> | null {
    return this.state.tool;
  }
  /** The kid the platform signs with now. */
  get activeKid(): string {
    return this.state.keys.activeKid;
  }

  /** Every authorization request received, newest last. */
  get authRequests(): readonly Record<string, string>[] {
    return this.state.authRequests;
  }
  /** The last authorization request's parameters. */
  get lastAuthRequest(): Record<string, string> | null {
    return this.state.authRequests.at(-1) ?? null;
  }
  get tokenRequests(): readonly TokenRequestRecord[] {
    return this.state.tokenRequests;
  }
  /** Accepted scores. */
  get scores(): readonly ScoreRecord[] {
    return this.state.scores;
  }
  /** Every score post, with the status it got. */
  get scoreRequests(): readonly ScoreRequestRecord[] {
    return this.state.scoreRequests;
  }
  get rosterRequests(): readonly RosterRequestRecord[] {
    return this.state.rosterRequests;
  }
  /** The client registrations the platform accepted, as the tool posted them. */
  get registrations(): readonly ClientRegistration[] {
    return this.state.registrations;
  }
  /** Every registration post with what the platform answered (accepted or refused). */
  get registrationAttempts(): readonly RegistrationRecord[] {
    return this.state.registrationAttempts;
  }
  get deepLinkResponses(): readonly DeepLinkResponseRecord[] {
    return this.state.deepLinkResponses;
  }

  /** Tells the platform where the tool is (and its client id); resets what a registration taught it. */
  setTool(settings: ToolSettings): void {
    const toolUrl = settings.toolUrl.replace(/\/+$/, "");
    this.state.tool = { ...settings, toolUrl };
    if (settings.clientId) this.state.clientId = settings.clientId;
  }

  /** Publishes a new key and signs with it from now on; the old keys stay published. Returns the new kid. */
  rotateKeys(): Promise<string> {
    return this.state.keys.rotate();
  }

  addCourse(input: CourseInput): Course {
    return this.state.addCourse(input);
  }

  /** Adds people to a course (or updates them, by sub). */
  enrol(courseId: string, ...people: Course["members"]): void {
    const course = this.state.course(courseId);
    for (const person of people) this.state.enrol(course, person);
  }

  course(id: string): Course {
    return this.state.course(id);
  }

  addResourceLink(input: ResourceLinkInput): ResourceLink {
    return this.state.addResourceLink(input);
  }

  resourceLink(id: string): ResourceLink | null {
    return this.state.resourceLinks.get(id) ?? null;
  }

  /** The course's line items. */
  lineItems(courseId: string): LineItem[] {
    return [...this.state.lineItems.values()].filter((item) => item.courseId === courseId);
  }

  /** NRPS page size from now on. */
  setRosterPageSize(size: number): void {
    if (!Number.isInteger(size) || size < 1) throw new Error("The roster page size must be a whole number above 0.");
    this.state.rosterPageSize = size;
  }

  /** The next `count` score posts answer `status` (503 by default), to exercise the tool's retries. */
  failNextScores(count: number, status = 503): void {
    this.state.failScores = { remaining: count, status };
  }

  /** The next `count` roster requests (every page counts) answer `status`, as a platform that is down. */
  failNextRosters(count: number, status = 503): void {
    this.state.failRosters = { remaining: count, status };
  }

  /** Expires every access token issued so far: the tool's next service call gets a 401. */
  expireAccessTokens(): void {
    for (const token of this.state.accessTokens.values()) token.expiresAt = 0;
  }

  /** A single-use registration token; the openid configuration requires one from now on. */
  createRegistrationToken(): string {
    const token = randomId();
    this.state.registrationTokens.set(token, { used: false });
    return token;
  }

  /**
   * The tool's registration URL with `openid_configuration` and a fresh `registration_token`
   * added to it. Query parameters already on it (such as the tool's `invite`) are kept.
   */
  registrationUrl(toolRegisterUrl?: string): string {
    const url = new URL(toolRegisterUrl ?? `${this.state.requireTool().toolUrl}/lti/register`);
    url.searchParams.set("openid_configuration", this.openidConfigurationUrl);
    url.searchParams.set("registration_token", this.createRegistrationToken());
    return url.href;
  }

  /** A platform page that opens the registration in a frame and waits for the tool's close message. */
  registrationPageUrl(toolRegisterUrl?: string): string {
    const url = new URL(`${this.state.url}/admin/register-tool`);
    url.searchParams.set("url", this.registrationUrl(toolRegisterUrl));
    return url.href;
  }

  /**
   * The course page for a browser test: the tool in a frame, launched with platform storage (or
   * as `layout` says). Without a resource link it is a deep linking launch (the teacher adding an activity).
   */
  coursePageUrl(input: {
    courseId: string;
    resourceLinkId?: string;
    person: string | { sub: string };
    layout?: CourseLayout;
  }): string {
    const sub = typeof input.person === "string" ? input.person : input.person.sub;
    const path = input.resourceLinkId
      ? `/courses/${encodeURIComponent(input.courseId)}/launch/${encodeURIComponent(input.resourceLinkId)}`
      : `/courses/${encodeURIComponent(input.courseId)}/deep-link`;
    const url = new URL(path, this.state.courseUrl);
    url.searchParams.set("person", sub);
    if (input.layout) url.searchParams.set("layout", input.layout);
    return url.href;
  }

  /** Runs a launch end to end over HTTP, as a browser would. */
  launch(options: LaunchOptions): Promise<LaunchResult> {
    return runLaunch(this.state, options);
  }

  /** Posts a previous launch's id_token, state and cookies to the tool again. */
  replay(previous: LaunchResult): Promise<LaunchResult> {
    return replayLaunch(this.state, previous);
  }

  /** Posts a form to the tool (a path under the tool's URL, or a full URL), with cookies ("name=value"). */
  postToTool(path: string, form: Record<string, string>, cookies: string[] = []): Promise<ToolAnswer> {
    return postForm(new URL(path, `${this.state.requireTool().toolUrl}/`).href, form, { cookies });
  }

  /** Submits the teacher's choices on the tool's deep-linking picker; returns the tool's answer. */
  submitDeepLinkChoice(pickerHtml: string, choices: DeepLinkChoices): Promise<ToolAnswer> {
    return submitDeepLinkChoice(this.state, pickerHtml, choices);
  }

  /** Plays the teacher on the deep-linking picker and returns what the platform recorded. */
  completeDeepLink(pickerHtml: string, choices: DeepLinkChoices): Promise<DeepLinkResponseRecord> {
    return completeDeepLink(this.state, pickerHtml, choices);
  }

  /** Forgets every record (requests, scores, responses); courses, links and the tool stay. */
  clearRecords(): void {
    const { state } = this;
    for (const list of [
      state.authRequests,
      state.tokenRequests,
      state.scores,
      state.scoreRequests,
      state.rosterRequests,
      state.registrations,
      state.registrationAttempts,
      state.deepLinkResponses,
    ]) {
      list.length = 0;
    }
  }

  async stop(): Promise<void> {
    await this.server.stop(true);
    await this.courseServer?.stop(true);
  }
}

/** The course pages: on the platform's server, and on its course host's when it has one. */
function courseRoutes(ready: () => PlatformState) {
  const page = (request: Request, input: { courseId: string; resourceLinkId: string | null; messageType: string }) =>
    coursePage(ready(), {
      ...input,
      personSub: new URL(request.url).searchParams.get("person"),
      layout: layoutOf(request),
      pageOrigin: new URL(request.url).origin,
    });
  return {
    "/courses/:ctx/launch/:link": {
      GET: (request: Request & { params: { ctx: string; link: string } }) =>
        page(request, {
          courseId: request.params.ctx,
          resourceLinkId: request.params.link,
          messageType: "LtiResourceLinkRequest",
        }),
    },
    "/courses/:ctx/deep-link": {
      GET: (request: Request & { params: { ctx: string } }) =>
        page(request, { courseId: request.params.ctx, resourceLinkId: null, messageType: "LtiDeepLinkingRequest" }),
    },
  };
}

const LAYOUTS: readonly CourseLayout[] = ["storage", "forwarding", "no-storage", "top"];

/** The course page's layout from its address (`?layout=`), platform storage in a frame by default. */
function layoutOf(request: Request): CourseLayout {
  const asked = new URL(request.url).searchParams.get("layout");
  return LAYOUTS.find((layout) => layout === asked) ?? "storage";
}

/** Starts a test platform on a free port of 127.0.0.1. */
export function startTestPlatform(options: PlatformOptions = {}): Promise<TestPlatform> {
  return TestPlatform.start(options);
}

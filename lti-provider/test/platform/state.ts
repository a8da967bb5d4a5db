import { createRemoteJWKSet } from "jose";
import { SERVICE_SCOPES } from "./constants";
import type { PlatformKeys } from "./keys";
import type {
  ClientRegistration,
  Course,
  CourseInput,
  DeepLinkResponseRecord,
  IdTokenOptions,
  LineItem,
  Person,
  RegistrationRecord,
  ResourceLink,
  ResourceLinkInput,
  RosterRequestRecord,
  ScoreRecord,
  ScoreRequestRecord,
  TokenRequestRecord,
  ToolSettings,
} from "./types";

/** A launch the driver or a course page started, waiting for the tool to come to /auth with its hint. */
export interface PendingLaunch {
  hint: string;
  person: Person;
  courseId: string;
  resourceLinkId: string | null;
  messageType: string;
  token: IdTokenOptions;
}

/** A deep linking request the platform sent, keyed by its opaque `data`. */
export interface DeepLinkRequest {
  data: string;
  courseId: string;
  deploymentId: string;
}

export interface AccessToken {
  token: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
}

type RemoteKeySet = ReturnType<typeof createRemoteJWKSet>;

/** 192 random bits, URL-safe. */
export function randomId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

/**
 * Everything the platform knows and has seen. The HTTP handlers and the driver share it; the
 * public `TestPlatform` exposes the parts tests read.
 */
export class PlatformState {
  readonly guid = crypto.randomUUID();
  /** The origin of the platform's course host (`PlatformOptions.courseHost`), when it has one. */
  courseHostUrl: string | null = null;
  tool: ToolSettings | null = null;
  clientId: string;
  deploymentId: string;
  /** Service scopes the tool may be granted (narrowed by dynamic registration). */
  allowedScopes: string[] = [...SERVICE_SCOPES];
  rosterPageSize: number;

  readonly courses = new Map<string, Course>();
  readonly people = new Map<string, Person>();
  readonly resourceLinks = new Map<string, ResourceLink>();
  readonly lineItems = new Map<string, LineItem>();
  private lineItemCount = 0;
  private recordCount = 0;
  private createdLinkCount = 0;

  readonly pendingLaunches = new Map<string, PendingLaunch>();
  readonly deepLinkRequests = new Map<string, DeepLinkRequest>();
  readonly registrationTokens = new Map<string, { used: boolean }>();
  readonly accessTokens = new Map<string, AccessToken>();
  readonly usedAssertionIds = new Set<string>();
  readonly usedDeepLinkNonces = new Set<string>();
  failScores = { remaining: 0, status: 503 };
  failRosters = { remaining: 0, status: 503 };

  readonly authRequests: Record<string, string>[] = [];
  readonly tokenRequests: TokenRequestRecord[] = [];
  readonly scores: ScoreRecord[] = [];
  readonly scoreRequests: ScoreRequestRecord[] = [];
  readonly rosterRequests: RosterRequestRecord[] = [];
  readonly registrations: ClientRegistration[] = [];
  readonly registrationAttempts: RegistrationRecord[] = [];
  readonly deepLinkResponses: DeepLinkResponseRecord[] = [];

  private readonly keySets = new Map<string, RemoteKeySet>();

  constructor(
    readonly url: string,
    readonly keys: PlatformKeys,
    options: { clientId: string; deploymentId: string; rosterPageSize: number },
  ) {
    this.clientId = options.clientId;
    this.deploymentId = options.deploymentId;
    this.rosterPageSize = options.rosterPageSize;
  }

  get tokenUrl(): string {
    return `${this.url}/token`;
  }

  /** The tool's settings, or an error saying how to give them. */
  requireTool(): ToolSettings {
    if (!this.tool)
      throw new Error(
        "The test platform does not know the tool yet: call platform.setTool({ toolUrl }) or register it dynamically.",
      );
    return this.tool;
  }

  /** Where course pages are: the course host, else the platform's own origin. */
  get courseUrl(): string {
    return this.courseHostUrl ?? this.url;
  }

  toolLoginUrl(): string {
    const tool = this.requireTool();
    return tool.loginUrl ?? `${tool.toolUrl}/lti/login`;
  }

  toolTargetLinkUri(): string {
    const tool = this.requireTool();
    return tool.targetLinkUri ?? `${tool.toolUrl}/lti/launch`;
  }

  toolJwksUrl(): string {
    const tool = this.requireTool();
    return tool.jwksUrl ?? `${tool.toolUrl}/lti/.well-known/jwks.json`;
  }

  /**
   * The tool's key set, fetched over HTTP. No cooldown: a token naming a kid the cache lacks
   * refetches at once, so the tool's key rotation is seen immediately.
   */
  toolKeySet(): RemoteKeySet {
    const url = this.toolJwksUrl();
    let keySet = this.keySets.get(url);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(url), { cooldownDuration: 0, timeoutDuration: 10_000 });
      this.keySets.set(url, keySet);
    }
    return keySet;
  }

  /** Whether a redirect_uri is one the tool registered (or, unregistered, lies under the tool). */
  isToolRedirectUri(uri: string): boolean {
    const tool = this.tool;
    if (!tool) return false;
    if (tool.redirectUris) return tool.redirectUris.includes(uri);
    return uri === tool.toolUrl || uri.startsWith(`${tool.toolUrl}/`);
  }

  addCourse(input: CourseInput): Course {
    if (this.courses.has(input.id)) throw new Error(`Course ${input.id} already exists.`);
    const course: Course = { id: input.id, title: input.title, label: input.label ?? input.id, members: [] };
    this.courses.set(course.id, course);
    for (const person of input.members ?? []) this.enrol(course, person);
    return course;
  }

  /**
   * What a launch tells the platform about its person: the directory, and the course member of
   * the same sub, take the new details. Someone not in the course is not enrolled by launching.
   */
  updatePerson(courseId: string, person: Person): void {
    this.people.set(person.sub, person);
    const course = this.course(courseId);
    const index = course.members.findIndex((member) => member.sub === person.sub);
    if (index !== -1) course.members[index] = person;
  }

  /** Adds someone to a course (or updates them), and to the directory. */
  enrol(course: Course, person: Person): void {
    this.people.set(person.sub, person);
    const index = course.members.findIndex((member) => member.sub === person.sub);
    if (index === -1) course.members.push(person);
    else course.members[index] = person;
  }

  course(id: string): Course {
    const course = this.courses.get(id);
    if (!course) throw new Error(`No course ${id}: add it with platform.addCourse().`);
    return course;
  }

  person(sub: string): Person {
    const person = this.people.get(sub);
    if (!person) throw new Error(`No person ${sub}: add them to a course first, or pass a Person.`);
    return person;
  }

  addResourceLink(input: ResourceLinkInput): ResourceLink {
    const course = this.course(input.courseId);
    if (this.resourceLinks.has(input.id)) throw new Error(`Resource link ${input.id} already exists.`);
    const link: ResourceLink = {
      id: input.id,
      courseId: course.id,
      title: input.title,
      custom: { ...input.custom },
      lineItemUrl: null,
      targetLinkUri: input.targetLinkUri ?? null,
    };
    if (input.lineItem)
      link.lineItemUrl = this.addLineItem(course.id, { ...input.lineItem, resourceLinkId: link.id }).id;
    this.resourceLinks.set(link.id, link);
    return link;
  }

  /**
   * The course's own link (as from course navigation), made on first use: what a launch without
   * a resource link id opens. It carries no custom parameters and no line item.
   */
  defaultResourceLink(courseId: string): ResourceLink {
    const id = `${courseId}-navigation`;
    return this.resourceLinks.get(id) ?? this.addResourceLink({ id, courseId, title: this.course(courseId).title });
  }

  /** An id for a link the platform creates from a deep linking response. */
  nextCreatedLinkId(courseId: string): string {
    this.createdLinkCount += 1;
    return `${courseId}-link-${this.createdLinkCount}`;
  }

  addLineItem(courseId: string, input: Omit<LineItem, "id" | "courseId">): LineItem {
    this.lineItemCount += 1;
    const item: LineItem = { ...input, id: `${this.coursesUrl(courseId)}/lineitems/${this.lineItemCount}`, courseId };
    this.lineItems.set(item.id, item);
    return item;
  }

  /** A fresh id for a record (ids stay unique when records are cleared). */
  nextRecordId(): number {
    this.recordCount += 1;
    return this.recordCount;
  }

  /** The base of a course's service URLs. */
  coursesUrl(courseId: string): string {
    return `${this.url}/courses/${encodeURIComponent(courseId)}`;
  }

  /** Records a launch waiting for the tool's authorization request. */
  createPendingLaunch(input: Omit<PendingLaunch, "hint">): PendingLaunch {
    this.updatePerson(input.courseId, input.person);
    const pending: PendingLaunch = { ...input, hint: randomId() };
    this.pendingLaunches.set(pending.hint, pending);
    return pending;
  }

  /** The bearer token of a request, if it is one the token endpoint issued and it has not expired. */
  accessToken(request: Request): AccessToken | null {
    const match = (request.headers.get("authorization") ?? "").match(/^Bearer\s+(\S+)$/i);
    const token = match ? this.accessTokens.get(match[1]!) : undefined;
    return token && token.expiresAt > Date.now() ? token : null;
  }
}

import type { JWTPayload } from "jose";

/** Someone in the platform's directory. */
export interface Person {
  sub: string;
  name: string;
  givenName?: string;
  familyName?: string;
  email?: string;
  /** Full LIS v2 role URIs (see `ROLE`). */
  roles: string[];
  /** Their NRPS membership status; "Active" when left out. */
  status?: "Active" | "Inactive" | "Deleted";
  /** The language their LMS account is set to, sent as `launch_presentation.locale`; "en" when left out. */
  locale?: string;
}

export interface CourseInput {
  id: string;
  title: string;
  /** The short course code; the id when left out. */
  label?: string;
  members?: Person[];
}

export interface Course {
  id: string;
  title: string;
  label: string;
  members: Person[];
}

export interface LineItemInput {
  label: string;
  scoreMaximum: number;
  resourceId?: string;
  tag?: string;
}

/** A gradebook column, as AGS describes it. */
export interface LineItem {
  /** Its URL, which is also its id. */
  id: string;
  courseId: string;
  label: string;
  scoreMaximum: number;
  resourceId?: string;
  tag?: string;
  resourceLinkId?: string;
}

export interface ResourceLinkInput {
  id: string;
  courseId: string;
  title: string;
  custom?: Record<string, string>;
  lineItem?: LineItemInput;
  /** Where the launch goes; the tool's launch URL when left out. */
  targetLinkUri?: string;
}

export interface ResourceLink {
  id: string;
  courseId: string;
  title: string;
  custom: Record<string, string>;
  lineItemUrl: string | null;
  targetLinkUri: string | null;
}

/** How the platform signs an id_token. */
export type SignWith = "active" | "unknown-kid" | "wrong-key";

/** What a launch's id_token should get wrong or carry besides the defaults. */
export interface IdTokenOptions {
  /** The deployment_id claim (and the login's lti_deployment_id). */
  deploymentId?: string;
  /** The aud claim: another client id, or a list. */
  audience?: string | string[];
  /** The azp claim; null leaves it out. The client id by default. */
  azp?: string | null;
  /** Signs a token that expired ten minutes ago. */
  expired?: boolean;
  signWith?: SignWith;
  /** A nonce other than the one the tool sent to the authorization endpoint. */
  nonce?: string;
  /** Merged into the custom claim (over the resource link's custom parameters). */
  custom?: Record<string, string>;
  /** False leaves out the AGS endpoint claim. */
  ags?: boolean;
  /** False leaves out the NRPS claim. */
  nrps?: boolean;
  /** Set last over the built payload; `undefined` removes a claim. */
  claims?: Record<string, unknown>;
}

export interface LaunchOptions extends IdTokenOptions {
  /** The person launching (a Person, or the sub of one the platform knows). */
  person: Person | string;
  /** The course; the first course added when left out. */
  courseId?: string;
  /** The resource link; for resource link launches, the course's first link when left out. */
  resourceLinkId?: string;
  /** "LtiResourceLinkRequest" (default), "LtiDeepLinkingRequest" or anything else. */
  messageType?: string;
  /** How the login initiation is sent. POST by default. */
  method?: "GET" | "POST";
  /** Sends lti_storage_target (the tool then answers a page instead of a redirect). */
  storageTarget?: string;
  /** Posts this state to the tool instead of the one the tool issued. */
  stateOverride?: string;
  /** Posts the launch without the tool's cookies (a browser that blocks them). */
  dropCookies?: boolean;
  /** Posts the launch as a whole-window navigation (`Sec-Fetch-Dest: document`), not in a frame. */
  topLevel?: boolean;
  /** Overrides of the login initiation's parameters; `undefined` removes one. */
  loginParams?: Record<string, string | undefined>;
}

/** Where `launch()` stopped: the tool refused the login, the platform refused the authorization, or the launch ran. */
export type LaunchStage = "login" | "auth" | "launch";

export interface ToolAnswer {
  /** The response, its body already read into `html`. */
  response: Response;
  html: string;
  status: number;
}

export interface LaunchResult extends ToolAnswer {
  stage: LaunchStage;
  /** The tool's answer to the login initiation (its body read when the launch stopped there). */
  login: Response;
  idToken: string;
  /** The state posted to the tool. */
  state: string;
  /** Where the id_token was posted. */
  action: string;
  /** The cookies ("name=value") sent with the launch post. */
  cookies: string[];
}

export interface DeepLinkChoices {
  widget: string;
  subject?: string;
  topic?: string;
  graded?: boolean;
}

/** A content item the tool returned. */
export interface ContentItem {
  type: string;
  title?: string;
  url?: string;
  custom?: Record<string, string>;
  lineItem?: { label?: string; scoreMaximum: number; resourceId?: string; tag?: string };
  [key: string]: unknown;
}

export interface DeepLinkResponseRecord {
  id: number;
  ok: boolean;
  /** Why the platform refused the response. */
  error: string | null;
  claims: JWTPayload | null;
  contentItems: ContentItem[];
  /** The resource links the platform created from the items. */
  resourceLinks: ResourceLink[];
  /** The first created link's id (the request accepts one item), or null. */
  resourceLinkId: string | null;
  receivedAt: number;
}

export interface TokenRequestRecord {
  receivedAt: number;
  status: number;
  clientId: string | null;
  scopes: string[];
  error: string | null;
  errorDescription: string | null;
  accessToken: string | null;
}

/** An AGS score as the platform received it. */
export interface AgsScore {
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  activityProgress: string;
  gradingProgress: string;
  timestamp: string;
  comment?: string;
  [key: string]: unknown;
}

/** An accepted score: the score's own fields, and where and when it arrived. */
export interface ScoreRecord extends AgsScore {
  lineItemUrl: string;
  courseId: string;
  receivedAt: number;
}

/** Every score post, accepted or not. */
export interface ScoreRequestRecord {
  lineItemUrl: string;
  status: number;
  body: string;
  receivedAt: number;
}

export interface RosterRequestRecord {
  courseId: string;
  url: string;
  page: number;
  status: number;
  receivedAt: number;
}

/** One message a tool registers for (Dynamic Registration §3.3). */
export interface LtiToolMessage {
  type: string;
  target_link_uri?: string;
  label?: string;
  placements?: string[];
  custom_parameters?: Record<string, string>;
  [key: string]: unknown;
}

export interface LtiToolConfiguration {
  domain: string;
  target_link_uri: string;
  description?: string;
  claims?: string[];
  custom_parameters?: Record<string, string>;
  messages: LtiToolMessage[];
  [key: string]: unknown;
}

/** A tool's client registration as the platform accepted it (OpenID Connect Dynamic Client Registration + LTI). */
export interface ClientRegistration {
  application_type: "web";
  response_types: string[];
  grant_types: string[];
  initiate_login_uri: string;
  redirect_uris: string[];
  jwks_uri: string;
  token_endpoint_auth_method: "private_key_jwt";
  client_name?: string;
  logo_uri?: string;
  scope?: string;
  "https://purl.imsglobal.org/spec/lti-tool-configuration": LtiToolConfiguration;
  [key: string]: unknown;
}

/** Every registration post, accepted or not. */
export interface RegistrationRecord {
  receivedAt: number;
  status: number;
  /** The body as posted (null when it was not a JSON object or the token was refused first). */
  request: Record<string, unknown> | null;
  /** What the platform answered on success. */
  response: Record<string, unknown> | null;
  clientId: string | null;
  error: string | null;
}

/** One platform-storage postMessage the course page handled (read from `window.__storage`). */
export interface StorageMessageRecord {
  origin: string;
  subject: string;
  key?: string;
  value?: unknown;
  answer: Record<string, unknown>;
}

export interface PlatformOptions {
  clientId?: string;
  deploymentId?: string;
  toolUrl?: string;
  /** NRPS page size (2 by default). */
  rosterPageSize?: number;
  /**
   * Serves course pages from a second server on this address (e.g. 127.0.0.2), as a school's own
   * LMS host that is neither the issuer's nor the login's; launches name it in `launch_presentation.return_url`.
   */
  courseHost?: string;
}

/** What the platform knows of the tool: given by `setTool` or learned by dynamic registration. */
export interface ToolSettings {
  toolUrl: string;
  clientId?: string;
  /** The tool's key set; `${toolUrl}/lti/.well-known/jwks.json` by default. */
  jwksUrl?: string;
  /** The login initiation URL; `${toolUrl}/lti/login` by default. */
  loginUrl?: string;
  /** Allowed redirect URIs; by default any URL under toolUrl. */
  redirectUris?: string[];
  /** Where launches point; `${toolUrl}/lti/launch` by default. */
  targetLinkUri?: string;
}

import type { JWK } from "jose";

/** A platform registered with the tool, keyed by (issuer, client id). */
export interface LtiRegistration {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  authLoginUrl: string;
  authTokenUrl: string;
  jwksUrl: string;
  districtId: string | null;
  deploymentPolicy: "open" | "listed";
  /** The LMS product (`canvas`, `schoology`…) as the platform or an administrator named it; unknown when absent. */
  productFamily?: string | null;
}

/** Where a platform's own word says its pages are: an origin that frames its launches, and how we know. */
export interface LearnedFrameOrigin {
  origin: string;
  /** A verified launch's `launch_presentation.return_url`, its deep-linking return, or the registration's configuration. */
  source: "launch" | "deep_link" | "registration";
}

export interface LtiDeployment {
  id: string;
  deploymentId: string;
  districtId: string | null;
  schoolId: string | null;
}

/** One of the tool's signing keys. */
export interface ToolKey {
  kid: string;
  publicJwk: JWK;
  privateJwk: JWK;
  status: "active" | "retired";
  createdAt: number;
}

/**
 * Where the tool keeps its state. The API implements it on its database; the protocol code here
 * never sees a table.
 */
export interface LtiStore {
  findRegistration(issuer: string, clientId: string | undefined): Promise<LtiRegistration | "ambiguous" | null>;
  findRegistrationById(id: string): Promise<LtiRegistration | null>;
  createRegistration(input: Omit<LtiRegistration, "id">): Promise<LtiRegistration>;
  findDeployment(registrationId: string, deploymentId: string): Promise<LtiDeployment | null>;
  /**
   * Records a deployment under the registration's district: one first seen in a launch, or one
   * the platform announced at registration. Recording one that exists returns it.
   */
  recordDeployment(
    registration: LtiRegistration,
    deploymentId: string,
    source: "launch" | "listed",
  ): Promise<LtiDeployment>;
  /** Marks a nonce used; false when it was used before. Atomic: a unique constraint, not read-then-write. */
  consumeNonce(nonce: string, registrationId: string, expiresAt: number): Promise<boolean>;
  listKeys(): Promise<ToolKey[]>;
  saveKey(key: ToolKey): Promise<void>;
  retireKeys(exceptKid: string): Promise<void>;
  /**
   * Remembers what a verified launch or a registration says about the platform: the origins its
   * pages frame the tool from, and its product family.
   */
  learnFromPlatform(
    registration: LtiRegistration,
    facts: { origins: LearnedFrameOrigin[]; productFamily: string | null },
  ): Promise<void>;
}

/** The launch, once every check has passed. */
export interface ValidatedLaunch {
  registration: LtiRegistration;
  deployment: LtiDeployment;
  messageType: "LtiResourceLinkRequest" | "LtiDeepLinkingRequest";
  /** The id token's claims, as the platform sent them. */
  claims: Record<string, unknown>;
  subject: string;
  name: string | null;
  email: string | null;
  roles: string[];
  context: { id: string; title: string } | null;
  resourceLink: { id: string; title: string } | null;
  custom: Record<string, string>;
  ags: { lineItemUrl: string | null; lineItemsUrl: string | null; scopes: string[] } | null;
  nrps: { membershipsUrl: string } | null;
  deepLinking: { returnUrl: string; data: string | null; acceptTypes: string[] } | null;
  /** `launch_presentation.return_url`: a page of the platform, often on the host that frames the tool. */
  returnUrl: string | null;
  /** `tool_platform.product_family_code`, as the platform names its product. */
  productFamily: string | null;
}

/** What the API does with a valid launch: sign the person in and say what to show. */
export interface LaunchOutcome {
  token: string;
  /** Instead of the widget, a page that says why it cannot open (e.g. no licence seat); never a sales page. */
  notice?: { title: string; message: string };
  /** The activity to open: one of the tool's `activities`. */
  widget: string;
  initial: Record<string, string>;
  /**
   * The language the launched person reads, as a BCP 47 tag, when the host knows it (their own
   * setting before this launch's locale): the widget and the page around it speak it.
   */
  language?: string | null;
  /** For deep linking: the subjects the teacher may choose from. */
  subjects?: { id: string; name: string; topics: string[] }[];
}

/** Something a teacher can place in a course through deep linking (a widget of the product). */
export interface LtiActivity {
  /** The `widget` custom parameter a launch carries. */
  name: string;
  /** Its label on the picker. */
  label: string;
  /** The title the placed activity gets in the course. */
  placedTitle(choice: { subject: string; topic: string }): string;
}

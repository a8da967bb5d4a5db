/** The LTI 1.3 claim names and scopes (IMS LTI Core 1.3, Deep Linking 2.0, AGS 2.0, NRPS 2.0). */
export const CLAIM = {
  messageType: "https://purl.imsglobal.org/spec/lti/claim/message_type",
  version: "https://purl.imsglobal.org/spec/lti/claim/version",
  deploymentId: "https://purl.imsglobal.org/spec/lti/claim/deployment_id",
  targetLinkUri: "https://purl.imsglobal.org/spec/lti/claim/target_link_uri",
  resourceLink: "https://purl.imsglobal.org/spec/lti/claim/resource_link",
  roles: "https://purl.imsglobal.org/spec/lti/claim/roles",
  context: "https://purl.imsglobal.org/spec/lti/claim/context",
  custom: "https://purl.imsglobal.org/spec/lti/claim/custom",
  ags: "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint",
  nrps: "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice",
  deepLinkingSettings: "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings",
  contentItems: "https://purl.imsglobal.org/spec/lti-dl/claim/content_items",
  deepLinkingData: "https://purl.imsglobal.org/spec/lti-dl/claim/data",
  toolPlatform: "https://purl.imsglobal.org/spec/lti/claim/tool_platform",
  launchPresentation: "https://purl.imsglobal.org/spec/lti/claim/launch_presentation",
} as const;

export const SCOPE = {
  lineItem: "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
  score: "https://purl.imsglobal.org/spec/lti-ags/scope/score",
  resultReadonly: "https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly",
  membership: "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly",
} as const;

export const LTI_VERSION = "1.3.0";
export const MESSAGE_TYPES = ["LtiResourceLinkRequest", "LtiDeepLinkingRequest"] as const;

export type ProductRole = "student" | "teacher" | "admin";

/**
 * LTI roles to ours: Administrator (context or institution) → admin; Instructor and
 * TeachingAssistant (and institution Faculty or Staff) → teacher; anything else → student.
 */
export function mapLtiRoles(roles: readonly string[]): ProductRole {
  const names = roles.map((role) => role.split("#").pop()!.split("/").pop()!.toLowerCase());
  if (names.some((name) => name === "administrator" || name === "systemadministrator")) return "admin";
  if (names.some((name) => ["instructor", "teachingassistant", "faculty", "staff"].includes(name))) return "teacher";
  return "student";
}

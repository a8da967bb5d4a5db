/**
 * The protocol names the test platform speaks, written out here rather than imported from the
 * tool: the platform is the tool's independent counterpart, so a typo in the tool's constants
 * must fail the tests instead of being agreed with.
 */

/** LTI Core 1.3, Deep Linking 2.0, AGS 2.0 and NRPS 2.0 claim names. */
export const LTI_CLAIM = {
  messageType: "https://purl.imsglobal.org/spec/lti/claim/message_type",
  version: "https://purl.imsglobal.org/spec/lti/claim/version",
  deploymentId: "https://purl.imsglobal.org/spec/lti/claim/deployment_id",
  targetLinkUri: "https://purl.imsglobal.org/spec/lti/claim/target_link_uri",
  resourceLink: "https://purl.imsglobal.org/spec/lti/claim/resource_link",
  roles: "https://purl.imsglobal.org/spec/lti/claim/roles",
  context: "https://purl.imsglobal.org/spec/lti/claim/context",
  custom: "https://purl.imsglobal.org/spec/lti/claim/custom",
  toolPlatform: "https://purl.imsglobal.org/spec/lti/claim/tool_platform",
  launchPresentation: "https://purl.imsglobal.org/spec/lti/claim/launch_presentation",
  ags: "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint",
  nrps: "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice",
  deepLinkingSettings: "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings",
  contentItems: "https://purl.imsglobal.org/spec/lti-dl/claim/content_items",
  deepLinkingData: "https://purl.imsglobal.org/spec/lti-dl/claim/data",
  deepLinkingMessage: "https://purl.imsglobal.org/spec/lti-dl/claim/msg",
  deepLinkingLog: "https://purl.imsglobal.org/spec/lti-dl/claim/log",
  deepLinkingErrorMessage: "https://purl.imsglobal.org/spec/lti-dl/claim/errormsg",
  deepLinkingErrorLog: "https://purl.imsglobal.org/spec/lti-dl/claim/errorlog",
} as const;

/** OAuth scopes of the platform's services. */
export const LTI_SCOPE = {
  lineItem: "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
  lineItemReadonly: "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly",
  score: "https://purl.imsglobal.org/spec/lti-ags/scope/score",
  resultReadonly: "https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly",
  membership: "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly",
} as const;

/** Every service scope a tool may ask the token endpoint for. */
export const SERVICE_SCOPES: readonly string[] = Object.values(LTI_SCOPE);

/** LIS v2 role URIs (LTI 1.3 §A.2). */
export const ROLE = {
  learner: "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner",
  instructor: "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor",
  teachingAssistant: "http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant",
  contentDeveloper: "http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper",
  mentor: "http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor",
  contextAdministrator: "http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator",
  institutionStudent: "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student",
  institutionFaculty: "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Faculty",
  institutionAdministrator: "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator",
  systemAdministrator: "http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator",
} as const;

/** The media types AGS and NRPS insist on. */
export const MEDIA_TYPE = {
  score: "application/vnd.ims.lis.v1.score+json",
  lineItem: "application/vnd.ims.lis.v2.lineitem+json",
  lineItemContainer: "application/vnd.ims.lis.v2.lineitemcontainer+json",
  resultContainer: "application/vnd.ims.lis.v2.resultcontainer+json",
  membershipContainer: "application/vnd.ims.lti-nrps.v2.membershipcontainer+json",
} as const;

export const LTI_VERSION = "1.3.0";
export const CLIENT_ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
export const PLATFORM_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-platform-configuration";
export const TOOL_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-tool-configuration";
export const COURSE_OFFERING = "http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering";

export const PRODUCT_FAMILY_CODE = "bloom-test-lms";
export const PLATFORM_NAME = "Bloom Test LMS";

/** How long the platform's access tokens live, in seconds. */
export const ACCESS_TOKEN_SECONDS = 3600;

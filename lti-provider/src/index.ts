/**
 * The LTI 1.3 tool: an Elysia plugin for /lti (login, launch, deep linking, dynamic
 * registration, key set) and the calls the tool makes to platforms (grades, rosters). The host
 * application supplies storage (`LtiStore`) and what a launch means for it (`LtiToolHooks`).
 */
export { CLAIM, LTI_VERSION, mapLtiRoles, type ProductRole, SCOPE } from "./claims";
export { webOrigin } from "./framing";
export { ToolKeys } from "./keys";
export { CLOCK_TOLERANCE_SECONDS, JWKS_COOLDOWN_MS, LaunchRejection, validateLaunch } from "./launch";
export { PAGE_SCRIPTS } from "./page-scripts";
export { type LtiToolHooks, type LtiToolLogger, type LtiToolOptions, ltiTool } from "./plugin";
export { RegistrationFailure } from "./registration";
export {
  nextPageUrl,
  PlatformServiceError,
  PlatformServices,
  type RosterMember,
  type Score,
  scoresUrl,
} from "./services";
export { deepLinkSessions, loginStates, SignedValues } from "./state";
export type {
  LaunchOutcome,
  LearnedFrameOrigin,
  LtiActivity,
  LtiDeployment,
  LtiRegistration,
  LtiStore,
  ToolKey,
  ValidatedLaunch,
} from "./types";

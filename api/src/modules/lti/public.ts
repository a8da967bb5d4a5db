/** What other parts of the API may use of the lti module; everything else in this folder is its own. */

export { addFrameOrigin, listFrameOrigins, removeFrameOrigin, setProductFamily } from "./frame-origins";
export { accountOfRosterTeacher } from "./roster-teachers";
export { createLtiRuntime, type LtiRuntime } from "./runtime";
export { LTI_SCORES_KIND } from "./scores";
export { countSeatRequests } from "./seat-requests";
export {
  addDeployment,
  createRegistration,
  createRegistrationLink,
  listRegistrations,
  toolEndpoints,
} from "./service";

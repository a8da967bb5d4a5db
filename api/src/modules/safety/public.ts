/**
 * What other modules may use of safety: the screen, the replies to flagged messages, the alert a
 * flagged message raises, a district's settings, and who looks after a student. Nothing else in
 * this folder is imported from outside it.
 */
export { maskPersonalData } from "../../safety/pii";
export {
  isCriticalCategory as isCritical,
  isFlagged,
  type SafetyCategory,
  type ScreenVerdict,
} from "../../safety/types";
export { getOverseenStudent } from "./access";
export { attachAlertReply, raiseAlert } from "./raise-alert";
export {
  addSafetyContact,
  requireEmailForContacts,
  safetyContactWarning,
} from "./readiness";
export { adultsToldBy, boundaryReply, careReply, concernOpening, type HelpLines, replacedReply } from "./replies";
export { assertContactsReachable, loadSafetySettings } from "./settings";

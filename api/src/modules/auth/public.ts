/** What other parts of the API may use of the auth module; everything else in this folder is its own. */
export { studentsTaughtBy, teachesStudent } from "./course-teachers";
export { requireDistrictAdmin } from "./district";
export {
  isAnyonesGuardian,
  isGuardianOf,
  markGuardianAddressProven,
  setGuardianAddress,
  studentsGuardedBy,
  verifiedGuardian,
} from "./guardians";
export { type Language, userLanguage } from "./locale";
export { UserProfile } from "./model";
export { OidcSignIn } from "./oidc";
export { authentication, BEARER_SCHEME } from "./plugin";
export { DEMO_STUDENT_IDENTITY, findUserByIdentity, insertUserWithIdentity, issueToken, toProfile } from "./service";
export { resolveTokenSecret, TokenService } from "./tokens";

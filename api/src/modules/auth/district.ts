import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";

/** What a district administrator may do, as the callers say it, and its name in the error's message. */
const DOING = {
  "read the district's audit log": "auditLog",
  "name the district's safety contacts": "safetyContacts",
  "change the district's safety settings": "changeSafety",
  "see the district's safety settings": "seeSafety",
  "see how long the district keeps conversations": "seeRetention",
  "change how long the district keeps conversations": "changeRetention",
  "see whether the district's safety alerts reach someone": "seeReadiness",
} as const;
type DistrictAdminAction = keyof typeof DOING;

/**
 * The district a district administrator acts for: an admin with a district and no school of
 * their own. A school's admin, a teacher or an admin outside any district gets a 403 that says
 * what they tried (`doing`, e.g. "change the district's safety settings").
 */
export function requireDistrictAdmin(user: UserRow, doing: DistrictAdminAction): string {
  if (user.role !== "admin" || user.schoolId !== null || user.districtId === null) {
    throw new AppError("FORBIDDEN", "errors.districtAdminOnly", { doing: DOING[doing] });
  }
  return user.districtId;
}

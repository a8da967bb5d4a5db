import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * The district a district administrator acts for: an admin with a district and no school of
 * their own. A school's admin, a teacher or an admin outside any district gets a 403 that says
 * what they tried (`doing`, e.g. "change the district's safety settings").
 */
export function requireDistrictAdmin(user: UserRow, doing: string): string {
  if (user.role !== "admin" || user.schoolId !== null || user.districtId === null) {
    throw new AppError("FORBIDDEN", `Only a district administrator can ${doing}.`);
  }
  return user.districtId;
}

import type { UserRow } from "../../db/schema";

/** Whether an account waits for a year of birth or a parent's consent before it may use the product. */
export function consentPending(user: Pick<UserRow, "consentStatus">): boolean {
  return user.consentStatus === "needs_birth_year" || user.consentStatus === "awaiting_parent";
}

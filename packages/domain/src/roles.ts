/** The roles a user can hold. The role comes from the user profile (spec §6). */
export const ROLES = ["student", "teacher", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Whether `role` is one of `allowed`. */
export function isRoleAllowed(role: Role, allowed: readonly Role[]): boolean {
  return allowed.includes(role);
}

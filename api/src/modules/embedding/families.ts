/**
 * The hosts each known LMS product frames the tool from, as CSP source expressions (ADR 0044), by
 * the product family code the platform gives (`tool_platform.product_family_code`, or its openid
 * configuration's `lti-platform-configuration`). Only families whose hosted schools all live under
 * one vendor domain are listed: a district's own domain (a self-hosted Moodle, a Canvas custom
 * domain) is learned from its launches or added by its admin instead.
 */
const FAMILY_FRAMERS: Readonly<Record<string, readonly string[]>> = {
  // Canvas Cloud: every school's course pages are on <school>.instructure.com.
  canvas: ["https://*.instructure.com"],
  // Schoology: app.schoology.com, and <district>.schoology.com for districts with their own address.
  schoology: ["https://*.schoology.com"],
  // D2L Brightspace hosted by D2L: <school>.brightspace.com.
  desire2learn: ["https://*.brightspace.com"],
  // Blackboard Learn SaaS: <school>.blackboard.com.
  blackboardlearn: ["https://*.blackboard.com"],
};

/**
 * Issuers that name their product without saying so: the LTI 1.3 issuer of each vendor's cloud is
 * the same for all its schools, so the issuer alone implies the family.
 */
const FAMILY_OF_ISSUER: Readonly<Record<string, string>> = {
  "https://canvas.instructure.com": "canvas",
  "https://canvas.beta.instructure.com": "canvas",
  "https://canvas.test.instructure.com": "canvas",
  "https://schoology.schoology.com": "schoology",
  "https://blackboard.com": "BlackboardLearn",
};

/** The family a registration is known by: the one stored for it, or the one its issuer implies. */
export function familyOf(registration: { issuer: string; productFamily: string | null }): string | null {
  return registration.productFamily ?? FAMILY_OF_ISSUER[registration.issuer.replace(/\/+$/, "")] ?? null;
}

/** The CSP sources of a family's hosts; none for a family not in the table. */
export function familyFramers(family: string | null): readonly string[] {
  return family ? (FAMILY_FRAMERS[family.toLowerCase()] ?? []) : [];
}

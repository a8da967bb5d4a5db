/**
 * What the safety screen can flag a text as (api/src/safety), and the name each category goes by
 * for the adults who read an alert, the same on the server's emails and in the dashboard.
 */

/** A person may be in danger: the adults are alerted at once, and the student gets care and help lines. */
export const CRITICAL_CATEGORIES = ["suicide", "self_harm", "abuse", "violence_threat"] as const;
/** Inappropriate or risky: a kind boundary for the student; the teacher sees it. */
const STANDARD_CATEGORIES = ["sexual", "drugs", "harassment", "bullying", "pii", "injection"] as const;

export type CriticalCategory = (typeof CRITICAL_CATEGORIES)[number];
export type StandardCategory = (typeof STANDARD_CATEGORIES)[number];
export type SafetyCategory = CriticalCategory | StandardCategory;

export function isCriticalCategory(category: string): category is CriticalCategory {
  return (CRITICAL_CATEGORIES as readonly string[]).includes(category);
}

const SAFETY_CATEGORY_LABELS: Record<SafetyCategory, string> = {
  suicide: "Suicide risk",
  self_harm: "Self-harm",
  abuse: "Abuse disclosure",
  violence_threat: "Threat of violence",
  sexual: "Sexual content",
  drugs: "Drugs",
  harassment: "Harassment",
  bullying: "Bullying",
  pii: "Personal information",
  injection: "Attempt to override the tutor",
};

/** A category's name for the adults who read an alert; a category this list does not know is shown as stored. */
export function safetyCategoryLabel(category: string): string {
  return Object.hasOwn(SAFETY_CATEGORY_LABELS, category)
    ? SAFETY_CATEGORY_LABELS[category as SafetyCategory]
    : category;
}

import type { tutor as en } from "../en/tutor";

/** What the tutor and the grader say themselves, in Spanish. */
export const tutor: Record<keyof typeof en, string> = {};

import type { tutor as en } from "../en/tutor";

/** The tutor widget, in Spanish. */
export const tutor: Record<keyof typeof en, string> = {};

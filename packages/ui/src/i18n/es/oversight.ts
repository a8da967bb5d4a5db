import type { oversight as en } from "../en/oversight";

/** The dashboard's views for teachers, schools and districts, in Spanish. */
export const oversight: Record<keyof typeof en, string> = {};

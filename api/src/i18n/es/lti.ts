import type { lti as en } from "../en/lti";

/** The LTI tool's own pages, in Spanish. */
export const lti: Record<keyof typeof en, string> = {};

import type { dashboard as en } from "../en/dashboard";

/** The dashboard widget, in Spanish. */
export const dashboard: Record<keyof typeof en, string> = {};

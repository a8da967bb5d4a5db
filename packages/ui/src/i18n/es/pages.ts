import type { pages as en } from "../en/pages";

/** The shell's own pages, in Spanish. */
export const pages: Record<keyof typeof en, string> = {};

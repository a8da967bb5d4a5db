import type { emails as en } from "../en/emails";

/** Every email the product sends, in Spanish. */
export const emails: Record<keyof typeof en, string> = {};

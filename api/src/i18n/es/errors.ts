import type { errors as en } from "../en/errors";

/** The API's error sentences, in Spanish. */
export const errors: Record<keyof typeof en, string> = {};

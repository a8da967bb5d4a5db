import type { common as en } from "../en/common";

/** Shared pieces every screen uses, in Spanish. */
export const common: Record<keyof typeof en, string> = {};

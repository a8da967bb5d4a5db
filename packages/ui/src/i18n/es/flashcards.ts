import type { flashcards as en } from "../en/flashcards";

/** The flashcards widget, in Spanish. */
export const flashcards: Record<keyof typeof en, string> = {};

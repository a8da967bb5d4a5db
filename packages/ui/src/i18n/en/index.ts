import { common } from "./common";
import { dashboard } from "./dashboard";
import { flashcards } from "./flashcards";
import { oversight } from "./oversight";
import { pages } from "./pages";
import { shell } from "./shell";
import { tutor } from "./tutor";

/**
 * The English catalogue, the source every other language translates, one file per part of the
 * product so that each part's messages sit together. Messages use ICU syntax: `{name}` for a
 * value, `{count, plural, one {…} other {…}}` for a number. See docs/translating.md.
 */
export const en = { ...shell, ...common, ...pages, ...tutor, ...flashcards, ...dashboard, ...oversight } as const;

/** A message's key, the same in every catalogue. */
export type MessageKey = keyof typeof en;

/** A whole catalogue: every key of the English one, each with its translation. */
export type Catalogue = Record<MessageKey, string>;

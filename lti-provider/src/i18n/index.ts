import { acceptedLanguageOf, supportedLanguageOf } from "@bloom/domain";
import { CLAIM } from "../claims";
import { en } from "./en";
import { es } from "./es";

/**
 * The languages the tool's pages speak, each a catalogue in this folder (the tool does not reach
 * into the API's catalogues: it is a package of its own). Adding a language is adding its file here.
 */
const PAGE_LANGUAGES = ["en", "es"] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
/** A message's key, the same in every language. */
export type PageText = keyof typeof en;

const catalogues: Record<PageLanguage, Record<PageText, string>> = { en, es };

/** Whether `key` is one of the catalogue's (an activity's label, say, which the host names). */
export function isPageText(key: string): key is PageText {
  return Object.hasOwn(en, key);
}

/** A message in `language`, with its `{values}` filled in as plain text (the page escapes it). */
export function text(language: PageLanguage, key: PageText, values: Record<string, string> = {}): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The language of a BCP 47 tag ("es-419", "en-US"); null for one the pages do not speak. */
export function languageOfTag(tag: string | null | undefined): PageLanguage | null {
  return supportedLanguageOf(tag, PAGE_LANGUAGES);
}

/** The first language of an `Accept-Language` header the pages speak, by its weights; English when none. */
export function languageOfRequest(request: Request): PageLanguage {
  return acceptedLanguageOf(request.headers.get("accept-language"), PAGE_LANGUAGES) ?? "en";
}

/** `launch_presentation.locale` of a verified launch's claims, as a language the pages speak. */
export function languageOfClaims(claims: Record<string, unknown>, fallback: PageLanguage): PageLanguage {
  const presentation = claims[CLAIM.launchPresentation];
  if (typeof presentation !== "object" || presentation === null || !("locale" in presentation)) return fallback;
  return typeof presentation.locale === "string" ? (languageOfTag(presentation.locale) ?? fallback) : fallback;
}

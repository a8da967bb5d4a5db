import { type Catalogue, en } from "./en";
import { es } from "./es";
import { pseudoCatalogue } from "./pseudo";

/** The languages the interface speaks, and the pseudo-locale that shows untranslated strings. */
export const LOCALES = ["en", "es", "en-XA"] as const;
export type Locale = (typeof LOCALES)[number];

/** A locale a person or a platform names ("es-419", "en-GB"), as one the interface speaks, or none. */
export function supportedLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase().replace("_", "-");
  if (lower === "en-xa") return "en-XA";
  const language = lower.split("-")[0];
  if (language === "es") return "es";
  if (language === "en") return "en";
  return undefined;
}

export interface LocaleSources {
  /** A `?lang=` in the address, for trying a language (and the pseudo-locale) without changing a setting. */
  override?: string | null;
  /** The user's own setting, when the account has one. */
  user?: string | null;
  /** The locale an LMS sent with the launch (`launch_presentation.locale`). */
  launch?: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  browser?: readonly string[];
}

/**
 * The interface's language without asking: the user's own setting first, then the launch's, then
 * the first of the browser's languages the interface speaks; English when none is.
 */
export function negotiateLocale({ override, user, launch, browser = [] }: LocaleSources): Locale {
  for (const tag of [override, user, launch, ...browser]) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return "en";
}

const catalogues: Partial<Record<Locale, Catalogue>> = { en, es };

/** The messages of a locale; the pseudo-locale's are made from the English on first use. */
export function catalogueFor(locale: Locale): Catalogue {
  const found = catalogues[locale];
  if (found) return found;
  const made = pseudoCatalogue();
  catalogues[locale] = made;
  return made;
}

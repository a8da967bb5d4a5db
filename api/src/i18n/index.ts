import { acceptedLanguageOf, supportedLanguageOf } from "@bloom/domain";
import { IntlMessageFormat } from "intl-messageformat";
import { en } from "./en";
import { es } from "./es";

/**
 * The languages the API writes in (emails, error sentences, its own pages, the tutor's notes),
 * the same as the front end's catalogues in packages/ui/src/i18n, with the same ICU syntax.
 */
const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** A message's key, the same in every language. */
export type MessageKey = keyof typeof en;
/** Every message of one language. */
export type Messages = Record<MessageKey, string>;
/** The values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number>;

const catalogues: Record<Language, Messages> = { en, es };
const compiled = new Map<string, IntlMessageFormat>();

/** A message in `language`, formatted with its values; each message is parsed once. */
export function t(language: Language, key: MessageKey, values?: MessageValues): string {
  const id = `${language}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogues[language][key], language);
    compiled.set(id, format);
  }
  return String(format.format(values));
}

/** The language of a BCP 47 tag such as "es-419" or "en-US"; null for a language the API does not write. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  return supportedLanguageOf(tag, LANGUAGES);
}

/**
 * The first language of an `Accept-Language` header the API writes in, by the header's weights;
 * null when it names none (the caller then speaks English or the user's own setting).
 */
export function languageOfAcceptHeader(header: string | null | undefined): Language | null {
  return acceptedLanguageOf(header, LANGUAGES);
}

import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider } from "react-intl";
import type { MessageKey } from "./en";
import { catalogueFor, intlLocale, type Locale } from "./locale";

type Values = Record<string, string | number>;

/** A message by its key, formatted with its values. */
export type Translate = (key: MessageKey, values?: Values) => string;

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: intlLocale(locale), defaultLocale: "en", messages: catalogueFor(locale) }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** A message in a locale, outside React (the route table's titles, the build's prerendered titles). */
export function translate(locale: Locale, key: MessageKey, values?: Values): string {
  return intlFor(locale).formatMessage({ id: key }, values);
}

const LocaleContext = createContext<Locale>("en");

/**
 * Gives the pages below it their language, and sets the document's `lang` to match, so a screen
 * reader reads Spanish with a Spanish voice.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleContext.Provider value={locale}>
      <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}

/** The active locale, as `I18nProvider` gives it (English outside one). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The function that turns a key into the active locale's message. */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo(() => (key: MessageKey, values?: Values) => translate(locale, key, values), [locale]);
}

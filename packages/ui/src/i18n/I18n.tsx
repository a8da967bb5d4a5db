import { intlLocale } from "@bloom/domain";
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { createIntl, createIntlCache, type IntlShape, RawIntlProvider } from "react-intl";
import type { MessageKey } from "./en";
import { catalogueFor, type Locale } from "./locale";

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
 * Gives the components below it their language. The page that owns the document (the shell, an
 * LTI page) passes `documentLang` to set the document's `lang` to match, so a screen reader reads
 * Spanish with a Spanish voice; a widget inside someone else's page leaves theirs alone.
 */
export function I18nProvider({
  locale,
  documentLang = false,
  children,
}: {
  locale: Locale;
  documentLang?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (documentLang) document.documentElement.lang = locale;
  }, [locale, documentLang]);
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

/**
 * The language of a BCP 47 tag such as "es-419" or "en-US" among `supported` (primary subtags,
 * lower case); null for any other language.
 */
export function supportedLanguageOf<L extends string>(
  tag: string | null | undefined,
  supported: readonly L[],
): L | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return supported.find((language) => language === primary) ?? null;
}

/**
 * The first language of an `Accept-Language` header among `supported`, by the header's weights
 * (`q=`), ties in the header's order; null when it names none of them.
 */
export function acceptedLanguageOf<L extends string>(
  header: string | null | undefined,
  supported: readonly L[],
): L | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = supportedLanguageOf(tag, supported);
    if (language) return language;
  }
  return null;
}

/**
 * The locale `Intl` formats dates, numbers and money in for a language the product writes, on the
 * screen and in emails alike. Spanish formats as US Spanish ("$15.00", "50%", "2:42 p.m."), the
 * way Spanish-speaking families in US schools read money and time, not as Spain does ("15,00 US$",
 * "50 %", "14:42"); the pseudo-locale that marks untranslated text formats as English.
 */
export function intlLocale(language: string): string {
  if (language === "es") return "es-US";
  return language === "en" || language === "en-XA" ? "en-US" : language;
}

import { type Locale, type MessageKey, translate } from "@bloom/ui";
import { useEffect } from "react";

/** The product's name, after each page's own in the tab's title. */
const PRODUCT = "Bloom";

/** A page's title as the tab shows it: "Tutoring · Bloom" ("About Bloom" names the product already). */
function pageTitle(page: string, locale: Locale = "en"): string {
  return page.includes(PRODUCT) ? page : translate(locale, "title.product", { page });
}

/** A page's title from the catalogue, in a locale, with the product's name after it. */
export function catalogueTitle(key: MessageKey, locale: Locale = "en"): string {
  return pageTitle(translate(locale, key), locale);
}

/** The landing page's title, which the build also writes into the page (scripts/prerender.ts). */
export const LANDING_TITLE = translate("en", "title.landing");

/**
 * Sets the tab's title while the page shows, so each page can be told apart in tabs, history and
 * a screen reader's page announcement.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

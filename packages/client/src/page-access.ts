/**
 * Whether this page may use Bloom's API. A browser hides why a cross-origin call failed: a site the
 * district has not allowed and a network that is down both show as a failed fetch. So after a
 * failed call, a second request that needs no permission (`no-cors`, whose answer the page may not
 * read) tells them apart: if Bloom answers that, the browser refused the first answer for this site.
 */
import { type Locale, translate } from "@bloom/ui";
import type { ApiClient } from "./api-client";

export type PageAccess = "allowed" | "site-not-allowed" | "unreachable";

export async function checkPageAccess(client: ApiClient): Promise<PageAccess> {
  // Any answer the page can read, a 401 included, means the site is allowed; a 401 is the token's matter.
  const me = await client.api.auth.me.get();
  const response: Response | undefined = me.response;
  if (response) return "allowed";
  try {
    await fetch(`${client.origin}/api/health`, { mode: "no-cors", cache: "no-store" });
    return "site-not-allowed";
  } catch {
    return "unreachable";
  }
}

/** What a reader sees instead of the widget when this page may not show it, or Bloom cannot be reached, in their language. */
export function accessSentence(access: Exclude<PageAccess, "allowed">, origin: string, locale: Locale = "en"): string {
  if (access === "site-not-allowed") return translate(locale, "common.siteNotAllowed", { origin });
  return translate(locale, "common.unreachable");
}

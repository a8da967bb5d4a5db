import { type Translate, translate } from "./i18n/I18n";

/** The schemes a link in tutor text may use (spec §5); everything else is made inert. */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel", "sms"]);

/** A link's scheme: letters, digits, "+", "-", "." before the first ":" (RFC 3986). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * What a browser would make of `href`: it drops ASCII whitespace and control characters inside a
 * URL ("java\tscript:") and reads "\" as "/" ("\\evil.example" is protocol-relative).
 */
function asBrowserReadsIt(href: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop control characters from URLs, so we must too.
  return href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").replaceAll("\\", "/");
}

/**
 * The same text with its disguises removed: HTML character references ("javascript&#58;"),
 * percent-escapes ("javascript%3A") and Unicode look-alikes ("javascript：", fullwidth colon).
 * A link that only turns dangerous once decoded is refused too, whatever decodes it later.
 */
function undisguised(href: string): string {
  let text = href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(
      /&(colon|tab|newline|sol|bsol|period|lpar|rpar);?/gi,
      (_, name: string) => NAMED[name.toLowerCase()] ?? "",
    );
  try {
    text = decodeURIComponent(text);
  } catch {
    // A broken escape such as "%E0%A4%A": the text stays as it is.
  }
  return asBrowserReadsIt(text.normalize("NFKC"));
}

const NAMED: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  period: ".",
  lpar: "(",
  rpar: ")",
};

/** Whether one reading of a link is allowed. */
function allowedReading(url: string): boolean {
  if (url === "") return false;
  if (url.startsWith("#")) return true;
  // Protocol-relative ("//host") reaches another site with the page's scheme.
  if (url.startsWith("//")) return false;
  const scheme = SCHEME.exec(url);
  if (scheme) return ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase());
  // No scheme: relative ("/a", "./a", "../a", "a/b", "?q"), as long as no ":" hides in the first
  // segment, where a browser might yet read something as a scheme.
  const firstSegment = url.split(/[/?#]/, 1)[0]!;
  return !firstSegment.includes(":");
}

/**
 * Whether a link in tutor text may stay a link (spec §5): http, https, mailto, tel and sms links
 * (a help line's tap-to-call and tap-to-text numbers),
 * relative links ("/path", "./path", "../path", "path") and anchors ("#id"). Everything else is
 * refused: other schemes (javascript:, data:, vbscript:, file:, custom ones), protocol-relative
 * links ("//host", "\\host"), and any of these disguised by case, whitespace, control
 * characters, character references or percent-escapes.
 */
export function isAllowedLink(href: string | null | undefined): boolean {
  if (typeof href !== "string") return false;
  return allowedReading(asBrowserReadsIt(href)) && allowedReading(undisguised(href));
}

/**
 * What a tap-to-call or tap-to-text link does, as its accessible name ("Call 988", "Text HOME to
 * 741741"), so a screen reader says more than the bare number; null for any other link.
 */
export function phoneLinkAction(
  href: string,
  t: Translate = (key, values) => translate("en", key, values),
): string | null {
  const match = /^(tel|sms):([^?]*)(?:\?(.*))?$/i.exec(asBrowserReadsIt(href));
  if (!match) return null;
  let number = match[2]!;
  let body: string | null = null;
  try {
    number = decodeURIComponent(number);
    body = new URLSearchParams(match[3] ?? "").get("body");
  } catch {
    // A broken escape: the number is said as written.
  }
  if (match[1]!.toLowerCase() === "tel") return t("common.call", { number });
  return body ? t("common.textBody", { body, number }) : t("common.text", { number });
}

/** Whether a link (already allowed) leaves the site, so it opens in a new tab. */
export function isExternalLink(href: string): boolean {
  return /^https?:/i.test(asBrowserReadsIt(href));
}

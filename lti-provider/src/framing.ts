import type { LearnedFrameOrigin, ValidatedLaunch } from "./types";

/**
 * What a verified launch says about where the platform's pages are (ADR 0044): the origin of its
 * `launch_presentation.return_url` (the course page the person came from) and of its deep-linking
 * return, with the product family it names. The token is signed by the platform, so these are its
 * own word; only http(s) origins count, never a path, a wildcard or a `data:` address.
 */
export function framingFacts(launch: ValidatedLaunch): {
  origins: LearnedFrameOrigin[];
  productFamily: string | null;
} {
  const origins: LearnedFrameOrigin[] = [];
  const add = (url: string | null | undefined, source: LearnedFrameOrigin["source"]) => {
    const origin = webOrigin(url);
    if (origin && !origins.some((known) => known.origin === origin)) origins.push({ origin, source });
  };
  add(launch.returnUrl, "launch");
  add(launch.deepLinking?.returnUrl, "deep_link");
  return { origins, productFamily: launch.productFamily };
}

/**
 * The origin of an http(s) address, or null for anything else. The host must be plain letters,
 * digits, dots and hyphens (or a bracketed IPv6 address): a URL parser lets `*` and `;` through, and
 * an origin goes into a Content-Security-Policy, where they would widen or break it.
 */
export function webOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    return /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(parsed.hostname) ? parsed.origin : null;
  } catch {
    return null;
  }
}

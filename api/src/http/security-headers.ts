import { Elysia } from "elysia";
import type { AppContext } from "../context";
import { trustedScriptHashes } from "./inline-scripts";
import { requestFacts, type ServedFor } from "./request-context";

/** Every answer: no MIME sniffing, no full URLs leaking to other sites, no powerful features. */
const ALWAYS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
} as const;

/** Data (JSON, scripts, images) is never a document: it may load nothing and be framed by no one. */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The origins our documents need besides their own. */
interface DocumentSources {
  /** Where the widgets' remotes load from (scripts, manifests, styles). */
  widgetOrigins: string[];
  /** Where the API is, when not on this origin. */
  apiOrigins: string[];
  /** Who may frame us: the page's district's LTI platforms and portals (ADR 0033). */
  frameAncestors: string[];
  /** Where our forms may post: LTI platforms (the deep-linking return). */
  formTargets: string[];
}

/**
 * The policy of our HTML pages. Scripts: our origin, the widgets' origins and the hashes of our own
 * fixed inline scripts; never `unsafe-inline` or `unsafe-eval`. Styles allow inline because the
 * widgets render their CSS into their own shadow roots; CSS cannot run script.
 */
function documentPolicy(sources: DocumentSources, scriptHashes: readonly string[]): string {
  const list = (...parts: (string | readonly string[])[]) => [...new Set(parts.flat())].join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", sources.widgetOrigins, scriptHashes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", sources.widgetOrigins)}`,
    `img-src ${list("'self'", "data:", sources.widgetOrigins)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", sources.apiOrigins, sources.widgetOrigins)}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", sources.formTargets)}`,
    `frame-ancestors ${list("'self'", sources.frameAncestors)}`,
  ].join("; ");
}

/**
 * Security headers on every answer, applied once for the whole app: `nosniff`, the referrer policy,
 * HSTS when the product is served over HTTPS, and a Content-Security-Policy: the strict data policy
 * for everything, replaced on HTML pages by the document policy, whose `frame-ancestors` names only
 * the origins of the district the page is served for: the LTI launch's own platform (the LTI tool
 * says so), or the district in the page's address (`?district=`), else only our own origin and
 * CORS_ORIGINS. Never every district's list at once.
 */
export function securityHeaders(ctx: AppContext) {
  const https = ctx.config.publicUrl.startsWith("https:");
  const originOf = (url: string) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []);
  const widgetOrigins = originOf(ctx.config.web.widgetsUrl);
  const apiOrigins = originOf(ctx.config.web.apiBaseUrl);

  async function policyForDocuments(request: Request): Promise<string> {
    const servedFor = requestFacts(request).servedFor ?? districtInAddress(request);
    const { frameAncestors, formTargets } = await ctx.embedOrigins.framers(servedFor);
    return documentPolicy({ widgetOrigins, apiOrigins, frameAncestors, formTargets }, trustedScriptHashes());
  }

  return new Elysia({ name: "security-headers" })
    .onRequest(({ set }) => {
      Object.assign(set.headers, ALWAYS);
      set.headers["content-security-policy"] = DATA_POLICY;
      if (https) set.headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
    })
    .mapResponse(async ({ responseValue, set, request }) => {
      if (responseValue instanceof Response) {
        if (!isHtml(responseValue.headers.get("content-type"))) return;
        if (responseValue.headers.has("content-security-policy")) return;
        try {
          responseValue.headers.set("content-security-policy", await policyForDocuments(request));
        } catch {
          // A Response with immutable headers (a redirect) is not a document.
        }
        return;
      }
      if (isHtml(String(set.headers["content-type"] ?? ""))) {
        set.headers["content-security-policy"] = await policyForDocuments(request);
      }
    })
    .as("global");
}

/** A portal that frames a page of ours names its district in the page's address: `?district=<id>`. */
function districtInAddress(request: Request): ServedFor | undefined {
  const districtId = new URL(request.url).searchParams.get("district");
  return districtId && /^[A-Za-z0-9_-]{1,64}$/.test(districtId) ? { districtId } : undefined;
}

function isHtml(contentType: string | null): boolean {
  return (contentType ?? "").toLowerCase().startsWith("text/html");
}

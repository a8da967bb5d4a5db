import { Elysia } from "elysia";
import type { EmbedOrigins } from "../modules/embedding/public";

/** What a portal's page may send and read: the bearer header, JSON, and the headers a client needs to react. */
const ALLOWED_METHODS = "GET, POST, PATCH, DELETE, OPTIONS";
const ALLOWED_HEADERS = "authorization, content-type, accept, x-request-id";
// x-bloom-ai says the built-in tutor stood in for the model (ai/degraded-scope.ts).
const EXPOSED_HEADERS = "retry-after, x-request-id, x-bloom-ai";

/**
 * Cross-origin access to the API for the embedded widgets: a portal page on another origin calls the
 * API with a bearer token (never cookies, so never `Access-Control-Allow-Credentials`). A call's
 * answer echoes its origin only when it is in CORS_ORIGINS or a portal of the token's user's district,
 * so one district's portal never reads an answer served for another district; a preflight, which
 * carries no token, goes on for an origin some district lists (ADR 0033). There is no "*". The built
 * scripts and remotes are public files and say so themselves (web module).
 */
export function cors(origins: EmbedOrigins) {
  return new Elysia({ name: "cors" })
    .onRequest(async ({ request, set }) => {
      const { pathname } = new URL(request.url);
      if (pathname !== "/api" && !pathname.startsWith("/api/")) return;
      set.headers.vary = "Origin";
      const origin = request.headers.get("origin");
      // A same-origin call or a server's (no Origin header) needs no list of portals.
      if (origin === null && request.method !== "OPTIONS") return;
      const preflight = request.method === "OPTIONS" && request.headers.has("access-control-request-method");
      const allowed =
        origin !== null &&
        (preflight
          ? await origins.allowsPreflight(origin)
          : await origins.allowsCall(origin, request.headers.get("authorization")));
      if (allowed) {
        set.headers["access-control-allow-origin"] = origin;
        set.headers["access-control-expose-headers"] = EXPOSED_HEADERS;
      }
      if (preflight) {
        if (allowed) {
          set.headers["access-control-allow-methods"] = ALLOWED_METHODS;
          set.headers["access-control-allow-headers"] = ALLOWED_HEADERS;
          set.headers["access-control-max-age"] = "600";
        }
        // A preflight from an origin not allowed gets no permission, and the browser stops there.
        return new Response(null, { status: 204, headers: set.headers as Record<string, string> });
      }
    })
    .as("global");
}

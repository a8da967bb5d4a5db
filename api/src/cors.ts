import { Elysia } from "elysia";

/**
 * Cross-origin access for the embedded widgets: a portal page or an LMS frame on another origin
 * calls the API with a bearer token (never cookies), so any listed origin may, and "*" allows all.
 */
export function cors(allowedOrigins: readonly string[]) {
  const allowAll = allowedOrigins.includes("*");
  const originFor = (origin: string | null) =>
    origin && (allowAll || allowedOrigins.includes(origin)) ? (allowAll ? "*" : origin) : null;

  return new Elysia({ name: "cors" })
    .onRequest(({ request, set }) => {
      const origin = originFor(request.headers.get("origin"));
      if (!origin) return;
      set.headers["access-control-allow-origin"] = origin;
      // The widgets read whether the built-in tutor stood in for the model (ai/degraded-scope.ts).
      set.headers["access-control-expose-headers"] = "x-bloom-ai";
      if (origin !== "*") set.headers.vary = "Origin";
      if (request.method === "OPTIONS") {
        set.headers["access-control-allow-methods"] = "GET, POST, PATCH, DELETE, OPTIONS";
        set.headers["access-control-allow-headers"] = "authorization, content-type, accept";
        set.headers["access-control-max-age"] = "600";
        return new Response(null, { status: 204, headers: set.headers as Record<string, string> });
      }
    })
    .as("global");
}

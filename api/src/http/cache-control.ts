import { Elysia } from "elysia";

/**
 * `Cache-Control: no-store` on every answer under /api, signed in or not, errors included, unless
 * the route sets its own: almost every API answer is one person's data or the state of the moment,
 * so no browser, proxy or shared computer in a school may keep a copy, and the few public answers
 * are too small to be worth caching. The web app's pages and assets (not under /api) set their own.
 */
export const apiCacheControl = new Elysia({ name: "api-cache-control" })
  .onRequest(({ request, set }) => {
    if (new URL(request.url).pathname.startsWith("/api/")) set.headers["cache-control"] = "no-store";
  })
  .as("global");

import { join, resolve } from "node:path";
import { type Static, Type as t } from "@sinclair/typebox";
import { stripTrailingSlash } from "./ai";
import type { EnvReader } from "./env-reader";

export const WebSchema = t.Object(
  {
    distDir: t.String(),
    widgetsUrl: t.String({
      description: "Where the widgets' remotes are served from; the shell finds them there at run time.",
    }),
    apiBaseUrl: t.String({ description: "The API's address as the browser should use it; empty for the same origin." }),
    corsOrigins: t.Array(t.String(), {
      description:
        'Portal origins every district may use, besides those each district\'s admin adds through the API: their pages may call the API (CORS) and frame the product (`frame-ancestors`). Never "*".',
    }),
    liveReload: t.Boolean({
      description: "Development only: open pages reload when a new front-end build lands (`bun run dev`).",
    }),
  },
  { description: "The built front end this process serves." },
);

export function readWeb(read: EnvReader, { repoRoot, production }: { repoRoot: string; production: boolean }) {
  const web: Static<typeof WebSchema> = {
    distDir: resolve(read.string("WEB_DIST_DIR", join(repoRoot, "dist"))),
    widgetsUrl: stripTrailingSlash(read.string("WIDGETS_URL", "/widgets")),
    apiBaseUrl: stripTrailingSlash(read.string("WEB_API_BASE_URL", "")),
    corsOrigins: readOrigins(read, "CORS_ORIGINS"),
    liveReload: !production && read.boolean("WEB_LIVE_RELOAD", false),
  };
  return web;
}

/** A comma-separated list of origins (`https://portal.example.org`), each checked; "*" is refused. */
function readOrigins(read: EnvReader, name: string): string[] {
  const origins: string[] = [];
  for (const entry of read.string(name, "").split(",")) {
    const value = entry.trim();
    if (!value) continue;
    const origin = normaliseOrigin(value);
    if (origin) origins.push(origin);
    else
      read.require(
        false,
        `${name} must list origins such as https://portal.example.org, separated by commas (got "${value}"; "*" is not allowed).`,
      );
  }
  return origins;
}

/** `scheme://host[:port]` in lower case, or null when `value` is not an http(s) origin without a path. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || url.username) return null;
    if (!/^[a-z]+:\/\/[^/]+\/?$/i.test(value)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

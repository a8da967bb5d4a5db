import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { unchangingText } from "../../http/compression";
import { DOCS_JSON_PATH, DOCS_PATH, describeApi } from "./service";

/** Scalar's self-contained browser build, served from here: no CDN is reachable from a school network or allowed by our CSP. */
const REFERENCE_SCRIPT = join(
  dirname(fileURLToPath(import.meta.resolve("@scalar/api-reference"))),
  "browser",
  "standalone.js",
);

/**
 * Scalar's bundle with its web-font rules taken out: they point at Scalar's font server, which a
 * school network may not reach and our policy does not allow, so the page uses system fonts.
 */
async function referenceScript(): Promise<string> {
  const bundle = await Bun.file(REFERENCE_SCRIPT).text();
  return bundle.replace(/@font-face\s*\{[^}]*fonts\.scalar\.com[^}]*\}/g, "");
}

/** Starts the reference on our description; no fonts or telemetry from Scalar's servers. */
const START_SCRIPT = `Scalar.createApiReference("#api-reference", ${JSON.stringify({
  url: DOCS_JSON_PATH,
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  layout: "modern",
})});\n`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bloom API</title>
    <meta name="description" content="The Bloom API's OpenAPI description" />
  </head>
  <body>
    <noscript>The description is at <a href="${DOCS_JSON_PATH}">${DOCS_JSON_PATH}</a>.</noscript>
    <div id="api-reference"></div>
    <script src="${DOCS_PATH}/reference.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

/**
 * The API's description for integrators: the OpenAPI document at /api/docs/json and a readable page
 * at /api/docs. Scripts come from this origin, so the page keeps the strict document policy.
 */
export function docsModule(ctx: AppContext) {
  const hidden = { detail: { hide: true } };
  const app = new Elysia({ prefix: DOCS_PATH, name: "docs" });
  let document: ReturnType<typeof describeApi> | undefined;
  // The reference is 4.7 MB as text: read, and each compressed form made, once, on first ask.
  let reference: Promise<(request: Request) => Response> | undefined;
  return app
    .get(
      "/",
      () =>
        new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" } }),
      hidden,
    )
    .get(
      "/json",
      () => {
        // The route list is complete once the server listens; the description is built once, on first ask.
        document ??= describeApi(app, ctx.config.publicUrl);
        return document;
      },
      hidden,
    )
    .get(
      "/reference.js",
      async ({ request }) => {
        reference ??= referenceScript().then((text) =>
          unchangingText(text, {
            "content-type": "text/javascript; charset=utf-8",
            "cache-control": "public, max-age=3600",
          }),
        );
        return (await reference)(request);
      },
      hidden,
    )
    .get(
      "/start.js",
      () =>
        new Response(START_SCRIPT, {
          headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" },
        }),
      hidden,
    );
}

import { existsSync, watch } from "node:fs";
import { join, normalize, sep } from "node:path";
import { widgetManifests } from "@bloom/domain";
import { Elysia } from "elysia";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { type ContentEncoding, chooseEncoding, unchangingText } from "../../http/compression";
import { inlineScriptsOf, trustInlineScript } from "../../http/inline-scripts";

/**
 * Serves the built front end from the API process (the embedded default): the shell at every
 * path that is not the API's, the widgets' federation remotes under /widgets/, and the portal
 * embed scripts under /embed/. The shell's page carries its run-time configuration, so the
 * widgets can be hosted elsewhere without rebuilding.
 */
export function webModule(ctx: AppContext) {
  const root = ctx.config.web.distDir;
  const shellIndex = join(root, "shell", "index.html");
  /** The page with its configuration, the same for every request until a rebuild (live reload). */
  let index: ((request: Request) => Response) | null = null;

  async function renderIndex(request: Request): Promise<Response> {
    if (!existsSync(shellIndex)) {
      return new Response(
        "<!doctype html><title>Bloom</title><p>The web app has not been built yet. Run <code>bun run build</code>, then reload this page.</p>",
        { status: 503, headers: { "content-type": "text/html; charset=utf-8" } },
      );
    }
    if (index === null) {
      const html = (await Bun.file(shellIndex).text()).replace("<!--bloom-config-->", configScript(ctx));
      // The page's inline scripts are our build's and our configuration's, fixed for this process.
      for (const script of inlineScriptsOf(html)) trustInlineScript(script);
      // The page carries its styles and the landing page's first paint, so it is worth compressing.
      index = unchangingText(html, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
    }
    return index(request);
  }

  const app = new Elysia({ name: "web" });
  if (ctx.config.web.liveReload) app.use(liveReload(root, () => (index = null)));
  return app
    .get("/widgets/*", ({ params, request }) => serveFile(join(root, "widgets"), params["*"], request))
    .get("/embed/*", ({ params, request }) => serveFile(join(root, "embed"), params["*"], request))
    .get("/*", async ({ params, request }) => {
      const path = params["*"] ?? "";
      if (path.startsWith("api/") || path === "api" || path.startsWith("lti/")) {
        throw new AppError("ROUTE_NOT_FOUND", "errors.route");
      }
      if (path && path !== "index.html") {
        const asset = await serveFile(join(root, "shell"), path, request, { optional: true });
        if (asset) return asset;
      }
      return renderIndex(request);
    });
}

/** The page's configuration: the API's address and where each widget's remote is. */
function configScript(ctx: AppContext): string {
  const widgets = ctx.config.web.widgetsUrl;
  const config = {
    apiBaseUrl: ctx.config.web.apiBaseUrl,
    remotes: widgetManifests(widgets),
  };
  // `<` escaped so the JSON can never close the script element.
  const script = `<script>window.__BLOOM__=${JSON.stringify(config).replaceAll("<", "\\u003c")}</script>`;
  const reload = ctx.config.web.liveReload
    ? `<script>new EventSource("/__dev/reload").onmessage = () => location.reload();</script>`
    : "";
  return script + reload;
}

/** The path as the browser meant it; a broken escape (`%ff`, a lone `%`) names no file. */
function decodedPath(relative: string): string {
  try {
    return decodeURIComponent(relative);
  } catch {
    throw new AppError("ROUTE_NOT_FOUND", "errors.file");
  }
}

/**
 * The build's content-hashed names (`[name].[contenthash:8].js`, rspack.config.ts): what such a name
 * holds never changes, so browsers keep it a year. Everything else (the page, the federation remote
 * entries `remoteEntry.js`, `mf-manifest.json`, the portal's `embed.js`) keeps its name across
 * builds and is checked on every use.
 */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|mjs|css|wasm|svg|json|map)$/;

export function cachePolicyFor(path: string): string {
  return CONTENT_HASHED.test(path) ? "public, max-age=31536000, immutable" : "no-cache";
}

/** The precompressed forms the build wrote beside a file (scripts/precompress.ts). */
const PRECOMPRESSED: { encoding: Exclude<ContentEncoding, "identity">; suffix: string }[] = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];

/**
 * A file under `base`, never outside it, in the smallest form the request accepts: the build's
 * `.br` or `.gz` beside it (Brotli before gzip), else the file itself, with its own type and length,
 * `Vary: Accept-Encoding`, a validator for `no-cache` files, and the cache policy of its name.
 */
async function serveFile(
  base: string,
  relative: string | undefined,
  request: Request,
  options: { optional?: boolean } = {},
): Promise<Response | null> {
  const target = normalize(join(base, decodedPath(relative ?? "")));
  // A NUL byte is no file name (and the file system refuses it); outside `base` is no file of ours.
  if (!target.startsWith(base + sep) || target.includes("\0")) {
    throw new AppError("ROUTE_NOT_FOUND", "errors.file");
  }
  const file = Bun.file(target);
  if (!(await file.exists())) {
    if (options.optional) return null;
    throw new AppError("ROUTE_NOT_FOUND", "errors.file");
  }
  const available: ContentEncoding[] = [];
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (await Bun.file(target + suffix).exists()) available.push(encoding);
  }
  const encoding = chooseEncoding(request.headers.get("accept-encoding"), available);
  const served =
    encoding === "identity" ? file : Bun.file(target + PRECOMPRESSED.find((p) => p.encoding === encoding)!.suffix);
  const stat = await file.stat();
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${encoding === "identity" ? "" : `-${encoding}`}"`;
  const headers: Record<string, string> = {
    "content-type": file.type,
    "cache-control": cachePolicyFor(target),
    vary: "Accept-Encoding",
    etag,
    // Remotes and embed scripts are loaded by pages on other origins (portals, LMS frames).
    "access-control-allow-origin": "*",
  };
  if (
    request.headers
      .get("if-none-match")
      ?.split(",")
      .some((tag) => tag.trim() === etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  headers["content-length"] = String(served.size);
  return new Response(served, { headers });
}

/** Development only: tells open pages to reload when the build output changes. */
function liveReload(root: string, onChange: () => void) {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (existsSync(root)) {
    watch(root, { recursive: true }, () => {
      clearTimeout(timer);
      // A build writes many files; reload once when it has settled.
      timer = setTimeout(() => {
        onChange();
        for (const notify of listeners) notify();
      }, 300);
    });
  }
  return new Elysia({ name: "live-reload" }).get("/__dev/reload", () => {
    let notify: () => void = () => undefined;
    const stream = new ReadableStream({
      start(controller) {
        notify = () => controller.enqueue(new TextEncoder().encode("data: reload\n\n"));
        listeners.add(notify);
      },
      cancel() {
        listeners.delete(notify);
      },
    });
    return new Response(stream, { headers: { "content-type": "text/event-stream", "cache-control": "no-cache" } });
  });
}

import { resolve } from "node:path";
import { ModuleFederationPlugin } from "@module-federation/enhanced/rspack";
import { type Configuration, HtmlRspackPlugin } from "@rspack/core";
import { WIDGET_NAMES, type WidgetName } from "./packages/domain/src/widgets";
import { uiStyles } from "./packages/ui/src/styles";
import { shellStyles } from "./shell/src/styles";

/**
 * One multi-config build for the web front end (ARCHITECTURE §6):
 * - `shell`: the standalone app, which makes its federation runtime when a widget is first wanted
 *   and finds the remotes at run time (ADR 0025);
 * - `tutor`, `flashcards`, `dashboard`: the widgets, each a federation remote with an
 *   `mf-manifest.json` exposing `./Widget` (the React component) and `./element` (the custom element),
 *   built into dist/widgets/<widget>/;
 * - `<widget>-embed`: each widget's one-script entry for portal pages, self-contained, built into
 *   dist/embed/<widget>/embed.js.
 * React and react-dom are shared singletons, with the `react/` and `react-dom/` keys so that
 * `react/jsx-runtime` and `react-dom/client` are shared too.
 *
 *   rspack build                       production build into dist/
 *   rspack build --watch --mode development
 */

const ROOT = import.meta.dirname;
const ALL_WIDGETS = WIDGET_NAMES;
/** `WIDGETS=tutor` builds only some widgets, for a faster development loop. */
const WIDGETS: readonly WidgetName[] = process.env.WIDGETS
  ? ALL_WIDGETS.filter((widget) => process.env.WIDGETS!.split(",").includes(widget))
  : ALL_WIDGETS;
const production = process.env.NODE_ENV !== "development";

const SHARED = {
  react: { singleton: true, requiredVersion: "^19.0.0" },
  "react/": { singleton: true, requiredVersion: "^19.0.0" },
  "react-dom": { singleton: true, requiredVersion: "^19.0.0" },
  "react-dom/": { singleton: true, requiredVersion: "^19.0.0" },
  "@tanstack/react-query": { singleton: true, requiredVersion: "^5.0.0" },
};

function baseConfig(name: string, outputPath: string): Configuration {
  return {
    name,
    mode: production ? "production" : "development",
    devtool: production ? "source-map" : "eval-cheap-module-source-map",
    context: ROOT,
    target: ["web", "es2022"],
    resolve: {
      extensions: [".tsx", ".ts", ".mjs", ".js"],
      // Workspace packages are linked; resolve them to one real path so each module exists once.
      symlinks: true,
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: "builtin:swc-loader",
          options: {
            jsc: {
              parser: { syntax: "typescript", tsx: true },
              transform: { react: { runtime: "automatic", development: !production } },
              target: "es2022",
            },
          },
          type: "javascript/auto",
        },
        // uPlot ships its stylesheet as CSS; widgets embed it as text in their own root.
        { test: /\.css$/, type: "asset/source" },
      ],
    },
    output: {
      path: resolve(ROOT, outputPath),
      publicPath: "auto",
      uniqueName: `bloom-${name}`,
      filename: production ? "[name].[contenthash:8].js" : "[name].js",
      chunkFilename: production ? "[name].[contenthash:8].js" : "[name].js",
      clean: true,
    },
    optimization: { moduleIds: "deterministic" },
    performance: { hints: false },
    experiments: { css: false },
    stats: "errors-warnings",
  };
}

const shell: Configuration = {
  ...baseConfig("shell", "dist/shell"),
  // Not built as a federation host: its federation runtime is made when a widget is first wanted
  // (shell/src/federation.ts), so the landing page starts from plain scripts the page lists.
  entry: { main: "./shell/src/bootstrap.tsx" },
  output: { ...baseConfig("shell", "dist/shell").output, publicPath: "/" },
  // React and the other packages in scripts of their own beside the app's: the page fetches them
  // side by side, and each runs as a shorter task than one script of everything would.
  // The federation runtime stays whole in its named chunk, so the page's one early fetch of it is all
  // a widget's address waits for before it asks for the remote's manifest.
  optimization: {
    ...baseConfig("shell", "dist/shell").optimization,
    splitChunks: { chunks: (chunk) => chunk.name !== "federation" },
  },
  plugins: [
    // Not minified: the minifier drops the `<!--bloom-config-->` the API fills in, and the page is sent compressed.
    new HtmlRspackPlugin({ template: "./shell/index.html", scriptLoading: "defer", minify: false }),
    {
      // The styles are in the page, so it paints styled before any script has run.
      apply(compiler) {
        compiler.hooks.compilation.tap("bloom-page-styles", (compilation) => {
          HtmlRspackPlugin.getCompilationHooks(compilation).afterTemplateExecution.tap("bloom-page-styles", (data) => {
            data.html = data.html.replace("<!--bloom-styles-->", `<style>${uiStyles + shellStyles}</style>`);
            return data;
          });
        });
      },
    },
  ],
};

function widgetRemote(widget: WidgetName): Configuration {
  const base = baseConfig(widget, `dist/widgets/${widget}`);
  return {
    ...base,
    entry: {},
    plugins: [
      new ModuleFederationPlugin({
        name: widget,
        filename: "remoteEntry.js",
        exposes: {
          "./Widget": `./widgets/${widget}/src/Widget.tsx`,
          "./element": `./widgets/${widget}/src/element.ts`,
        },
        shared: SHARED,
        dts: false,
        manifest: {
          fileName: "mf-manifest.json",
          // The manifest lists every expose's chunks as each one's first files, so the page fetched
          // the custom element's chunk (lit) with the widget; each now lists its own chunk group's.
          additionalData: ({ stats, compilation }) => {
            for (const expose of stats.exposes) {
              const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.name}`);
              if (!group) continue;
              expose.assets.js.sync = group.chunks.flatMap((chunk) =>
                [...chunk.files].filter((file) => file.endsWith(".js")),
              );
            }
            return stats;
          },
        },
        // The federation runtime is the shell's (shell/src/federation.ts), so a remote does not ship one.
        experiments: { externalRuntime: true },
      }),
    ],
  };
}

function widgetEmbed(widget: WidgetName): Configuration {
  const base = baseConfig(`${widget}-embed`, `dist/embed/${widget}`);
  return {
    ...base,
    entry: { embed: `./widgets/${widget}/src/embed.ts` },
    // One script a portal adds: a stable name, everything else in hashed chunks beside it.
    output: { ...base.output, filename: "[name].js" },
  };
}

export default [shell, ...WIDGETS.flatMap((widget) => [widgetRemote(widget), widgetEmbed(widget)])];

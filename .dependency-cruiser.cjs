/**
 * The house's import boundaries, checked by `bun run boundaries` in the test command
 * (docs/architecture.md, ADR 0019). Each rule says why it exists; a new exception needs a reason
 * here, not a quiet import.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle makes load order matter and hides who depends on whom.",
      severity: "error",
      from: {},
      // A cycle through a type-only import is erased at run time: context.ts names the features' service types that way.
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "module-internals",
      comment:
        "An API module's public surface is its index.ts (the Elysia plugin, for app.ts) and its public.ts (what other parts may call); everything else in its folder is its own.",
      severity: "error",
      from: { path: "^api/src/", pathNot: ["^api/src/modules/([^/]+)/", "^api/src/models\\.ts$", "\\.test\\.ts$"] },
      to: { path: "^api/src/modules/[^/]+/", pathNot: "^api/src/modules/[^/]+/(index|public)\\.ts$" },
    },
    {
      name: "models-are-schemas",
      comment:
        "api/src/models.ts, the browser's view of the API's types, reads the modules' schemas (model.ts) and nothing else.",
      severity: "error",
      from: { path: "^api/src/models\\.ts$" },
      to: { path: "^api/src/modules/", pathNot: "^api/src/modules/[^/]+/(model|index)\\.ts$" },
    },
    {
      name: "module-to-module-internals",
      comment: "One module reaches another only through its public.ts.",
      severity: "error",
      from: { path: "^api/src/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^api/src/modules/[^/]+/",
        pathNot: ["^api/src/modules/$1/", "^api/src/modules/[^/]+/public\\.ts$"],
      },
    },
    {
      name: "infrastructure-knows-no-feature",
      comment:
        "ai/, db/, safety/, email/, outbox/, jobs/, config/ and i18n/ are used by the modules, never the other way round (context.ts: the next rule).",
      severity: "error",
      from: { path: "^api/src/(ai|db|safety|email|outbox|jobs|config|events|errors|logger|ids|i18n)" },
      to: { path: "^api/src/modules/" },
    },
    {
      name: "context-names-feature-types-only",
      comment:
        "context.ts declares every field of AppContext, so it names the features' service types, by type-only imports of their public.ts and nothing at run time.",
      severity: "error",
      from: { path: "^api/src/context\\.ts$" },
      to: { path: "^api/src/modules/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "front-end-through-the-client",
      comment:
        "The shell and the widgets reach the API through @bloom/client (ADR 0008), never its source; they may import the API's types from @bloom/api/models only.",
      severity: "error",
      from: { path: "^(shell|widgets)/", pathNot: "\\.test\\.tsx?$|/test-support\\.ts$" },
      to: { path: "^api/src/", pathNot: "^api/src/models\\.ts$" },
    },
    {
      name: "widgets-are-independent",
      comment: "A widget is a remote of its own: it shares code through packages/, not through another widget.",
      severity: "error",
      from: { path: "^widgets/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^widgets/", pathNot: "^widgets/$1/" },
    },
    {
      name: "packages-stand-alone",
      comment:
        "Shared packages know no app: nothing in packages/ or lti-provider/ imports the shell, a widget or the API's source.",
      severity: "error",
      from: { path: "^(packages|lti-provider)/", pathNot: "\\.test\\.tsx?$|/test/" },
      to: { path: "^(shell|widgets)/|^api/src/(?!models\\.ts$)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "node_modules|/dist/" },
    combinedDependencies: true,
  },
};

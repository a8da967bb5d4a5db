import { toOpenAPISchema } from "@elysiajs/openapi";
import type { AnyElysia } from "elysia";
import packageJson from "../../../package.json" with { type: "json" };
import { ERROR_STATUS } from "../../errors";
import { BEARER_SCHEME } from "../auth/public";

/** Where the page and the description are served, under the API's prefix. */
export const DOCS_PATH = "/api/docs";
export const DOCS_JSON_PATH = `${DOCS_PATH}/json`;

/**
 * Routes the description leaves out, with the reason: they are the web app's pages and files, or
 * this page itself, not calls an integrator makes.
 */
export const UNDOCUMENTED_PATHS: Record<string, string> = {
  "/*": "the web app's pages and built files",
  "/widgets/*": "the widgets' built files (federation remotes)",
  "/embed/*": "the portal embed scripts",
  "/__dev/reload": "development live reload only",
  [DOCS_PATH]: "this documentation page",
  [DOCS_JSON_PATH]: "this description itself",
  [`${DOCS_PATH}/reference.js`]: "the documentation page's script",
  [`${DOCS_PATH}/start.js`]: "the documentation page's script",
};

const TAGS: { name: string; description: string }[] = [
  {
    name: "Accounts",
    description: "Sign-in (Google, school SSO, demo), the signed-in profile, consent and data export.",
  },
  { name: "Subjects", description: "A student's subjects and their outlines." },
  { name: "Tutoring", description: "Tutoring sessions and the chat, streamed as server-sent events." },
  { name: "Practice", description: "Flashcards, reviews and practice settings." },
  { name: "Mastery", description: "A student's mastery tree." },
  { name: "Content generation", description: "Generated learning content." },
  { name: "Analytics", description: "A student's progress, for the student and the adults who may see it." },
  { name: "Classroom", description: "Teachers' classes and their students' sessions (audit-logged)." },
  { name: "Safety", description: "Safety alerts for adults and a district's safety settings." },
  { name: "Privacy", description: "Data rights: export, deletion and retention, for admins." },
  { name: "Billing", description: "Trials, subscriptions and licences." },
  { name: "Audit", description: "The audit log, for admins." },
  { name: "Model health", description: "The AI model's health, for admins." },
  {
    name: "Deliveries",
    description: "Emails, grades to the LMS and billing calls that keep failing, for the admins who answer for them.",
  },
  { name: "LTI administration", description: "LMS registrations, deployments and courses, for district admins." },
  { name: "Embedding", description: "The portal origins a district allows to embed the widgets." },
  { name: "LTI 1.3 tool", description: "The endpoints an LMS calls: login, launch, deep linking, keys." },
  { name: "Health", description: "Liveness and readiness." },
];

type Operation = Record<string, unknown> & {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/** Each route's body schema by `METHOD /path/{param}`, as the description writes its paths. */
function bodySchemas(app: AnyElysia): Map<string, unknown> {
  const bodies = new Map<string, unknown>();
  // A plugin's `routes` are its own; the whole app's list is behind this protected method, which the generator reads too.
  // biome-ignore lint/complexity/useLiteralKeys: dot access to a protected method does not compile.
  for (const route of app["getGlobalRoutes"]()) {
    if (!route.hooks.body) continue;
    const path = route.path.replace(/:([^/]+)/g, "{$1}");
    bodies.set(`${route.method} ${path.length > 1 ? path.replace(/\/$/, "") : path}`, route.hooks.body);
  }
  return bodies;
}

/**
 * The generator lists a body's media types from the route's parsers and skips a parser that is a
 * function; every body is read by ours (http/request-body.ts), so the types it accepts are named here:
 * JSON on /api, forms or JSON on the LTI tool.
 */
function documentRequestBody(operation: Operation, schema: unknown, path: string) {
  if (!operation.requestBody || schema === undefined) return;
  if (Object.keys(operation.requestBody.content ?? {}).length > 0) return;
  operation.requestBody.content = path.startsWith("/api/")
    ? { "application/json": { schema } }
    : { "application/x-www-form-urlencoded": { schema }, "application/json": { schema } };
}

/** A `t.Void()` response (204, a redirect) has no body; the generator writes its type where the media types go. */
function documentEmptyResponses(operation: Operation) {
  for (const response of Object.values(operation.responses ?? {})) {
    if (response.content && "type" in response.content) delete response.content;
  }
}

/**
 * The API's OpenAPI description, generated from the route schemas the server validates with: bearer
 * auth as a security scheme on every route that needs it (`security: []` marks a public one), roles
 * as `x-roles`, and one tag per module.
 */
export function describeApi(app: AnyElysia, publicUrl: string) {
  const generated = toOpenAPISchema(app, {
    staticFile: false,
    paths: Object.keys(UNDOCUMENTED_PATHS).flatMap((path) => [path, `${path}/`]),
  });
  // A module's root route is registered as `/api/health/`; integrators call it without the slash.
  const paths: typeof generated.paths = {};
  for (const [path, item] of Object.entries(generated.paths)) {
    const plain = path.length > 1 ? path.replace(/\/$/, "") : path;
    paths[plain] = { ...paths[plain], ...item };
  }
  const { components } = generated;
  const bodies = bodySchemas(app);
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item ?? {}) as [string, Operation][]) {
      if (typeof operation !== "object" || operation === null) continue;
      documentRequestBody(operation, bodies.get(`${method.toUpperCase()} ${path}`), path);
      documentEmptyResponses(operation);
      // A route without the auth macro is open to anyone; an empty list says so explicitly.
      operation.security ??= [];
      // The LTI tool is a plugin of its own package, which knows no tags; every module of ours names its own.
      if (!operation.tags?.length && path.startsWith("/lti/")) operation.tags = ["LTI 1.3 tool"];
      // Every refusal has one shape; the status says which (400, 401, 403, 404, 409, 413, 415, 429, 5xx).
      operation.responses ??= {};
      const responses = operation.responses as Record<string, unknown>;
      responses.default ??= {
        description: "An error: a sentence a person understands, and a code to branch on.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Bloom API",
      version: packageJson.version,
      description: [
        "The API behind Bloom's tutor, flashcards and dashboards, and its LTI 1.3 tool.",
        "",
        "Send the token from a sign-in as `Authorization: Bearer <token>`. A route without a lock is public.",
        "A route for some roles only says so (other roles get 403); an object that is not the caller's answers 404.",
        'Every error is JSON `{ "error": "<a sentence>", "code": "<CODE>" }`.',
        "",
        "How the product is built: docs/architecture.md; LMS integration: docs/lti.md (in the repository).",
      ].join("\n"),
    },
    servers: [{ url: publicUrl }],
    tags: TAGS,
    paths,
    components: {
      ...components,
      schemas: {
        ...components.schemas,
        Error: {
          type: "object",
          required: ["error", "code"],
          properties: {
            error: { type: "string", description: "What went wrong, in a sentence for a person." },
            code: { type: "string", enum: Object.keys(ERROR_STATUS) },
          },
        },
      },
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The token a sign-in returns (Google, school SSO, demo or an LTI launch).",
        },
      },
    },
  };
}

import { Elysia } from "elysia";
import { languageOfRequest, text } from "./i18n";
import { rejectionPage, resumePage, strayVisitPage } from "./pages";
import { type LtiToolOptions, type Params, toolContext } from "./routes/context";
import { deepLink } from "./routes/deep-linking";
import { launch } from "./routes/launch";
import { login } from "./routes/login";
import { register } from "./routes/registration";
import {
  DeepLinkBody,
  KeySetResponse,
  LaunchBody,
  LoginBody,
  LoginQuery,
  PageResponse,
  RegisterQuery,
  StrayVisitResponse,
} from "./schemas";

export type { LtiToolHooks, LtiToolLogger, LtiToolOptions } from "./routes/context";

/**
 * The LTI 1.3 tool as an Elysia plugin, mounted at /lti: login initiation, launch, deep linking,
 * dynamic registration and the tool's key set, each in its own file under routes/. Every refusal
 * is an HTML page a teacher can read and pass on, and a log line with the same reference.
 */
export function ltiTool(options: LtiToolOptions) {
  const tool = toolContext(options);
  const { keys, logger } = tool;
  const activityNames = options.activities.map((activity) => activity.name);

  /** Inside an LMS frame a JSON error means nothing to anyone: failures get a page too. */
  async function asPage(step: string, request: Request, run: () => Promise<Response>): Promise<Response> {
    try {
      return await run();
    } catch (error) {
      const reference = crypto.randomUUID().slice(0, 8);
      logger.warn("LTI step failed", {
        step,
        reference,
        error: error instanceof Error ? error.message : String(error),
      });
      const language = languageOfRequest(request);
      return rejectionPage(
        text(language, "refused.failedHere"),
        `The ${step} step failed on Bloom's side.`,
        reference,
        500,
        null,
        undefined,
        language,
      );
    }
  }

  return (
    new Elysia({ name: "lti-tool", prefix: "/lti" })
      .get(
        "/login",
        ({ query, request }) => asPage("login", request, () => login(tool, query, languageOfRequest(request))),
        {
          query: LoginQuery,
          response: PageResponse,
        },
      )
      .post(
        "/login",
        ({ body, query, request }) =>
          asPage("login", request, () => login(tool, { ...query, ...formParams(body) }, languageOfRequest(request))),
        {
          query: LoginQuery,
          body: LoginBody,
          response: PageResponse,
        },
      )
      .post(
        "/launch",
        ({ body, request }) =>
          asPage("launch", request, () =>
            launch(tool, formParams(body), {
              cookie: request.headers.get("cookie"),
              // A browser names a top-level navigation a document: there, a new window would not help.
              topLevel: request.headers.get("sec-fetch-dest") === "document",
              language: languageOfRequest(request),
            }),
          ),
        { body: LaunchBody, response: PageResponse },
      )
      // A launched widget's window shows this address, so a reload starts it again (ADR 0045). WebKit
      // may reload it by posting the launch's form again: the body is never read.
      .get("/resume", ({ request }) => resumePage(activityNames, languageOfRequest(request)), {
        response: PageResponse,
      })
      .post("/resume", ({ request }) => resumePage(activityNames, languageOfRequest(request)), {
        response: PageResponse,
      })
      // The platform posts these; a browser that visits them by itself gets a page that says what to do.
      .get("/launch", ({ request }) => strayVisitPage(400, languageOfRequest(request)), {
        response: StrayVisitResponse,
      })
      .get("/deep-link", ({ request }) => strayVisitPage(400, languageOfRequest(request)), {
        response: StrayVisitResponse,
      })
      .post(
        "/deep-link",
        ({ body, request }) =>
          asPage("deep linking", request, () => deepLink(tool, formParams(body), languageOfRequest(request))),
        { body: DeepLinkBody, response: PageResponse },
      )
      .get(
        "/register",
        ({ query, request }) =>
          asPage("registration", request, () => register(tool, query, languageOfRequest(request))),
        {
          query: RegisterQuery,
          response: PageResponse,
        },
      )
      .get(
        "/.well-known/jwks.json",
        async () => Response.json(await keys.jwks(), { headers: { "cache-control": "public, max-age=300" } }),
        { response: KeySetResponse },
      )
      // What a browser sends by itself (a visit, a form's post); a host's own catch-all GET would win over `.all`.
      .get("/*", ({ request }) => strayVisitPage(404, languageOfRequest(request)), { response: StrayVisitResponse })
      .post("/*", ({ request }) => strayVisitPage(404, languageOfRequest(request)), { response: StrayVisitResponse })
  );
}

/** A form body as string fields only; anything else (files, repeated fields) is dropped. */
function formParams(body: unknown): Params {
  if (typeof body !== "object" || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

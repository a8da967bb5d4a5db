import { Elysia, type ValidationError } from "elysia";
import { requestFacts } from "../http/request-context";
import { type Language, languageOfAcceptHeader, type MessageKey, type MessageValues, t } from "../i18n";
import { errors as englishErrors } from "../i18n/en/errors";
import { logger } from "../logger";

/**
 * Every error the API reports, with the HTTP status it maps to. The body of an error
 * response is always `{ error: "<a sentence a person understands>", code: "<CODE>" }`.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  /** School and Corporate plans are sold by contract, not through checkout. */
  CONTACT_SALES: 400,
  /** A Stripe webhook whose signature does not match its body and our secret. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** A sign-in code from an alert email that is wrong, used, expired or out of attempts. */
  SIGN_IN_CODE_INVALID: 400,
  UNAUTHENTICATED: 401,
  SUBSCRIPTION_REQUIRED: 402,
  TRIAL_EXPIRED: 402,
  FORBIDDEN: 403,
  /** A child's account waits for a year of birth or a parent's consent; only its own account pages work. */
  CONSENT_REQUIRED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  TRIAL_ALREADY_USED: 409,
  NO_CONCEPTS: 409,
  /** The topic is outside the built-in courses, and no AI model is connected to plan it. */
  NEEDS_AI_MODEL: 409,
  CONFLICT: 409,
  /** Every seat of a licence is taken. */
  LICENCE_FULL: 409,
  /** The licence's end date has passed. */
  LICENCE_ENDED: 409,
  /** The course's LMS does not offer its roster (no Names and Role Provisioning for it). */
  ROSTER_UNAVAILABLE: 409,
  /** A body over REQUEST_BODY_LIMIT_BYTES: refused before it is read in full. */
  PAYLOAD_TOO_LARGE: 413,
  /** A body that is not JSON on a JSON route (forms are taken only by the LTI tool). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many requests of one kind from one user, address or platform; `Retry-After` says when to try again. */
  RATE_LIMITED: 429,
  SIGN_IN_FAILED: 401,
  SIGN_IN_UNAVAILABLE: 503,
  DEMO_UNAVAILABLE: 404,
  UPSTREAM_FAILED: 502,
  AI_FAILED: 502,
  /** An LMS service (roster, grades) did not answer as the LTI specifications say. */
  LMS_UNAVAILABLE: 502,
  AI_BUSY: 503,
  AI_TIMEOUT: 504,
  NOT_READY: 503,
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: string;
  code: ErrorCode;
}

/** The key of an error sentence in api/src/i18n/<language>/errors.ts. */
export type ErrorKey = Extract<MessageKey, `errors.${string}`>;
/** The key of a "… was not found." sentence, one per kind of thing. */
export type NotFoundKey = Extract<ErrorKey, `errors.notFound.${string}`>;

/**
 * The one error type services throw; the error handler turns it into `{ error, code }`. It carries
 * the sentence's key and values, so the body is written in the request's language; `message` is
 * the English sentence, for logs and the command line.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: ErrorKey,
    /** The sentence's values; a function when they are words written in the reader's language too. */
    readonly values: MessageValues | ((language: Language) => MessageValues) = {},
    /** Headers the answer carries besides the body, such as a 429's `Retry-After`. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(t("en", key, typeof values === "function" ? values("en") : values));
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The sentence in `language`. */
  sentence(language: Language): string {
    if (language === "en") return this.message;
    return t(language, this.key, typeof this.values === "function" ? this.values(language) : this.values);
  }

  toBody(language: Language = "en"): ErrorBody {
    return { error: this.sentence(language), code: this.code };
  }
}

/** A 404 that never reveals whether the resource exists for someone else. */
export function notFound(what: NotFoundKey, values?: MessageValues): AppError {
  return new AppError("NOT_FOUND", what, values);
}

/** The language an error answer is written in: the request's `Accept-Language`, else English. */
export function requestLanguage(request: Request): Language {
  return languageOfAcceptHeader(request.headers.get("accept-language")) ?? "en";
}

/**
 * Maps every error to the `{ error, code }` body with the right status. Bad input is
 * always a 4xx with a readable sentence; anything unexpected is logged and reported
 * without internals.
 */
export const errorHandling = new Elysia({ name: "error-handling" })
  .error({ AppError })
  .onError({ as: "global" }, ({ code, error, set, request }) => {
    const appError = toAppError(code, error);
    const facts = requestFacts(request);
    facts.errorCode = appError.code;
    if (appError.code === "INTERNAL") {
      // The path, never the query string: a query may carry a student's words.
      logger.error("Unhandled error", {
        requestId: facts.id,
        method: request.method,
        path: new URL(request.url).pathname,
        error,
      });
    }
    set.status = appError.status;
    Object.assign(set.headers, appError.headers);
    set.headers["content-type"] = "application/json; charset=utf-8";
    return appError.toBody(requestLanguage(request));
  });

/**
 * Route hook for routes that may answer `null` (spec §7: an absent outline is null): sends the
 * JSON text `null`, where Elysia would otherwise send an empty body without a content type.
 */
export function answerNullAsJson(responseValue: unknown): Response | undefined {
  if (responseValue !== null) return undefined;
  return new Response("null", { headers: { "content-type": "application/json; charset=utf-8" } });
}

function toAppError(code: string | number, error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch (code) {
    case "VALIDATION":
      return describeValidationError(error as ValidationError);
    case "PARSE":
      // A refusal from our own body reader (too large, not JSON, too deep) arrives wrapped.
      if ((error as Error).cause instanceof AppError) return (error as Error).cause as AppError;
      return new AppError("INVALID_JSON", "errors.invalidJson");
    case "NOT_FOUND":
      return new AppError("ROUTE_NOT_FOUND", "errors.route");
    case "INVALID_COOKIE_SIGNATURE":
      return new AppError("UNAUTHENTICATED", "errors.cookieInvalid");
  }
  if (typeof code === "number" && code >= 400 && code < 500) {
    return new AppError("VALIDATION_FAILED", "errors.notHandled");
  }
  return new AppError("INTERNAL", "errors.internal");
}

/**
 * Turns a schema failure into one sentence, preferring the message a schema gives for its field.
 * A schema's message is written in English; when it is one of the catalogue's sentences, the
 * answer gives it in the request's language.
 */
function describeValidationError(error: ValidationError): AppError {
  const failed = (key: ErrorKey, values?: MessageValues) => new AppError("VALIDATION_FAILED", key, values);
  if (typeof error.customError === "string") return schemaSentence(error.customError);
  const first = error.all[0];
  const where = error.type;
  if (!first || !("path" in first)) return failed("errors.validation.invalid", { where });
  const field = first.path.replace(/^\//, "").replaceAll("/", ".");
  if (field === "") {
    return error.type === "body" ? failed("errors.bodyNotObject") : failed("errors.validation.invalid", { where });
  }
  // A custom `error` on the failing property's schema is the best sentence we have.
  const schemaError = (first.schema as { error?: unknown } | undefined)?.error;
  if (typeof schemaError === "string") return schemaSentence(schemaError);
  return failed("errors.validation.field", { where, field, detail: first.message.toLowerCase() });
}

const keyOfEnglish = new Map<string, ErrorKey>(
  (Object.keys(englishErrors) as ErrorKey[]).map((key) => [englishErrors[key], key]),
);

/** A schema's own sentence: the catalogue's message when it is one, else the sentence as written. */
function schemaSentence(sentence: string): AppError {
  const key = keyOfEnglish.get(sentence);
  return new AppError("VALIDATION_FAILED", key ?? "errors.custom", key ? {} : { sentence });
}

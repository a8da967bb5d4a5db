import type { ErrorBody } from "@bloom/api/models";

/** An API call that failed: the server's `{ error, code }` when it sent one, else the given fallback. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Reads the server's `error` sentence from a failed response (the spec prefers it), or uses `fallback`. */
export async function errorFromResponse(response: Response, fallback: string): Promise<ApiError> {
  try {
    const body = (await response.clone().json()) as Partial<ErrorBody>;
    if (typeof body?.error === "string" && body.error) return new ApiError(body.error, response.status, body.code);
  } catch {
    // Not JSON: use the fallback sentence.
  }
  return new ApiError(fallback, response.status);
}

/**
 * A failed call of the typed client as an ApiError: treaty has read the body already, and its
 * parsed value carries the server's `{ error, code }` when the server sent one; else `fallback`.
 */
export function errorFromTreaty(error: unknown, status: number, fallback: string): ApiError {
  const body = typeof error === "object" && error !== null && "value" in error ? error.value : undefined;
  if (typeof body === "object" && body !== null && "error" in body && typeof body.error === "string") {
    const code = "code" in body && typeof body.code === "string" ? body.code : undefined;
    return new ApiError(body.error, status, code);
  }
  return new ApiError(fallback, status);
}

/** The message to show for any thrown value, preferring the server's sentence. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError || (error instanceof Error && error.message)) return error.message;
  return fallback;
}

/**
 * The server's own sentence when it asked the caller to slow down (429, "You're going a little
 * fast…"), else undefined: shown in place of a screen's generic failure line, which would suggest
 * something broke.
 */
export function slowDownMessage(error: unknown): string | undefined {
  return apiErrorOf(error)?.status === 429 && (error as Error).message ? (error as Error).message : undefined;
}

/**
 * The HTTP status and code of an API error, or undefined. Read by shape rather than `instanceof`:
 * the client that threw may be another bundle's copy of this package (the shell's, in a widget).
 */
export function apiErrorOf(error: unknown): { status: number; code: string | undefined } | undefined {
  if (!(error instanceof Error) || error.name !== "ApiError") return undefined;
  const { status, code } = error as Partial<ApiError>;
  return typeof status === "number" ? { status, code: typeof code === "string" ? code : undefined } : undefined;
}

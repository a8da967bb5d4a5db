import { Elysia } from "elysia";
import { AppError, requestLanguage } from "../errors";
import { nestsDeeperThan, normaliseJson } from "./text-normalisation";

/** Deeper than any body of ours (the deepest is three levels); JSON nested further is refused unparsed. */
export const MAX_JSON_DEPTH = 32;

const rawBodies = new WeakMap<Request, string>();

/** The body text exactly as it arrived, for a route that checks a signature over it (Stripe's webhook). */
export function rawBodyOf(request: Request): string {
  return rawBodies.get(request) ?? "";
}

/**
 * One way every request body is read, for every route, signed in or not:
 * - a body larger than the limit is 413, by its Content-Length before a byte is read, or as soon as a
 *   body without one passes the limit;
 * - on /api a body must be a JSON object (415 for another media type); the LTI tool's routes take forms too;
 * - JSON nested deeper than MAX_JSON_DEPTH, invalid JSON or text that is not UTF-8 is 400;
 * - every string is normalised (NFC, control characters removed) before it is validated or stored.
 * A refused body changes nothing: it never reaches a route.
 */
export function requestBodies(limitBytes: number) {
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", "errors.bodyTooLarge", { kilobytes: Math.floor(limitBytes / 1024) });

  return new Elysia({ name: "request-bodies" })
    .onRequest(({ request, set }) => {
      const declared = request.headers.get("content-length");
      if (declared === null || Number(declared) <= limitBytes) return;
      // Answered here, before routing: nothing of the body is read.
      const refusal = tooLarge();
      return Response.json(refusal.toBody(requestLanguage(request)), {
        status: refusal.status,
        headers: { ...(set.headers as Record<string, string>), connection: "close" },
      });
    })
    .onParse(async ({ request, contentType }) => {
      if (!request.body) return;
      const type = contentType.trim().toLowerCase();
      const json = type === "application/json" || type.endsWith("+json");
      const form = type === "application/x-www-form-urlencoded";
      const api = new URL(request.url).pathname.startsWith("/api/");
      if (!json && !form && type !== "") throw unsupported(api);

      const text = await readText(request, limitBytes, tooLarge);
      rawBodies.set(request, text);
      if (text.trim() === "") return null;
      if (!json && (api || !form)) throw unsupported(api);
      if (form) return normaliseJson(Object.fromEntries(new URLSearchParams(text)));
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        throw new AppError("INVALID_JSON", "errors.bodyTooDeep", { levels: MAX_JSON_DEPTH });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new AppError("INVALID_JSON", "errors.invalidJson");
      }
      // Every body the API takes is an object; a bare array, string or number is never what a route means.
      if (api && (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))) {
        throw new AppError("VALIDATION_FAILED", "errors.bodyNotObject");
      }
      return normaliseJson(parsed);
    })
    .as("global");
}

function unsupported(api: boolean): AppError {
  return new AppError("UNSUPPORTED_MEDIA_TYPE", api ? "errors.sendJson" : "errors.sendFormOrJson");
}

/** Reads the body as UTF-8 text, stopping (and refusing) as soon as it passes the limit. */
async function readText(request: Request, limitBytes: number, tooLarge: () => AppError): Promise<string> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("INVALID_JSON", "errors.bodyNotUtf8");
  }
}

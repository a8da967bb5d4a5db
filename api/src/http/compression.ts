import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Elysia } from "elysia";

/** The encodings we send, best first: Brotli is smaller than gzip for the same text. */
export type ContentEncoding = "br" | "gzip" | "identity";

/** JSON answers at or under this size go as they are: compressing them saves less than it costs. */
const COMPRESS_ABOVE_BYTES = 1024;

/**
 * The encoding to answer with, from an `Accept-Encoding` header: the accepted one with the highest
 * weight among those we have, Brotli before gzip on a tie, else identity. A weight that is not a
 * number leaves its coding out, as RFC 9110 asks of a malformed list member.
 */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly ContentEncoding[] = ["br", "gzip"],
): ContentEncoding {
  const weights = new Map<string, number>();
  for (const member of (acceptEncoding ?? "").split(",")) {
    const [coding, ...parameters] = member.trim().toLowerCase().split(";");
    if (!coding) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.trim().split("=");
      if (name === "q") weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? "") ? Number(value) : Number.NaN;
    }
    if (!Number.isNaN(weight)) weights.set(coding, weight);
  }
  let best: ContentEncoding = "identity";
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds `Accept-Encoding` to a `Vary` header's value, once. */
export function varyOnEncoding(vary: string | null | undefined): string {
  const parts = (vary ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.some((part) => part.toLowerCase() === "accept-encoding" || part === "*")
    ? parts.join(", ")
    : [...parts, "Accept-Encoding"].join(", ");
}

/** A fast Brotli level for answers made per request; the build's files use the best (11). */
const ON_THE_FLY_BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

function compress(body: string | Uint8Array, encoding: Exclude<ContentEncoding, "identity">): Buffer<ArrayBuffer> {
  return encoding === "br" ? brotliCompressSync(body, ON_THE_FLY_BROTLI) : gzipSync(body, { level: 6 });
}

/**
 * A text that stays the same for the life of the process (the shell's page, the API reference's
 * script), answered in the encoding each request accepts, with `Vary: Accept-Encoding`; each
 * compressed form is made once, on first ask.
 */
export function unchangingText(text: string, headers: Record<string, string>): (request: Request) => Response {
  const encoded = new Map<Exclude<ContentEncoding, "identity">, Buffer<ArrayBuffer>>();
  const varied = { ...headers, vary: "Accept-Encoding" };
  return (request) => {
    const encoding = chooseEncoding(request.headers.get("accept-encoding"));
    if (encoding === "identity") return new Response(text, { headers: varied });
    let body = encoded.get(encoding);
    if (!body) {
      body = compress(text, encoding);
      encoded.set(encoding, body);
    }
    return new Response(body, { headers: { ...varied, "content-encoding": encoding } });
  };
}

/** What a handler returns that Elysia serialises as JSON: a plain object or array, not a stream, file or Response. */
function isJsonValue(value: unknown): value is object {
  if (value === null || typeof value !== "object") return false;
  if (value instanceof Response || value instanceof Blob || value instanceof ReadableStream) return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  // Generators are server-sent event streams (the chat): they must reach the client as they are made.
  if (Symbol.asyncIterator in value || (Symbol.iterator in value && !Array.isArray(value))) return false;
  return true;
}

/**
 * Compresses JSON answers above 1 KB by the request's `Accept-Encoding` (Brotli, else gzip), with
 * `Vary: Accept-Encoding`; small answers and streams (the chat's server-sent events) go as they are.
 */
export function jsonCompression(threshold = COMPRESS_ABOVE_BYTES) {
  return new Elysia({ name: "json-compression" })
    .mapResponse(({ responseValue, request, set }) => {
      if (!isJsonValue(responseValue)) return;
      const text = JSON.stringify(responseValue);
      if (text === undefined) return;
      // The text made here is the answer either way, so the value is serialised once, not again by Elysia.
      set.headers["content-type"] = "application/json; charset=utf-8";
      const answer = (body: string | Buffer<ArrayBuffer>) =>
        new Response(body, {
          status: typeof set.status === "number" ? set.status : 200,
          headers: set.headers as Record<string, string>,
        });
      if (Buffer.byteLength(text) <= threshold) return answer(text);
      set.headers.vary = varyOnEncoding(set.headers.vary as string | undefined);
      const encoding = chooseEncoding(request.headers.get("accept-encoding"));
      if (encoding === "identity") return answer(text);
      set.headers["content-encoding"] = encoding;
      return answer(compress(text, encoding));
    })
    .as("global");
}

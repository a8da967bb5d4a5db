import { Elysia } from "elysia";
import { logger } from "../logger";
import { requestFacts } from "./request-context";

/** Refusals an on-call engineer or a reviewer looks for: failed sign-ins, forbidden access, rate limits. */
const REFUSALS = new Set([401, 403, 413, 415, 429]);

/**
 * One log line per request, when its answer has gone: method, route pattern (never the path with its
 * values, never the query string), status, duration, the request id the answer echoed in
 * `X-Request-Id`, and the caller's user id when signed in. Refusals are warnings and also carry the
 * error code and the client's address. Bodies, headers and tokens are never logged. For a streamed
 * answer the duration runs to its first byte.
 */
export const requestLog = new Elysia({ name: "request-log" })
  .onAfterResponse(({ request, route, set }) => {
    const facts = requestFacts(request);
    const status = typeof set.status === "number" ? set.status : 200;
    const refused = REFUSALS.has(status);
    const fields: Record<string, unknown> = {
      requestId: facts.id,
      method: request.method,
      route: route || "(no route)",
      status,
      durationMs: Math.round((performance.now() - facts.startedAt) * 10) / 10,
    };
    if (facts.userId) fields.userId = facts.userId;
    if (facts.errorCode) fields.code = facts.errorCode;
    if (refused) fields.clientAddress = facts.clientAddress;
    if (refused) logger.warn("Request refused", fields);
    else if (status >= 500) logger.error("Request failed", fields);
    else logger.info("Request", fields);
  })
  .as("global");

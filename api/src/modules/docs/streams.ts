import type { TSchema } from "elysia";

/**
 * The documented answer of a route that streams server-sent events (for its `detail.responses`):
 * `events` describes each event as the typed client reads it, `json` the answer to a caller that
 * does not ask for a stream. A response schema would be validated against the generator itself and
 * would hide the stream's type from the typed client, so the stream is described here instead.
 */
export function streamedAnswer(description: string, events: TSchema, json?: TSchema) {
  return {
    200: {
      description,
      content: {
        "text/event-stream": { schema: jsonSchema(events) },
        ...(json ? { "application/json": { schema: jsonSchema(json) } } : {}),
      },
    },
  };
}

/** A TypeBox schema as the plain JSON Schema OpenAPI reads (without TypeBox's symbol keys). */
function jsonSchema(schema: TSchema) {
  return JSON.parse(JSON.stringify(schema));
}

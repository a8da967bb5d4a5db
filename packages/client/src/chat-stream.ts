import type { TutoringSession } from "@bloom/api/models";
import type { ApiClient } from "./api-client";
import { ApiError } from "./errors";

export interface SendChatOptions {
  /** Called with each piece of the tutor's reply as it arrives. */
  onChunk: (chunk: string) => void;
  /** Called when the reply so far failed the safety screen: show `content` instead of everything received. */
  onReplace?: (content: string) => void;
  /** The same id on a resend lets the server store the message once. */
  clientMessageId?: string;
  signal?: AbortSignal;
}

/**
 * Sends a chat message and reads the streamed reply (spec §7) through the typed client: its events
 * are the server's `ChatStreamEvent` schema, `message` chunks, `replace` (the reply so far is
 * withdrawn and replaced), `notice` (the built-in tutor stood in), then `end` with the session or
 * `error` with the server's sentence. If the stream ends without a session, the session is fetched again.
 */
export async function sendChatMessage(
  client: ApiClient,
  sessionId: string,
  message: string,
  options: SendChatOptions,
): Promise<TutoringSession> {
  const session = client.api.tutoring.session({ id: sessionId });
  const events = await client.unwrap(
    session.message.post(
      { message, clientMessageId: options.clientMessageId },
      { headers: { accept: "text/event-stream" }, fetch: { signal: options.signal } },
    ),
    "Failed to stream message",
  );
  // Asked for a stream, the answer is one; a session is what a server without streaming would send.
  if (!(Symbol.asyncIterator in events)) return events;
  for await (const event of events) {
    switch (event.event) {
      case "message":
        options.onChunk(event.data.chunk);
        break;
      case "notice":
        client.aiFallback.seen();
        break;
      case "replace":
        options.onReplace?.(event.data.content);
        break;
      case "end":
        return event.data.session;
      case "error":
        throw new ApiError(event.data.error || "Failed to stream message", 200, event.data.code);
    }
  }
  return client.unwrap(session.get(), "Failed to fetch updated session");
}

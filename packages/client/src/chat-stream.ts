import type { ChatStreamEvent, TutoringSession } from "@bloom/api/models";
import type { ApiClient } from "./api-client";
import { ApiError, errorFromResponse } from "./errors";
import { readServerSentEvents } from "./sse";

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
 * Sends a chat message and reads the streamed reply (spec §7): `message` or `data` events carry
 * `{ chunk }`, `replace` carries `{ content }` (the reply so far is withdrawn and replaced), `end`
 * carries `{ session }`. If the stream ends without a session, the session is fetched again.
 * Errors use the spec's words unless the server sent its own sentence.
 */
export async function sendChatMessage(
  client: ApiClient,
  sessionId: string,
  message: string,
  options: SendChatOptions,
): Promise<TutoringSession> {
  const response = await client.fetch(`/api/tutoring/session/${encodeURIComponent(sessionId)}/message`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ message, clientMessageId: options.clientMessageId }),
    signal: options.signal,
  });
  if (!response.ok) throw await errorFromResponse(response, "Failed to stream message");
  if (!response.body) throw new ApiError("No response body", response.status);

  for await (const raw of readServerSentEvents(response.body)) {
    const event = chatEventOf(raw);
    if (!event) continue;
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

  const fallback = await client.fetch(`/api/tutoring/session/${encodeURIComponent(sessionId)}`);
  if (!fallback.ok) throw await errorFromResponse(fallback, "Failed to fetch updated session");
  return (await fallback.json()) as TutoringSession;
}

/**
 * A server-sent event as the chat stream's typed union, or null for anything else. `data` is the
 * spec's older name for `message`; a message without its field is skipped rather than trusted.
 */
function chatEventOf(raw: { event: string; data: string }): ChatStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(raw.data);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object") return null;
  const name = raw.event === "data" ? "message" : raw.event;
  const field = { message: "chunk", replace: "content", notice: "message", end: "session", error: "error" }[name];
  if (!field || !(field in data)) return null;
  return { event: name, data } as ChatStreamEvent;
}

import type { TutoringSession } from "@bloom/api/models";
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

  for await (const event of readServerSentEvents(response.body)) {
    const payload = parse(event.data);
    if (event.event === "message" || event.event === "data") {
      if (typeof payload?.chunk === "string") options.onChunk(payload.chunk);
    } else if (event.event === "notice") {
      client.aiFallback.seen();
    } else if (event.event === "replace") {
      if (typeof payload?.content === "string") options.onReplace?.(payload.content);
    } else if (event.event === "end") {
      if (payload?.session) return payload.session as TutoringSession;
      break;
    } else if (event.event === "error") {
      throw new ApiError(
        typeof payload?.error === "string" ? payload.error : "Failed to stream message",
        200,
        payload?.code as string | undefined,
      );
    }
  }

  const fallback = await client.fetch(`/api/tutoring/session/${encodeURIComponent(sessionId)}`);
  if (!fallback.ok) throw await errorFromResponse(fallback, "Failed to fetch updated session");
  return (await fallback.json()) as TutoringSession;
}

function parse(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

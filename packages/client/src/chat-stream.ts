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
  /**
   * How long the server may stay silent, before it answers and between events of the reply, before
   * the connection counts as dead and the send fails (the server sends a heartbeat every 3 s).
   */
  deadAfterMs?: number;
}

/** Ten seconds of silence: a slow model still sends heartbeats, so only a dead connection is this quiet. */
export const DEAD_CONNECTION_MS = 10_000;

/** The failure of a send whose connection went silent: the message stays in the chat for Resend. */
export const CONNECTION_LOST =
  "The connection to Bloom stopped answering, so this may not have been sent. Your message is kept: press Resend.";

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
  const watchdog = new DeadConnectionWatchdog(options.deadAfterMs ?? DEAD_CONNECTION_MS, options.signal);
  try {
    return await readChatStream(client, sessionId, message, options, watchdog);
  } catch (error) {
    if (watchdog.fired) throw new ApiError(CONNECTION_LOST, 0, "CONNECTION_LOST");
    throw error;
  } finally {
    watchdog.stop();
  }
}

async function readChatStream(
  client: ApiClient,
  sessionId: string,
  message: string,
  options: SendChatOptions,
  watchdog: DeadConnectionWatchdog,
): Promise<TutoringSession> {
  const session = client.api.tutoring.session({ id: sessionId });
  watchdog.arm();
  const events = await client.unwrap(
    session.message.post(
      { message, clientMessageId: options.clientMessageId },
      { headers: { accept: "text/event-stream" }, fetch: { signal: watchdog.signal } },
    ),
    client.sentence("common.streamFailed"),
  );
  // Asked for a stream, the answer is one; a session is what a server without streaming would send.
  if (!(Symbol.asyncIterator in events)) return events;
  watchdog.arm();
  for await (const event of events) {
    // Any event, a heartbeat included, shows the connection is alive.
    watchdog.arm();
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
        throw new ApiError(event.data.error || client.sentence("common.streamFailed"), 200, event.data.code);
    }
  }
  return client.unwrap(session.get({ fetch: { signal: watchdog.signal } }), client.sentence("common.sessionFailed"));
}

/**
 * Aborts the send when nothing arrives for `deadAfterMs`: re-armed on each sign of life, and
 * following the caller's own signal. (`AbortSignal.any` is missing from older school iPads.)
 */
class DeadConnectionWatchdog {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  fired = false;

  constructor(
    private readonly deadAfterMs: number,
    outer?: AbortSignal,
  ) {
    if (outer?.aborted) this.controller.abort(outer.reason);
    outer?.addEventListener("abort", () => this.controller.abort(outer.reason), { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  arm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.fired = true;
      this.controller.abort(new Error(CONNECTION_LOST));
    }, this.deadAfterMs);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

import { afterAll, describe, expect, test } from "bun:test";
import { createApiClient } from "./api-client";
import { CONNECTION_LOST, sendChatMessage } from "./chat-stream";
import { apiErrorOf } from "./errors";
import { memoryTokenStore } from "./token-store";

/**
 * A dead connection at the wire: a real HTTP server that accepts the send and then goes silent,
 * before answering or in the middle of the reply. The client must give up on its own and say so,
 * with a short `deadAfterMs` here in place of the browser's ten seconds.
 */

type Behaviour = "never-answers" | "silent-mid-reply" | "heartbeats-then-ends";
let behaviour: Behaviour = "never-answers";
const encoder = new TextEncoder();
const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
const session = { id: "s1", messages: [] };

const server = Bun.serve({
  port: 0,
  idleTimeout: 0,
  fetch(request) {
    if (!new URL(request.url).pathname.endsWith("/message")) return new Response("Not found", { status: 404 });
    if (behaviour === "never-answers") return new Promise<Response>(() => undefined);
    const mode = behaviour;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(event("message", { chunk: "Let's think about " }));
        if (mode === "silent-mid-reply") return; // The stream stays open and says nothing more.
        // Six heartbeats 50 ms apart: the reply takes longer than the dead-connection time of 250 ms.
        for (let beat = 0; beat < 6; beat++) {
          await Bun.sleep(50);
          controller.enqueue(event("heartbeat", {}));
        }
        controller.enqueue(event("message", { chunk: "momentum." }));
        controller.enqueue(event("end", { session }));
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  },
});
afterAll(() => server.stop(true));

const client = createApiClient({
  baseUrl: `http://localhost:${server.port}`,
  tokens: memoryTokenStore("token"),
  onUnauthorized: () => undefined,
});

async function send(mode: Behaviour, deadAfterMs = 100) {
  behaviour = mode;
  const chunks: string[] = [];
  const outcome = await sendChatMessage(client, "s1", "Is it mass times speed?", {
    clientMessageId: "m1",
    onChunk: (chunk) => chunks.push(chunk),
    deadAfterMs,
  }).catch((error: unknown) => error);
  return { outcome, chunks };
}

describe("a dead connection", () => {
  test("a server that accepts the send and never answers fails it, saying the message is kept", async () => {
    const { outcome } = await send("never-answers");
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe(CONNECTION_LOST);
    expect(apiErrorOf(outcome)).toEqual({ status: 0, code: "CONNECTION_LOST" });
  });

  test("a reply that stops arriving fails the send after the part that came", async () => {
    const { outcome, chunks } = await send("silent-mid-reply");
    expect(chunks).toEqual(["Let's think about "]);
    expect(apiErrorOf(outcome)?.code).toBe("CONNECTION_LOST");
  });

  test("heartbeats keep a slow reply alive past the dead-connection time", async () => {
    const { outcome, chunks } = await send("heartbeats-then-ends", 250);
    expect(outcome).toEqual(session);
    expect(chunks.join("")).toBe("Let's think about momentum.");
  });
});

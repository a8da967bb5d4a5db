import { describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import type { TurnEvent } from "./chat";
import { streamTurn } from "./index";

/**
 * The chat stream's heartbeat, as Elysia writes it on the wire: while the model is silent the
 * stream still says something every `heartbeatMs`, so the client can tell a slow model from a
 * dead connection (packages/client fails a send after ten seconds of silence).
 */

/** A turn (its reply only) whose model pauses `pauseMs` before each chunk; `stopped` settles when the turn is stopped or done. */
function slowTurn(pauseMs: number) {
  let settle: (how: string) => void = () => undefined;
  const stopped = new Promise<string>((resolve) => {
    settle = resolve;
  });
  async function* events(): AsyncGenerator<TurnEvent> {
    let finished = false;
    try {
      for (const chunk of ["Think about ", "what stays ", "the same."]) {
        await Bun.sleep(pauseMs);
        yield { type: "chunk", chunk };
      }
      finished = true;
    } finally {
      settle(finished ? "finished" : "stopped");
    }
  }
  return { events: events(), stopped };
}

function serve(events: AsyncIterable<TurnEvent>, heartbeatMs: number) {
  return new Elysia().post("/message", () => streamTurn(events, heartbeatMs));
}

describe("the chat stream's heartbeat", () => {
  test("a pause in the reply longer than the heartbeat sends heartbeat events between the chunks", async () => {
    const turn = slowTurn(120);
    const response = await serve(turn.events, 20).handle(new Request("http://bloom.test/message", { method: "POST" }));
    expect(response.headers.get("content-type")).toStartWith("text/event-stream");
    const text = await response.text();
    const names = [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(names.filter((name) => name !== "heartbeat")).toEqual(["message", "message", "message"]);
    // Silence before the first chunk and between each two chunks is filled with heartbeats.
    const between = names.join(" ").split("message");
    expect(between.slice(0, 3).every((gap) => gap.includes("heartbeat"))).toBe(true);
    expect(text).toContain("event: heartbeat\ndata: {}\n\n");
    expect(await turn.stopped).toBe("finished");
  });

  test("a reply that never pauses carries no heartbeat", async () => {
    const turn = slowTurn(0);
    const response = await serve(turn.events, 60_000).handle(
      new Request("http://bloom.test/message", { method: "POST" }),
    );
    expect(await response.text()).not.toContain("heartbeat");
  });

  test("a student who leaves mid-turn stops the turn, heartbeats and all", async () => {
    const turn = slowTurn(80);
    const leaving = new AbortController();
    const response = await serve(turn.events, 20).handle(
      new Request("http://bloom.test/message", { method: "POST", signal: leaving.signal }),
    );
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(typeof value === "string" ? value : new TextDecoder().decode(value)).toContain("event: ");
    leaving.abort();
    expect(await turn.stopped).toBe("stopped");
  });
});

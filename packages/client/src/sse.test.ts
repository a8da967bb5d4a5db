import { describe, expect, test } from "bun:test";
import { readServerSentEvents } from "./sse";

/** A body that delivers the given pieces as separate network chunks. */
function bodyOf(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readServerSentEvents(body)) events.push(event);
  return events;
}

describe("readServerSentEvents", () => {
  test("reads named events and defaults to message", async () => {
    expect(await collect(bodyOf('event: end\ndata: {"a":1}\n\ndata: {"chunk":"x"}\n\n'))).toEqual([
      { event: "end", data: '{"a":1}' },
      { event: "message", data: '{"chunk":"x"}' },
    ]);
  });

  test("joins events split across chunks, even inside a line or a multi-byte character", async () => {
    const text = 'event: message\ndata: {"chunk":"café 🙂"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect(await collect(body)).toEqual([{ event: "message", data: '{"chunk":"café 🙂"}' }]);
  });

  test("handles CRLF, comments, multi-line data and a last event without a blank line", async () => {
    expect(
      await collect(bodyOf(": keep-alive\r\nevent: data\r\ndata: one\r\ndata: two\r\n\r\n", "data: last")),
    ).toEqual([
      { event: "data", data: "one\ntwo" },
      { event: "message", data: "last" },
    ]);
  });
});

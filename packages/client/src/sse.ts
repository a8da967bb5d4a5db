/** One server-sent event: its name ("message" when the stream gives none) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads server-sent events from a response body as they arrive. Handles events split across
 * network chunks, `\r\n` line ends, comments, and multi-line data.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "";
  let data: string[] = [];
  /** Applies one line; returns the event it completes, if any. */
  const takeLine = (line: string): ServerSentEvent | undefined => {
    if (line === "") {
      const complete = data.length > 0 ? { event: event || "message", data: data.join("\n") } : undefined;
      event = "";
      data = [];
      return complete;
    }
    if (line.startsWith(":")) return undefined;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const content = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = content;
    else if (field === "data") data.push(content);
    return undefined;
  };
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.search(/\r?\n/);
      while (newline !== -1) {
        const complete = takeLine(buffer.slice(0, newline));
        buffer = buffer.slice(buffer[newline] === "\r" ? newline + 2 : newline + 1);
        if (complete) yield complete;
        newline = buffer.search(/\r?\n/);
      }
    }
    // A stream may end without the blank line that closes its last event.
    takeLine(buffer);
    const last = takeLine("");
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

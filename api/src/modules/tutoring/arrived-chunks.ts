const LATER = Symbol("later");

/** Settles after the event loop's current turn: whatever had already arrived is read by then. */
function afterThisTurn(): Promise<typeof LATER> {
  return new Promise((resolve) => setImmediate(resolve, LATER));
}

/**
 * A reply's chunks, each joined with the chunks that had already arrived behind it. When the API
 * is busy (a class sending at once), a reply's chunks pile up while it waits its turn, and screening
 * them as one costs one screen instead of one each; when it is not, every chunk still goes on alone,
 * a turn of the event loop later. The first chunk is passed on at once: the student is waiting for it.
 */
export async function* joinArrivedChunks(source: AsyncIterable<string>): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]();
  // A chunk asked for but not yet arrived when the last joined text went out.
  let pending: Promise<IteratorResult<string>> | null = null;
  let first = true;
  try {
    for (;;) {
      const head = await (pending ?? iterator.next());
      pending = null;
      if (head.done) return;
      let text = head.value;
      while (!first) {
        const next = iterator.next();
        const arrived = await Promise.race([next, afterThisTurn()]);
        if (arrived === LATER) {
          pending = next;
          // Read by the next round, or dropped when the reader stops first.
          pending.catch(() => undefined);
          break;
        }
        if (arrived.done) {
          yield text;
          return;
        }
        text += arrived.value;
      }
      first = false;
      yield text;
    }
  } finally {
    // A reader that stops early stops the source; with a chunk still awaited, without waiting for it.
    if (pending) void iterator.return?.()?.catch(() => undefined);
    else await iterator.return?.();
  }
}

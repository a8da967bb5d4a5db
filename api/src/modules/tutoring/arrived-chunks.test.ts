import { describe, expect, test } from "bun:test";
import { joinArrivedChunks } from "./arrived-chunks";

/** A source whose chunks come in bursts: each inner list arrives at once, the next one a little later. */
async function* inBursts(bursts: string[][], onClose = () => {}): AsyncGenerator<string> {
  try {
    for (const [index, burst] of bursts.entries()) {
      if (index > 0) await Bun.sleep(5);
      for (const chunk of burst) yield chunk;
    }
  } finally {
    onClose();
  }
}

describe("joinArrivedChunks", () => {
  test("joins the chunks that arrived together, after passing the first on alone", async () => {
    const joined = await Array.fromAsync(
      joinArrivedChunks(
        inBursts([
          ["Let's", " look", " at"],
          [" the", " slope", "."],
        ]),
      ),
    );
    expect(joined).toEqual(["Let's", " look at", " the slope."]);
  });

  test("passes each chunk on alone when they arrive apart", async () => {
    const joined = await Array.fromAsync(joinArrivedChunks(inBursts([["What"], [" is"], [" 3"], [" × 4?"]])));
    expect(joined).toEqual(["What", " is", " 3", " × 4?"]);
  });

  test("loses nothing and adds nothing", async () => {
    const bursts = [["a", "b"], ["c"], ["d", "e", "f"], [], ["g"]];
    const joined = await Array.fromAsync(joinArrivedChunks(inBursts(bursts)));
    expect(joined.join("")).toBe("abcdefg");
  });

  test("an empty source gives nothing", async () => {
    expect(await Array.fromAsync(joinArrivedChunks(inBursts([])))).toEqual([]);
  });

  test("an error from the source reaches the reader", async () => {
    async function* failing(): AsyncGenerator<string> {
      yield "one";
      await Bun.sleep(5);
      yield " two";
      throw new Error("cut");
    }
    const seen: string[] = [];
    const reading = (async () => {
      for await (const chunk of joinArrivedChunks(failing())) seen.push(chunk);
    })();
    await expect(reading).rejects.toThrow("cut");
    expect(seen[0]).toBe("one");
  });

  test("a reader that stops early closes the source, also while a chunk is still awaited", async () => {
    let close = () => {};
    const closed = new Promise<void>((resolve) => {
      close = resolve;
    });
    for await (const chunk of joinArrivedChunks(inBursts([["a"], ["b", "c"], ["d"]], close))) {
      if (chunk === "bc") break;
    }
    // The source is closed once its awaited chunk has come; a source left open fails this test by its timeout.
    await closed;
  });
});

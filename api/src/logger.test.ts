import { describe, expect, test } from "bun:test";
import { join } from "node:path";

/** Where log lines go, seen from outside a real process, as an operator's shell sees them. */

async function logFrom(standardErrorOnly: boolean) {
  const script = `
    import { logger } from ${JSON.stringify(join(import.meta.dir, "logger.ts"))};
    logger.configure({ level: "debug", json: true, standardErrorOnly: ${standardErrorOnly} });
    logger.debug("a debug line");
    logger.info("an info line");
    logger.warn("a warning");`;
  const child = Bun.spawn([process.execPath, "-e", script], { stdout: "pipe", stderr: "pipe" });
  const [out, err] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text()]);
  await child.exited;
  return { out, err };
}

describe("logger", () => {
  test("the server logs info to standard output and warnings to standard error", async () => {
    const { out, err } = await logFrom(false);
    expect(out).toContain("an info line");
    expect(out).toContain("a debug line");
    expect(err).toContain("a warning");
    expect(err).not.toContain("an info line");
  });

  test("a command whose standard output is its answer keeps every line on standard error", async () => {
    const { out, err } = await logFrom(true);
    expect(out).toBe("");
    for (const message of ["a debug line", "an info line", "a warning"]) expect(err).toContain(message);
  });
});

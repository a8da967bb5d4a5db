import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** What a command-line run printed and how it ended. */
export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs one of the API's commands (`api/src/cli/<script>`) as its own process, as an operator would,
 * with the test's environment on top of a development default, and collects what it printed.
 * `stdinFile` is a file read as its standard input, as `bun run eval:safety < file` would.
 */
export async function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdinFile?: string,
): Promise<CliRun> {
  const child = Bun.spawn([process.execPath, join(import.meta.dir, "../src/cli", script), ...args], {
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: "warn", ...env },
    ...(stdinFile ? { stdin: Bun.file(stdinFile) } : {}),
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { code, out, err };
}

/** Writes `lines` as a JSON-lines file in `folder`, for a command's standard input; returns its path. */
export function writeLinesFile(folder: string, name: string, lines: string[]): string {
  const path = join(folder, name);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
}

/** The JSON lines a command wrote on standard output, as parsed (the test checks their shape). */
export function readJsonLines(out: string) {
  return out
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line));
}

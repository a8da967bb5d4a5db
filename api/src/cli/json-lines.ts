import { once } from "node:events";
import { createInterface } from "node:readline";
import { ConfigError, loadConfig } from "../config";
import { AppError } from "../errors";
import { logger } from "../logger";

/**
 * The frame of the evaluation commands (`bun run eval:safety`, `bun run eval:grader`): JSON lines
 * in on standard input, one JSON line out per answered line, in order, as each is answered. Standard
 * output carries answers only; every message and log line goes to standard error.
 */

/** An input line's `id`, written back as it came. */
type LineId = string | number;

/** One input line: a JSON object with an id. */
export type InputLine = { id: LineId } & Record<string, unknown>;

/** A line that cannot be answered: its message says why, and the command goes on with the next. */
export class BadLine extends Error {}

/** The configuration the server would read, with `overrides` on top, and the logger kept off standard output. */
export function loadEvaluationConfig(command: string, overrides: Record<string, string> = {}) {
  try {
    const config = loadConfig({ ...process.env, ...overrides });
    logger.configure({ level: config.logLevel, json: config.logFormat === "json", standardErrorOnly: true });
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${command}: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}

/** A field of `line` that must be a string. */
export function stringField(line: InputLine, name: string): string {
  const value = line[name];
  if (value === undefined) throw new BadLine(`"${name}" is missing.`);
  if (typeof value !== "string") throw new BadLine(`"${name}" must be a string.`);
  return value;
}

/**
 * Answers every line of standard input with `answer`, writing each result as a line of standard
 * output before reading on (so a large file never sits in memory). Empty lines are skipped. Sets
 * the exit code to 1 when any line could not be answered.
 */
export async function answerJsonLines(answer: (line: InputLine) => Promise<object>): Promise<void> {
  let lineNumber = 0;
  let answered = 0;
  let failed = 0;
  for await (const raw of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
    lineNumber += 1;
    // A file saved by a Windows editor may start with a byte-order mark, which JSON does not allow.
    const text = (lineNumber === 1 ? raw.replace(/^\uFEFF/, "") : raw).trim();
    if (!text) continue;
    let id: LineId | undefined;
    try {
      const line = parseLine(text);
      id = line.id;
      await writeLine(JSON.stringify({ id: line.id, ...(await answer(line)) }));
      answered += 1;
    } catch (error) {
      failed += 1;
      console.error(`Line ${lineNumber}${id === undefined ? "" : ` (id ${JSON.stringify(id)})`}: ${problemOf(error)}`);
    }
  }
  if (failed > 0) {
    console.error(`${failed} of ${answered + failed} lines could not be answered (see above); the others were.`);
    process.exitCode = 1;
  }
}

function parseLine(text: string): InputLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new BadLine(`not valid JSON (${(error as Error).message}).`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BadLine('each line must be a JSON object, such as {"id": "1", ...}.');
  }
  const id = (value as Record<string, unknown>).id;
  if (typeof id !== "string" && typeof id !== "number") throw new BadLine('"id" must be a string or a number.');
  return value as InputLine;
}

/** The sentence an operator reads for a line that failed: ours as it is, anything else named as unexpected. */
function problemOf(error: unknown): string {
  if (error instanceof BadLine || error instanceof AppError) return error.message;
  return `could not be answered, unexpectedly: ${error instanceof Error ? error.message : String(error)}`;
}

/** Writes one line, waiting while standard output's reader is behind. */
async function writeLine(text: string): Promise<void> {
  if (!process.stdout.write(`${text}\n`)) await once(process.stdout, "drain");
}

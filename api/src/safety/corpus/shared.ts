import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SafetySeverity } from "../types";

/** A labelled student message, as in `shared/safety/messages.jsonl` and our own sets here. */
export interface LabelledMessage {
  text: string;
  category: string;
  severity: SafetySeverity;
  expect: string;
}

/** `shared/` sits beside the repository: found by walking up from here, or at /work/shared on a developer's machine. */
export function findSharedMessages(): string {
  for (let dir = import.meta.dir; ; dir = dirname(dir)) {
    const candidate = join(dir, "shared", "safety", "messages.jsonl");
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) break;
  }
  const developerCopy = "/work/shared/safety/messages.jsonl";
  if (existsSync(developerCopy)) return developerCopy;
  throw new Error("shared/safety/messages.jsonl was not found beside the repository or in /work/shared.");
}

export function readLabelledMessages(path: string): LabelledMessage[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as LabelledMessage);
}

/** The shared sample of labelled messages. */
export function sharedSafetyMessages(): LabelledMessage[] {
  return readLabelledMessages(findSharedMessages());
}

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SafetySeverity } from "../types";

/** A labelled student message, as in `shared/safety/messages.jsonl` and our own sets here. */
export interface LabelledMessage {
  text: string;
  category: string;
  severity: SafetySeverity;
  expect: string;
}

/**
 * The team's shared labelled sample (`shared/safety/messages.jsonl`), copied into the repository so
 * that a clone on any machine tests against the same lines; copy it again when the sample changes.
 */
export const SHARED_SAMPLE_PATH = join(import.meta.dir, "shared-sample.jsonl");

export function readLabelledMessages(path: string): LabelledMessage[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as LabelledMessage);
}

/** The shared sample of labelled messages. */
export function sharedSafetyMessages(): LabelledMessage[] {
  return readLabelledMessages(SHARED_SAMPLE_PATH);
}

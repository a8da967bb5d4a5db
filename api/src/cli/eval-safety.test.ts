import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readJsonLines, runCli, writeLinesFile } from "../../test/cli-process";
import { startFakeOpenAi } from "../../test/fake-openai";
import { screenOutcome } from "./eval-safety";

/** `bun run eval:safety`: the chat's offline screen for each line, run as a safeguarding lead runs it. */

const folder = mkdtempSync(join(tmpdir(), "bloom-eval-safety-"));
const moderation = await startFakeOpenAi();
afterAll(async () => {
  await moderation.close();
  rmSync(folder, { recursive: true, force: true });
});

const inputFile = (name: string, lines: string[]) => writeLinesFile(folder, name, lines);

function run(file: string, env: Record<string, string> = {}) {
  return runCli("eval-safety.ts", [], { DATA_DIR: folder, LOG_LEVEL: "debug", ...env }, file);
}

const LINES = [
  { id: "crisis", text: "I want to kill myself tonight" },
  { id: 2, text: "Can you help me with my fractions homework? I don't get common denominators." },
  { id: "mean", text: "you are so stupid and ugly, everyone hates you" },
];

describe("eval:safety", () => {
  test("writes the severity, category and score of each line, in order, and nothing else", async () => {
    const result = await run(
      inputFile(
        "good.jsonl",
        LINES.map((line) => JSON.stringify(line)),
      ),
    );
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    const written = readJsonLines(result.out);
    expect(written.map((line) => line.id)).toEqual(["crisis", 2, "mean"]);
    for (const line of written) {
      expect(Object.keys(line)).toEqual(["id", "severity", "category", "score"]);
      expect(line.score).toBeGreaterThanOrEqual(0);
      expect(line.score).toBeLessThanOrEqual(1);
    }
    expect(written[0]).toMatchObject({ severity: "critical", category: "suicide" });
    expect(written[0].score).toBeGreaterThan(0.5);
    expect(written[1]).toMatchObject({ severity: "none", category: null });
    expect(written[2].severity).not.toBe("none");
  });

  test("screens offline even where the server would call the moderation endpoint", async () => {
    const file = inputFile(
      "offline.jsonl",
      LINES.map((line) => JSON.stringify(line)),
    );
    const offline = await run(file);
    const withKey = await run(file, {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: moderation.baseUrl,
      SAFETY_ENGINE: "openai",
    });
    expect(withKey.code).toBe(0);
    expect(withKey.err).toBe("");
    expect(withKey.out).toBe(offline.out);
    expect(moderation.moderationRequests).toEqual([]);
  });

  test("answers each line as it arrives, before the input ends", async () => {
    const child = Bun.spawn([process.execPath, join(import.meta.dir, "eval-safety.ts")], {
      env: { ...process.env, NODE_ENV: "development", DATA_DIR: folder },
      stdin: "pipe",
      stdout: "pipe",
      stderr: "pipe",
    });
    const output = child.stdout.getReader();
    child.stdin.write(`${JSON.stringify(LINES[0])}\n`);
    await child.stdin.flush();
    const first = new TextDecoder().decode((await output.read()).value);
    expect(JSON.parse(first)).toMatchObject({ id: "crisis", severity: "critical" });
    child.stdin.write(`${JSON.stringify(LINES[1])}\n`);
    await child.stdin.end();
    const second = new TextDecoder().decode((await output.read()).value);
    expect(JSON.parse(second)).toMatchObject({ id: 2, severity: "none" });
    expect(await child.exited).toBe(0);
  });

  test("a bad line is named on standard error and skipped; the others are answered and the exit code is 1", async () => {
    const file = inputFile("mixed.jsonl", [
      `\uFEFF${JSON.stringify(LINES[0])}`,
      "not json",
      "",
      "   ",
      JSON.stringify({ text: "no id" }),
      JSON.stringify({ id: "nothing" }),
      JSON.stringify({ id: "blank", text: "  " }),
      '["id", "text"]',
      JSON.stringify(LINES[1]),
    ]);
    const result = await run(file);
    expect(result.code).toBe(1);
    expect(readJsonLines(result.out).map((line) => line.id)).toEqual(["crisis", 2]);
    expect(result.err).toContain("Line 2: not valid JSON");
    expect(result.err).toContain('Line 5: "id" must be a string or a number.');
    expect(result.err).toContain('Line 6 (id "nothing"): "text" is missing.');
    expect(result.err).toContain('Line 7 (id "blank"): "text" is empty');
    expect(result.err).toContain("Line 8: each line must be a JSON object");
    expect(result.err).toContain("5 of 7 lines could not be answered");
  });
});

describe("screenOutcome", () => {
  const finding = { engine: "offline" as const, reason: "a rule" };

  test("a flagged text is scored by the finding that decided it", () => {
    expect(
      screenOutcome({
        severity: "critical",
        category: "self_harm",
        findings: [
          { ...finding, category: "self_harm", severity: "critical", score: 0.8 },
          { ...finding, category: "harassment", severity: "standard", score: 0.95 },
        ],
        scores: { "offline:self_harm": 0.8, "offline:harassment": 0.95 },
      }),
    ).toEqual({ severity: "critical", category: "self_harm", score: 0.8 });
  });

  test("a concern passes through unchanged", () => {
    expect(
      screenOutcome({
        severity: "concern",
        category: "suicide",
        findings: [{ ...finding, category: "suicide", severity: "concern" as "standard", score: 0.62 }],
        scores: { "classifier:suicide": 0.62 },
      }),
    ).toEqual({ severity: "concern", category: "suicide", score: 0.62 });
  });

  test("a text with no finding ranks by the highest score computed, or 0", () => {
    const none = { severity: "none" as const, category: null, findings: [] };
    expect(screenOutcome({ ...none, scores: { "classifier:suicide": 0.31, "classifier:abuse": 0.07 } })).toEqual({
      severity: "none",
      category: null,
      score: 0.31,
    });
    expect(screenOutcome({ ...none, scores: {} })).toEqual({ severity: "none", category: null, score: 0 });
    expect(screenOutcome(none)).toEqual({ severity: "none", category: null, score: 0 });
  });
});

import { describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { classify, loadModel } from "../model";

/** Debian's interpreter: the one that sees python3-sklearn (scripts/ensure-sklearn.ts installs it in CI). */
const PYTHON = process.env.SAFETY_TRAIN_PYTHON ?? "/usr/bin/python3";

function hasSklearn(): boolean {
  if (!existsSync(PYTHON)) return false;
  return Bun.spawnSync([PYTHON, "-c", "import sklearn, scipy, numpy"]).exitCode === 0;
}

const available = hasSklearn();
if (!available) {
  console.warn(
    `Skipping the training script's smoke test: ${PYTHON} cannot import scikit-learn. Run \`bun scripts/ensure-sklearn.ts\` (apt-get install python3-sklearn).`,
  );
}

describe("train.py", () => {
  test.skipIf(!available)(
    "trains on the smoke sample and writes a model the TypeScript side scores identically",
    () => {
      const dir = mkdtempSync(join(tmpdir(), "safety-train-"));
      try {
        const out = join(dir, "model.json");
        const fixturePath = join(dir, "fixture.json");
        const run = Bun.spawnSync(
          [
            PYTHON,
            join(import.meta.dir, "train.py"),
            "--sample",
            join(import.meta.dir, "smoke-sample.jsonl"),
            "--out",
            out,
            "--fixture",
            fixturePath,
          ],
          { stdout: "pipe", stderr: "pipe" },
        );
        expect(run.stderr.toString()).toBe("");
        expect(run.exitCode).toBe(0);
        expect(run.stdout.toString()).toContain("suicide:");
        const model = loadModel(out);
        expect(model.map((head) => head.category).sort()).toEqual(["harassment", "suicide"]);
        const fixture = JSON.parse(readFileSync(fixturePath, "utf8")) as {
          text: string;
          scores: Record<string, number>;
        }[];
        for (const item of fixture) {
          const scores = classify(item.text, model);
          for (const [category, score] of Object.entries(item.scores)) {
            expect(scores[category as keyof typeof scores]).toBeCloseTo(score, 12);
          }
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ANSWER_FEATURES } from "../answer-features";

/**
 * The combiner's training pipeline (features with the product's grader, then the fit in Python)
 * run on the smoke sample, a dozen answers written for this test, so the scripts cannot rot.
 * Needs Debian's python3-sklearn (`scripts/ensure-sklearn.ts` installs it before the suite).
 */

const here = import.meta.dir;

describe("the combiner's training pipeline", () => {
  test("computes the features and fits weights for every feature on the smoke sample", () => {
    const folder = mkdtempSync(join(tmpdir(), "bloom-combiner-"));
    const features = Bun.spawnSync([process.execPath, join(here, "features.ts")], {
      stdin: readFileSync(join(here, "smoke-sample.jsonl")),
      stderr: "pipe",
    });
    expect(features.exitCode).toBe(0);
    const lines = features.stdout
      .toString()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(12);
    expect(lines.find((line) => line.id === "smoke-12").features).toBeNull();
    expect(lines.find((line) => line.id === "smoke-1").features).toHaveLength(ANSWER_FEATURES.length);
    const featureFile = join(folder, "features.jsonl");
    writeFileSync(featureFile, features.stdout);

    const weightsFile = join(folder, "weights.json");
    const fit = Bun.spawnSync(["/usr/bin/python3", join(here, "fit.py"), weightsFile, featureFile], { stderr: "pipe" });
    expect(fit.stderr.toString()).toContain("cross-validated macro-F1");
    expect(fit.exitCode).toBe(0);
    const weights = JSON.parse(readFileSync(weightsFile, "utf8"));
    expect(weights.features).toEqual([...ANSWER_FEATURES]);
    expect(weights.weights).toHaveLength(ANSWER_FEATURES.length);
    expect(weights.weights.every(Number.isFinite)).toBe(true);
    expect(Number.isFinite(weights.intercept)).toBe(true);
  }, 60_000);

  test("the shipped weights name the features the grader computes", () => {
    const shipped = JSON.parse(readFileSync(join(here, "..", "combiner-weights.json"), "utf8"));
    expect(shipped.features).toEqual([...ANSWER_FEATURES]);
  });
});

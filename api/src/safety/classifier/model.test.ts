import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bucketsOf, fnv1a } from "./features";
import { classify } from "./model";

interface FixtureCase {
  text: string;
  scores: Record<string, number>;
  buckets: number[];
}

/** Written by train/train.py --fixture from the same weights as model.json. */
const fixture = JSON.parse(readFileSync(join(import.meta.dir, "parity-fixture.json"), "utf8")) as FixtureCase[];

describe("the safety classifier", () => {
  test("hashes with 32-bit FNV-1a", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
  });

  test("computes the same features as the training script", () => {
    for (const item of fixture) expect(bucketsOf(item.text).slice(0, 20)).toEqual(item.buckets);
  });

  test("scores texts exactly as the training script does", () => {
    for (const item of fixture) {
      const scores = classify(item.text);
      for (const [category, score] of Object.entries(item.scores)) {
        expect(scores[category as keyof typeof scores]).toBeCloseTo(score, 12);
      }
    }
  });

  test("ranks a crisis message far above a history question", () => {
    const crisis = classify("i want to kill myself tonight").suicide;
    const lesson = classify("how did the black death spread across europe").suicide;
    expect(crisis).toBeGreaterThan(0.5);
    expect(lesson).toBeLessThan(0.2);
  });
});

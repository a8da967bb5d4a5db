import { describe, expect, test } from "bun:test";
import { seededRandom } from "./random";

describe("seededRandom", () => {
  test("repeats the same numbers for the same seed, and others for another seed", () => {
    const draw = (seed: number) => {
      const next = seededRandom(seed);
      return Array.from({ length: 5 }, next);
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  test("stays in [0, 1) and matches mulberry32's published first value", () => {
    const next = seededRandom(1);
    // mulberry32(1)'s first output, as every implementation of it gives.
    expect(next()).toBeCloseTo(0.6270739405881613, 15);
    for (let index = 0; index < 1000; index++) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

import { describe, expect, test } from "bun:test";
import { conceptStatus, FLASHCARD_BAND_RANGES, flashcardBand, inMasteryRange, overviewBand } from "./bands";

describe("flashcard bands", () => {
  test.each([
    [0, "needs-work"],
    [0.6999, "needs-work"],
    [0.7, "good"],
    [0.8999, "good"],
    [0.9, "mastered"],
    [1, "mastered"],
  ] as const)("%d is %s", (mastery, band) => {
    expect(flashcardBand(mastery)).toBe(band);
  });

  test("the status filters agree with the bands at every edge", () => {
    for (const mastery of [0, 0.6999, 0.7, 0.7001, 0.8999, 0.9, 0.9001, 1]) {
      const matching = Object.entries(FLASHCARD_BAND_RANGES).filter(([, range]) => inMasteryRange(mastery, range));
      expect(matching.map(([band]) => band)).toEqual([flashcardBand(mastery)]);
    }
  });
});

describe("dashboard and overview bands", () => {
  test("concept status: 0.85 mastered, 0.6 in progress", () => {
    expect([0.5999, 0.6, 0.8499, 0.85].map(conceptStatus)).toEqual([
      "needs_work",
      "in_progress",
      "in_progress",
      "mastered",
    ]);
  });
  test("tutoring overview: 0.8, 0.6, 0.4", () => {
    expect([0.3999, 0.4, 0.5999, 0.6, 0.7999, 0.8].map(overviewBand)).toEqual([
      "needs-help",
      "needs-practice",
      "needs-practice",
      "good-progress",
      "good-progress",
      "mastered",
    ]);
  });
});

import { describe, expect, test } from "bun:test";
import { FLASHCARD_BKT, initialMastery, meanMastery, TUTORING_BKT, updateMastery } from "./mastery";

describe("updateMastery", () => {
  test("perfect answers from the prior rise steadily and never read as mastered too soon", () => {
    const one = updateMastery(initialMastery(), 1, FLASHCARD_BKT);
    expect(one.mastery).toBeCloseTo(0.4, 12);
    const two = updateMastery(one, 1, FLASHCARD_BKT);
    expect(two.mastery).toBeCloseTo(0.775, 12);
    const three = updateMastery(two, 1, FLASHCARD_BKT);
    expect(three.mastery).toBeGreaterThan(0.9);
    expect(three.observations).toBe(3);
  });

  test("caps: at most 0.5 after one observation and 0.8 after two, whatever the starting belief", () => {
    const optimistic = { mastery: 0.95, observations: 0 };
    const one = updateMastery(optimistic, 1, FLASHCARD_BKT);
    expect(one).toEqual({ mastery: 0.5, observations: 1 });
    expect(updateMastery({ mastery: 0.95, observations: 1 }, 1, FLASHCARD_BKT)).toEqual({
      mastery: 0.8,
      observations: 2,
    });
  });

  test("a concept with no evidence yet (stored as 0) starts from the prior", () => {
    expect(updateMastery({ mastery: 0, observations: 0 }, 1, FLASHCARD_BKT)).toEqual(
      updateMastery(initialMastery(), 1, FLASHCARD_BKT),
    );
  });

  test("matches the formula for partial evidence", () => {
    const { prior, slip, guess, learn } = FLASHCARD_BKT;
    const s = 0.6;
    const known = s * (1 - slip) + (1 - s) * slip;
    const unknown = s * guess + (1 - s) * (1 - guess);
    const posterior = (prior * known) / (prior * known + (1 - prior) * unknown);
    expect(updateMastery(initialMastery(), s, FLASHCARD_BKT).mastery).toBeCloseTo(
      posterior + (1 - posterior) * learn,
      12,
    );
  });

  test("wrong answers pull mastery down; right answers push it up", () => {
    const high = { mastery: 0.9, observations: 5 };
    expect(updateMastery(high, 0, FLASHCARD_BKT).mastery).toBeLessThan(0.9);
    expect(updateMastery(high, 1, FLASHCARD_BKT).mastery).toBeGreaterThan(0.9);
  });

  test("chat evidence moves mastery less than a flashcard score", () => {
    const start = { mastery: 0.4, observations: 3 };
    const byCard = updateMastery(start, 1, FLASHCARD_BKT).mastery - 0.4;
    const byChat = updateMastery(start, 1, TUTORING_BKT).mastery - 0.4;
    expect(byChat).toBeGreaterThan(0);
    expect(byChat).toBeLessThan(byCard);
  });

  test("clamps scores outside 0–1 and ignores NaN", () => {
    expect(updateMastery(initialMastery(), 7, FLASHCARD_BKT)).toEqual(
      updateMastery(initialMastery(), 1, FLASHCARD_BKT),
    );
    expect(updateMastery(initialMastery(), Number.NaN, FLASHCARD_BKT)).toEqual(
      updateMastery(initialMastery(), 0, FLASHCARD_BKT),
    );
  });
});

describe("meanMastery", () => {
  test("is the mean, and 0 for nothing", () => {
    expect(meanMastery([0.2, 0.4, 0.9])).toBeCloseTo(0.5, 12);
    expect(meanMastery([])).toBe(0);
  });
});

import { describe, expect, test } from "bun:test";
import { celebrateAnswer, celebrateStats } from "./celebrations";

describe("celebrations after an answer (spec §4)", () => {
  test("0.9 or more is mastery; 0.7 or more is Great Progress", () => {
    expect(celebrateAnswer(0.9, 0.2)?.type).toBe("mastery");
    expect(celebrateAnswer(0.8999, 0.95)).toEqual({ type: "milestone", message: "Great Progress" });
    expect(celebrateAnswer(0.7, null)).toEqual({ type: "milestone", message: "Great Progress" });
  });

  test("a rise below 0.7 is an improvement with its percentage", () => {
    expect(celebrateAnswer(0.55, 0.3)).toEqual({ type: "milestone", message: "Improvement! +25% Mastery" });
  });

  test("no rise waits for the stats", () => {
    expect(celebrateAnswer(0.3, 0.5)).toBeNull();
    expect(celebrateAnswer(0.3, 0.3)).toBeNull();
    expect(celebrateAnswer(0.3, null)).toBeNull();
  });
});

describe("celebrations from refreshed stats", () => {
  test("an average rise of more than 0.05 is a milestone", () => {
    expect(
      celebrateStats({ cardsAnswered: 3, averageMastery: 0.4 }, { cardsAnswered: 4, averageMastery: 0.46 })?.type,
    ).toBe("milestone");
    expect(
      celebrateStats({ cardsAnswered: 3, averageMastery: 0.4 }, { cardsAnswered: 4, averageMastery: 0.45 }),
    ).toBeNull();
  });

  test("5, 10, 20, 50 and 100 answered cards are each a completed message, and nothing else is", () => {
    for (const count of [5, 10, 20, 50, 100]) {
      expect(
        celebrateStats({ cardsAnswered: count - 1, averageMastery: 0.5 }, { cardsAnswered: count, averageMastery: 0.5 })
          ?.type,
      ).toBe("completed");
    }
    for (const count of [4, 6, 11, 99]) {
      expect(
        celebrateStats(
          { cardsAnswered: count - 1, averageMastery: 0.5 },
          { cardsAnswered: count, averageMastery: 0.5 },
        ),
      ).toBeNull();
    }
  });
});

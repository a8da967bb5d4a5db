import { describe, expect, test } from "bun:test";
import { type AnswerOutcome, chooseCelebration } from "./celebrations";

const base: AnswerOutcome = {
  counted: true,
  passed: true,
  cardBefore: 0.3,
  cardAfter: 0.3,
  averageBefore: 0.5,
  averageAfter: 0.5,
  answeredBefore: 3,
  answeredAfter: 3,
};

describe("chooseCelebration", () => {
  test("a wrong answer is not celebrated as an improvement, even when a new card gains a little", () => {
    expect(chooseCelebration({ ...base, passed: false, cardBefore: null, cardAfter: 0.08 })).toBeNull();
    expect(chooseCelebration({ ...base, passed: false, cardAfter: 0.2, averageAfter: 0.7 })).toBeNull();
    expect(
      chooseCelebration({ ...base, passed: false, cardAfter: 0.2, answeredBefore: 4, answeredAfter: 5 })?.type,
    ).toBe("completed");
  });

  test("on the card's mastery, in the spec's order: mastery, Great Progress, Improvement", () => {
    expect(chooseCelebration({ ...base, cardAfter: 0.9 })).toEqual({
      type: "mastery",
      reason: "mastered",
      value: null,
      message: "You have mastered this card.",
    });
    expect(chooseCelebration({ ...base, cardAfter: 0.7 })).toEqual({
      type: "milestone",
      reason: "greatProgress",
      value: null,
      message: "Great Progress",
    });
    expect(chooseCelebration({ ...base, cardAfter: 0.52 })).toEqual({
      type: "milestone",
      reason: "improvement",
      value: 22,
      message: "Improvement! +22% Mastery",
    });
    expect(chooseCelebration({ ...base, cardBefore: null, cardAfter: 0.5 })?.message).toBe("Improvement! +50% Mastery");
  });

  test("then the average rising by more than 0.05, then exactly 5, 10, 20, 50 or 100 answered with this answer", () => {
    expect(chooseCelebration({ ...base, cardAfter: 0.2, averageAfter: 0.56 })).toEqual({
      type: "milestone",
      reason: "averageUp",
      value: 56,
      message: "Average mastery up to 56%",
    });
    expect(chooseCelebration({ ...base, cardAfter: 0.2, averageAfter: 0.55 })).toBeNull();
    expect(chooseCelebration({ ...base, cardAfter: 0.2, answeredBefore: 4, answeredAfter: 5 })).toEqual({
      type: "completed",
      reason: "answered",
      value: 5,
      message: "5 cards answered!",
    });
    // Already at 5 before this answer: nothing new was reached.
    expect(chooseCelebration({ ...base, cardAfter: 0.2, answeredBefore: 5, answeredAfter: 5 })).toBeNull();
    expect(chooseCelebration({ ...base, cardAfter: 0.2, answeredBefore: 5, answeredAfter: 6 })).toBeNull();
  });

  test("practice before a card is due celebrates nothing", () => {
    expect(chooseCelebration({ ...base, counted: false, cardAfter: 0.95 })).toBeNull();
  });
});

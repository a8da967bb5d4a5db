import { describe, expect, test } from "bun:test";
import {
  chatMastery,
  chatStabilityDays,
  conceptMastery,
  conceptMasteryNow,
  EMPTY_CONCEPT_STATE,
  FLASHCARD_BKT,
  initialMastery,
  meanMastery,
  meanOfStarted,
  observeConcept,
  SINGLE_DAY_CAP,
  TUTORING_BKT,
  updateMastery,
} from "./mastery";
import { cardMastery } from "./scheduling";

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

describe("mastery now", () => {
  const DAY = 86_400_000;
  const zone = "America/New_York";
  const day1 = Date.UTC(2026, 2, 2, 15); // 10:00 in New York
  const right = (at: number) => ({ score: 1, source: "flashcard" as const, at });
  const chat = (at: number, score = 1) => ({ score, source: "tutoring" as const, at });

  function observeAll(observations: { score: number; source: "tutoring" | "flashcard"; at: number }[]) {
    return observations.reduce(
      (state, observation) =>
        observeConcept(state, observation, observation.source === "tutoring" ? TUTORING_BKT : FLASHCARD_BKT, zone),
      EMPTY_CONCEPT_STATE,
    );
  }

  test("a concept with no evidence is not started: null, and 0 where a number is needed", () => {
    expect(conceptMastery(EMPTY_CONCEPT_STATE, [], day1)).toBeNull();
    expect(conceptMasteryNow(EMPTY_CONCEPT_STATE, [], day1)).toBe(0);
  });

  test("Mastered needs chat evidence on two days: a day of perfect answers stays below every Mastered line", () => {
    const oneDay = observeAll([chat(day1), chat(day1 + 60_000), chat(day1 + 120_000), chat(day1 + 180_000)]);
    expect(oneDay.mastery).toBeGreaterThan(0.9);
    expect(oneDay.evidenceDays).toBe(1);
    expect(conceptMasteryNow(oneDay, [], day1 + 180_000)).toBe(SINGLE_DAY_CAP);
    expect(SINGLE_DAY_CAP).toBeLessThan(0.8);
    const twoDays = observeAll([chat(day1), chat(day1 + 60_000), chat(day1 + 120_000), chat(day1 + DAY)]);
    expect(twoDays.evidenceDays).toBe(2);
    expect(conceptMasteryNow(twoDays, [], day1 + DAY)).toBeGreaterThan(0.9);
  });

  test("days are the student's local days", () => {
    // 23:30 and 00:30 in New York are two days; in Tokyo the same instants are one day.
    const late = Date.UTC(2026, 2, 3, 4, 30);
    const early = late + 3_600_000;
    const inNewYork = observeConcept(
      observeConcept(EMPTY_CONCEPT_STATE, right(late), FLASHCARD_BKT, zone),
      right(early),
      FLASHCARD_BKT,
      zone,
    );
    const inTokyo = observeConcept(
      observeConcept(EMPTY_CONCEPT_STATE, right(late), FLASHCARD_BKT, "Asia/Tokyo"),
      right(early),
      FLASHCARD_BKT,
      "Asia/Tokyo",
    );
    expect([inNewYork.evidenceDays, inTokyo.evidenceDays]).toEqual([2, 1]);
  });

  test("flashcard answers count as days of evidence but leave the tutor's belief alone", () => {
    const state = observeAll(Array.from({ length: 12 }, (_, i) => ({ ...right(day1 + i * 60_000), score: 0.6 })));
    expect(state.observations).toBe(12);
    expect(state.mastery).toBe(0);
    expect(state.lastChatEvidenceAt).toBeNull();
    expect(chatMastery(state, day1)).toBeNull();
    // Chat evidence after flashcard answers starts from the prior, as if it were the first.
    const withChat = observeConcept(state, chat(day1 + DAY), TUTORING_BKT, zone);
    expect(withChat.mastery).toBeCloseTo(observeAll([chat(day1 + DAY)]).mastery, 12);
  });

  test("a concept whose only card reads 10% reads 10%, however many partial answers it had (issue 36)", () => {
    // Twelve answers at 56–69% used to push the concept's belief to 99% while its card read 10%.
    const scores = [0.56, 0.6, 0.69, 0.58, 0.62, 0.65, 0.57, 0.61, 0.66, 0.59, 0.63, 0.68];
    const state = observeAll(scores.map((score, i) => ({ ...right(day1 + i * 60_000), score })));
    const now = day1 + 12 * 60_000;
    const card = { stability: 0.3, lastReview: now - 60_000 };
    const cardValue = cardMastery({ ...card, reps: 12 }, now)!;
    expect(cardValue).toBeLessThan(0.15);
    expect(conceptMasteryNow(state, [card], now)).toBeCloseTo(cardValue, 12);
  });

  test("is the plain mean of its answered cards; the tutor's estimate speaks only for a concept with none", () => {
    const state = observeAll([chat(day1), chat(day1 + DAY), chat(day1 + 2 * DAY)]);
    const now = day1 + 2 * DAY;
    const strong = { stability: 30, lastReview: now - DAY };
    const weak = { stability: 1, lastReview: now - DAY };
    const mean = (cardMastery({ ...strong, reps: 1 }, now)! + cardMastery({ ...weak, reps: 1 }, now)!) / 2;
    expect(conceptMastery(state, [strong, weak], now)).toBeCloseTo(mean, 12);
    // A suspended or never-answered card does not speak for the concept.
    const unanswered = { stability: 0, lastReview: null };
    expect(conceptMastery(state, [strong, weak, { ...strong, suspended: true }, unanswered], now)).toBeCloseTo(
      mean,
      12,
    );
    expect(conceptMastery(state, [unanswered, { ...strong, suspended: true }], now)).toBeCloseTo(
      chatMastery(state, now)!,
      12,
    );
  });

  test("a right answer in chat never lowers a concept whose cards read high", () => {
    const card = { stability: 60, lastReview: day1 };
    const before = observeAll([right(day1)]);
    const after = observeConcept(before, chat(day1 + 60_000), TUTORING_BKT, zone);
    expect(chatMastery(after, day1 + 60_000)!).toBeLessThan(0.5);
    expect(conceptMastery(after, [card], day1 + 60_000)!).toBeGreaterThanOrEqual(
      conceptMastery(before, [card], day1 + 60_000)!,
    );
  });

  test("decays as its cards' memories fade", () => {
    const state = observeAll([right(day1), right(day1 + DAY), right(day1 + 3 * DAY)]);
    const card = { stability: 10, lastReview: day1 + 3 * DAY };
    const fresh = conceptMasteryNow(state, [card], day1 + 3 * DAY);
    const later = conceptMasteryNow(state, [card], day1 + 33 * DAY);
    expect(later).toBeLessThan(fresh);
    expect(later).toBeCloseTo(cardMastery({ ...card, reps: 1 }, day1 + 33 * DAY)!, 12);
  });

  test("the tutor's estimate decays with time since the last chat evidence, slower after more days of evidence", () => {
    const once = observeAll([chat(day1), chat(day1 + 60_000), chat(day1 + 120_000)]);
    const spaced = observeAll([chat(day1), chat(day1 + 2 * DAY), chat(day1 + 5 * DAY)]);
    const onceLater = chatMastery(once, day1 + 120_000 + 20 * DAY)! / chatMastery(once, day1 + 120_000)!;
    const spacedLater = chatMastery(spaced, day1 + 5 * DAY + 20 * DAY)! / chatMastery(spaced, day1 + 5 * DAY)!;
    expect(onceLater).toBeLessThan(spacedLater);
    expect(onceLater).toBeLessThan(1);
    expect(chatStabilityDays(1)).toBe(2);
    expect(chatStabilityDays(3)).toBe(12.5);
    expect(chatStabilityDays(40)).toBe(365);
  });

  test("a subject is the mean of its started concepts; concepts not started do not pull it down", () => {
    expect(meanOfStarted([0.9, null, 0.5, null])).toBeCloseTo(0.7, 12);
    expect(meanOfStarted([null, null])).toBe(0);
  });
});

import { describe, expect, test } from "bun:test";
import { Rating, State } from "ts-fsrs";
import {
  cardMastery,
  DEFAULT_REVIEW_SETTINGS,
  intervalDays,
  isDue,
  isPass,
  newSchedule,
  PARTIAL_SCORE,
  PASS_SCORE,
  type ReviewSchedule,
  ratingFromAnswer,
  retrievability,
  reviewCard,
  scheduleReview,
  stabilityForMastery,
} from "./scheduling";

const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 5, 9);

/** Answers a card with `rating` each time it falls due, starting at `at`; returns each schedule. */
function reviewOnDue(ratings: Rating[], at = start, settings = DEFAULT_REVIEW_SETTINGS) {
  let schedule = newSchedule(at);
  let now = at;
  const history: { now: number; schedule: ReviewSchedule }[] = [];
  for (const rating of ratings) {
    now = Math.max(now, schedule.due);
    schedule = scheduleReview(schedule, rating as 1 | 2 | 3 | 4, now, settings);
    history.push({ now, schedule });
  }
  return history;
}

describe("ratingFromAnswer", () => {
  test("one pass line at 0.7; below it partial credit down to 0.4 is Hard, not a lapse; below 0.4 is Again", () => {
    expect(PASS_SCORE).toBe(0.7);
    expect(PARTIAL_SCORE).toBe(0.4);
    expect(ratingFromAnswer({ score: 0.69 }, State.Review)).toBe(Rating.Hard);
    expect(isPass(0.69)).toBe(false);
    expect(ratingFromAnswer({ score: 0.7 }, State.Review)).toBe(Rating.Hard);
    expect(isPass(0.7)).toBe(true);
    expect(ratingFromAnswer({ score: 0.4 }, State.Review)).toBe(Rating.Hard);
    expect(ratingFromAnswer({ score: 0.39 }, State.Review)).toBe(Rating.Again);
  });

  test("a pass is Hard until the answer is nearly complete, then Good", () => {
    expect(ratingFromAnswer({ score: 0.84 }, State.Review)).toBe(Rating.Hard);
    expect(ratingFromAnswer({ score: 0.85 }, State.Review)).toBe(Rating.Good);
  });

  test("a right answer is Good, not Easy: Easy needs a reviewed card, a near-perfect answer and fast recall", () => {
    expect(ratingFromAnswer({ score: 1 }, State.Review)).toBe(Rating.Good);
    expect(ratingFromAnswer({ score: 1, responseMs: 4_000, answerLength: 5 }, State.Review)).toBe(Rating.Easy);
    expect(ratingFromAnswer({ score: 1, responseMs: 4_000, answerLength: 5 }, State.New)).toBe(Rating.Good);
    expect(ratingFromAnswer({ score: 1, responseMs: 4_000, answerLength: 5 }, State.Learning)).toBe(Rating.Good);
    expect(ratingFromAnswer({ score: 0.94, responseMs: 4_000, answerLength: 5 }, State.Review)).toBe(Rating.Good);
    // Thinking time is what counts: a long answer gets time to type it.
    expect(ratingFromAnswer({ score: 1, responseMs: 20_000, answerLength: 5 }, State.Review)).toBe(Rating.Good);
    expect(ratingFromAnswer({ score: 1, responseMs: 20_000, answerLength: 60 }, State.Review)).toBe(Rating.Easy);
  });

  test("NaN scores are Again", () => {
    expect(ratingFromAnswer({ score: Number.NaN }, State.Review)).toBe(Rating.Again);
  });
});

describe("isDue", () => {
  test("a new card is due at once; a reviewed card only from its due date; a suspended card never", () => {
    const fresh = newSchedule(start);
    expect(isDue(fresh, start)).toBe(true);
    expect(isDue(fresh, start, true)).toBe(false);
    const { schedule } = reviewOnDue([Rating.Good])[0]!;
    expect(isDue(schedule, start + 1)).toBe(false);
    expect(isDue(schedule, schedule.due)).toBe(true);
    expect(isDue(schedule, schedule.due + DAY, true)).toBe(false);
  });
});

describe("scheduleReview", () => {
  test("Good answers on the due date push the interval out, and never past the maximum interval", () => {
    const history = reviewOnDue(Array(10).fill(Rating.Good));
    const gaps = history.map(({ now, schedule }) => schedule.due - now);
    for (let i = 2; i < gaps.length; i++) expect(gaps[i]!).toBeGreaterThanOrEqual(gaps[i - 1]!);
    expect(history.at(-1)!.schedule.state).toBe(State.Review);
    // The school default: nothing waits more than 180 days (and never decades).
    expect(Math.max(...gaps)).toBeLessThanOrEqual(181 * DAY);
    expect(Math.max(...gaps)).toBeGreaterThan(100 * DAY);
  });

  test("the maximum interval and the desired retention are the student's", () => {
    const short = reviewOnDue(Array(8).fill(Rating.Good), start, {
      ...DEFAULT_REVIEW_SETTINGS,
      maximumIntervalDays: 30,
    });
    expect(Math.max(...short.map(({ now, schedule }) => schedule.due - now))).toBeLessThanOrEqual(31 * DAY);
    const strict = reviewOnDue(Array(4).fill(Rating.Good), start, {
      ...DEFAULT_REVIEW_SETTINGS,
      desiredRetention: 0.97,
    });
    const relaxed = reviewOnDue(Array(4).fill(Rating.Good), start, {
      ...DEFAULT_REVIEW_SETTINGS,
      desiredRetention: 0.8,
    });
    expect(intervalDays(strict.at(-1)!.schedule)).toBeLessThan(intervalDays(relaxed.at(-1)!.schedule));
  });

  test("personal weights change the schedule", () => {
    const weights = [...(DEFAULT_REVIEW_SETTINGS.weights ?? [])];
    expect(weights).toEqual([]);
    const own = reviewOnDue([Rating.Good, Rating.Good, Rating.Good], start, {
      ...DEFAULT_REVIEW_SETTINGS,
      weights: [0.5, 1, 5, 10, 6.4, 0.9, 3, 0.001, 2, 0.2, 0.9, 1.5, 0.07, 0.3, 1.7, 0.6, 1.9, 0.54, 0.09, 0.07, 0.15],
    });
    const standard = reviewOnDue([Rating.Good, Rating.Good, Rating.Good]);
    expect(own.at(-1)!.schedule.stability).not.toBeCloseTo(standard.at(-1)!.schedule.stability, 3);
  });

  test("a lapse brings a reviewed card back within a day and counts the lapse", () => {
    const history = reviewOnDue([Rating.Good, Rating.Good, Rating.Good, Rating.Again]);
    const before = history.at(-2)!.schedule;
    const { now, schedule } = history.at(-1)!;
    expect(schedule.lapses).toBe(before.lapses + 1);
    expect(schedule.due - now).toBeLessThan(DAY);
    expect(schedule.state).toBe(State.Relearning);
  });
});

describe("cardMastery", () => {
  test("a card never reviewed has no mastery: it is New", () => {
    expect(cardMastery(newSchedule(start), start)).toBeNull();
  });

  test("one right answer is about half, not 100%; one wrong answer is low, not 0%", () => {
    const [right] = reviewOnDue([Rating.Good]);
    expect(cardMastery(right!.schedule, right!.now)).toBeCloseTo(0.5, 1);
    const [wrong] = reviewOnDue([Rating.Again]);
    const low = cardMastery(wrong!.schedule, wrong!.now)!;
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThan(0.2);
  });

  test("Mastered (0.9) takes several spaced right answers on different days", () => {
    const history = reviewOnDue(Array(4).fill(Rating.Good));
    const masteries = history.map(({ now, schedule }) => cardMastery(schedule, now)!);
    expect(masteries.slice(0, 3).every((value) => value < 0.9)).toBe(true);
    expect(masteries[3]).toBeGreaterThanOrEqual(0.9);
    expect(new Set(history.map(({ now }) => Math.floor(now / DAY))).size).toBeGreaterThanOrEqual(3);
  });

  test("one slip after many right answers lowers a mastered card without wiping it out", () => {
    const history = reviewOnDue([...Array(5).fill(Rating.Good), Rating.Again]);
    const mastered = cardMastery(history.at(-2)!.schedule, history.at(-2)!.now)!;
    const slipped = cardMastery(history.at(-1)!.schedule, history.at(-1)!.now)!;
    expect(mastered).toBeGreaterThan(0.9);
    expect(slipped).toBeLessThan(mastered);
    expect(slipped).toBeGreaterThan(0.5);
  });

  test("mastery decays with time since the review, following FSRS retrievability", () => {
    const { now, schedule } = reviewOnDue(Array(4).fill(Rating.Good)).at(-1)!;
    const fresh = cardMastery(schedule, now)!;
    const month = cardMastery(schedule, now + 30 * DAY)!;
    const year = cardMastery(schedule, now + 365 * DAY)!;
    expect(month).toBeLessThan(fresh);
    expect(year).toBeLessThan(month);
    expect(retrievability(schedule, now + schedule.stability * DAY)).toBeCloseTo(0.9, 6);
  });
});

describe("reviewCard (one mastery scale, ADR 0046)", () => {
  /** Answers a card with these grades, each as soon as it is due; returns the card's mastery before and after each. */
  function answerOnDue(scores: number[], at = start) {
    let schedule = newSchedule(at);
    let now = at;
    return scores.map((score) => {
      now = Math.max(now + 60_000, schedule.due);
      const before = cardMastery(schedule, now);
      schedule = reviewCard(schedule, { score }, now).schedule;
      return { now, schedule, before, after: cardMastery(schedule, now)! };
    });
  }

  test("twelve answers at 56–69% leave a card partly known (about the grade), not 0.05% (issue 36)", () => {
    const scores = [0.56, 0.6, 0.69, 0.58, 0.62, 0.65, 0.57, 0.61, 0.66, 0.59, 0.63, 0.68];
    const last = answerOnDue(scores).at(-1)!;
    expect(last.after).toBeGreaterThan(0.4);
    expect(last.after).toBeLessThan(0.7);
    expect(last.after).toBeCloseTo(0.68, 6);
    // Partial answers never make a card Mastered, however they are spaced.
    expect(answerOnDue(Array(20).fill(0.69)).every(({ after }) => after < 0.7)).toBe(true);
  });

  test("a partly right answer reads as its grade right after, and is due again no later than that memory needs", () => {
    const mastered = answerOnDue([1, 1, 1, 1, 1]).at(-1)!;
    const now = mastered.schedule.due;
    const { rating, schedule } = reviewCard(mastered.schedule, { score: 0.55 }, now);
    expect(rating).toBe(Rating.Hard);
    expect(cardMastery(schedule, now)).toBeCloseTo(0.55, 9);
    expect(schedule.stability).toBeCloseTo(stabilityForMastery(0.55), 9);
    expect(schedule.due - now).toBeLessThanOrEqual(Math.ceil(schedule.stability) * DAY);
    expect(schedule.lapses).toBe(mastered.schedule.lapses);
  });

  test("an answer below 0.4 is a lapse, as before", () => {
    const [wrong] = answerOnDue([0.2]);
    expect(wrong!.after).toBeLessThan(0.2);
  });

  test("a passing answer never lowers the card's mastery, and a partly right one is no lapse (54% → 25%, issue 36)", () => {
    for (const scores of [
      [1, 1, 1, 0.75],
      [1, 1, 0.72, 0.9, 0.8],
      [0.6, 0.75, 0.9, 1, 0.7, 0.85],
      [0.3, 0.7, 0.7, 0.7],
    ]) {
      const steps = answerOnDue(scores);
      steps.forEach((step, i) => {
        if (isPass(scores[i]!) && step.before !== null) expect(step.after).toBeGreaterThanOrEqual(step.before);
      });
    }
    // "You got eukaryotic right" on a partly right answer (0.6) used to be a lapse: 54% → 25%.
    const half = answerOnDue([1]).at(-1)!;
    const later = half.now + 600_000;
    const before = cardMastery(half.schedule, later)!;
    expect(cardMastery(scheduleReview(half.schedule, Rating.Again, later), later)!).toBeLessThan(0.3);
    const after = cardMastery(reviewCard(half.schedule, { score: 0.6 }, later).schedule, later)!;
    expect(after).toBeGreaterThanOrEqual(before);
    expect(after).toBeCloseTo(0.6, 9);
  });
});

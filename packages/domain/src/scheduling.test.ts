import { describe, expect, test } from "bun:test";
import { newSchedule, ratingFromScore, scheduleReview } from "./scheduling";

const DAY = 86_400_000;

describe("ratingFromScore", () => {
  test("maps scores to Again, Hard, Good, Easy at 0.5, 0.75 and 0.95", () => {
    expect([0, 0.4999, 0.5, 0.7499, 0.75, 0.9499, 0.95, 1].map(ratingFromScore)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe("scheduleReview", () => {
  test("a new card is due at once", () => {
    const now = Date.UTC(2026, 0, 5, 9);
    expect(newSchedule(now)).toMatchObject({ due: now, reps: 0, lapses: 0, state: 0 });
  });

  test("good answers push the due date further out each time", () => {
    let now = Date.UTC(2026, 0, 5, 9);
    let schedule = newSchedule(now);
    const gaps: number[] = [];
    for (let i = 0; i < 5; i++) {
      schedule = scheduleReview(schedule, 0.9, now).schedule;
      gaps.push(schedule.due - now);
      now = schedule.due;
    }
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]!).toBeGreaterThan(gaps[i - 1]!);
    expect(gaps.at(-1)!).toBeGreaterThan(7 * DAY);
    expect(schedule.state).toBe(2);
  });

  test("a lapse brings a reviewed card back within a day and counts the lapse", () => {
    let now = Date.UTC(2026, 0, 5, 9);
    let schedule = newSchedule(now);
    for (let i = 0; i < 4; i++) {
      schedule = scheduleReview(schedule, 1, now).schedule;
      now = schedule.due;
    }
    expect(schedule.state).toBe(2);
    const before = schedule;
    const { schedule: after, rating } = scheduleReview(before, 0.2, now);
    expect(rating).toBe(1);
    expect(after.lapses).toBe(before.lapses + 1);
    expect(after.due - now).toBeLessThan(DAY);
    expect(after.state).toBe(3);
  });
});

import { describe, expect, test } from "bun:test";
import { chartData, dayTicks, MAX_X_TICKS, progressSummary, tickLabels, xRange, Y_RANGE } from "./chart";

const points = [
  { date: "2025-10-12", average_mastery: 0.32 },
  { date: "2025-10-13", average_mastery: 0.455 },
  { date: "2025-11-02", average_mastery: 0.78 },
];

describe("the Learning Progress Timeline chart (spec §2, §9)", () => {
  test("its y axis spans the plotted scale exactly: no mastery is drawn at 0, full mastery at its top", () => {
    const [, ys] = chartData([
      { date: "2025-10-12", average_mastery: 0 },
      { date: "2025-10-13", average_mastery: 1 },
    ]);
    expect(ys).toEqual(Y_RANGE);
  });

  test("plots each date at its local midnight and the average mastery in percent", () => {
    const [xs, ys] = chartData(points);
    expect(xs).toEqual(points.map((point) => new Date(`${point.date}T00:00:00`).getTime() / 1000));
    expect(ys[0]).toBeCloseTo(32);
    expect(ys[1]).toBeCloseTo(45.5);
    expect(ys[2]).toBeCloseTo(78);
  });

  test("has a text alternative with the span of days and the first and last percent", () => {
    expect(progressSummary(points, "en-US")).toBe(
      "Average mastery over 3 days of learning: 32% on Oct 12, 78% on Nov 2.",
    );
    expect(progressSummary(points.slice(0, 1), "en-US")).toBe("Average mastery was 32% on Oct 12.");
    expect(progressSummary([])).toBe("No timeline data available");
  });
});

describe("the timeline's x axis spans the data (issue 36)", () => {
  const DAY = 86_400;
  const seriesOf = (...dates: string[]) => chartData(dates.map((date) => ({ date, average_mastery: 0.5 })))[0];

  test("one day of data shows that day: half a day either side, one tick, the day's date", () => {
    const [x] = seriesOf("2026-11-28");
    const [min, max] = xRange(x!, x!);
    expect(max - min).toBe(DAY);
    expect(min).toBeLessThan(x!);
    expect(max).toBeGreaterThan(x!);
    const ticks = dayTicks(min, max);
    expect(ticks).toEqual([x!]);
    expect(tickLabels(ticks, "en-US")).toEqual(["Nov 28"]);
  });

  test("a few days show each day, not months or years", () => {
    const xs = seriesOf("2026-11-25", "2026-11-26", "2026-11-28");
    const [min, max] = xRange(xs[0]!, xs.at(-1)!);
    expect(max - min).toBeLessThan(5 * DAY);
    const ticks = dayTicks(min, max);
    expect(tickLabels(ticks, "en-US")).toEqual(["Nov 25", "Nov 26", "Nov 27", "Nov 28"]);
  });

  test("a long span thins its ticks to at most seven dates, each a midnight inside the data", () => {
    const xs = seriesOf("2026-09-01", "2026-11-28");
    const [min, max] = xRange(xs[0]!, xs.at(-1)!);
    const ticks = dayTicks(min, max);
    expect(ticks.length).toBeLessThanOrEqual(MAX_X_TICKS);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks[0]).toBe(xs[0]!);
    for (const tick of ticks) {
      expect(tick).toBeGreaterThanOrEqual(min);
      expect(tick).toBeLessThanOrEqual(max);
      expect(new Date(tick * 1000).getHours()).toBe(0);
    }
  });

  test("an axis that crosses into a new year writes the year", () => {
    const xs = seriesOf("2026-12-30", "2027-01-02");
    const [min, max] = xRange(xs[0]!, xs.at(-1)!);
    expect(tickLabels(dayTicks(min, max), "en-US")).toEqual([
      "Dec 30, 2026",
      "Dec 31, 2026",
      "Jan 1, 2027",
      "Jan 2, 2027",
    ]);
  });

  test("with no data the axis is today, not an empty or endless range", () => {
    const now = Date.UTC(2026, 10, 28, 12);
    const [min, max] = xRange(null, null, now);
    expect([min, max]).toEqual([now / 1000 - DAY / 2, now / 1000 + DAY / 2]);
  });
});

import { describe, expect, test } from "bun:test";
import { chartData, progressSummary, Y_RANGE } from "./chart";

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

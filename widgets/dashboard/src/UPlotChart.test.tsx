import { describe, expect, test } from "bun:test";
import type uPlot from "uplot";
import { setUpDom } from "../../../packages/ui/test/dom";
import { chartData } from "./chart";
import { chartOptions } from "./UPlotChart";

setUpDom();

/**
 * What uPlot makes of the options' x axis, for data whose dates are `dates`. uPlot hands the range
 * function the data's first and last x, except for a single point, where it offers that x and
 * x + 86,400,000 (a day in milliseconds, on a scale in seconds: 1,000 days).
 */
function xAxisOf(dates: string[], width = 600) {
  const [xs] = chartData(dates.map((date) => ({ date, average_mastery: 0.5 })));
  const options = chartOptions(document.createElement("div"), xs);
  const range = options.scales?.x?.range;
  const axis = options.axes?.[0];
  if (typeof range !== "function" || typeof axis?.splits !== "function" || typeof axis.values !== "function") {
    throw new Error("The x scale needs its own range, splits and values.");
  }
  // The functions read only the chart's width, so an object with one stands in for the chart
  // (happy-dom has no canvas, so a real uPlot cannot be made here).
  const chart: uPlot = Object.assign(Object.create(null), { width });
  const offered = xs.length === 1 ? xs[0]! + 86_400_000 : xs.at(-1)!;
  const [min, max] = range(chart, xs[0]!, offered, "x");
  const splits = axis.splits(chart, 0, min!, max!, 0, 0);
  const labels = axis.values(chart, splits, 0, 0, 0);
  return { min: min!, max: max!, labels };
}

describe("the uPlot timeline's x axis (issue 36)", () => {
  test("one day of data spans that day, with its date as the only label", () => {
    const { min, max, labels } = xAxisOf(["2026-11-28"]);
    expect(max - min).toBe(86_400);
    expect(labels).toEqual(["Nov 28"]);
  });

  test("three days of data are labelled by day", () => {
    expect(xAxisOf(["2026-11-26", "2026-11-27", "2026-11-28"]).labels).toEqual(["Nov 26", "Nov 27", "Nov 28"]);
  });

  test("on a phone, three weeks of dates thin out so they do not overlap", () => {
    const dates = Array.from({ length: 20 }, (_, day) => `2026-11-${String(day + 8).padStart(2, "0")}`);
    expect(xAxisOf(dates, 1200).labels).toHaveLength(7);
    expect(xAxisOf(dates, 336).labels).toEqual(["Nov 8", "Nov 13", "Nov 18", "Nov 23"]);
  });
});

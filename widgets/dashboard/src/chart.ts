import type { StudentMastery } from "@bloom/api/models";

/** One day of the progress series: its date ("YYYY-MM-DD") and the day's average mastery, 0–1. */
export type ProgressPoint = StudentMastery["progress"][number];

/** Chart height in CSS pixels (spec §9). */
export const CHART_HEIGHT = 300;
/** The y axis runs 0 to 100 percent (spec §9). */
export const Y_RANGE: [number, number] = [0, 100];

/**
 * The series as uPlot wants it: x in Unix seconds at local midnight of each date (uPlot writes
 * dates in local time, so midnight UTC could show the day before), y in percent.
 */
export function chartData(points: readonly ProgressPoint[]): [number[], number[]] {
  return [points.map((point) => localMidnight(point.date) / 1000), points.map((point) => point.average_mastery * 100)];
}

function localMidnight(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(year, month - 1, day).getTime();
}

/** A date of the series for people, e.g. "Nov 3". */
export function pointDate(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric" }).format(new Date(localMidnight(date)));
}

/** The chart's text alternative: how many days, and where mastery started and ended. */
export function progressSummary(points: readonly ProgressPoint[], locale?: string): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return "No timeline data available";
  const percent = (point: ProgressPoint) => `${Math.round(point.average_mastery * 100)}%`;
  if (points.length === 1) return `Average mastery was ${percent(first)} on ${pointDate(first.date, locale)}.`;
  return `Average mastery over ${points.length} days of learning: ${percent(first)} on ${pointDate(first.date, locale)}, ${percent(last)} on ${pointDate(last.date, locale)}.`;
}

import type { StudentMastery } from "@bloom/api/models";
import { formatDate, formatDay, type Locale, translate } from "@bloom/ui";

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
  return formatDay(localMidnight(date), { locale });
}

const DAY_SECONDS = 86_400;
/** At most this many dates under the timeline. */
export const MAX_X_TICKS = 7;
/** The width, in CSS pixels, a date under the timeline takes with room around it ("Nov 28"). */
const TICK_WIDTH = 64;
/** The chart's width beside the plot: the y axis and its labels. */
const Y_AXIS_WIDTH = 60;

/** How many dates fit under a chart this wide (CSS pixels): up to MAX_X_TICKS, at least one. */
export function ticksThatFit(chartWidth: number): number {
  return Math.min(MAX_X_TICKS, Math.max(1, Math.floor((chartWidth - Y_AXIS_WIDTH) / TICK_WIDTH)));
}

/**
 * The x axis spans the data's own days, with half a day either side so the first and last points
 * sit inside the chart: one day of data shows that day, a week shows that week. (Left to itself,
 * uPlot widens a single point into years.) `first` and `last` are Unix seconds; null means no data.
 */
export function xRange(first: number | null, last: number | null, now = Date.now()): [number, number] {
  const from = first ?? now / 1000;
  const to = Math.max(from, last ?? from);
  return [from - DAY_SECONDS / 2, to + DAY_SECONDS / 2];
}

/**
 * The x axis's ticks: local midnights between `min` and `max` (Unix seconds), every day, or every
 * few days when there are more than MAX_X_TICKS, so each tick is a date of the series, never an hour.
 */
export function dayTicks(min: number, max: number, maxTicks = MAX_X_TICKS): number[] {
  const start = new Date(min * 1000);
  let midnight = new Date(start.getFullYear(), start.getMonth(), start.getDate());
  if (midnight.getTime() < min * 1000) {
    midnight = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  }
  const days: Date[] = [];
  for (let day = midnight; day.getTime() <= max * 1000; ) {
    days.push(day);
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  }
  const step = Math.max(1, Math.ceil(days.length / Math.max(1, maxTicks)));
  return days.filter((_, index) => index % step === 0).map((day) => day.getTime() / 1000);
}

/** The ticks' words: "Nov 3", or "Nov 3, 2026" when the axis crosses into another year. */
export function tickLabels(ticks: readonly number[], locale?: string): string[] {
  const years = new Set(ticks.map((tick) => new Date(tick * 1000).getFullYear()));
  const label = years.size > 1 ? formatDate : formatDay;
  return ticks.map((tick) => label(tick * 1000, { locale }));
}

/** The chart's text alternative: how many days, and where mastery started and ended, in `language`. */
export function progressSummary(points: readonly ProgressPoint[], locale?: string, language: Locale = "en"): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return translate(language, "dashboard.chart.empty");
  const percent = (point: ProgressPoint) => `${Math.round(point.average_mastery * 100)}%`;
  if (points.length === 1) {
    return translate(language, "dashboard.chart.summaryOne", {
      percent: percent(first),
      date: pointDate(first.date, locale),
    });
  }
  return translate(language, "dashboard.chart.summaryMany", {
    days: points.length,
    first: percent(first),
    firstDate: pointDate(first.date, locale),
    last: percent(last),
    lastDate: pointDate(last.date, locale),
  });
}

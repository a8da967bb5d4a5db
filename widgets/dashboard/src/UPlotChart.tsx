import { formatDate, useT } from "@bloom/ui";
import { useEffect, useMemo, useRef, useState } from "react";
import type uPlot from "uplot";
import {
  CHART_HEIGHT,
  chartData,
  dayTicks,
  type ProgressPoint,
  tickLabels,
  ticksThatFit,
  xRange,
  Y_RANGE,
} from "./chart";

/**
 * The uPlot line chart of the progress series. uPlot and its stylesheet are imported when it
 * mounts, so they are a chunk of their own, loaded after the dashboard. `onFail(true)` when it
 * cannot draw. The drawing is hidden from screen readers: the caller gives the text alternative.
 */
export function UPlotChart({
  points,
  onFail,
  locale,
}: {
  points: ProgressPoint[];
  onFail: (failed: boolean) => void;
  /** The locale dates are written in; the browser's when absent. */
  locale?: string;
}) {
  const t = useT();
  const words = useMemo<ChartWords>(
    () => ({ date: t("dashboard.chart.date"), mastery: t("dashboard.chart.averageMastery"), locale }),
    [t, locale],
  );
  const target = useRef<HTMLDivElement>(null);
  const [css, setCss] = useState("");

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // uPlot needs a 2D canvas; where there is none (a locked-down browser) the table stands in.
    if (!canDraw()) {
      onFail(true);
      return;
    }
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let themeChange: MutationObserver | undefined;
    let cancelled = false;
    Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }, stylesheet]) => {
        if (cancelled) return;
        // The build gives the stylesheet as text; anything else (a test runtime) is ignored.
        setCss(typeof stylesheet.default === "string" ? stylesheet.default : "");
        const draw = () => {
          chart?.destroy();
          const data = chartData(points);
          chart = new UPlot(chartOptions(element, data[0], words), data, element);
        };
        draw();
        resize = new ResizeObserver(() => chart?.setSize({ width: widthOf(element), height: CHART_HEIGHT }));
        resize.observe(element);
        // The canvas took the theme's colours when drawn: draw again when the theme class changes.
        themeChange = new MutationObserver(draw);
        for (const themed of themeRoots(element))
          themeChange.observe(themed, { attributes: true, attributeFilter: ["class"] });
      })
      .catch(() => {
        if (!cancelled) onFail(true);
      });
    return () => {
      cancelled = true;
      resize?.disconnect();
      themeChange?.disconnect();
      chart?.destroy();
    };
  }, [points, onFail, words]);

  return (
    <>
      <style>{css}</style>
      <div ref={target} className="dash-chart-canvas" aria-hidden="true" />
    </>
  );
}

function canDraw(): boolean {
  try {
    return document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}

/** Where a theme class is set: the document's root (the shell) and a custom element's host (a portal). */
function themeRoots(element: HTMLElement): Element[] {
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? [document.documentElement, root.host] : [document.documentElement];
}

/** The chart fills its container, down to a phone's width. */
function widthOf(element: HTMLElement): number {
  return Math.max(220, element.clientWidth || 600);
}

/** The legend's words and the locale of the chart's dates, in the page's language. */
interface ChartWords {
  date: string;
  mastery: string;
  locale?: string;
}

/**
 * uPlot's options, in the theme's colours (a canvas cannot use CSS variables, so they are read once).
 * `xs` are the points' dates in Unix seconds: the x axis spans them.
 */
export function chartOptions(
  element: HTMLElement,
  xs: readonly number[],
  words: ChartWords = { date: "Date", mastery: "Average mastery" },
): uPlot.Options {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(`--bl-${name}`).trim() || fallback;
  const text = token("text", "#1b1f2a");
  const grid = token("border", "#d4d8e2");
  const axis: uPlot.Axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width: widthOf(element),
    height: CHART_HEIGHT,
    // The x axis spans the data's days, with a tick per date (or every few dates), never years or
    // hours. The range comes from the dates themselves: for a single point uPlot offers a "day" of
    // 86,400,000 seconds (a day in milliseconds), which is how one day of data became years.
    scales: {
      x: { time: true, range: () => xRange(xs[0] ?? null, xs.at(-1) ?? null) },
      y: { auto: false, range: Y_RANGE },
    },
    series: [
      {
        label: words.date,
        value: (_chart, seconds) => (seconds == null ? "—" : formatDate(seconds * 1000, { locale: words.locale })),
      },
      {
        label: words.mastery,
        stroke: token("primary", "#2f4fd8"),
        width: 2,
        points: { show: true, size: 6 },
        value: (_chart, percent) => (percent == null ? "—" : `${Math.round(percent)}%`),
      },
    ],
    axes: [
      {
        ...axis,
        // As many dates as fit the chart's width without touching: fewer on a phone.
        splits: (chart, _axis, min, max) => dayTicks(min, max, ticksThatFit(chart.width)),
        values: (_chart, ticks) => tickLabels(ticks, words.locale),
      },
      { ...axis, values: (_chart, ticks) => ticks.map((tick) => `${tick}%`) },
    ],
  };
}

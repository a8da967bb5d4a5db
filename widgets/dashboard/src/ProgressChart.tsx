import { useEffect, useRef, useState } from "react";
import type { StudentMastery } from "@bloom/api/models";

type Point = StudentMastery["progress"][number];

/** Chart height and y range of spec §9. */
export const CHART_HEIGHT = 300;

/**
 * "Learning Progress Timeline": average mastery percent per date, a line chart drawn with uPlot
 * (loaded only when there is something to draw). The legend shows the percent of the hovered
 * date; a visually hidden table carries the same figures for screen readers.
 */
export function ProgressChart({ points }: { points: Point[] }) {
  const target = useRef<HTMLDivElement>(null);
  const [css, setCss] = useState("");
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (points.length === 0 || !target.current) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }, style]) => {
        if (cancelled || !target.current) return;
        setCss(style.default);
        const xs = points.map((point) => Date.parse(`${point.date}T12:00:00Z`) / 1000);
        const ys = points.map((point) => Math.round(point.average_mastery * 1000) / 10);
        const width = Math.max(280, target.current.clientWidth);
        chart = new UPlot(
          {
            width,
            height: CHART_HEIGHT,
            scales: { x: { time: true }, y: { range: [0, 100] } },
            series: [
              { label: "Date", value: (_self: unknown, value: number | null) => (value == null ? "—" : new Date(value * 1000).toLocaleDateString()) },
              { label: "Average mastery", stroke: "#2f4fd8", width: 2, points: { show: true }, value: (_self: unknown, value: number | null) => (value == null ? "—" : `${value.toFixed(0)}%`) },
            ],
            axes: [{}, { values: (_self: unknown, ticks: number[]) => ticks.map((tick) => `${tick}%`) }],
          },
          [xs, ys],
          target.current,
        );
        observer = new ResizeObserver(() => target.current && chart?.setSize({ width: Math.max(280, target.current.clientWidth), height: CHART_HEIGHT }));
        observer.observe(target.current);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [points]);

  if (points.length === 0) return <p className="dash-empty">No timeline data available</p>;
  return (
    <figure className="dash-chart">
      <style>{css}</style>
      <div ref={target} aria-hidden="true" />
      {failed && <p className="dash-empty">The chart could not be drawn.</p>}
      <table className="bl-visually-hidden">
        <caption>Average mastery per date</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Average mastery</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <td>{point.date}</td>
              <td>{Math.round(point.average_mastery * 100)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

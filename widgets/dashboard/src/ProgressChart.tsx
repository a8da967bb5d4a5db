import { useState } from "react";
import { type ProgressPoint, pointDate, progressSummary } from "./chart";
import { UPlotChart } from "./UPlotChart";

/**
 * "Learning Progress Timeline": average mastery percent per date as a uPlot line chart, whose
 * legend shows the percent of the hovered date. uPlot and its stylesheet are imported only when
 * there is something to draw, so they stay out of the first bundle. The canvas is hidden from
 * screen readers; a summary and a table of every point stand in for it (and the table is shown
 * to everyone if the chart cannot be drawn).
 */
export function ProgressChart({ points }: { points: ProgressPoint[] }) {
  const [failed, setFailed] = useState(false);
  if (points.length === 0) return <p className="dash-empty">No timeline data available</p>;
  return (
    <figure className="dash-chart">
      <figcaption className="bl-visually-hidden">{progressSummary(points)}</figcaption>
      {failed ? (
        <p className="dash-empty">The chart could not be drawn; here are its figures.</p>
      ) : (
        <UPlotChart points={points} onFail={setFailed} />
      )}
      <table className={failed ? "dash-table" : "bl-visually-hidden"}>
        <caption className="bl-visually-hidden">Average mastery per date</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Average mastery</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <td>{pointDate(point.date)}</td>
              <td>{Math.round(point.average_mastery * 100)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

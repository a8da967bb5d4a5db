import { useLocale, useT } from "@bloom/ui";
import { useState } from "react";
import { type ProgressPoint, pointDate, progressSummary } from "./chart";
import { useDateOptions } from "./format";
import { UPlotChart } from "./UPlotChart";

/**
 * "Learning Progress Timeline": average mastery percent per date as a uPlot line chart, whose
 * legend shows the percent of the hovered date. uPlot and its stylesheet are imported only when
 * there is something to draw, so they stay out of the first bundle. The canvas is hidden from
 * screen readers; a summary and a table of every point stand in for it (and the table is shown
 * to everyone if the chart cannot be drawn).
 */
export function ProgressChart({ points }: { points: ProgressPoint[] }) {
  const t = useT();
  const language = useLocale();
  const { locale } = useDateOptions();
  const [failed, setFailed] = useState(false);
  if (points.length === 0) return <p className="dash-empty">{t("dashboard.chart.empty")}</p>;
  return (
    <figure className="dash-chart">
      <figcaption className="bl-visually-hidden">{progressSummary(points, locale, language)}</figcaption>
      {failed ? (
        <p className="dash-empty">{t("dashboard.chart.failed")}</p>
      ) : (
        <UPlotChart points={points} onFail={setFailed} locale={locale} />
      )}
      <table className={failed ? "dash-table" : "bl-visually-hidden"}>
        <caption className="bl-visually-hidden">{t("dashboard.chart.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dashboard.chart.date")}</th>
            <th scope="col">{t("dashboard.chart.averageMastery")}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <td>{pointDate(point.date, locale)}</td>
              <td>{Math.round(point.average_mastery * 100)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

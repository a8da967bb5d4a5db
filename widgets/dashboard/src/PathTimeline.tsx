import type { LearningPathItem } from "@bloom/api/models";
import { useT } from "@bloom/ui";
import { bandWord, statusBand } from "./bands";
import { formatDate, formatPercent, useDateOptions } from "./format";

/** "Learning Path Timeline" of one subject: the concepts in the order the student met them. */
export function PathTimeline({ items }: { items: LearningPathItem[] }) {
  const t = useT();
  const dates = useDateOptions();
  if (items.length === 0) {
    return (
      <div className="dash-empty">
        <p>{t("dashboard.path.empty")}</p>
        <p>{t("dashboard.path.emptyHint")}</p>
      </div>
    );
  }
  return (
    <ol className="dash-path">
      {items.map((item) => {
        const band = statusBand(item.status);
        const word = bandWord(t, band.label);
        return (
          <li key={item.concept_id}>
            <span className={`dash-dot dash-tone-${band.tone}`} title={word} aria-hidden="true" />
            <span className="bl-visually-hidden">{word}: </span>
            <span className="dash-path-label">{item.concept_label}</span>
            <span className="dash-meta">
              {item.topic} → {item.section_id}
            </span>
            <span>{t("dashboard.path.mastery", { percent: formatPercent(item.mastery_level) })}</span>
            <span className="dash-meta">
              <time dateTime={item.created_at}>{formatDate(item.created_at, dates)}</time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

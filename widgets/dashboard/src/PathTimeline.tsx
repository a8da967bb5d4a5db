import type { LearningPathItem } from "@bloom/api/models";
import { statusBand } from "./bands";
import { formatDate, formatPercent } from "./format";

/** "Learning Path Timeline" of one subject: the concepts in the order the student met them. */
export function PathTimeline({ items }: { items: LearningPathItem[] }) {
  if (items.length === 0) {
    return (
      <div className="dash-empty">
        <p>No learning path timeline data available for this subject.</p>
        <p>Complete some learning sessions to see your timeline.</p>
      </div>
    );
  }
  return (
    <ol className="dash-path">
      {items.map((item) => {
        const band = statusBand(item.status);
        return (
          <li key={item.concept_id}>
            <span className={`dash-dot dash-tone-${band.tone}`} title={band.label} aria-hidden="true" />
            <span className="bl-visually-hidden">{band.label}: </span>
            <span className="dash-path-label">{item.concept_label}</span>
            <span className="dash-meta">
              {item.topic} → {item.section_id}
            </span>
            <span>{formatPercent(item.mastery_level)} mastery</span>
            <span className="dash-meta">
              <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

import type { HierarchicalSubject, LearningPathItem, SubjectCard as SubjectCardData } from "@bloom/api/models";
import { CONCEPT_STATUS_LABELS, conceptStatus, OVERVIEW_BAND_LABELS, overviewBand, SESSION_STEP_LABELS, isSessionStep } from "@bloom/domain";
import { ProgressBar, Spinner } from "@bloom/ui";
import { useTutoringOverview } from "./data";
import { formatActivity, formatDuration, truncateLabel } from "./summary";

const STEP_ICONS: Record<string, string> = {
  WARMUP: "☀",
  NEW_CONCEPT: "💡",
  GUIDED_PRACTICE: "🤝",
  FORMATIVE_CHECK: "✅",
  EXTENSION: "🚀",
  REFLECTION: "🪞",
};
const DEFAULT_STEP_ICON = "•";
const percent = (value: number) => `${Math.round(value * 100)}%`;

/** One subject of "Your Subjects": a summary that expands into three collapsible sections. */
export function SubjectCard({
  studentId,
  card,
  hierarchy,
  timeline,
  expanded,
  onToggle,
}: {
  studentId: string;
  card: SubjectCardData;
  hierarchy: HierarchicalSubject | undefined;
  timeline: LearningPathItem[];
  expanded: boolean;
  onToggle: () => void;
}) {
  const status = conceptStatus(card.mastery);
  return (
    <li className={`dash-subject${expanded ? " is-open" : ""}`}>
      <button type="button" className="dash-subject-head" aria-expanded={expanded} onClick={onToggle}>
        <span className="dash-subject-name">{card.name}</span>
        <span className={`dash-status is-${status}`}>{CONCEPT_STATUS_LABELS[status]}</span>
      </button>
      <ProgressBar value={card.mastery * 100} label={`${card.name} mastery`} />
      <dl className="dash-subject-facts">
        <div>
          <dt>Mastery</dt>
          <dd>{percent(card.mastery)}</dd>
        </div>
        <div>
          <dt>Time spent</dt>
          <dd>{formatDuration(card.time_spent_seconds)}</dd>
        </div>
        <div>
          <dt>Flashcards</dt>
          <dd>
            {card.completed_flashcards}/{card.total_flashcards}
          </dd>
        </div>
        <div>
          <dt>Topics</dt>
          <dd>{card.topic_count}</dd>
        </div>
        <div>
          <dt>Average mastery</dt>
          <dd>{percent(card.average_flashcard_mastery)}</dd>
        </div>
      </dl>
      {expanded && (
        <div className="dash-subject-body">
          <details open>
            <summary>Tutoring Chat Overview</summary>
            <TutoringOverview studentId={studentId} subjectId={card.subject_id} subjectName={card.name} />
          </details>
          <details>
            <summary>Hierarchical Progress Map</summary>
            <ProgressMap hierarchy={hierarchy} />
          </details>
          <details>
            <summary>Learning Path Timeline</summary>
            <PathTimeline items={timeline} />
          </details>
        </div>
      )}
    </li>
  );
}

function TutoringOverview({ studentId, subjectId, subjectName }: { studentId: string; subjectId: string; subjectName: string }) {
  const overview = useTutoringOverview(studentId, subjectId);
  if (overview.isPending) return <Spinner label="Loading the tutoring overview" />;
  const topics = overview.data?.topics ?? [];
  if (topics.length === 0) return <p className="dash-empty">No tutoring chat data available for {subjectName}</p>;
  return (
    <ul className="dash-tree">
      {topics.map((topic) => {
        const band = overviewBand(topic.mastery);
        return (
          <li key={topic.topic}>
            <details>
              <summary>
                <strong>{topic.topic}</strong> — {topic.section_count} sections, {topic.concept_count} concepts · {formatActivity(topic.last_activity)} ·{" "}
                <span className={`dash-band is-${band}`}>
                  {percent(topic.mastery)} {OVERVIEW_BAND_LABELS[band]}
                </span>
              </summary>
              <ul>
                {topic.sections.map((section) => (
                  <li key={section.section_id}>
                    <details>
                      <summary>
                        {section.section_id} — {section.concept_count} concepts · {formatActivity(section.last_activity)} ·{" "}
                        <span className={`dash-band is-${overviewBand(section.mastery)}`}>
                          {percent(section.mastery)} {OVERVIEW_BAND_LABELS[overviewBand(section.mastery)]}
                        </span>
                      </summary>
                      <ul>
                        {section.concepts.map((concept) => (
                          <li key={concept.concept_id} className="dash-concept">
                            <span>
                              {concept.concept_label} · {concept.interaction_count} interactions · {percent(concept.mastery)}
                            </span>
                            <span className="dash-chips">
                              {concept.steps_completed
                                .split(",")
                                .filter(Boolean)
                                .map((step) => (
                                  <span key={step} className="dash-chip">
                                    <span aria-hidden="true">{STEP_ICONS[step] ?? DEFAULT_STEP_ICON}</span> {isSessionStep(step) ? SESSION_STEP_LABELS[step] : step}
                                  </span>
                                ))}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

function ProgressMap({ hierarchy }: { hierarchy: HierarchicalSubject | undefined }) {
  const topics = hierarchy?.topics.filter((topic) => topic.sections.some((section) => section.concepts.length > 0)) ?? [];
  if (topics.length === 0) {
    return (
      <div className="dash-empty">
        <p>No hierarchical mastery data available for this subject.</p>
        <p>Start learning to see your progress breakdown.</p>
      </div>
    );
  }
  return (
    <ul className="dash-map">
      {topics.map((topic) => (
        <li key={topic.topic}>
          <h4>{topic.topic}</h4>
          {topic.sections.map((section) => (
            <div key={section.section_id} className="dash-map-section">
              <p>{section.section_id}</p>
              <ul className="dash-chips">
                {section.concepts.map((concept) => {
                  const known = ["mastered", "in_progress", "needs_work"].includes(concept.mastery_status) ? concept.mastery_status : "unknown";
                  const full = `${concept.concept_label}: ${percent(concept.mastery_level)}`;
                  return (
                    <li key={concept.concept_label} className={`dash-chip is-${known}`} title={full} aria-label={full}>
                      {truncateLabel(concept.concept_label)}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

function PathTimeline({ items }: { items: LearningPathItem[] }) {
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
      {items.map((item) => (
        <li key={item.concept_id}>
          <span className={`dash-dot is-${item.status}`} aria-hidden="true" />
          <span className="dash-path-label">{item.concept_label}</span>
          <span className="dash-path-where">
            {item.topic} → {item.section_id}
          </span>
          <span>{percent(item.mastery_level)} mastery</span>
          <span className="dash-path-date">{new Date(item.created_at).toLocaleDateString()}</span>
          <span className="bl-visually-hidden">{CONCEPT_STATUS_LABELS[item.status]}</span>
        </li>
      ))}
    </ol>
  );
}

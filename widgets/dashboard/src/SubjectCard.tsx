import type { HierarchicalSubject, LearningPathItem, SubjectCard as SubjectCardData } from "@bloom/api/models";
import { ProgressBar, useT } from "@bloom/ui";
import { useId } from "react";
import { bandWord, subjectBand } from "./bands";
import { Disclosure } from "./Disclosure";
import { formatDuration, formatPercent } from "./format";
import { PathTimeline } from "./PathTimeline";
import { ProgressMap } from "./ProgressMap";
import { TutoringOverview } from "./TutoringOverview";

export interface SubjectCardProps {
  studentId: string;
  card: SubjectCardData;
  hierarchy: HierarchicalSubject | undefined;
  timeline: LearningPathItem[];
  expanded: boolean;
  onToggle: () => void;
}

/**
 * One subject of "Your Subjects": name, mastery bar and band, time, flashcards, topics and
 * average mastery. The parent decides which card is open (one at a time); an open card offers
 * three collapsible sections, the tutoring overview open first.
 */
export function SubjectCard({ studentId, card, hierarchy, timeline, expanded, onToggle }: SubjectCardProps) {
  const t = useT();
  const band = subjectBand(card.mastery);
  const bodyId = useId();
  return (
    <li className={`dash-subject${expanded ? " is-open" : ""}`}>
      <h3 className="dash-subject-heading">
        <button
          type="button"
          className="dash-toggle dash-subject-toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? bodyId : undefined}
          onClick={onToggle}
        >
          {card.name}
        </button>
      </h3>
      <div className="dash-subject-mastery">
        <ProgressBar value={card.mastery * 100} label={t("dashboard.subject.mastery", { name: card.name })} />
        <span className={`dash-pill dash-tone-${band.tone}`}>
          {formatPercent(card.mastery)} {bandWord(t, band.label)}
        </span>
      </div>
      <dl className="dash-facts">
        <div>
          <dt>{t("dashboard.subject.timeSpent")}</dt>
          <dd>{formatDuration(card.time_spent_seconds)}</dd>
        </div>
        <div>
          <dt>{t("dashboard.subject.flashcards")}</dt>
          <dd>
            {card.completed_flashcards}/{card.total_flashcards}
          </dd>
        </div>
        <div>
          <dt>{t("dashboard.subject.topics")}</dt>
          <dd>{card.topic_count}</dd>
        </div>
        <div>
          <dt>{t("dashboard.subject.averageFlashcardMastery")}</dt>
          <dd>{formatPercent(card.average_flashcard_mastery)}</dd>
        </div>
      </dl>
      {expanded && (
        <div id={bodyId} className="dash-subject-body">
          <Disclosure title={t("dashboard.subject.tutoringOverview")} headingLevel={4} defaultOpen>
            <TutoringOverview studentId={studentId} subjectId={card.subject_id} subjectName={card.name} />
          </Disclosure>
          <Disclosure title={t("dashboard.subject.progressMap")} headingLevel={4}>
            <ProgressMap hierarchy={hierarchy} />
          </Disclosure>
          <Disclosure title={t("dashboard.subject.pathTimeline")} headingLevel={4}>
            <PathTimeline items={timeline} />
          </Disclosure>
        </div>
      )}
    </li>
  );
}

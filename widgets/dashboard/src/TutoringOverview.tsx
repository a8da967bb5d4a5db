import type { TutoringChatOverview } from "@bloom/api/models";
import { Spinner, useT } from "@bloom/ui";
import { bandWord, completedSteps, tutoringBand } from "./bands";
import { Disclosure } from "./Disclosure";
import { useTutoringOverview } from "./data";
import { formatActivity, formatPercent, useDateOptions } from "./format";

type Topic = TutoringChatOverview["topics"][number];
type Section = Topic["sections"][number];
type Concept = Section["concepts"][number];

/**
 * "Tutoring Chat Overview" of one subject: topics that open into sections, then concepts with
 * their interactions and completed steps. A failed load shows the empty text (spec §8).
 */
export function TutoringOverview({
  studentId,
  subjectId,
  subjectName,
}: {
  studentId: string;
  subjectId: string;
  subjectName: string;
}) {
  const t = useT();
  const overview = useTutoringOverview(studentId, subjectId);
  if (overview.isPending) return <Spinner label={t("dashboard.overview.loading")} showLabel size="small" />;
  const topics = overview.data?.topics ?? [];
  if (topics.length === 0)
    return <p className="dash-empty">{t("dashboard.overview.empty", { subject: subjectName })}</p>;
  return (
    <ul className="dash-tree">
      {topics.map((topic) => (
        <li key={topic.topic}>
          <Disclosure
            title={
              <Summary
                name={topic.topic}
                counts={`${t("dashboard.overview.sections", { count: topic.section_count })}, ${t("dashboard.overview.concepts", { count: topic.concept_count })}`}
                activity={topic.last_activity}
                mastery={topic.mastery}
              />
            }
          >
            <ul className="dash-tree">
              {topic.sections.map((section) => (
                <li key={section.section_id}>
                  <Disclosure
                    title={
                      <Summary
                        name={section.section_id}
                        counts={t("dashboard.overview.concepts", { count: section.concept_count })}
                        activity={section.last_activity}
                        mastery={section.mastery}
                      />
                    }
                  >
                    <ul className="dash-concepts">
                      {section.concepts.map((concept) => (
                        <ConceptRow key={concept.concept_id} concept={concept} />
                      ))}
                    </ul>
                  </Disclosure>
                </li>
              ))}
            </ul>
          </Disclosure>
        </li>
      ))}
    </ul>
  );
}

/** A topic's or section's line: "Name — 3 sections, 6 concepts", last activity, and mastery with its band. */
function Summary({
  name,
  counts,
  activity,
  mastery,
}: {
  name: string;
  counts: string;
  activity: string | null;
  mastery: number;
}) {
  const t = useT();
  const dates = useDateOptions();
  return (
    <span className="dash-summary">
      <span>
        <strong>{name}</strong> — {counts}
      </span>
      <span className="dash-meta">
        {t("dashboard.overview.lastActivity", {
          when: activity ? formatActivity(activity, dates) : t("dashboard.overview.noActivity"),
        })}
      </span>
      <BandPill mastery={mastery} />
    </span>
  );
}

/** "72% Good Progress", coloured by the tutoring overview's band. */
function BandPill({ mastery }: { mastery: number }) {
  const t = useT();
  const band = tutoringBand(mastery);
  return (
    <span className={`dash-pill dash-tone-${band.tone}`}>
      {formatPercent(mastery)} {bandWord(t, band.label)}
    </span>
  );
}

function ConceptRow({ concept }: { concept: Concept }) {
  const t = useT();
  const steps = completedSteps(concept.steps_completed);
  return (
    <li className="dash-concept">
      <span className="dash-concept-line">
        <span className="dash-concept-label">{concept.concept_label}</span>
        <span className="dash-meta">{t("dashboard.overview.interactions", { count: concept.interaction_count })}</span>
        <BandPill mastery={concept.mastery} />
      </span>
      {steps.length > 0 && (
        <ul className="dash-chips" aria-label={t("dashboard.overview.steps", { concept: concept.concept_label })}>
          {steps.map((step) => (
            <li key={step.key} className="dash-chip dash-step">
              <span aria-hidden="true">{step.icon}</span> {bandWord(t, step.label)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

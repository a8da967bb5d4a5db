import type { HierarchicalSubject } from "@bloom/api/models";
import { useT } from "@bloom/ui";
import { bandWord, statusBand } from "./bands";
import { formatPercent, truncateLabel } from "./format";

type Concept = HierarchicalSubject["topics"][number]["sections"][number]["concepts"][number];

/** "Hierarchical Progress Map" of one subject: topic, section, and a chip per concept coloured by status. */
export function ProgressMap({ hierarchy }: { hierarchy: HierarchicalSubject | undefined }) {
  const t = useT();
  // Topics and sections without concepts have nothing to map yet.
  const topics = (hierarchy?.topics ?? [])
    .map((topic) => ({ ...topic, sections: topic.sections.filter((section) => section.concepts.length > 0) }))
    .filter((topic) => topic.sections.length > 0);
  if (topics.length === 0) {
    return (
      <div className="dash-empty">
        <p>{t("dashboard.map.empty")}</p>
        <p>{t("dashboard.map.emptyHint")}</p>
      </div>
    );
  }
  return (
    <ul className="dash-map">
      {topics.map((topic) => (
        <li key={topic.topic}>
          <h5>{topic.topic}</h5>
          {topic.sections.map((section) => (
            <div key={section.section_id} className="dash-map-section">
              <p className="dash-meta">{section.section_id}</p>
              <ul className="dash-chips">
                {section.concepts.map((concept, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two concepts of a section may share a label.
                  <ConceptChip key={`${concept.concept_label}-${index}`} concept={concept} />
                ))}
              </ul>
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * A concept's chip: its label cut at 15 characters, coloured by status. The tooltip (title) has
 * the full label and percent; screen readers get the same plus the status word, since colour
 * alone must not carry it.
 */
function ConceptChip({ concept }: { concept: Concept }) {
  const t = useT();
  const band = statusBand(concept.mastery_status);
  const full = `${concept.concept_label}: ${formatPercent(concept.mastery_level)}`;
  return (
    <li className={`dash-chip dash-tone-${band.tone}`} title={full}>
      <span aria-hidden="true">{truncateLabel(concept.concept_label)}</span>
      <span className="bl-visually-hidden">
        {full}, {bandWord(t, band.label)}
      </span>
    </li>
  );
}

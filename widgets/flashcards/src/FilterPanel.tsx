import type { SubjectNode } from "@bloom/api/models";
import { FLASHCARD_STATUS_LABELS } from "@bloom/domain";
import { changeFilter, type FilterState, filterOptions } from "./filters";

/** The cascading filter (spec §2, §5): each select is disabled until the one above it is chosen. */
export function FilterPanel({
  tree,
  filter,
  onChange,
}: {
  tree: SubjectNode[];
  filter: FilterState;
  onChange: (next: FilterState) => void;
}) {
  const options = filterOptions(tree, filter);
  const select = (
    level: "subject" | "topic" | "section" | "concept",
    label: string,
    choices: { value: string; label: string }[],
    disabled: boolean,
  ) => (
    <label className="fc-filter">
      {label}
      <select
        className="bl-input"
        value={filter[level]}
        disabled={disabled}
        onChange={(event) => onChange(changeFilter(filter, level, event.target.value))}
      >
        <option value="">All</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className="fc-filters">
      <legend>Filter cards</legend>
      {select("subject", "Subject", options.subjects, false)}
      {select("topic", "Topic", options.topics, !filter.subject)}
      {select("section", "Section", options.sections, !filter.topic)}
      {select("concept", "Concept", options.concepts, !filter.section)}
      <label className="fc-filter">
        Mastery Status
        <select
          className="bl-input"
          value={filter.status}
          onChange={(event) => onChange(changeFilter(filter, "status", event.target.value))}
        >
          <option value="">All</option>
          {(Object.keys(FLASHCARD_STATUS_LABELS) as (keyof typeof FLASHCARD_STATUS_LABELS)[]).map((status) => (
            <option key={status} value={status}>
              {FLASHCARD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

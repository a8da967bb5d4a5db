import type { SubjectNode } from "@bloom/api/models";
import { FLASHCARD_STATUS_LABELS } from "@bloom/domain";
import { ScopePicker } from "@bloom/ui";
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
  return (
    <fieldset className="fc-filters">
      <legend>Filter cards</legend>
      <ScopePicker
        value={filter}
        labelClassName="fc-filter"
        levels={{
          subject: { label: "Subject", placeholder: "All", choices: options.subjects },
          topic: { label: "Topic", placeholder: "All", choices: options.topics },
          section: { label: "Section", placeholder: "All", choices: options.sections },
          concept: { label: "Concept", placeholder: "All", choices: options.concepts },
        }}
        onChange={(next, level) => onChange(changeFilter(filter, level, next[level]))}
      />
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

import type { SubjectNode } from "@bloom/api/models";
import type { FlashcardStatus } from "@bloom/domain";
import { ScopePicker, useT } from "@bloom/ui";
import { changeFilter, type FilterState, filterOptions } from "./filters";
import { STATUS_KEYS } from "./wording";

const STATUSES: FlashcardStatus[] = ["new", "needs-work", "good", "mastered"];

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
  const t = useT();
  const options = filterOptions(tree, filter);
  return (
    <fieldset className="fc-filters">
      <legend>{t("flashcards.filter.legend")}</legend>
      <ScopePicker
        value={filter}
        labelClassName="fc-filter"
        levels={{
          subject: {
            label: t("flashcards.field.subject"),
            placeholder: t("flashcards.filter.allSubjects"),
            choices: options.subjects,
          },
          topic: {
            label: t("flashcards.field.topic"),
            placeholder: t("flashcards.filter.allTopics"),
            choices: options.topics,
          },
          section: {
            label: t("flashcards.field.section"),
            placeholder: t("flashcards.filter.allSections"),
            choices: options.sections,
          },
          concept: {
            label: t("flashcards.field.concept"),
            placeholder: t("flashcards.filter.allConcepts"),
            choices: options.concepts,
          },
        }}
        onChange={(next, level) => onChange(changeFilter(filter, level, next[level]))}
      />
      <label className="fc-filter">
        {t("flashcards.filter.status")}
        <select
          className="bl-input"
          value={filter.status}
          onChange={(event) => onChange(changeFilter(filter, "status", event.target.value))}
        >
          <option value="">{t("flashcards.filter.allStatuses")}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_KEYS[status])}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

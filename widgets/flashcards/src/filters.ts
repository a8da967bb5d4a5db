import type { SubjectNode } from "@bloom/api/models";
import { changeScope, FLASHCARD_BAND_RANGES, type FlashcardStatus, type ScopeLevel } from "@bloom/domain";

/** The cascading filter's choices (spec §2): each level narrows the one below it. */
export interface FilterState {
  subject: string;
  topic: string;
  section: string;
  concept: string;
  status: FlashcardStatus | "";
}

export const EMPTY_FILTER: FilterState = { subject: "", topic: "", section: "", concept: "", status: "" };

/** Changing a level clears every level below it and the mastery status (spec §2). */
export function changeFilter(current: FilterState, level: ScopeLevel | "status", value: string): FilterState {
  if (level === "status") return { ...current, status: value as FlashcardStatus | "" };
  return { ...changeScope(current, level, value), status: "" };
}

/** A topic's label for the filter: any leading "- " is dropped (spec §5). */
export function topicLabel(name: string): string {
  return name.startsWith("- ") ? name.slice(2) : name;
}

/** The list query for the filter: names for the levels, the concept's id, and the status's mastery range (or New). */
export function filterQuery(filter: FilterState): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.subject) query.subject = filter.subject;
  if (filter.topic) query.topic = filter.topic;
  if (filter.section) query.section = filter.section;
  if (filter.concept) query.concept_id = filter.concept;
  // New cards have no mastery to range over: they are asked for by status.
  if (filter.status === "new") query.status = "new";
  else if (filter.status) {
    const range = FLASHCARD_BAND_RANGES[filter.status];
    if (range.min !== undefined) query.minMastery = String(range.min);
    if (range.max !== undefined) query.maxMastery = String(range.max);
  }
  return query;
}

/** The options each select offers, from the mastery tree and the choices above it. */
export function filterOptions(tree: SubjectNode[], filter: FilterState) {
  const subject = tree.find((node) => node.name === filter.subject);
  const topic = subject?.topics.find((node) => node.name === filter.topic);
  const section = topic?.sections.find((node) => node.name === filter.section);
  return {
    subjects: tree.map((node) => ({ value: node.name, label: node.label })),
    topics: subject?.topics.map((node) => ({ value: node.name, label: topicLabel(node.label) })) ?? [],
    sections: topic?.sections.map((node) => ({ value: node.name, label: node.label })) ?? [],
    concepts: section?.concepts.map((node) => ({ value: node.id, label: node.label })) ?? [],
  };
}

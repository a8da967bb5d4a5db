import type { SubjectNode } from "@bloom/api/models";
import { EMPTY_FILTER, type FilterState } from "./filters";

/** What a host placed: a subject and topic by name (an LMS placement), either of them may be missing. */
export interface Placement {
  subject?: string;
  topic?: string;
}

/** The placement from a widget's `initial`, or null when the host placed nothing. */
export function placementOf(initial: Record<string, string> | undefined): Placement | null {
  const subject = initial?.subjectName?.trim();
  const topic = initial?.topic?.trim();
  if (!subject && !topic) return null;
  return { ...(subject ? { subject } : {}), ...(topic ? { topic } : {}) };
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

/**
 * The placed subject and topic as the student's own names spell them (a placement may write
 * "algebra i" for "Algebra I"), found in the mastery tree; a topic placed alone is looked for in
 * every subject. What the tree does not hold is kept as the placement wrote it.
 */
function resolvePlacement(tree: readonly SubjectNode[], placement: Placement): { subject: string; topic: string } {
  const subjects = placement.subject ? tree.filter((node) => same(node.name, placement.subject!)) : tree;
  for (const subject of subjects) {
    const topic = placement.topic ? subject.topics.find((node) => same(node.name, placement.topic!)) : undefined;
    if (topic || !placement.topic) return { subject: subject.name, topic: topic?.name ?? "" };
  }
  return { subject: subjects[0]?.name ?? placement.subject ?? "", topic: placement.topic ?? "" };
}

/** The filter a placement opens the flashcards page with: its subject and topic. */
export function placementFilter(tree: readonly SubjectNode[], placement: Placement | null): FilterState {
  if (!placement) return EMPTY_FILTER;
  const { subject, topic } = resolvePlacement(tree, placement);
  return { ...EMPTY_FILTER, subject, topic: subject ? topic : "" };
}

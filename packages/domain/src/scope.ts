/**
 * The levels a learner narrows their work by, top-down: a subject, one of its topics, a section of
 * the topic and a concept of the section.
 */
export const SCOPE_LEVELS = ["subject", "topic", "section", "concept"] as const;
export type ScopeLevel = (typeof SCOPE_LEVELS)[number];

/** What is chosen at each level; "" is nothing chosen (every subject, every topic, …). */
export type Scope = Record<ScopeLevel, string>;

/** A level's new value, with every level below it cleared: a section belongs to one topic only. */
export function changeScope<T extends Scope>(current: T, level: ScopeLevel, value: string): T {
  const next: T = { ...current, [level]: value };
  for (const below of SCOPE_LEVELS.slice(SCOPE_LEVELS.indexOf(level) + 1)) next[below] = "";
  return next;
}

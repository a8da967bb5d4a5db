import { algebraOne } from "./algebra-1";
import { cellBiology } from "./cell-biology";
import type { CuratedSubject, CuratedTopic } from "./types";
import { worldHistory } from "./world-history";

export type {
  CuratedConcept,
  CuratedQuestion,
  CuratedSection,
  CuratedSubject,
  CuratedTopic,
  IdeaWording,
  Rubric,
  RubricIdea,
  RubricRoles,
  WrongIdea,
} from "./types";

/** Every curated subject that ships with the product. */
export const CURATED_SUBJECTS: readonly CuratedSubject[] = [algebraOne, cellBiology, worldHistory];

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** The curated subject a student's subject name refers to, by name or alias, if any. */
export function findCuratedSubject(name: string): CuratedSubject | undefined {
  const key = normalise(name);
  return CURATED_SUBJECTS.find(
    (subject) => normalise(subject.name) === key || subject.aliases.some((alias) => normalise(alias) === key),
  );
}

/** The curated topic of a subject, by name, if it is taught in depth. */
export function findCuratedTopic(subject: CuratedSubject, topicName: string): CuratedTopic | undefined {
  const key = normalise(topicName);
  return subject.topics.find((topic) => normalise(topic.name) === key);
}

import { meanOfStarted } from "@bloom/domain";
import type { Database } from "../../db/database";
import type { SubjectNode } from "./model";
import { loadMasteryInputs } from "./service";
import { readUserTree } from "./store";

/**
 * The user's whole mastery tree. Four indexed queries by user, assembled in memory: the cost
 * follows the size of this user's own tree. A concept's mastery is the model's value now (the mean
 * of its answered cards and the tutor's estimate, ADR 0046), 0 when not started; a section's,
 * topic's and subject's mastery is the plain mean of the started concepts in it, so a teacher can
 * reproduce a subject's number from its concepts, and a concept nobody studied does not pull it down.
 */
export async function loadMasteryTree(database: Database, userId: string, now = Date.now()): Promise<SubjectNode[]> {
  const [{ subjectRows, topicRows, sectionRows, conceptRows }, inputs] = await Promise.all([
    readUserTree(database, userId),
    loadMasteryInputs(database, userId),
  ]);

  const conceptsBySection = Map.groupBy(conceptRows, (row) => row.concept.sectionId);
  const sectionsByTopic = Map.groupBy(sectionRows, (row) => row.topicId);
  const topicsBySubject = Map.groupBy(topicRows, (row) => row.subjectId);

  return subjectRows.map((subject) => {
    const started: (number | null)[] = [];
    const topicNodes = (topicsBySubject.get(subject.id) ?? []).map((topic) => {
      const inTopic: (number | null)[] = [];
      const sectionNodes = (sectionsByTopic.get(topic.id) ?? []).map((section) => {
        const values = (conceptsBySection.get(section.id) ?? []).map(({ concept, stored }) => ({
          concept,
          value: inputs.startedMastery(concept.id, stored, now),
        }));
        inTopic.push(...values.map(({ value }) => value));
        return {
          id: section.id,
          name: section.name,
          label: section.name,
          mastery: meanOfStarted(values.map(({ value }) => value)),
          concepts: values.map(({ concept, value }) => ({
            id: concept.id,
            label: concept.label,
            definition: concept.definition,
            mastery: value ?? 0,
          })),
        };
      });
      started.push(...inTopic);
      return {
        id: topic.id,
        name: topic.name,
        label: topic.name,
        mastery: meanOfStarted(inTopic),
        sections: sectionNodes,
      };
    });
    return {
      id: subject.id,
      subject_id: subject.id,
      name: subject.name,
      label: subject.name,
      mastery: meanOfStarted(started),
      topics: topicNodes,
    };
  });
}

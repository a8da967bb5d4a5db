import { meanMastery } from "@bloom/domain";
import type { Database } from "../../db/database";
import type { SubjectNode } from "./model";
import { loadMasteryInputs } from "./service";
import { readUserTree } from "./store";

/**
 * The user's whole mastery tree. Four indexed queries by user, assembled in memory: the cost
 * follows the size of this user's own tree. Section mastery is the mean of its concepts, topic
 * the mean of its sections, subject the mean of its topics (ARCHITECTURE §5). A concept's mastery is
 * the model's value now, decayed from its stored state (ADR 0015).
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
    const topicNodes = (topicsBySubject.get(subject.id) ?? []).map((topic) => {
      const sectionNodes = (sectionsByTopic.get(topic.id) ?? []).map((section) => {
        const conceptNodes = (conceptsBySection.get(section.id) ?? []).map(({ concept, stored }) => ({
          id: concept.id,
          label: concept.label,
          definition: concept.definition,
          mastery: stored ? inputs.masteryNow(stored, now) : 0,
        }));
        return {
          id: section.id,
          name: section.name,
          label: section.name,
          mastery: meanMastery(conceptNodes.map((c) => c.mastery)),
          concepts: conceptNodes,
        };
      });
      return {
        id: topic.id,
        name: topic.name,
        label: topic.name,
        mastery: meanMastery(sectionNodes.map((s) => s.mastery)),
        sections: sectionNodes,
      };
    });
    return {
      id: subject.id,
      subject_id: subject.id,
      name: subject.name,
      label: subject.name,
      mastery: meanMastery(topicNodes.map((t) => t.mastery)),
      topics: topicNodes,
    };
  });
}

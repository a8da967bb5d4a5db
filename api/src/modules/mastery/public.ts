/** What other parts of the API may use of the mastery module; everything else in this folder is its own. */
export {
  applyConceptEvidence,
  ensurePlannedTopic,
  hasConcepts,
  loadConceptMasteries,
  loadMasteryInputs,
  loadPlannedTopic,
  loadReviewWeights,
  loadTopicMasteries,
  loadTopicMastery,
  loadTopicSections,
  type PlannedTopic,
  parseWeights,
  replayConceptEvidence,
  topicNeedsModel,
} from "./service";
export { loadMasteryTree } from "./tree";

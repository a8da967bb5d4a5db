import { t } from "elysia";

const ConceptNode = t.Object({ id: t.String(), label: t.String(), definition: t.String(), mastery: t.Number() });
const SectionNode = t.Object({
  id: t.String(),
  name: t.String(),
  label: t.String(),
  mastery: t.Number(),
  concepts: t.Array(ConceptNode),
});
const TopicNode = t.Object({
  id: t.String(),
  name: t.String(),
  label: t.String(),
  mastery: t.Number(),
  sections: t.Array(SectionNode),
});

/** The mastery tree (spec §3): subjects → topics → sections → concepts, each with its mastery (0–1). */
export const SubjectNode = t.Object({
  id: t.String(),
  subject_id: t.String(),
  name: t.String(),
  label: t.String(),
  mastery: t.Number(),
  topics: t.Array(TopicNode),
});
export type SubjectNode = typeof SubjectNode.static;

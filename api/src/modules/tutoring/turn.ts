import type { SessionStep } from "@bloom/domain";
import type { TutorTurn } from "../../ai/provider";
import type { ConceptRow, SectionRow } from "../../db/schema";

/** How many earlier messages the tutor sees: enough for the lesson's thread, bounded for cost. */
export const HISTORY_LIMIT = 30;

/** What the tutor is told for one message: the topic, the step, the current section's concepts and the conversation. */
export function tutorTurnFor(input: {
  subjectName: string;
  topicName: string;
  step: SessionStep;
  sections: (SectionRow & { concepts: ConceptRow[] })[];
  section: SectionRow & { concepts: ConceptRow[] };
  masteries: Map<string, number>;
  history: { role: "USER" | "ASSISTANT"; content: string }[];
}): TutorTurn {
  return {
    subjectName: input.subjectName,
    topicName: input.topicName,
    step: input.step,
    section: input.section.name,
    sections: input.sections.map((section) => section.name),
    concepts: input.section.concepts.map((concept) => ({
      id: concept.id,
      label: concept.label,
      definition: concept.definition,
      mastery: input.masteries.get(concept.id) ?? 0,
    })),
    history: input.history.slice(-HISTORY_LIMIT),
  };
}

/** The whole text of a streamed reply. */
export async function collectReply(stream: AsyncIterable<string>): Promise<string> {
  let reply = "";
  for await (const chunk of stream) reply += chunk;
  return reply.trim();
}

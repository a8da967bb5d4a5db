import type { SessionStep } from "@bloom/domain";
import type { ReplyLanguage, TutorTurn } from "../../ai/provider";
import type { ConceptRow, MessageRow, SectionRow } from "../../db/schema";
import type { Language } from "../../i18n";
import { detectLanguage } from "../../safety/language";
import { isFlagged, maskPersonalData } from "../safety/public";

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
  history: TutorTurn["history"];
  /** The student's interface language, which decides when their latest message is too short to tell. */
  interfaceLanguage?: Language;
}): TutorTurn {
  const history = input.history.slice(-HISTORY_LIMIT);
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
    history,
    ...(input.interfaceLanguage ? { language: replyLanguage(history, input.interfaceLanguage) } : {}),
  };
}

/** Below this many words a message is too short to tell English from Spanish ("ok", "x = 3", "no sé"). */
const MIN_WORDS_TO_TELL = 3;

/**
 * The language the tutor replies in: the student's latest message's, so a switch mid-lesson is
 * followed; their interface's when that message is too short or too mixed to tell.
 */
function replyLanguage(history: TutorTurn["history"], interfaceLanguage: Language): ReplyLanguage {
  const latest = history.findLast((message) => message.role === "USER");
  const guess = latest ? detectLanguage(latest.content) : null;
  if (guess && guess.words >= MIN_WORDS_TO_TELL && guess.english !== guess.spanish) {
    return { reply: guess.spanish > guess.english ? "es" : "en", because: "writes", interface: interfaceLanguage };
  }
  return { reply: interfaceLanguage, because: "interface", interface: interfaceLanguage };
}

/**
 * The conversation as a model may read it, oldest first: the student's words with personal data
 * masked, and every flagged exchange (the message and the reply it got) left out, so a model never
 * reads what the safety screen stopped. A concern was taught, so it stays.
 */
export function conversationForTutor(
  newestFirst: Pick<MessageRow, "id" | "role" | "content" | "replyToId" | "safetySeverity">[],
): TutorTurn["history"] {
  const flagged = new Set(
    newestFirst
      .filter((message) => message.safetySeverity !== null && isFlagged(message.safetySeverity))
      .map((message) => message.id),
  );
  return newestFirst
    .filter((message) => !flagged.has(message.id) && !(message.replyToId && flagged.has(message.replyToId)))
    .reverse()
    .map(({ role, content }) => ({ role, content: role === "USER" ? maskPersonalData(content).text : content }));
}

/** The whole text of a streamed reply. */
export async function collectReply(stream: AsyncIterable<string>): Promise<string> {
  let reply = "";
  for await (const chunk of stream) reply += chunk;
  return reply.trim();
}

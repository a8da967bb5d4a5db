import type { TutorTurn } from "../../ai/provider";
import type { Database } from "../../db/database";
import type { MessageRow, TutoringSessionRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Language } from "../../i18n";
import { loadConceptMasteries, loadTopicSections } from "../mastery/public";
import type { ScreenVerdict } from "../safety/public";
import { readRecentMessages } from "./store";
import { conversationForTutor, HISTORY_LIMIT, tutorTurnFor } from "./turn";

/**
 * What the tutor reads for one message. Its context is read while the message is screened
 * (`readLessonContext`, in the chat turn's `receiveMessage`), so the model can be asked as soon as
 * the message is stored; the lesson itself is put together after the store (`lessonFor`), when the
 * stored message is known.
 */

/** What the tutor reads for one message, and the concepts of the section it teaches. */
export interface Lesson {
  input: TutorTurn;
  sectionConceptIds: string[];
}

/**
 * What the tutor reads beside a message, read before the message is stored: the topic's sections,
 * the session's current one (else the first), the student's masteries of its concepts, and the
 * session's latest messages.
 */
export interface LessonContext {
  sections: Awaited<ReturnType<typeof loadTopicSections>>;
  section: Awaited<ReturnType<typeof loadTopicSections>>[number] | undefined;
  masteries: Map<string, number>;
  recent: Awaited<ReturnType<typeof readRecentMessages>>;
}

export async function readLessonContext(database: Database, session: TutoringSessionRow): Promise<LessonContext> {
  const [sections, recent] = await Promise.all([
    loadTopicSections(database, session.topicId),
    readRecentMessages(database, session.id, HISTORY_LIMIT + 1),
  ]);
  const section = sections.find((candidate) => candidate.id === session.currentSectionId) ?? sections[0];
  const conceptIds = section?.concepts.map((concept) => concept.id) ?? [];
  return { sections, section, masteries: await loadConceptMasteries(database, conceptIds), recent };
}

/**
 * The lesson as the model reads it: the session's current section with the student's masteries,
 * and the conversation up to the student's message (`conversationForTutor`: masked, flagged
 * exchanges left out), ending with the message, masked.
 */
export function lessonFor(turn: {
  session: TutoringSessionRow;
  subjectName: string;
  studentMessage: Pick<MessageRow, "id" | "createdAt">;
  verdict: Pick<ScreenVerdict, "masked">;
  interfaceLanguage: Language;
  context: LessonContext;
}): Lesson {
  const { session, studentMessage, context } = turn;
  const { sections, section, masteries } = context;
  if (!section) {
    throw new AppError("CONFLICT", "errors.noSections");
  }
  // A resend is already among the latest messages, and anything after it is not its conversation.
  const earlier = context.recent.filter(
    (message) => message.id !== studentMessage.id && message.createdAt <= studentMessage.createdAt,
  );
  return {
    input: tutorTurnFor({
      subjectName: turn.subjectName,
      topicName: session.topic,
      step: session.step,
      sections,
      section,
      masteries,
      history: [...conversationForTutor(earlier), { role: "USER", content: turn.verdict.masked }],
      interfaceLanguage: turn.interfaceLanguage,
    }),
    sectionConceptIds: section.concepts.map((concept) => concept.id),
  };
}

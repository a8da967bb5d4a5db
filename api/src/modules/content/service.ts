import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { type Language, type MessageKey, type MessageValues, t } from "../../i18n";
import { loadTopicSections, topicNeedsModel } from "../mastery/public";
import { createSubject, getOutline, saveOutline } from "../subjects/public";
import { createSession, normaliseTopic } from "../tutoring/public";
import type { ContentEvent } from "./model";

/**
 * Makes sure a subject, its outline and a planned tutoring session for a topic exist, creating
 * whatever is missing, and reports each stage as it goes (spec §4 Content-generation dialog).
 * Nothing is created twice: each stage finds what is already there first.
 */
export async function* generateContent(
  ctx: AppContext,
  userId: string,
  input: { subjectName: string; topicName: string },
  signal?: AbortSignal,
  language: Language = "en",
): AsyncGenerator<ContentEvent> {
  const topic = normaliseTopic(input.topicName);
  const say = (key: MessageKey, values?: MessageValues) => t(language, key, values);

  yield {
    type: "progress",
    stage: "subject",
    message: say("content.subject.start"),
    details: input.subjectName.trim(),
  };
  const { subject, created } = await createSubject(ctx.database, userId, input.subjectName);
  yield {
    type: "progress",
    stage: "subject",
    message: say(created ? "content.subject.created" : "content.subject.found"),
    details: subject.name,
  };

  yield { type: "progress", stage: "outline", message: say("content.outline.start"), details: subject.name };
  let outline = await getOutline(ctx.database, userId, subject.id);
  if (!outline) {
    const points = await ctx.ai.generateOutline({ subjectName: subject.name }, { signal }).catch(() => {
      throw new AppError("AI_FAILED", "errors.outlineFailed", { subject: subject.name });
    });
    outline = await saveOutline(ctx.database, userId, subject.id, { points, source: "generated" });
  }
  if (!outline.points.some((point) => point.toLowerCase() === topic.toLowerCase())) {
    outline = await saveOutline(ctx.database, userId, subject.id, {
      points: [...outline.points, topic],
      source: outline.source,
    });
  }
  yield {
    type: "progress",
    stage: "outline",
    message: say("content.outline.ready"),
    details: say("content.outline.topics", { count: outline.points.length }),
  };

  yield { type: "progress", stage: "session", message: say("content.session.start"), details: topic };
  const session = await createSession(ctx, userId, { subjectId: subject.id, topic });
  const sections = await loadTopicSections(ctx.database, session.topicId);
  const conceptCount = sections.reduce((sum, section) => sum + section.concepts.length, 0);
  // The session exists (its tutor explains why), but there is nothing to make cards from.
  if (conceptCount === 0) throw topicNeedsModel(topic);
  yield {
    type: "progress",
    stage: "session",
    message: say("content.session.ready"),
    details: say("content.session.counts", { sections: sections.length, concepts: conceptCount }),
  };

  yield {
    type: "complete",
    result: {
      success: true,
      subjectId: subject.id,
      subjectName: subject.name,
      topic,
      sessionId: session.id,
      sectionCount: sections.length,
      conceptCount,
    },
  };
}

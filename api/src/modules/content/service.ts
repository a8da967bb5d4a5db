import type { AppContext } from "../../context";
import { AppError } from "../../errors";
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
): AsyncGenerator<ContentEvent> {
  const topic = normaliseTopic(input.topicName);

  yield { type: "progress", stage: "subject", message: "Setting up your subject", details: input.subjectName.trim() };
  const { subject, created } = await createSubject(ctx.database, userId, input.subjectName);
  yield {
    type: "progress",
    stage: "subject",
    message: created ? "Subject created" : "Subject found",
    details: subject.name,
  };

  yield { type: "progress", stage: "outline", message: "Preparing the outline", details: subject.name };
  let outline = await getOutline(ctx.database, userId, subject.id);
  if (!outline) {
    const points = await ctx.ai.generateOutline({ subjectName: subject.name }, { signal }).catch(() => {
      throw new AppError("AI_FAILED", `We could not generate an outline for ${subject.name} just now.`);
    });
    outline = await saveOutline(ctx.database, userId, subject.id, { points, source: "generated" });
  }
  if (!outline.points.some((point) => point.toLowerCase() === topic.toLowerCase())) {
    outline = await saveOutline(ctx.database, userId, subject.id, {
      points: [...outline.points, topic],
      source: outline.source,
    });
  }
  yield { type: "progress", stage: "outline", message: "Outline ready", details: `${outline.points.length} topics` };

  yield { type: "progress", stage: "session", message: "Planning the topic and its concepts", details: topic };
  const session = await createSession(ctx, userId, { subjectId: subject.id, topic });
  const sections = await loadTopicSections(ctx.database, session.topicId);
  const conceptCount = sections.reduce((sum, section) => sum + section.concepts.length, 0);
  // The session exists (its tutor explains why), but there is nothing to make cards from.
  if (conceptCount === 0) throw topicNeedsModel(topic);
  yield {
    type: "progress",
    stage: "session",
    message: "Session ready",
    details: `${sections.length} sections, ${conceptCount} concepts`,
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

import { t } from "elysia";

export const GenerateContentBody = t.Object({
  subjectName: t.String({ maxLength: 100, error: "Please give a subject name of at most 100 characters." }),
  topicName: t.String({ maxLength: 200, error: "Please give a topic name of at most 200 characters." }),
});

/** The stages of content generation, in order (spec §3 Content-generation progress event). */
const ContentStage = t.UnionEnum(["subject", "outline", "session"]);
export type ContentStage = typeof ContentStage.static;

/** One event of the content-generation stream, carried as each server-sent event's `data` (spec §7). */
export const ContentEvent = t.Union([
  t.Object({ type: t.Literal("progress"), stage: ContentStage, message: t.String(), details: t.String() }),
  t.Object({
    type: t.Literal("complete"),
    result: t.Object({
      success: t.Literal(true),
      subjectId: t.String(),
      subjectName: t.String(),
      topic: t.String(),
      sessionId: t.String(),
      sectionCount: t.Number(),
      conceptCount: t.Number(),
    }),
  }),
  t.Object({ type: t.Literal("error"), error: t.String(), code: t.String() }),
]);
export type ContentEvent = typeof ContentEvent.static;

import { t } from "elysia";

export const GenerateContentBody = t.Object({
  subjectName: t.String({ maxLength: 100, error: "Please give a subject name of at most 100 characters." }),
  topicName: t.String({ maxLength: 200, error: "Please give a topic name of at most 200 characters." }),
});

/** The stages of content generation, in order (spec §3 Content-generation progress event). */
export type ContentStage = "subject" | "outline" | "session";

export type ContentEvent =
  | { type: "progress"; stage: ContentStage; message: string; details: string }
  | {
      type: "complete";
      result: {
        success: true;
        subjectId: string;
        subjectName: string;
        topic: string;
        sessionId: string;
        sectionCount: number;
        conceptCount: number;
      };
    }
  | { type: "error"; error: string; code: string };

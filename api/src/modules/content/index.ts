import { Elysia, sse, t } from "elysia";
import type { AppContext } from "../../context";
import { AppError, requestLanguage } from "../../errors";
import { rateLimits } from "../../http/rate-limit";
import type { Language } from "../../i18n";
import { logger } from "../../logger";
import { authentication } from "../auth/public";
import { streamedAnswer } from "../docs/public";
import { ContentEvent, GenerateContentBody } from "./model";
import { generateContent } from "./service";

/**
 * Content generation as a stream of `data: {json}` lines (spec §7): `progress` events for the
 * stages subject, outline and session, then `complete` with the result, or `error`.
 */
export function contentModule(ctx: AppContext) {
  return new Elysia({ prefix: "/content-generation", name: "content", tags: ["Content generation"] })
    .use(authentication(ctx))
    .use(rateLimits(ctx.rateLimiter))
    .post(
      "/generate",
      ({ user, body, request }) => {
        if (!body.subjectName.trim()) throw new AppError("VALIDATION_FAILED", "errors.subjectNameMissing");
        if (!body.topicName.trim()) throw new AppError("VALIDATION_FAILED", "errors.topicNameMissing");
        return streamContent(ctx, user.id, body, request.signal, requestLanguage(request));
      },
      {
        subscribed: true,
        roles: ["student", "teacher"],
        rateLimit: "contentGeneration",
        body: GenerateContentBody,
        detail: {
          responses: streamedAnswer(
            "The generation's progress as server-sent events, each event's `data` one step, then the result or an error.",
            t.Object({ data: ContentEvent }),
          ),
        },
      },
    );
}

async function* streamContent(
  ctx: AppContext,
  userId: string,
  input: { subjectName: string; topicName: string },
  signal: AbortSignal,
  language: Language,
) {
  try {
    for await (const event of generateContent(ctx, userId, input, signal, language)) yield sse({ data: event });
  } catch (error) {
    const appError = error instanceof AppError ? error : new AppError("AI_FAILED", "errors.contentFailed");
    if (!(error instanceof AppError)) logger.error("Content generation failed", { error });
    yield sse({ data: { type: "error", error: appError.sentence(language), code: appError.code } });
  }
}

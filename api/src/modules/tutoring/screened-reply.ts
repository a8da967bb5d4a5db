import { ReplyInterrupted } from "../../ai/fallback";
import { AiProviderError } from "../../ai/provider";
import type { AppContext } from "../../context";
import type { TutoringSessionRow } from "../../db/schema";
import { AppError } from "../../errors";
import { logger } from "../../logger";
import { replacedReply, type ScreenVerdict } from "../safety/public";
import { joinArrivedChunks } from "./arrived-chunks";
import type { Lesson, TurnEvent } from "./chat";

/** The tutor's reply as the chat turn's `teach` step receives it: screened, and with its failures in the student's words. */

export /** Whether the built-in tutor stood in for the school's model during the turn. */
interface FallbackSeen {
  used: boolean;
}

/**
 * The model's reply as it streams, screened as it goes: every chunk (joined with those that arrived
 * with it, `joinArrivedChunks`) is checked with the text so far before it is shown, and a reply that
 * turns unsafe is cut (the model is stopped) and replaced by a safe one, so the student never sees
 * it in full. The complete reply is screened once more before it is kept.
 */
export async function* streamScreenedReply(
  ctx: AppContext,
  lesson: Lesson,
  session: Pick<TutoringSessionRow, "id" | "topic">,
  options: { signal: AbortSignal; live: boolean; fallback: FallbackSeen },
): AsyncGenerator<Extract<TurnEvent, { type: "chunk" | "replace" }>> {
  const cut = new AbortController();
  const stream = ctx.ai.streamTutorReply(lesson.input, {
    signal: AbortSignal.any([options.signal, cut.signal]),
    live: options.live,
    onDegraded: () => {
      options.fallback.used = true;
    },
  });
  let text = "";
  let verdict: ScreenVerdict | null = null;
  try {
    for await (const chunk of joinArrivedChunks(stream)) {
      text += chunk;
      verdict = await ctx.safety.screenModelReply(text, { partial: true });
      if (verdict.severity !== "none") break;
      yield { type: "chunk", chunk };
    }
  } catch (error) {
    // The model broke off mid-reply: the built-in tutor's reply replaces what was shown.
    if (!(error instanceof ReplyInterrupted)) throw error;
    text = error.replacement;
    yield { type: "replace", content: text };
    verdict = null;
  }
  if (!verdict || verdict.severity === "none") verdict = await ctx.safety.screenModelReply(text);
  if (verdict.severity === "none") return;
  cut.abort();
  logger.warn("A model reply failed the safety screen and was replaced", {
    sessionId: session.id,
    category: verdict.category,
    engines: verdict.engines.map((engine) => engine.name).join("+"),
  });
  yield { type: "replace", content: replacedReply({ topicName: session.topic }) };
}

/** An AI failure as the error the student sees; their message is always kept. */
export function toTutorError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof AiProviderError && error.reason === "timeout") {
    return new AppError("AI_TIMEOUT", "errors.tutor.timeout");
  }
  if (error instanceof AiProviderError && error.reason === "rate_limited") {
    return new AppError("AI_BUSY", "errors.tutor.busy");
  }
  if (!(error instanceof AiProviderError)) logger.error("Unexpected error during a chat turn", { error });
  return new AppError("AI_FAILED", "errors.tutor.failed");
}

import { type BreakerSettings, CircuitBreaker } from "./circuit-breaker";
import { markRequestDegraded } from "./degraded-scope";
import type { AiHealth, AiOperation } from "./health";
import type { OfflineProvider } from "./offline/provider";
import type { OpenAiProvider } from "./openai/provider";
import {
  type AiCallOptions,
  type AiFailureKind,
  type AiProvider,
  AiProviderError,
  type AnswerGrade,
  type FlashcardRequest,
  type GeneratedFlashcard,
  type GradeRequest,
  type OutlineRequest,
  type TopicPlan,
  type TopicRequest,
  type TurnAssessment,
  type TutorTurn,
} from "./provider";

/**
 * A model reply that failed after some of it was streamed: what was shown cannot be taken back, so
 * the caller replaces it with the built-in tutor's reply, carried here.
 */
export class ReplyInterrupted extends Error {
  constructor(readonly replacement: string) {
    super("The model's reply broke off; the built-in tutor's reply replaces it.");
    this.name = "ReplyInterrupted";
  }
}

/**
 * The district's model with the built-in tutor behind it: every call goes to the model unless its
 * circuit breaker is open, and a call the model fails (a timeout, a 5xx, a 429 after the SDK's
 * retries, output that is not valid JSON or breaks the schema) is served by the offline provider
 * instead, the same call with the same input. The caller hears of it (`onDegraded`, or the
 * request's `x-bloom-ai` header) so the student sees one calm line rather than an error. A caller
 * that goes away (abort) is not a model failure and is passed on as it is.
 */
export class FallbackProvider implements AiProvider {
  readonly kind = "openai" as const;
  readonly breaker: CircuitBreaker;

  constructor(
    readonly primary: OpenAiProvider,
    private readonly offline: OfflineProvider,
    private readonly health: AiHealth,
    options: { breaker?: BreakerSettings; onBreakerOpen?: (at: number) => void } = {},
  ) {
    this.breaker = new CircuitBreaker(options.breaker, options.onBreakerOpen);
  }

  generateOutline(input: OutlineRequest, options: AiCallOptions = {}): Promise<string[]> {
    return this.call(
      "outline",
      options,
      () => this.primary.generateOutline(input, options),
      () => this.offline.generateOutline(input),
    );
  }

  planTopic(input: TopicRequest, options: AiCallOptions = {}): Promise<TopicPlan> {
    return this.call(
      "plan",
      options,
      () => this.primary.planTopic(input, options),
      () => this.offline.planTopic(input),
    );
  }

  assessTurn(turn: TutorTurn, options: AiCallOptions = {}): Promise<TurnAssessment> {
    return this.call(
      "assessment",
      options,
      () => this.primary.assessTurn(turn, options),
      () => this.offline.assessTurn(turn),
    );
  }

  generateFlashcards(input: FlashcardRequest, options: AiCallOptions = {}): Promise<GeneratedFlashcard[]> {
    return this.call(
      "flashcards",
      options,
      () => this.primary.generateFlashcards(input, options),
      () => this.offline.generateFlashcards(input),
    );
  }

  gradeAnswer(input: GradeRequest, options: AiCallOptions = {}): Promise<AnswerGrade> {
    return this.call(
      "grading",
      options,
      () => this.primary.gradeAnswer(input, options),
      () => this.offline.gradeAnswer(input),
    );
  }

  async *streamTutorReply(turn: TutorTurn, options: AiCallOptions = {}): AsyncIterable<string> {
    if (!this.breaker.allow()) {
      this.degraded("reply", "breaker_open", options);
      yield* this.offline.streamTutorReply(turn, options);
      return;
    }
    let streamed = false;
    try {
      for await (const chunk of this.primary.streamTutorReply(turn, options)) {
        streamed = true;
        yield chunk;
      }
    } catch (error) {
      const kind = failureKind(error, options.signal);
      if (kind === null) throw error;
      this.failed("reply", kind, options);
      if (!streamed) {
        yield* this.offline.streamTutorReply(turn, options);
        return;
      }
      let replacement = "";
      for await (const chunk of this.offline.streamTutorReply(turn, { signal: options.signal })) replacement += chunk;
      throw new ReplyInterrupted(replacement.trim());
    }
    this.breaker.succeeded();
    this.health.recordCall("reply", false);
  }

  private async call<T>(
    operation: AiOperation,
    options: AiCallOptions,
    model: () => Promise<T>,
    builtIn: () => Promise<T>,
  ): Promise<T> {
    if (!this.breaker.allow()) {
      this.degraded(operation, "breaker_open", options);
      return builtIn();
    }
    try {
      const result = await model();
      this.breaker.succeeded();
      this.health.recordCall(operation, false);
      return result;
    } catch (error) {
      const kind = failureKind(error, options.signal);
      if (kind === null) throw error;
      this.failed(operation, kind, options);
      return builtIn();
    }
  }

  private failed(operation: AiOperation, kind: AiFailureKind, options: AiCallOptions): void {
    this.breaker.failed();
    this.health.recordFailure(operation, kind);
    this.degraded(operation, kind, options);
  }

  private degraded(operation: AiOperation, kind: AiFailureKind, options: AiCallOptions): void {
    this.health.recordCall(operation, true);
    if (options.onDegraded) options.onDegraded(kind);
    else markRequestDegraded();
  }
}

/** How the model failed, or null when the call did not fail because of the model (the caller went away). */
function failureKind(error: unknown, signal: AbortSignal | undefined): AiFailureKind | null {
  if (signal?.aborted) return null;
  if (!(error instanceof AiProviderError)) return "upstream";
  return error.reason === "aborted" ? null : error.reason;
}

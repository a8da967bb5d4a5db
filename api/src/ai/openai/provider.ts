import type { Static, TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { jsonrepair } from "jsonrepair";
import OpenAI, { APIConnectionTimeoutError, APIUserAbortError, BadRequestError, RateLimitError } from "openai";
import { classifyLatestMessage } from "../intent";
import { buildAnswerGradeMessages } from "../prompts/answer-grade";
import type { ChatMessage } from "../prompts/fence";
import { buildFlashcardMessages } from "../prompts/flashcards";
import { buildOutlineMessages } from "../prompts/outline";
import { buildTopicPlanMessages } from "../prompts/topic-plan";
import { buildTurnAssessmentMessages } from "../prompts/turn-assessment";
import { buildTutorReplyMessages } from "../prompts/tutor-reply";
import {
  type AiCallOptions,
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
} from "../provider";
import {
  ANSWER_GRADE_SCHEMA,
  FLASHCARDS_SCHEMA,
  normaliseAnswerGrade,
  normaliseFlashcards,
  normaliseOutline,
  normaliseTopicPlan,
  normaliseTurnAssessment,
  OUTLINE_SCHEMA,
  type OutputSchema,
  TOPIC_PLAN_SCHEMA,
  TURN_ASSESSMENT_SCHEMA,
} from "./schemas";

/** The settings of `config.ai.openai`. */
export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  /** Per request; for a stream, also the longest wait between two chunks. */
  timeoutMs: number;
  /** The SDK's own retries (with backoff, honouring Retry-After) on timeouts, 429 and 5xx. */
  maxRetries: number;
}

/** Sentences a student may read, one per failure reason. */
const FAILURE_MESSAGES = {
  timeout: "The AI tutor is taking too long to answer. Please try again in a moment.",
  rate_limited: "The AI tutor is very busy right now. Please wait a minute and try again.",
  upstream: "The AI tutor cannot be reached right now. Please try again in a moment.",
  cut: "The AI tutor's reply was cut off. Please try again.",
  invalid_output: "The AI tutor gave an answer we could not use, even on a second try. Please try again.",
  aborted: "The request was stopped.",
} as const;

/**
 * How a server is asked for JSON, best first: strict structured outputs (`json_schema`), JSON mode
 * (`json_object`) with the schema in the prompt, or the schema in the prompt alone. Small
 * self-hosted servers often reject or ignore the first two; the provider steps down once per
 * server and remembers where it landed.
 */
const STRUCTURED_MODES = ["json_schema", "json_object", "prompted"] as const;
export type StructuredMode = (typeof STRUCTURED_MODES)[number];

/**
 * The AI provider for OpenAI and any OpenAI-compatible server, through the official SDK.
 * Everything except the tutor's prose is asked for as JSON (see `StructuredMode`), repaired when
 * a server sends it slightly broken, and validated and normalised before it leaves this class.
 */
export class OpenAiProvider implements AiProvider {
  readonly kind = "openai" as const;
  private readonly client: OpenAI;
  readonly model: string;
  private readonly timeoutMs: number;
  private mode: StructuredMode = "json_schema";

  /** How this server ends up being asked for JSON (reported on the admins' model health). */
  get structuredMode(): StructuredMode {
    return this.mode;
  }

  constructor(options: OpenAiProviderOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
    this.model = options.model;
    this.timeoutMs = options.timeoutMs;
  }

  generateOutline(input: OutlineRequest, options: AiCallOptions = {}): Promise<string[]> {
    return this.requestStructured(OUTLINE_SCHEMA, buildOutlineMessages(input), normaliseOutline, options);
  }

  planTopic(input: TopicRequest, options: AiCallOptions = {}): Promise<TopicPlan> {
    return this.requestStructured(TOPIC_PLAN_SCHEMA, buildTopicPlanMessages(input), normaliseTopicPlan, options);
  }

  /** The model's assessment, with the offline intent classifier as the floor: what it calls no attempt is not graded. */
  assessTurn(turn: TutorTurn, options: AiCallOptions = {}): Promise<TurnAssessment> {
    const conceptIds = turn.concepts.map((concept) => concept.id);
    const gate = { floor: classifyLatestMessage(turn.history), step: turn.step };
    return this.requestStructured(
      TURN_ASSESSMENT_SCHEMA,
      buildTurnAssessmentMessages(turn),
      (raw) => normaliseTurnAssessment(raw, conceptIds, gate),
      options,
    );
  }

  async generateFlashcards(input: FlashcardRequest, options: AiCallOptions = {}): Promise<GeneratedFlashcard[]> {
    if (input.concepts.length === 0) return [];
    const conceptIds = input.concepts.map((concept) => concept.id);
    return this.requestStructured(
      FLASHCARDS_SCHEMA,
      buildFlashcardMessages(input),
      (raw) => normaliseFlashcards(raw, conceptIds),
      options,
    );
  }

  gradeAnswer(input: GradeRequest, options: AiCallOptions = {}): Promise<AnswerGrade> {
    return this.requestStructured(ANSWER_GRADE_SCHEMA, buildAnswerGradeMessages(input), normaliseAnswerGrade, options);
  }

  async *streamTutorReply(turn: TutorTurn, options: AiCallOptions = {}): AsyncIterable<string> {
    // The SDK's timeout ends once the headers arrive, so the gaps between chunks get their own.
    const idle = new IdleTimeout(this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, idle.signal]) : idle.signal;
    let started = false;
    try {
      const stream = await this.client.chat.completions.create(
        { model: this.model, messages: buildTutorReplyMessages(turn), stream: true },
        { signal },
      );
      started = true;
      let finished = false;
      idle.start();
      for await (const chunk of stream) {
        idle.stop();
        const choice = chunk.choices[0];
        if (choice?.finish_reason) finished = true;
        // The clock is stopped while the caller holds a chunk: a slow reader is not a slow model.
        if (choice?.delta.content) yield choice.delta.content;
        idle.start();
      }
      // The SDK ends an aborted stream quietly, so how it ended is decided here.
      if (options.signal?.aborted) throw new AiProviderError(FAILURE_MESSAGES.aborted, "aborted");
      if (idle.expired) throw new AiProviderError(FAILURE_MESSAGES.timeout, "timeout");
      if (!finished) throw new AiProviderError(FAILURE_MESSAGES.cut, "upstream");
    } catch (error) {
      // Once the reply has begun, a broken connection is a cut reply, not an unreachable server.
      throw toProviderError(
        error,
        options.signal,
        idle.expired,
        started ? FAILURE_MESSAGES.cut : FAILURE_MESSAGES.upstream,
      );
    } finally {
      idle.stop();
    }
  }

  /**
   * One structured completion, validated and normalised; invalid output is asked for once more.
   * A server that rejects the way JSON was asked for is asked the next way at once; one that
   * ignores it (prose where JSON was due) is asked the next way on the second try.
   */
  private async requestStructured<T extends TSchema, R>(
    output: OutputSchema<T>,
    messages: ChatMessage[],
    normalise: (raw: Static<T>) => R | null,
    options: AiCallOptions,
  ): Promise<R> {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const content = await this.completeStructured(output, messages, options.signal);
      const parsed = parseJson(content);
      if (parsed.ok) {
        if (Value.Check(output.schema, parsed.value)) {
          const result = normalise(parsed.value as Static<T>);
          if (result !== null) return result;
        }
      } else if (content !== null && !content.includes("{")) {
        // Prose where JSON was due: this server ignores the way it was asked.
        this.stepDown();
      }
    }
    throw new AiProviderError(FAILURE_MESSAGES.invalid_output, "invalid_output");
  }

  /** The model's raw text, or null when it refused or ran out of tokens. */
  private async completeStructured(
    output: OutputSchema<TSchema>,
    messages: ChatMessage[],
    signal: AbortSignal | undefined,
  ): Promise<string | null> {
    while (true) {
      const mode = this.mode;
      try {
        const completion = await this.client.chat.completions.create(
          structuredRequest(this.model, mode, output, messages),
          { signal },
        );
        const choice = completion.choices[0];
        if (!choice || choice.finish_reason === "length" || choice.message.refusal) return null;
        return choice.message.content;
      } catch (error) {
        if (error instanceof BadRequestError && mode !== "prompted" && /response_format|json/i.test(error.message)) {
          this.stepDown(mode);
          continue;
        }
        throw toProviderError(error, signal, false);
      }
    }
  }

  private stepDown(from: StructuredMode = this.mode): void {
    const next = STRUCTURED_MODES[STRUCTURED_MODES.indexOf(from) + 1];
    if (next && this.mode === from) this.mode = next;
  }
}

/** The request for one structured completion in a mode: below `json_schema`, the schema rides in the prompt. */
function structuredRequest(
  model: string,
  mode: StructuredMode,
  output: OutputSchema<TSchema>,
  messages: ChatMessage[],
) {
  if (mode === "json_schema") {
    return {
      model,
      messages,
      response_format: {
        type: "json_schema" as const,
        json_schema: { name: output.name, strict: true, schema: output.schema },
      },
    };
  }
  const instruction = `Reply with one JSON object and nothing else (no prose, no code fence). It must match this JSON schema:\n${JSON.stringify(output.schema)}`;
  const withSchema: ChatMessage[] = messages.map((message, index) =>
    index === 0 && message.role === "system"
      ? { ...message, content: `${message.content}\n\n${instruction}` }
      : message,
  );
  if (withSchema[0]?.role !== "system") withSchema.unshift({ role: "system", content: instruction });
  return mode === "json_object"
    ? { model, messages: withSchema, response_format: { type: "json_object" as const } }
    : { model, messages: withSchema };
}

/**
 * Reads JSON from a model's text: as it is, or from inside a code fence or surrounding prose, and
 * repaired (`jsonrepair`) when it is nearly JSON (a trailing comma, single quotes, a cut-off end).
 */
function parseJson(content: string | null): { ok: true; value: unknown } | { ok: false } {
  if (content === null) return { ok: false };
  const candidates = [content];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content)?.[1];
  if (fenced) candidates.push(fenced);
  const start = content.indexOf("{");
  const end = content.lastIndexOf("}");
  if (start >= 0 && end > start) candidates.push(content.slice(start, end + 1));
  for (const candidate of candidates) {
    for (const repair of [false, true]) {
      try {
        const value: unknown = JSON.parse(repair ? jsonrepair(candidate) : candidate);
        if (value !== null && typeof value === "object") return { ok: true, value };
      } catch {
        // The next candidate, or the repaired text, may do.
      }
    }
  }
  return { ok: false };
}

/** Maps whatever a call threw to an AiProviderError with the right reason and a readable sentence. */
function toProviderError(
  error: unknown,
  callerSignal: AbortSignal | undefined,
  idleExpired: boolean,
  upstreamMessage: string = FAILURE_MESSAGES.upstream,
): AiProviderError {
  if (error instanceof AiProviderError) return error;
  // The caller's abort wins: whatever the SDK threw after it is a consequence of it.
  if (callerSignal?.aborted) return new AiProviderError(FAILURE_MESSAGES.aborted, "aborted", { cause: error });
  if (idleExpired || error instanceof APIConnectionTimeoutError) {
    return new AiProviderError(FAILURE_MESSAGES.timeout, "timeout", { cause: error });
  }
  if (error instanceof APIUserAbortError)
    return new AiProviderError(FAILURE_MESSAGES.aborted, "aborted", { cause: error });
  if (error instanceof RateLimitError)
    return new AiProviderError(FAILURE_MESSAGES.rate_limited, "rate_limited", { cause: error });
  return new AiProviderError(upstreamMessage, "upstream", { cause: error });
}

/** Aborts its signal when a `start()` is not followed by a `stop()` within `ms`. */
class IdleTimeout {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  readonly signal = this.controller.signal;
  expired = false;

  constructor(private readonly ms: number) {}

  start(): void {
    this.stop();
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort(new Error(`No data from the model for ${this.ms} ms.`));
    }, this.ms);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

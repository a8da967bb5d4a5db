import type { ChatCompletionCreateParams } from "openai/resources/chat/completions";
import type { ModerationCreateParams } from "openai/resources/moderations";

/**
 * A fake OpenAI server for tests: a real HTTP server on 127.0.0.1 that speaks the Chat
 * Completions wire protocol (`POST /v1/chat/completions`), streaming and not, and the moderation
 * endpoint (`POST /v1/moderations`), with scripted replies and injectable faults. Point the
 * `openai` SDK at it with `baseURL: fake.baseUrl`.
 */
export interface FakeOpenAi {
  /** `http://127.0.0.1:<port>/v1`, ready for the SDK's `baseURL`. */
  readonly baseUrl: string;
  /** Every parsed chat request body received, in order (retries included). */
  readonly requests: ChatCompletionCreateParams[];
  /** Every parsed moderation request body received, in order; kept apart so chat counts stay as they were. */
  readonly moderationRequests: ModerationCreateParams[];
  /** How many clients went away before their reply was complete (a stream or a hanging request). */
  readonly disconnects: number;
  /** Queues replies; each request consumes one, in order. */
  script(...replies: FakeReply[]): void;
  /** The reply used when the queue is empty. */
  setDefault(handler: (request: ChatCompletionCreateParams) => FakeReply): void;
  /** Queues moderation answers; each moderation request consumes one, in order. */
  scriptModeration(...replies: FakeModerationReply[]): void;
  /** The moderation answer used when its queue is empty (by default, every score low). */
  setModerationDefault(handler: (request: ModerationCreateParams) => FakeModerationReply): void;
  /** Resolves once `count` disconnects in total have been seen. */
  waitForDisconnects(count: number): Promise<void>;
  /** Forgets requests, queued replies and moderation answers, disconnects and the default handlers. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A scripted reply: text content (a string, or an object to send as JSON text), or a fault.
 * Text is streamed word by word when the request has `stream: true`.
 */
export type FakeReply = string | { content: string; chunkDelayMs?: number } | { json: unknown } | FakeFault;

export type FakeFault =
  /** An HTTP error with an OpenAI-style error body. */
  | { fault: "http"; status: number; retryAfterSeconds?: number; message?: string }
  /** Accepts the request and never answers (after `afterChunks` chunks, for a stream) until the client gives up. */
  | { fault: "timeout"; afterChunks?: number }
  /** Streams `afterChunks` content chunks, then breaks the connection without finishing. */
  | { fault: "cut"; afterChunks: number }
  /** A 200 whose content is not valid JSON, or is `content` if given (e.g. JSON that breaks the schema); streamed, a chunk that is not JSON. */
  | { fault: "malformed"; content?: string };

/** The moderation categories of `omni-moderation-latest`, in the API's order. */
export const FAKE_MODERATION_CATEGORIES = [
  "harassment",
  "harassment/threatening",
  "hate",
  "hate/threatening",
  "illicit",
  "illicit/violent",
  "self-harm",
  "self-harm/intent",
  "self-harm/instructions",
  "sexual",
  "sexual/minors",
  "violence",
  "violence/graphic",
] as const;

export type FakeModerationCategory = (typeof FAKE_MODERATION_CATEGORIES)[number];

/**
 * A scripted moderation answer: scores for some categories (the rest are low; a category is
 * flagged from 0.5), or a fault: `http` (with Retry-After), `timeout`, or `malformed` (a body
 * that is not JSON, or `content` as the body, e.g. JSON without results).
 */
export type FakeModerationReply =
  | { scores: Partial<Record<FakeModerationCategory, number>> }
  | Extract<FakeFault, { fault: "http" | "timeout" | "malformed" }>;

/** What an ordinary text scores: low everywhere. */
const LOW_SCORE = 0.0001;

export interface FakeOpenAiOptions {
  /** Milliseconds between streamed chunks, unless a reply sets its own. */
  chunkDelayMs?: number;
}

const DEFAULT_REPLY = "This is the fake model's reply.";

/** Starts a fake OpenAI server on a free port of 127.0.0.1. */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const requests: ChatCompletionCreateParams[] = [];
  const queue: FakeReply[] = [];
  const moderationRequests: ModerationCreateParams[] = [];
  const moderationQueue: FakeModerationReply[] = [];
  const lowScores = (): FakeModerationReply => ({ scores: {} });
  let moderationDefault: (request: ModerationCreateParams) => FakeModerationReply = lowScores;
  const disconnectWaiters: { count: number; resolve: () => void }[] = [];
  let defaultHandler: (request: ChatCompletionCreateParams) => FakeReply = () => DEFAULT_REPLY;
  let disconnects = 0;

  function noteDisconnect() {
    disconnects += 1;
    for (const waiter of disconnectWaiters.filter((w) => w.count <= disconnects)) {
      disconnectWaiters.splice(disconnectWaiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    // A "timeout" fault must hang for as long as the client waits, so Bun must not close idle sockets.
    idleTimeout: 0,
    async fetch(req) {
      const { pathname } = new URL(req.url);
      if (req.method === "POST" && pathname === "/v1/moderations") {
        const body = (await req.json()) as ModerationCreateParams;
        moderationRequests.push(body);
        const reply = moderationQueue.shift() ?? moderationDefault(body);
        return answerModeration(req, body, reply, noteDisconnect);
      }
      if (req.method !== "POST" || pathname !== "/v1/chat/completions") {
        return errorResponse(404, `No route for ${req.method} ${pathname}.`);
      }
      const body = (await req.json()) as ChatCompletionCreateParams;
      requests.push(body);
      const reply = queue.shift() ?? defaultHandler(body);
      return answer(req, body, reply, { chunkDelayMs: options.chunkDelayMs ?? 0, onDisconnect: noteDisconnect });
    },
  });

  return {
    baseUrl: `http://127.0.0.1:${server.port}/v1`,
    requests,
    moderationRequests,
    get disconnects() {
      return disconnects;
    },
    script(...replies) {
      queue.push(...replies);
    },
    setDefault(handler) {
      defaultHandler = handler;
    },
    scriptModeration(...replies) {
      moderationQueue.push(...replies);
    },
    setModerationDefault(handler) {
      moderationDefault = handler;
    },
    waitForDisconnects(count) {
      if (disconnects >= count) return Promise.resolve();
      return new Promise((resolve) => disconnectWaiters.push({ count, resolve }));
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
      moderationRequests.length = 0;
      moderationQueue.length = 0;
      moderationDefault = lowScores;
      disconnects = 0;
      defaultHandler = () => DEFAULT_REPLY;
    },
    async close() {
      await server.stop(true);
    },
  };
}

interface AnswerContext {
  chunkDelayMs: number;
  onDisconnect: () => void;
}

function answer(
  req: Request,
  body: ChatCompletionCreateParams,
  reply: FakeReply,
  context: AnswerContext,
): Response | Promise<Response> {
  if (typeof reply === "string") return textResponse(body, reply, context);
  if ("json" in reply) return textResponse(body, JSON.stringify(reply.json), context);
  if (!("fault" in reply)) {
    return textResponse(body, reply.content, { ...context, chunkDelayMs: reply.chunkDelayMs ?? context.chunkDelayMs });
  }
  switch (reply.fault) {
    case "http":
      return errorResponse(reply.status, reply.message ?? `Scripted HTTP ${reply.status}.`, reply.retryAfterSeconds);
    case "timeout": {
      if (!body.stream || reply.afterChunks === undefined) return hangUntilClientLeaves(req, context.onDisconnect);
      const plan = { ...context, stallAfter: reply.afterChunks };
      return eventStream(streamEvents(body.model, fillerWords(reply.afterChunks + 1), plan), context.onDisconnect);
    }
    case "cut": {
      const plan = { ...context, cutAfter: reply.afterChunks };
      return eventStream(streamEvents(body.model, fillerWords(reply.afterChunks + 1), plan), context.onDisconnect);
    }
    case "malformed":
      if (body.stream) return eventStream(malformedEvents(body.model), context.onDisconnect);
      return Response.json(completion(body.model, reply.content ?? '{"this is": not valid JSON'));
  }
}

function answerModeration(
  req: Request,
  body: ModerationCreateParams,
  reply: FakeModerationReply,
  onDisconnect: () => void,
): Response | Promise<Response> {
  if ("fault" in reply) {
    switch (reply.fault) {
      case "http":
        return errorResponse(reply.status, `Scripted HTTP ${reply.status}.`, reply.retryAfterSeconds);
      case "timeout":
        return hangUntilClientLeaves(req, onDisconnect);
      case "malformed":
        return new Response(reply.content ?? '{"results": [not json', {
          headers: { "content-type": "application/json" },
        });
    }
  }
  const inputs = Array.isArray(body.input) ? body.input : [body.input];
  return Response.json({
    id: `modr-fake-${crypto.randomUUID()}`,
    model: body.model ?? "omni-moderation-latest",
    results: inputs.map(() => moderationResult(reply.scores)),
  });
}

function moderationResult(scores: Partial<Record<FakeModerationCategory, number>>) {
  const categoryScores = Object.fromEntries(
    FAKE_MODERATION_CATEGORIES.map((name) => [name, scores[name] ?? LOW_SCORE]),
  );
  const categories = Object.fromEntries(FAKE_MODERATION_CATEGORIES.map((name) => [name, categoryScores[name]! >= 0.5]));
  return {
    flagged: Object.values(categories).some(Boolean),
    categories,
    category_scores: categoryScores,
    category_applied_input_types: Object.fromEntries(FAKE_MODERATION_CATEGORIES.map((name) => [name, ["text"]])),
  };
}

function textResponse(body: ChatCompletionCreateParams, content: string, context: AnswerContext): Response {
  if (!body.stream) return Response.json(completion(body.model, content));
  return eventStream(streamEvents(body.model, words(content), context), context.onDisconnect);
}

/** Splits text into words that keep their trailing whitespace, so the chunks join back exactly. */
function words(text: string): string[] {
  return text.split(/(?<=\s)(?=\S)/).filter((piece) => piece.length > 0);
}

/** "word1 ", "word2 ", …: the content of a faulty stream, so a test can tell which chunks arrived. */
function fillerWords(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `word${index + 1} `);
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${crypto.randomUUID()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunk(model: string, delta: { role?: "assistant"; content?: string }, finishReason: "stop" | null = null) {
  return {
    id: "chatcmpl-fake-stream",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

interface StreamPlan extends AnswerContext {
  /** Break the connection after this many content chunks. */
  cutAfter?: number;
  /** Go silent after this many content chunks. */
  stallAfter?: number;
}

/** Yielded by an event source to break the connection there. */
const CUT = Symbol("cut");
type StreamEvent = string | typeof CUT;

/** The SSE lines of a streamed reply: a role chunk, one chunk per word, a finish chunk, then [DONE]. */
async function* streamEvents(model: string, pieces: string[], plan: StreamPlan): AsyncGenerator<StreamEvent> {
  yield sse(chunk(model, { role: "assistant", content: "" }));
  for (const [index, piece] of pieces.entries()) {
    if (index === plan.cutAfter) {
      // A pause lets Bun send what was enqueued and the client read it, so the cut lands mid-body after the
      // chunks; one event-loop turn was not enough on a busy machine (the reset overtook the chunks).
      await Bun.sleep(100);
      yield CUT;
      return;
    }
    if (index === plan.stallAfter) await new Promise<never>(() => {});
    if (index > 0 && plan.chunkDelayMs > 0) await Bun.sleep(plan.chunkDelayMs);
    yield sse(chunk(model, { content: piece }));
  }
  yield sse(chunk(model, {}, "stop"));
  yield "data: [DONE]\n\n";
}

async function* malformedEvents(model: string): AsyncGenerator<StreamEvent> {
  yield sse(chunk(model, { role: "assistant", content: "" }));
  yield "data: {not json\n\n";
}

function sse(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

/**
 * Wraps SSE lines in a pull-based stream. Erroring the controller makes Bun reset the socket
 * mid-body (no final chunk, no [DONE]), which is what a real cut looks like to a client;
 * `cancel` is how Bun reports that the client went away.
 */
function eventStream(events: AsyncGenerator<StreamEvent>, onDisconnect: () => void): Response {
  const encoder = new TextEncoder();
  let finished = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done || next.value === CUT) {
        finished = true;
        // Erroring without a reason keeps Bun from printing a stack trace for a scripted cut.
        if (next.done) controller.close();
        else controller.error();
      } else {
        controller.enqueue(encoder.encode(next.value));
      }
    },
    cancel() {
      if (!finished) onDisconnect();
      finished = true;
      void events.return(undefined);
    },
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream", "cache-control": "no-cache" },
  });
}

function hangUntilClientLeaves(req: Request, onDisconnect: () => void): Promise<Response> {
  return new Promise((resolve) => {
    req.signal.addEventListener(
      "abort",
      () => {
        onDisconnect();
        resolve(new Response(null, { status: 499 }));
      },
      { once: true },
    );
  });
}

function errorResponse(status: number, message: string, retryAfterSeconds?: number): Response {
  const headers: Record<string, string> = {};
  if (retryAfterSeconds !== undefined) headers["retry-after"] = String(retryAfterSeconds);
  const type = status === 429 ? "rate_limit_error" : status >= 500 ? "server_error" : "invalid_request_error";
  return Response.json({ error: { message, type, param: null, code: null } }, { status, headers });
}

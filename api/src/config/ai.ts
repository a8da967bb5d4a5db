import { type Static, Type as t } from "@sinclair/typebox";
import { type EnvReader, oneOfSchema } from "./env-reader";

const AiProviderName = oneOfSchema(["openai", "offline"]);
const OpenAiTimeoutMs = t.Integer({ minimum: 1_000, maximum: 600_000 });
const OpenAiMaxRetries = t.Integer({ minimum: 0, maximum: 10 });
const OfflinePaceMs = t.Integer({
  minimum: 0,
  maximum: 1_000,
  description: "Milliseconds between the offline tutor's streamed words, so replies read as they arrive.",
});

export const AiSchema = t.Object(
  {
    provider: AiProviderName,
    openai: t.Union([
      t.Object({
        apiKey: t.String(),
        baseUrl: t.String(),
        model: t.String(),
        timeoutMs: OpenAiTimeoutMs,
        maxRetries: OpenAiMaxRetries,
      }),
      t.Null(),
    ]),
    offlinePaceMs: OfflinePaceMs,
  },
  { description: "The AI provider: `openai` when an API key is set (any OpenAI-compatible server), else `offline`." },
);
type AiConfig = Static<typeof AiSchema>;

const SafetyEngine = oneOfSchema(["openai", "offline"]);
const ModerationTimeoutMs = t.Integer({ minimum: 100, maximum: 60_000 });

export const SafetySchema = t.Object(
  {
    engine: SafetyEngine,
    moderation: t.Union([
      t.Object({ apiKey: t.String(), baseUrl: t.String(), model: t.String(), timeoutMs: ModerationTimeoutMs }),
      t.Null(),
    ]),
  },
  {
    description:
      "The safety screen: `openai` runs the moderation endpoint beside the offline screen, which always runs; `offline` runs it alone. Chosen like the AI provider.",
  },
);

/** The model: OpenAI (or any server speaking its API) when a key is set, else the built-in offline tutor. */
export function readAi(read: EnvReader, runtime: string): AiConfig {
  const openaiKey = read.optionalString("OPENAI_API_KEY");
  const provider = read.oneOf("AI_PROVIDER", AiProviderName, openaiKey ? "openai" : "offline");
  read.require(provider === "offline" || openaiKey !== undefined, "AI_PROVIDER=openai needs OPENAI_API_KEY.");
  const openai = openaiKey
    ? {
        apiKey: openaiKey,
        baseUrl: stripTrailingSlash(read.url("OPENAI_BASE_URL", "https://api.openai.com/v1", ["http:", "https:"])!),
        model: read.string("OPENAI_MODEL", "gpt-4o-mini"),
        timeoutMs: read.integer("OPENAI_TIMEOUT_MS", OpenAiTimeoutMs, 30_000),
        maxRetries: read.integer("OPENAI_MAX_RETRIES", OpenAiMaxRetries, 2),
      }
    : null;
  return {
    provider,
    openai,
    offlinePaceMs: read.integer("OFFLINE_TUTOR_PACE_MS", OfflinePaceMs, runtime === "test" ? 0 : 25),
  };
}

/**
 * The moderation endpoint is used by default when the AI provider is OpenAI with a key; it needs
 * the key, and calls the same server (`OPENAI_BASE_URL`). A server without a moderation endpoint
 * (Ollama, vLLM) should set SAFETY_ENGINE=offline, or every turn waits for a failing call.
 */
export function readSafety(read: EnvReader, ai: AiConfig): Static<typeof SafetySchema> {
  const { openai } = ai;
  const engine = read.oneOf("SAFETY_ENGINE", SafetyEngine, ai.provider === "openai" && openai ? "openai" : "offline");
  read.require(engine === "offline" || openai !== null, "SAFETY_ENGINE=openai needs OPENAI_API_KEY.");
  const model = read.string("OPENAI_MODERATION_MODEL", "omni-moderation-latest");
  const timeoutMs = read.integer("SAFETY_MODERATION_TIMEOUT_MS", ModerationTimeoutMs, 3_000);
  if (engine === "offline" || !openai) return { engine: "offline", moderation: null };
  return { engine, moderation: { apiKey: openai.apiKey, baseUrl: openai.baseUrl, model, timeoutMs } };
}

export function stripTrailingSlash(value: string): string {
  return value.endsWith("/") ? value.slice(0, -1) : value;
}

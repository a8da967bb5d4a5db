import type { Config } from "../config";
import type { BreakerSettings } from "./circuit-breaker";
import { FallbackProvider } from "./fallback";
import type { AiHealth } from "./health";
import { OfflineProvider } from "./offline/provider";
import { OpenAiProvider } from "./openai/provider";
import type { AiProvider } from "./provider";

export type { AiProvider } from "./provider";

/**
 * The configured AI provider: with a key, the district's OpenAI-compatible model with the built-in
 * offline tutor behind it (a failed call falls back, a breaker stops calling a dead model);
 * without one, the offline tutor alone.
 */
export function createAiProvider(
  config: Config,
  health: AiHealth,
  options: { breaker?: BreakerSettings; onBreakerOpen?: (at: number) => void } = {},
): AiProvider {
  const offline = new OfflineProvider({ chunkDelayMs: config.ai.offlinePaceMs });
  if (config.ai.provider === "openai" && config.ai.openai) {
    return new FallbackProvider(new OpenAiProvider(config.ai.openai), offline, health, options);
  }
  return offline;
}

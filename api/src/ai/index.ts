import type { Config } from "../config";
import { OfflineProvider } from "./offline/provider";
import { OpenAiProvider } from "./openai/provider";
import type { AiProvider } from "./provider";

export type { AiProvider } from "./provider";

/** The configured AI provider: OpenAI-compatible when a key is set, otherwise the offline tutor. */
export function createAiProvider(config: Config): AiProvider {
  if (config.ai.provider === "openai" && config.ai.openai) return new OpenAiProvider(config.ai.openai);
  return new OfflineProvider({ chunkDelayMs: config.ai.offlinePaceMs });
}

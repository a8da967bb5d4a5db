import { screenWithClassifier } from "./classifier/layer";
import { countLanguage, detectLanguage } from "./language";
import { screenOffline, type TextKind } from "./offline";
import { type EngineResult, type ModerationSettings, OpenAiModeration } from "./openai";
import { maskPersonalData } from "./pii";
import type { SafetyScreen, ScreenEngineName, ScreenFinding, Screening, ScreenOptions, ScreenVerdict } from "./types";

export * from "./types";

/** The `safety` section of the configuration. */
export interface SafetySettings {
  engine: ScreenEngineName;
  /** Set when `engine` is `openai`. */
  moderation: ModerationSettings | null;
}

/**
 * The safety screen the configuration asks for. The offline screen always runs; with the
 * `openai` engine, the moderation endpoint runs beside it and the findings are merged (all of
 * them kept; the most serious decides). When moderation fails, the offline verdict stands.
 */
export function createSafetyScreen(settings: SafetySettings): SafetyScreen {
  const moderation =
    settings.engine === "openai" && settings.moderation ? new OpenAiModeration(settings.moderation) : null;
  return {
    engine: moderation ? "openai" : "offline",
    screenStudentMessage: (text, options = {}) => screen(text, "student", moderation, options),
    screenModelReply: (text, options = {}) => {
      // While a reply streams, only the offline screen runs, on every chunk; moderation waits for the whole reply.
      if (options.partial) return decide(withoutUnfinishedWord(text), "reply", undefined, text);
      return screen(text, "reply", moderation, options).verdict;
    },
  };
}

/** Screens `text`: the moderation request leaves first, and the offline screen runs during its round trip. */
function screen(text: string, kind: TextKind, moderation: OpenAiModeration | null, options: ScreenOptions): Screening {
  const moderated = moderation?.screen(text, kind, options.signal);
  const sent = moderated?.sent ?? Promise.resolve();
  return { sent, verdict: sent.then(() => decide(text, kind, moderated?.result, text)) };
}

/** The verdict: the offline screen's findings, merged with moderation's once it answers. */
async function decide(
  text: string,
  kind: TextKind,
  moderated: Promise<EngineResult> | undefined,
  maskedFrom: string,
): Promise<ScreenVerdict> {
  const offline = screenOffline(text, kind);
  const findings = [...offline.findings];
  const scores = { ...offline.scores };
  // The classifier reads what students write; a model's replies are held to the lexicon's reply rules.
  if (kind === "student") {
    const learned = screenWithClassifier(text);
    findings.push(...learned.findings);
    Object.assign(scores, learned.scores);
  }
  const engines: ScreenVerdict["engines"] = [{ name: "offline", ok: true }];
  if (moderated) {
    const result = await moderated;
    findings.push(...result.findings);
    Object.assign(scores, result.scores);
    engines.push(result.engine);
  }
  findings.sort(bySeriousness);
  const top = findings[0];
  let masked: string | undefined;
  // A student's message says which language it is in: the replies follow it, and one the offline
  // screen cannot read is counted and marked (with moderation connected, moderation's findings decide it).
  const language = kind === "student" ? detectLanguage(text).language : undefined;
  const moderatedOk = engines.some((engine) => engine.name === "openai" && engine.ok);
  if (language) countLanguage(language, moderatedOk);
  return {
    ...(language && { language }),
    ...(language === "unknown" && { unreadable: true as const }),
    severity: top?.severity ?? "none",
    category: top?.category ?? null,
    findings,
    engines,
    scores,
    // Masked when first read: only a student's message needs it, and a streaming reply is screened at every chunk.
    get masked() {
      masked ??= maskPersonalData(maskedFrom).text;
      return masked;
    },
  };
}

/** A critical finding before a standard one, a standard one before a concern, then the higher score. */
function bySeriousness(a: ScreenFinding, b: ScreenFinding): number {
  const rank = { critical: 3, standard: 2, concern: 1 } as const;
  return rank[b.severity] - rank[a.severity] || b.score - a.score;
}

/** The text without its last run of letters and digits when it does not end on a space or a punctuation mark. */
function withoutUnfinishedWord(text: string): string {
  return text.replace(/[\p{L}\p{N}'*$@_-]+$/u, "");
}

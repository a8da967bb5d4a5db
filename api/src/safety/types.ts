/**
 * The safety screen's vocabulary (../shared/safety/README.md): what a student message or a model
 * reply can be flagged as, and how serious each is. Every message is screened before anything
 * else happens to it; every model reply before a student sees it.
 */

import type { SafetyCategory } from "@bloom/domain";

export {
  type CriticalCategory,
  isCriticalCategory,
  type SafetyCategory,
  type StandardCategory,
} from "@bloom/domain";

/**
 * `concern`: a likely but uncertain risk (the classifier layer, ADR 0038): the lesson goes on, the
 * message is not graded, and the course's adults get a review alert. Not "flagged" like the others.
 */
export type SafetySeverity = "critical" | "standard" | "concern" | "none";

/** Severities that stop the lesson: care or a boundary, no model, no grade (a concern does not). */
export function isFlagged(severity: SafetySeverity): severity is "critical" | "standard" {
  return severity === "critical" || severity === "standard";
}

export type ScreenEngineName = "offline" | "openai";

/** One reason a text was flagged. */
export interface ScreenFinding {
  category: SafetyCategory;
  severity: Exclude<SafetySeverity, "none">;
  /** 0–1: how sure the engine is. */
  score: number;
  engine: ScreenEngineName;
  /** Why, in a short sentence for the alert's reader, naming the rule or the engine's category, never quoting the text. */
  reason: string;
}

/** What the screen decided about one text. */
export interface ScreenVerdict {
  /** The most serious finding's severity, or "none". */
  severity: SafetySeverity;
  /** The finding that decides the reply: a critical one before a standard one, then the highest score. */
  category: SafetyCategory | null;
  findings: ScreenFinding[];
  /** Every engine that was asked, and whether it answered (the offline floor always runs). */
  engines: { name: ScreenEngineName; ok: boolean; error?: string }[];
  /** The engines' raw scores, for the alert (e.g. "openai:self-harm/intent": 0.93, "offline:suicide": 1). */
  scores: Record<string, number>;
  /** The text with personal data (email, phone, street address, ID numbers) masked, for storage and for a model. */
  masked: string;
  /**
   * A student's message only: the language it was guessed to be in (language.ts, ADR 0039). The
   * replies to a flagged message are written in it (Spanish for `es`, English otherwise).
   */
  language?: ScreenLanguage;
  /** Set when the message is in a language the offline screen cannot read: only moderation, when connected, could judge it. */
  unreadable?: true;
}

/** The languages the offline screen reads, or `unknown` for a message long enough to tell that is in neither. */
export type ScreenLanguage = "en" | "es" | "unknown";

export interface ScreenOptions {
  signal?: AbortSignal;
  /**
   * The text is a reply still streaming: its last word may be unfinished ("ass" of "assessment"),
   * so it waits for the next call, and only the offline screen runs (the moderation endpoint is
   * asked once, for the finished reply). Screen the finished reply once more without it.
   */
  partial?: boolean;
}

/**
 * A screen under way. `sent` settles once the moderation request has left (at once without
 * moderation): a caller with work of its own to do meanwhile starts it then, since work started
 * before would run first and hold the request back. `verdict` settles once the screen has decided.
 */
export interface Screening {
  sent: Promise<void>;
  verdict: Promise<ScreenVerdict>;
}

/** The one interface the product screens through, whichever engines are behind it. */
export interface SafetyScreen {
  /** `openai` when the moderation endpoint is used beside the offline floor, else `offline`. */
  readonly engine: ScreenEngineName;
  /** A student's message, before it is graded, stored as evidence or sent to a model. */
  screenStudentMessage(text: string, options?: ScreenOptions): Screening;
  /** A model's reply (or the part of it streamed so far), before the student sees it. */
  screenModelReply(text: string, options?: ScreenOptions): Promise<ScreenVerdict>;
}

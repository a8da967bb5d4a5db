import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { TextKind } from "./offline";
import { isCriticalCategory, type SafetyCategory, type ScreenFinding } from "./types";

/**
 * The moderation endpoint of an OpenAI-compatible server (`omni-moderation-latest` by default),
 * read with our own thresholds per category. It never throws: a timeout, an HTTP error, a
 * malformed body or an abort is reported as `ok: false`, and the offline screen decides alone.
 */

export interface ModerationSettings {
  apiKey: string;
  baseUrl: string;
  model: string;
  /** The whole call, connection included; no retries, since a turn waits for it. */
  timeoutMs: number;
}

const MODERATION_CATEGORIES = [
  "self-harm",
  "self-harm/intent",
  "self-harm/instructions",
  "sexual",
  "sexual/minors",
  "harassment",
  "harassment/threatening",
  "hate",
  "hate/threatening",
  "illicit",
  "illicit/violent",
  "violence",
  "violence/graphic",
] as const;

export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** Which of our categories a moderation category stands for, and from what score. */
interface Threshold {
  /** `self_harm_or_suicide` is decided by the words of the text (see `selfHarmOrSuicide`). */
  category: SafetyCategory | "self_harm_or_suicide";
  min: number;
  /** Only when the text also names a drug (the moderation "illicit" category covers theft and hacking too). */
  needsDrugWords?: boolean;
}

/**
 * A student's message. Lower thresholds for danger to a person: a false alarm costs an adult's
 * look, a miss may cost a life. `sexual/minors` in a child's own message is read as a possible
 * disclosure of abuse, not as a request for sexual content. `violence` and `violence/graphic`
 * alone are not mapped: history and biology lessons are full of death; they are kept in the scores.
 */
const STUDENT_THRESHOLDS: Partial<Record<ModerationCategory, Threshold>> = {
  "self-harm/intent": { category: "self_harm_or_suicide", min: 0.35 },
  "self-harm/instructions": { category: "self_harm_or_suicide", min: 0.35 },
  "self-harm": { category: "self_harm_or_suicide", min: 0.5 },
  "sexual/minors": { category: "abuse", min: 0.5 },
  "harassment/threatening": { category: "violence_threat", min: 0.5 },
  "hate/threatening": { category: "violence_threat", min: 0.4 },
  "illicit/violent": { category: "violence_threat", min: 0.5 },
  sexual: { category: "sexual", min: 0.5 },
  harassment: { category: "harassment", min: 0.6 },
  hate: { category: "harassment", min: 0.4 },
  illicit: { category: "drugs", min: 0.6, needsDrugWords: true },
};

/** A tutor's reply: stricter, since a reply must never carry any of this. */
const REPLY_THRESHOLDS: Partial<Record<ModerationCategory, Threshold>> = {
  "self-harm/intent": { category: "self_harm_or_suicide", min: 0.3 },
  "self-harm/instructions": { category: "self_harm_or_suicide", min: 0.2 },
  "self-harm": { category: "self_harm_or_suicide", min: 0.4 },
  "sexual/minors": { category: "sexual", min: 0.1 },
  sexual: { category: "sexual", min: 0.3 },
  "harassment/threatening": { category: "violence_threat", min: 0.3 },
  "hate/threatening": { category: "violence_threat", min: 0.3 },
  "illicit/violent": { category: "violence_threat", min: 0.3 },
  harassment: { category: "harassment", min: 0.4 },
  hate: { category: "harassment", min: 0.3 },
  illicit: { category: "drugs", min: 0.5, needsDrugWords: true },
};

const DRUG_WORDS =
  /\b(weed|marijuana|cannabis|thc|carts?|dabs?|edibles?|blunts?|joints?|vapes?|vaping|juul|nicotine|cocaine|coke|crack|meth|heroin|fent(anyl)?|xanax|xans?|percs?|percocet|oxy\w*|lean|molly|mdma|ecstasy|lsd|acid|shrooms|ketamine|adderall|alcohol|beer|vodka|liquor|booze|drunk|high|stoned|drugs?|pills)\b/i;
const SELF_INJURY_WORDS =
  /\b(cut|cuts|cutting|burn|burns|burning|scratch\w*|starv\w*|purg\w*|throw(ing)? up|bleed\w*|blades?|razors?|self[- ]?harm\w*|hurt(ing)? myself|skip(ping)? meals)\b/i;
const SUICIDE_WORDS =
  /\b(die|dying|dead|death|suicid\w*|kill (myself|yourself)|end (it|my life|your life)|wake up|overdos\w*|gone|alive|live anymore)\b/i;

/** Self-harm scores do not tell suicide from self-injury; the words do, and suicide wins a tie. */
function selfHarmOrSuicide(text: string): SafetyCategory {
  return SELF_INJURY_WORDS.test(text) && !SUICIDE_WORDS.test(text) ? "self_harm" : "suicide";
}

export interface EngineResult {
  findings: ScreenFinding[];
  scores: Record<string, number>;
  engine: { name: "openai"; ok: boolean; error?: string };
}

/** Where a batch's request carries, through the SDK to `fetch`, what to call as it leaves. */
const ON_LEAVING = Symbol("on leaving");
type LeavingRequestInit = RequestInit & { [ON_LEAVING]?: () => void };
/** The SDK types `fetchOptions` as the runtime's request options only; ours adds the symbol above, which `fetch` takes off. */
type SdkFetchOptions = NonNullable<Parameters<OpenAI["moderations"]["create"]>[1]>["fetchOptions"];

/** The most texts sent in one moderation request. */
const BATCH_LIMIT = 32;

/** One text's moderation: `sent` settles once its request has left (or it never will), `result` with the answer. */
export interface ModerationCall {
  sent: Promise<void>;
  result: Promise<EngineResult>;
}

interface PendingText {
  text: string;
  kind: TextKind;
  settle: (result: EngineResult) => void;
  /** Its request has left, or will not. */
  leave: () => void;
  /** Its caller stopped waiting: before the text is sent, it is not sent. */
  stopped: () => boolean;
  /** Called when its caller stops waiting after the text was sent. */
  onStop?: () => void;
}

/**
 * The moderation endpoint, asked for texts screened at the same moment together. A text is sent at
 * once when no other request is waiting for its answer; while one is, texts that arrive within one
 * turn of the event loop go together in one request (up to 32, the endpoint taking an array of
 * inputs). A class sending at once costs a few requests instead of one each, and a text screened
 * alone waits for nothing.
 */
export class OpenAiModeration {
  private readonly client: OpenAI;
  private pending: PendingText[] = [];
  private scheduled = false;
  /** Requests sent and not yet answered. */
  private waiting = 0;

  constructor(private readonly settings: ModerationSettings) {
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      maxRetries: 0,
      // The SDK passes a request's `fetchOptions` on to `fetch`: a batch's request says there that it is leaving.
      fetch: (url, init) => {
        const { [ON_LEAVING]: onLeaving, ...rest } = (init ?? {}) as LeavingRequestInit;
        onLeaving?.();
        return fetch(url, rest);
      },
    });
  }

  /**
   * The moderation verdict for one text; never throws. A caller's signal stops its wait, not the
   * others'. `sent` lets a caller start its own work only once the request has left: the SDK takes
   * several turns of the microtask queue to prepare it, and work started first delays it.
   */
  screen(text: string, kind: TextKind, signal?: AbortSignal): ModerationCall {
    if (signal?.aborted) return { sent: Promise.resolve(), result: Promise.resolve(failed(STOPPED)) };
    let leave!: () => void;
    const sent = new Promise<void>((resolve) => {
      leave = resolve;
    });
    const result = new Promise<EngineResult>((resolve) => {
      let settled = false;
      const settle = (result: EngineResult) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener("abort", stop);
        leave();
        resolve(result);
      };
      const item: PendingText = { text, kind, settle, leave, stopped: () => settled };
      const stop = () => {
        settle(failed(STOPPED));
        item.onStop?.();
      };
      signal?.addEventListener("abort", stop, { once: true });
      this.pending.push(item);
      if (this.waiting === 0 || this.pending.length >= BATCH_LIMIT) this.send();
      else this.sendAfterThisTurn();
    });
    return { sent, result };
  }

  /** Sends what is pending once this turn of the event loop is over, so the texts it brings go together. */
  private sendAfterThisTurn(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.send());
  }

  private send(): void {
    this.scheduled = false;
    const batch = this.pending.splice(0, BATCH_LIMIT).filter((item) => !item.stopped());
    if (this.pending.length > 0) this.sendAfterThisTurn();
    if (batch.length === 0) return;
    void this.moderate(batch);
  }

  private async moderate(batch: PendingText[]): Promise<void> {
    const deadline = AbortSignal.timeout(this.settings.timeoutMs);
    // The request is given up once every caller in it has stopped waiting.
    const everyoneLeft = new AbortController();
    for (const item of batch) item.onStop = () => batch.every((each) => each.stopped()) && everyoneLeft.abort();
    const fetchOptions = {
      [ON_LEAVING]: () => {
        for (const item of batch) item.leave();
      },
    };
    this.waiting += 1;
    try {
      const response = await this.client.moderations.create(
        // One text goes as a string, as the endpoint is most often asked.
        { model: this.settings.model, input: batch.length === 1 ? batch[0]!.text : batch.map((item) => item.text) },
        { signal: AbortSignal.any([deadline, everyoneLeft.signal]), fetchOptions: fetchOptions as SdkFetchOptions },
      );
      batch.forEach((item, index) => {
        const scores = readScores(response, index, batch.length);
        item.settle(
          scores
            ? { ...judge(item.text, scores, item.kind), engine: { name: "openai", ok: true } }
            : failed("The moderation response had no scores."),
        );
      });
    } catch (error) {
      const reason = describeFailure(error, deadline);
      for (const item of batch) item.settle(failed(reason));
    } finally {
      this.waiting -= 1;
    }
  }
}

const STOPPED = "The screening was stopped by the caller.";

/** Our findings from the raw scores; every raw score is kept as `openai:<category>`. */
export function judge(
  text: string,
  rawScores: Partial<Record<ModerationCategory, number>>,
  kind: TextKind,
): Omit<EngineResult, "engine"> {
  const thresholds = kind === "student" ? STUDENT_THRESHOLDS : REPLY_THRESHOLDS;
  const scores: Record<string, number> = {};
  const best = new Map<SafetyCategory, ScreenFinding>();
  for (const name of MODERATION_CATEGORIES) {
    const score = rawScores[name];
    if (score === undefined) continue;
    scores[`openai:${name}`] = score;
    const threshold = thresholds[name];
    if (!threshold || score < threshold.min) continue;
    if (threshold.needsDrugWords && !DRUG_WORDS.test(text)) continue;
    const category = threshold.category === "self_harm_or_suicide" ? selfHarmOrSuicide(text) : threshold.category;
    const existing = best.get(category);
    if (existing && existing.score >= score) continue;
    best.set(category, {
      category,
      severity: isCriticalCategory(category) ? "critical" : "standard",
      score,
      engine: "openai",
      reason: `OpenAI moderation: ${name} scored ${score.toFixed(2)} (threshold ${threshold.min}).`,
    });
  }
  return { findings: [...best.values()], scores };
}

/** The scores of the `index`th of `count` inputs, if the body has the shape the API documents. */
function readScores(
  response: unknown,
  index: number,
  count: number,
): Partial<Record<ModerationCategory, number>> | null {
  const results = (response as { results?: unknown })?.results;
  if (!Array.isArray(results) || results.length !== count) return null;
  const raw = (results[index] as { category_scores?: unknown })?.category_scores;
  if (typeof raw !== "object" || raw === null) return null;
  const scores: Partial<Record<ModerationCategory, number>> = {};
  for (const name of MODERATION_CATEGORIES) {
    const value = (raw as Record<string, unknown>)[name];
    if (typeof value === "number" && Number.isFinite(value)) scores[name] = value;
  }
  return Object.keys(scores).length > 0 ? scores : null;
}

function describeFailure(error: unknown, deadline: AbortSignal): string {
  if (deadline.aborted || error instanceof APIConnectionTimeoutError) return "The moderation endpoint timed out.";
  if (error instanceof APIUserAbortError) return "The moderation request was aborted.";
  if (error instanceof APIError && error.status !== undefined) {
    return `The moderation endpoint answered HTTP ${error.status}.`;
  }
  if (error instanceof SyntaxError) return "The moderation response was not valid JSON.";
  return "The moderation endpoint could not be reached.";
}

function failed(error: string): EngineResult {
  return { findings: [], scores: {}, engine: { name: "openai", ok: false, error } };
}

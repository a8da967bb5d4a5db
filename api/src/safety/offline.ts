import { IDIOMS, type LexiconRule, NEGATION, REPLY_RULES, STUDENT_RULES, TOPICS, type TopicName } from "./lexicon";
import { normaliseSpanish, SPANISH_IDIOMS, SPANISH_STUDENT_RULES, SPANISH_TOPICS } from "./lexicon-es";
import { normaliseForRules, splitSentences } from "./normalise";
import { findPersonalData, type PiiKind } from "./pii";
import { findProfanity } from "./profanity";
import { isCriticalCategory, type SafetyCategory, type ScreenFinding } from "./types";

/**
 * The offline screen: English rules from the lexicon, profanity through `obscenity`, and personal
 * data from pii.ts. Deterministic and synchronous, with nothing to load per call, so it can run on
 * every streamed chunk of a reply.
 *
 * A text is read in this order: rewritten into plain form (normalise.ts), cut into sentences,
 * idioms removed ("this test is killing me"), then every rule is matched, and each match is
 * judged by its rule's negation, `unless` words and the topics the message is about.
 */

export type TextKind = "student" | "reply";

export interface OfflineResult {
  findings: ScreenFinding[];
  /** `offline:<category>`: the highest score of that category's findings. */
  scores: Record<string, number>;
}

/** How much a negation lowers a suicide or self-harm finding that is kept. */
const NEGATED_SCORE_FACTOR = 0.6;

const PII_NAMES: Record<PiiKind, string> = {
  email: "an email address",
  phone: "a phone number",
  address: "a street address",
  id_number: "an ID number",
  card: "a card number",
  password: "a password",
  username: "a social media username",
};

export function screenOffline(text: string, kind: TextKind): OfflineResult {
  const findings = new Map<string, ScreenFinding>();
  const add = (finding: ScreenFinding) => {
    // One finding per rule: the reason names the rule.
    const existing = findings.get(finding.reason);
    if (!existing || existing.score < finding.score) findings.set(finding.reason, finding);
  };

  if (kind === "student") {
    for (const finding of screenWhole(text, STUDENT_RULES, kind)) add(finding);
    for (const finding of screenSpanish(text)) add(finding);
  } else {
    // A reply is screened again at every streamed chunk: its finished sentences are remembered, so
    // each call reads only the sentence still being written. Reply rules never look past a sentence.
    const sentences = splitSentences(text.toLowerCase());
    for (const [index, sentence] of sentences.entries()) {
      const screen = () => screenWhole(sentence, REPLY_RULES, kind);
      for (const finding of index < sentences.length - 1 ? remembered(sentence, screen) : screen()) add(finding);
    }
  }

  const piiKinds = [...new Set(findPersonalData(text).map((match) => match.kind))];
  if (piiKinds.length > 0) {
    const names = piiKinds.map((piiKind) => PII_NAMES[piiKind]).join(", ");
    add(
      finding(
        "pii",
        0.9,
        kind === "student"
          ? `Shares personal data: ${names} (rule pii.found).`
          : `The reply contains ${names} (rule pii.found).`,
      ),
    );
  }

  const scores: Record<string, number> = {};
  for (const found of findings.values()) {
    const key = `offline:${found.category}`;
    scores[key] = Math.max(scores[key] ?? 0, found.score);
  }
  return { findings: [...findings.values()], scores };
}

/** The lexicon's rules and the profanity matcher over one text (a whole message, or one sentence of a reply). */
function screenWhole(text: string, rules: LexiconRule[], kind: TextKind): ScreenFinding[] {
  const sentences = splitSentences(normaliseForRules(text));
  // One line per sentence, so each pattern runs once over the whole text and never spans two sentences.
  const joined = sentences.join("\n");
  const readable = removeIdioms(joined);
  const topics = topicsOf(joined);
  const found: ScreenFinding[] = [];
  for (const rule of rules) {
    if (rule.ordinaryIn?.some((topic) => topics.has(topic))) continue;
    const match = matchRule(rule, readable);
    if (match) found.push(match);
  }
  // Profanity reads the text as typed: the rewrites would turn "f u c k" into "f you c k".
  found.push(...profanityFindings(splitSentences(text.toLowerCase()), kind));
  return found;
}

/**
 * The Spanish layer (lexicon-es.ts): the same engine over Spanish rules, idioms and topics, after
 * Spanish rewriting (accents dropped, chat spellings undone). Run on every student message beside
 * the English rules, so a message that mixes the two is read by both.
 */
function screenSpanish(text: string): ScreenFinding[] {
  const joined = splitSentences(normaliseSpanish(text)).join("\n");
  const readable = removeIdioms(joined, SPANISH_IDIOMS);
  const topics = topicsOf(joined, SPANISH_TOPICS);
  const found: ScreenFinding[] = [];
  for (const rule of SPANISH_STUDENT_RULES) {
    if (rule.ordinaryIn?.some((topic) => topics.has(topic))) continue;
    const match = matchRule(rule, readable);
    if (match) found.push(match);
  }
  return found;
}

const REMEMBERED_SENTENCES_LIMIT = 5_000;
const rememberedSentences = new Map<string, ScreenFinding[]>();

/** The findings of a finished sentence of a reply, screened once; forgotten all at once when too many are kept. */
function remembered(sentence: string, screen: () => ScreenFinding[]): ScreenFinding[] {
  const known = rememberedSentences.get(sentence);
  if (known) return known;
  const found = screen();
  if (rememberedSentences.size >= REMEMBERED_SENTENCES_LIMIT) rememberedSentences.clear();
  rememberedSentences.set(sentence, found);
  return found;
}

/** The rule's strongest match in the text, judged by negation and `unless`, or null. */
function matchRule(rule: LexiconRule, text: string): ScreenFinding | null {
  let best: ScreenFinding | null = null;
  for (const pattern of rule.patterns) {
    for (const match of text.matchAll(pattern)) {
      const sentence = sentenceAround(text, match.index);
      if (rule.unless && matches(rule.unless, sentence.text)) continue;
      let score = rule.score;
      let reason = `${rule.reason.replace(/\.$/, "")} (rule ${rule.id}).`;
      if (rule.negated && isNegated(pattern, match[0], text.slice(sentence.start, match.index))) {
        if (rule.negated === "drops") continue;
        score = round(score * NEGATED_SCORE_FACTOR);
        reason = `${rule.reason.replace(/\.$/, "")}, with a negation, kept for a check-in (rule ${rule.id}).`;
      }
      if (!best || best.score < score) best = finding(rule.category, score, reason);
    }
  }
  return best;
}

/**
 * A match is negated when a negation stands in the few words before it, or inside it where the
 * pattern does not need it ("i would never hurt anyone"); a negation the pattern itself names
 * ("i do not want to live") is part of what it found.
 */
function isNegated(pattern: RegExp, matched: string, before: string): boolean {
  const lastWords = before.trim().split(" ").slice(-3).join(" ");
  if (NEGATION.test(lastWords)) return true;
  if (!NEGATION.test(matched)) return false;
  const withoutNegation = matched.replace(new RegExp(NEGATION.source, "g"), " ").replace(/\s+/g, " ").trim();
  return new RegExp(pattern.source, pattern.flags.replace("g", "")).test(withoutNegation);
}

function profanityFindings(sentences: string[], kind: TextKind): ScreenFinding[] {
  const found: ScreenFinding[] = [];
  for (const sentence of sentences) {
    for (const match of findProfanity(sentence)) {
      if (match.kind === "slur") {
        found.push(finding("harassment", 0.85, "Uses a slur (rule profanity.slur)."));
      } else if (match.kind === "sexual") {
        found.push(finding("sexual", 0.8, "Uses sexual slang (rule profanity.sexual)."));
      } else if (kind === "reply") {
        found.push(finding("harassment", 0.9, "The reply swears (rule profanity.reply)."));
      } else if (/\b(you|your|yourself|u|ur|youre|you're)\b/.test(sentence)) {
        // Swearing in frustration ("this is so f***ing hard") is not flagged; swearing at someone is.
        found.push(finding("harassment", 0.85, "Swears at the tutor or another person (rule profanity.directed)."));
      }
    }
  }
  return found;
}

function removeIdioms(text: string, idioms: RegExp[] = IDIOMS): string {
  let result = text;
  for (const idiom of idioms) result = result.replace(idiom, "~");
  return result;
}

function topicsOf(text: string, topicPatterns: Record<TopicName, RegExp> = TOPICS): Set<TopicName> {
  const topics = new Set<TopicName>();
  for (const [name, pattern] of Object.entries(topicPatterns) as [TopicName, RegExp][]) {
    if (matches(pattern, text)) topics.add(name);
  }
  return topics;
}

/** `test` without the memory a global pattern keeps between calls. */
function matches(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

function sentenceAround(text: string, index: number): { start: number; text: string } {
  const start = text.lastIndexOf("\n", index - 1) + 1;
  const end = text.indexOf("\n", index);
  return { start, text: text.slice(start, end === -1 ? undefined : end) };
}

function finding(category: SafetyCategory, score: number, reason: string): ScreenFinding {
  return {
    category,
    severity: isCriticalCategory(category) ? "critical" : "standard",
    score,
    engine: "offline",
    reason,
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

import { asciiMaths } from "./maths";
import { mathsFromWords } from "./number-words";

/**
 * The first reading of an answer: tidy its text, cut off anything aimed at the grader instead
 * of the question, and recognise messages that are not an attempt at all ("I don't know", a
 * hint request, an off-topic or rude message). Such text earns nothing, whatever words it holds.
 */

export type NotAnAttempt = "empty" | "dont-know" | "help" | "question" | "rude" | "instructions" | "gibberish";

export interface ReadAttempt {
  /** The text to grade: lower-case, maths words as symbols, the grader-directed part removed. */
  text: string;
  /** Why the text is not an attempt, if it is not one. */
  notAnAttempt: NotAnAttempt | null;
  /** The answer held text aimed at the grader (it and what follows it earn nothing). */
  injection: boolean;
}

/**
 * Text that speaks to the grader or to a model rather than answering: asking for marks,
 * overriding the rubric, instructions, or pretending to be the system.
 */
const INJECTION =
  /\b(ignore|disregard|forget|override|bypass|skip)\b[^.!?\n]{0,40}\b(rubric|instructions?|rules?|prompt|grading|grader|marking|above|previous|criteria|answer key)\b|\b(give|award|grant|assign)\s+(me|this|this answer|my answer|it)\s+(full|100|top|maximum|max|all|perfect|the highest|a perfect|an a\b|full marks|1\.0|a 1\b|10\/10)|\b(full|maximum|max|perfect)\s+(marks|points|score|credit)\b|\b(mark|grade|score|rate|count)\s+(this|it|me|my answer)\s+(as\s+)?(correct|right|100|full|perfect|mastered|1\b|1\.0)|\b(you are|you're|act as|pretend)\b[^.!?\n]{0,20}\b(grader|teacher|system|assistant|ai)\b|\b(system|assistant)\s*:|\bmastery\s*[:=]\s*1|\bscore\s*[:=]\s*(1|100)\b|\bthe (correct|right) answer is whatever\b|\bnew instructions?\b|\bjailbreak\b|\[\/?inst\]|<\/?\s*(?:student_answer|system|assistant)\b|\b(?:grade|mastery|score|mark)\s*(?:=|:|of|is)\s*(?:1(?:\.0+)?|100\s*%?|full)(?![\d.])|\brespond with\b|\boutput (?:mastery|score|json)\b|\b(?:this|my) answer is (?:correct|right|perfect)\b|\bi (?:deserve|should get|must get) (?:full|100|a perfect|top)\b|\b(?:teacher|tutor) (?:said|says) (?:i|we) (?:get|deserve|should get)\b|\bpretend\b/i;

const DONT_KNOW =
  /^(?:i\s*(?:really\s+)?(?:do\s*n[o']?t|dont|don't|have\s+no)\s*(?:know|remember|get\s+it|understand|idea|clue)(?:\s+(?:the\s+question|this(?:\s+one)?|it|that|the\s+answer))?|i\s+dunno|i\s*(?:can't|cannot|cant)\s+remember|i\s*forgot|idk|dunno|no\s+(?:idea|clue)|not\s+sure|i'?m\s+not\s+sure|i\s+am\s+not\s+sure|no\s+clue|pass|skip(?:\s+(?:this|it))?|next(?:\s+(?:one|question))?|unsure|\?+|\.+|-+|n\/a|no\s+answer|i\s+give\s+up|who\s+knows)(?:[\s,.!?:;-]+(?:sorry|tbh|honestly|lol|either|at\s+all|really|yet|sadly|sry))*[\s,.!?:;-]*$/i;

const HELP =
  /^(?:(?:can|could|may)\s+i\s+(?:have|get)\s+(?:a\s+)?(?:hint|clue|help)|(?:give|show|tell)\s+me\s+(?:a\s+)?(?:hint|clue|the\s+answer)|(?:a\s+)?hint|hint\s+please|help(?:\s+me)?|(?:i\s+)?need\s+(?:a\s+)?(?:hint|help|clue)|what\s+is\s+the\s+answer|just\s+tell\s+me(?:\s+the\s+answer)?|explain(?:\s+it)?(?:\s+again)?|what\??|huh\??|(?:can\s+you\s+)?repeat(?:\s+the\s+question)?)[\s,.!?]*(?:please|pls|plz)?[\s,.!?]*$/i;

/** Chat noise that answers nothing. */
const FILLER =
  /^(?:lol|lmao|haha+|hehe+|hmm+|umm*|uh+|ok(?:ay)?|k|cool|wow|bruh|meh|yo|hi|hello|hey|thanks|thank\s+you|sure)[\s!.?]*$/i;

/** Words no answer needs; a message that is mostly these is not an attempt. */
const RUDE =
  /\b(stupid|dumb|idiot|shut\s+up|hate\s+(?:this|you)|boring|sucks?|wtf|stfu|f+u+c+k+\w*|sh[i1]t+\w*|crap|damn|bitch\w*|ass(?:hole)?|loser|whatever)\b/i;

/** Questions back to the tutor ("what is a nucleoid?"), unlike a tentative answer ("is it the cytoplasm?"). */
const QUESTION_BACK =
  /^(?:what|why|how|who|when|where|which|can|could|would|will|do|does|did|should|are\s+you|what's|whats)\b[^?]*\?\s*$/i;

export function readAttempt(raw: string): ReadAttempt {
  // Superscripts first: NFKC would turn "x²" into "x2".
  const tidy = asciiMaths(raw)
    .replace(/-+>|=>|⟶|⇒/g, "→")
    .normalize("NFKC")
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
  if (!tidy) return { text: "", notAnAttempt: "empty", injection: false };

  const injectionAt = tidy.search(INJECTION);
  const kept = injectionAt >= 0 ? cutBeforeSentence(tidy, injectionAt) : tidy;
  const injection = injectionAt >= 0;
  if (!/[\p{L}\p{N}]/u.test(kept)) {
    return { text: "", notAnAttempt: injection ? "instructions" : "empty", injection };
  }

  const answer = stripHedges(kept);
  const text = spaceMaths(mathsFromWords(answer.toLowerCase()));
  if (DONT_KNOW.test(kept) || !answer) return { text: "", notAnAttempt: "dont-know", injection };
  if (HELP.test(kept) || (/\b(hint|clue)\b/i.test(kept) && kept.split(/\s+/).length <= 8)) {
    return { text: "", notAnAttempt: "help", injection };
  }
  if (FILLER.test(kept)) return { text: "", notAnAttempt: "gibberish", injection };
  if (QUESTION_BACK.test(kept) && !/\b(it|the answer)\b/i.test(kept.split(/\s+/).slice(0, 3).join(" "))) {
    return { text: "", notAnAttempt: "question", injection };
  }
  if (RUDE.test(kept) && contentWordCount(kept.replace(RUDE, " ")) <= 2) {
    return { text: "", notAnAttempt: "rude", injection };
  }
  return { text, notAnAttempt: null, injection };
}

/** The text before the sentence that holds the grader-directed words. */
function cutBeforeSentence(text: string, at: number): string {
  const before = text.slice(0, at);
  const boundary = Math.max(before.lastIndexOf(". "), before.lastIndexOf("! "), before.lastIndexOf("? "));
  const kept = boundary >= 0 ? before.slice(0, boundary + 1) : "";
  return kept.trim();
}

/** Leading "I don't know, maybe…" and "I think" say nothing about the answer; the rest is the attempt. */
function stripHedges(text: string): string {
  return text
    .replace(
      /^(?:(?:i\s*(?:do\s*n[o']?t|dont|don't)\s*know|idk|not\s+sure|i'?m\s+not\s+sure|no\s+idea|hmm+|umm*|uh+|well|ok(?:ay)?|so)[\s,.!:;-]+)+(?:(?:but\s+)?(?:maybe|perhaps|probably|i\s+guess|i\s+think)\b[\s,]*)?/i,
      "",
    )
    .trim();
}

function contentWordCount(text: string): number {
  return (text.match(/[a-z0-9]{3,}/gi) ?? []).length;
}

/** Space out maths signs so the language model reads "x=7" as x, =, 7 and "2(y+3)" part by part. */
function spaceMaths(text: string): string {
  return text
    .replace(/(\d),(\d{3})(?!\d)/g, "$1$2")
    .replace(/(\d),(?=-?\d)/g, "$1 , ")
    .replace(/([=+*/^(){}[\]→])/g, " $1 ")
    .replace(/(?<=[\da-z)])-(?=[\d(])|(?<=\d)-(?=[a-z(])/g, " - ")
    .replace(/\s+/g, " ")
    .trim();
}

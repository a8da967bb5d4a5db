import {
  ABOUT_THE_TUTOR,
  ABOUT_THE_TUTOR_SETUP,
  ANSWER_REQUEST,
  AWAY,
  CHATTY,
  EVERYDAY_LIFE,
  FEELING,
  HEDGE_WORDS,
  HINT_REQUEST,
  hasNumber,
  isContentWord,
  normalise,
  OFF_TOPIC_THINGS,
  OTHER_WORK,
  OVERRIDE,
  QUESTION_OPENING,
  RUDE,
  SOCIAL_LEAD,
  SOCIAL_WHOLE,
  sameMessage,
  stem,
  TENTATIVE_OPENING,
  UNSURE_OPENING,
  WH_OPENING,
  wordsOf,
  YES_NO_QUESTION,
  YES_OR_NO,
} from "./intent-words";

/**
 * What a student's chat message is for, decided before anything is graded. Only an `attempt` at
 * the tutor's question is graded or can become a mistake; every other kind of message gets its
 * own kind of reply (a hint, a worked step, a kind word, the question again).
 *
 * The classifier is deterministic, English and fast, and it is the floor for every AI provider:
 * a message it calls anything other than an attempt is never graded, whatever a model says. When
 * it cannot tell, it says `attempt`, because a student's answer ignored is worse than a stray
 * message graded. Safety categories (self-harm, abuse, threats, sexual content, drugs, harassment,
 * bullying, personal data, prompt injection) are decided earlier by the safety screen; messages it
 * stops never reach this classifier.
 */
export const TURN_INTENTS = [
  /** An answer to the tutor's question, right or wrong: the only kind that is graded. */
  "attempt",
  /** "hint?", "I'm stuck", "can you explain it another way": the next rung of the hint ladder. */
  "hint_request",
  /** "what's the answer", "just solve it for me": a hint first, a worked step second, the worked answer on the third ask. */
  "answer_request",
  /** "I don't know", "no idea": encouragement and the next hint. */
  "unsure",
  /** A question about the material ("what is a ribosome?"): explained, then the tutor's question again. */
  "question",
  /** Something unrelated to the lesson ("who won the game last night?"): one friendly line, then the question again. */
  "off_topic",
  /** Greetings, thanks, "ok", "lol": one friendly line, then the lesson goes on. */
  "social",
  /** How the student feels ("I'm so stressed about exams"): a kind word, then the lesson goes on gently. */
  "feeling",
  /** Rudeness or frustration aimed at the tutor or the lesson: a calm line, then the question again. */
  "rude",
  /** The same answer as the student's previous message: not graded again and never counted twice. */
  "repeat",
] as const;

export type TurnIntent = (typeof TURN_INTENTS)[number];

export interface TurnIntentContext {
  /** The tutor's latest message, which usually ends with the question being answered. */
  lastTutorMessage?: string;
  /** The question the student is expected to answer, when the caller knows it. */
  pendingQuestion?: string;
  /** The student's previous message, to recognise the same answer sent again. */
  previousStudentMessage?: string;
}

/** The intent of one student message, read in the context of the lesson. */
export function classifyTurnIntent(message: string, context: TurnIntentContext = {}): TurnIntent {
  const intent = classifyText(normalise(message), context);
  if (intent === "attempt" && context.previousStudentMessage !== undefined) {
    if (sameMessage(message, context.previousStudentMessage)) return "repeat";
  }
  return intent;
}

/** Whether an intent is an answer to be graded. */
export function isAttempt(intent: TurnIntent): boolean {
  return intent === "attempt";
}

/** Whether a value a model returned is one of the intents. */
function isTurnIntent(value: unknown): value is TurnIntent {
  return typeof value === "string" && (TURN_INTENTS as readonly string[]).includes(value);
}

/**
 * The intent of the latest student message of a conversation (oldest message first), read with
 * the tutor's message before it and the student's previous message; null when the conversation
 * does not end with a student message.
 */
export function classifyLatestMessage(history: readonly { role: "USER" | "ASSISTANT"; content: string }[]) {
  const lastIndex = history.length - 1;
  const latest = history[lastIndex];
  if (latest?.role !== "USER") return null;
  const earlier = history.slice(0, lastIndex);
  return classifyTurnIntent(latest.content, {
    lastTutorMessage: earlier.findLast((message) => message.role === "ASSISTANT")?.content,
    previousStudentMessage: earlier.findLast((message) => message.role === "USER")?.content,
  });
}

/**
 * The classifier as the floor under a model's reading: a message the classifier does not call an
 * attempt is not one, whatever the model says; where the classifier says attempt, the model's
 * reading (which may find a request or a question the patterns missed) stands.
 */
export function settleIntent(floor: TurnIntent | null, model: unknown): TurnIntent {
  if (floor && floor !== "attempt") return floor;
  return isTurnIntent(model) ? model : "attempt";
}

/** The parts of a turn assessment that the intent decides. */
export interface IntentGatedAssessment {
  evidence: unknown[];
  factsLearned: string[];
  mistakes: string[];
  advanceStep: boolean;
}

/**
 * What a turn assessment may keep for its intent: only an attempt carries evidence, facts and
 * mistakes. A message that is not an attempt moves the step on only where the tutor itself moves
 * on without grading anything: the warm-up (not knowing yet is an answer to it) and an open
 * extension question the student has asked three times to skip.
 */
export function gateAssessment<T extends IntentGatedAssessment>(
  assessment: T,
  intent: TurnIntent,
  step: string,
): T & { intent: TurnIntent } {
  if (intent === "attempt") return { ...assessment, intent };
  return {
    ...assessment,
    intent,
    evidence: [],
    factsLearned: [],
    mistakes: [],
    advanceStep: assessment.advanceStep && (step === "WARMUP" || step === "EXTENSION"),
  };
}

// ── The rules, in the order they are tried ────────────────────────────────────────────

function classifyText(text: string, context: TurnIntentContext): TurnIntent {
  const words = wordsOf(text);
  if (words.length === 0) return text.includes("?") ? "unsure" : "social";

  // Text aimed at the tutor's instructions is set aside; what is left is read as usual.
  const aside = OVERRIDE.exec(text);
  if (aside) {
    const rest = text.slice(aside.index + aside[0].length).trim();
    if (!rest || ABOUT_THE_TUTOR_SETUP.test(rest)) return "off_topic";
    return classifyText(rest, context);
  }

  if (!hasNumber(text) && FEELING.some((pattern) => pattern.test(text))) return "feeling";
  if (RUDE.some((pattern) => pattern.test(text))) return "rude";
  if (AWAY.test(text)) return "social";
  if (ANSWER_REQUEST.some((pattern) => pattern.test(text))) return "answer_request";
  if (OTHER_WORK.some((pattern) => pattern.test(text))) return "off_topic";
  if (HINT_REQUEST.some((pattern) => pattern.test(text))) return "hint_request";

  const yesNoAsked = asksYesOrNo(context);
  if (yesNoAsked && YES_OR_NO.test(text)) return "attempt";
  const unsure = readUnsure(text);
  if (unsure === "unsure") return "unsure";
  if (unsure === "attempt") return "attempt";

  const social = readSocial(text, context);
  if (social) return social;

  if (!WH_OPENING.test(text) && isTentativeAnswer(text)) return "attempt";
  if (isQuestion(text)) {
    if (!sharesLessonWords(words, context) && (ABOUT_THE_TUTOR.test(text) || OFF_TOPIC_THINGS.test(text))) {
      return "off_topic";
    }
    return "question";
  }
  // A statement is called off topic only against a lesson it shares nothing with; without one, it is an answer.
  const knowsLesson = Boolean(context.lastTutorMessage || context.pendingQuestion);
  if (knowsLesson && !sharesLessonWords(words, context) && !hasNumber(text)) {
    if (OFF_TOPIC_THINGS.test(text) && words.length >= 3) return "off_topic";
    if (EVERYDAY_LIFE.test(text) && words.length >= 4) return "off_topic";
    if (words.length >= 5 && CHATTY.test(text)) return "off_topic";
  }
  return "attempt";
}

/** "I don't know", alone, is unsure; followed by a guess ("no idea, maybe 6?") it is an attempt. */
function readUnsure(text: string): "unsure" | "attempt" | null {
  const match = UNSURE_OPENING.exec(text);
  if (!match) return null;
  const rest = text
    .slice(match[0].length)
    .replace(HEDGE_WORDS, " ")
    .replace(/[^\p{L}\p{N}\s.=+\-*/^()]/gu, " ")
    .trim();
  return wordsOf(rest).length === 0 && !hasNumber(rest) ? "unsure" : "attempt";
}

/** Greetings, thanks, "ok", laughter, goodbyes, "what's next": a whole message of small talk. */
function readSocial(text: string, context: TurnIntentContext): TurnIntent | null {
  const bare = text
    .replace(/[^\p{L}\p{N}'\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (SOCIAL_WHOLE.test(bare)) return "social";
  // "ok so it's 6": the acknowledgement is set aside and the rest is read.
  const lead = SOCIAL_LEAD.exec(text);
  if (lead) {
    const rest = text.slice(lead[0].length).trim();
    if (rest) return classifyText(rest, context);
    return "social";
  }
  return null;
}

function isTentativeAnswer(text: string): boolean {
  if (TENTATIVE_OPENING.test(text)) return true;
  if (/\b(right|correct|yes|no)\s*\?+\s*$/.test(text)) return true;
  // A short message with a number in it ("6?", "x = 6?") is an answer, however it is punctuated.
  return hasNumber(text) && wordsOf(text).length <= 4;
}

function isQuestion(text: string): boolean {
  if (QUESTION_OPENING.test(text)) return true;
  return /\?\s*$/.test(text) && /\b(what|why|how|when|where|who|which|whose)\b/.test(text);
}

function asksYesOrNo(context: TurnIntentContext): boolean {
  const question = context.pendingQuestion ?? lastSentenceAsked(context.lastTutorMessage);
  if (!question) return false;
  const asked = normalise(question);
  return /\byes or no\b/.test(asked) || YES_NO_QUESTION.test(asked);
}

/** The last sentence of a tutor message that ends with a question mark. */
function lastSentenceAsked(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const sentences = message.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim().endsWith("?"));
  return sentences.at(-1);
}

/** Whether the message uses a content word of the lesson around it (the tutor's message or its question). */
function sharesLessonWords(words: string[], context: TurnIntentContext): boolean {
  const lesson = new Set(
    wordsOf(normalise(`${context.lastTutorMessage ?? ""} ${context.pendingQuestion ?? ""}`))
      .filter(isContentWord)
      .map(stem),
  );
  return words.filter(isContentWord).some((word) => lesson.has(stem(word)));
}

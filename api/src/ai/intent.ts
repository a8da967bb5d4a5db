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

// ── Vocabulary ────────────────────────────────────────────────────────────────────────

/** Text aimed at the tutor's own instructions; the safety screen stops these first, this is the floor. */
const OVERRIDE =
  /^(?:please\s+)?(?:(?:ignore|disregard|forget)\b.{0,60}?\b(?:instructions|rules|prompt|above|previous|everything)\b|you are now\b.{0,60}?(?:,|\band\b|$)|pretend (?:to be|you are)\b.{0,60}?(?:,|\band\b|$))[\s,.:;!-]*(?:and\s+|then\s+)?/;
const ABOUT_THE_TUTOR_SETUP =
  /\b(system prompt|your (instructions|rules|prompt|programming)|developer mode|jailbreak)\b/;

const RUDE = [
  /\b(shut up|stfu|screw (you|this|that|it)|go away)\b/,
  /\b(you'?re|you are|ur|u r|this is|that'?s|that is|this|it'?s|lesson is|tutor is)\s+(so |really |such |a |an |the )*(stupid|dumb|useless|trash|garbage|pointless|annoying|lame|worst|idiot|moron|boring|rubbish|crap)\b/,
  /\b(this|it|you|that|school|lesson|tutor)\s+(really )?sucks?\b/,
  /\b(this|that|the) (question|lesson|topic|subject|homework|stuff|class|worksheet) (is|was) (so |really |just )?(stupid|dumb|pointless|boring|useless|annoying|lame|rubbish)\b/,
  /\b(i hate (you|this|it|school|learning)|hate this)\b/,
  /\b(f+u+c+k+\w*|f\*+\w*|wtf|stfu|shit+\w*|bullshit|bitch\w*|dumbass|asshole|piss off|idiot|moron)\b/,
];

const FEELING = [
  /\b(i'?m|i am|im|i feel|i'?ve been|i have been|feeling|i get)\b.{0,30}\b(sad|unhappy|stressed|stressing|anxious|worried|nervous|scared|upset|down|depressed|lonely|exhausted|overwhelmed|awful|terrible|miserable|frustrated|angry|tired|sleepy|burnt out|burned out|not okay|not ok|not great|not good)\b/,
  /\b(can'?t|cannot|couldn'?t) sleep\b/,
  /\b(bad|rough|hard|terrible|awful) (day|week|night)\b/,
  /\b(going to|gonna) (kill|be the death of) me\b/,
  /\bdying of (boredom|embarrassment|stress)\b/,
  /\b(stressed|worried|nervous|anxious) about\b/,
  /\b(i'?m|i am|im)\s+(so |really |kind of |kinda )?bored\b/,
  /\b(want to|wanna|going to|gonna) (cry|scream|give up|throw)\b/,
  /\bmy (brain|head) hurts\b/,
  /\b(driving me|going) (crazy|insane|mad)\b/,
  /\bi (hate|can'?t stand) (math|maths|school|homework|science|history|biology|algebra|my life)\b/,
  /\b(not smart enough|i'?m (so )?(dumb|stupid)|i feel (so |really )?(stupid|dumb|useless))\b/,
  /\b(so done with|sick of|fed up)\b/,
  /\b(i miss my|divorc\w*|(feel|feeling|am|i'?m) (really |so )?(alone|left out)|ignoring me|no friends|everything (feels|is) (so )?hard|didn'?t sleep|could sleep for|hard to focus|can'?t (focus|concentrate))\b/,
  /\b(got in trouble|yelled at|ground me|grounded|fight at school|lockdown|bullied|picked on)\b/,
];

/** Stepping away from the lesson for a moment: small talk, answered with a friendly line. */
const AWAY = /\b(brb|be right back|i'?ll be back|back in \w+ minutes?|take a break|need a break|have a break)\b/;

const ANSWER_REQUEST = [
  /\b(what'?s|whats|what is|tell me|give me|show me|just say|need|want)\b.{0,20}?\b(the|your) (final |right |correct |whole )?(answers?|solutions?)\b(?! (is|was|would be|might be|could be)\b)/,
  /\b(tell|give|show) me\b.{0,25}\b(answers?|solutions?|result)\b/,
  /\b(solve|do|answer|finish|work out|figure out)\b.{0,20}\bfor me\b/,
  /\bcan (you|u) (just )?(solve|answer|do|finish) (it|this|that|them|the question|the problem)\b/,
  /\bjust (tell|give|show) (me|it)\b/,
  /\b(i give up|i quit|skip (it|this|this one|that)|can we skip)\b/,
  /^(answer|the answer|answer please|answers|skip)\W*$/,
  /^what is it\s*\?*$/,
];

/** Help with something other than this lesson ("my spanish homework instead"). */
const OTHER_WORK = [
  /\b(help|do|write)\b.{0,15}\bmy (\w+ )?(homework|essay|project|assignment)\b/,
  /\bwhat time is it\b/,
  /\b(homework|essay|project|assignment)\b.{0,20}\binstead\b/,
  /\b(talk about|do|learn) something else\b/,
  /\btell me a joke\b/,
];

const HINT_REQUEST = [
  /(?<!\bno |\bnot a )\b(hint|hints|clue|clues|tip|tips|nudge)\b/,
  /\b(help me|can you help|could you help|can u help|i need help|need (some |a little )?help|please help|help please)\b/,
  /^help\b/,
  /\b(i'?m|i am|im|i feel)\s+(so |really |completely |totally |a bit |kind of |kinda )?(stuck|lost|confused)\b/,
  /^(stuck|confused|lost)\b/,
  /\b(don'?t|do not|dont|didn'?t|did not)\s+(get|understand|follow)\b/,
  /\bexplain\b.{0,15}\b(again|another way|differently|more simply|in a different way|better|slower)\b/,
  /\b(another|different|easier) way\b/,
  /\b(say|put) (it|that) (again|differently|another way)\b/,
  /\b(simpler|easier) (please|version|words)\b/,
  /\bwhat (do )?you mean\b/,
  /\bwhere (do|should) i (start|begin)\b/,
  /\b(where|how) to (start|begin)\b/,
  /\b(is|are|so|really) confusing\b/,
  /\b(the )?first step\b/,
  /\b(give|show) me an example\b/,
  /\bbreak (it|this|that) down\b/,
  /\bexplain\b.{0,20}\b(like i'?m|simpler|easier|slowly|step by step)\b/,
  /\bshow me how\b/,
  /\bcheck my (work|answer|working)\b/,
  /\bhow do i (start|begin|do (it|this|that)|work (it|this) out|solve (it|this))\b/,
  /\bwhat (do|should) i do\b/,
  /\bwhat does (that|this|it) mean\b/,
  /\bmakes? no sense\b/,
];

const UNSURE_OPENING =
  /^(?:(?:i\s+)?(?:really\s+|honestly\s+|just\s+)?(?:do\s*n[o']?t|dont|do not|dunno|don't)\s+know(?:\s+(?:this|that|it|the answer|what to say|how))?|i\s+dunno|dunno|idk|no\s+idea|not\s+sure|i'?m\s+not\s+sure|im\s+not\s+sure|i\s+am\s+not\s+sure|no\s+clue|i\s+have\s+no\s+(?:idea|clue)|i\s+forgot|i\s+(?:can'?t|cannot|don'?t)\s+remember|(?:h+m+|u+m+|u+h+|e+r+m*)|pass|nope|no|\?+|not a clue|beats me|unsure|i'?m unsure|no sure)\b\W*/;
const HEDGE_WORDS =
  /\b(but|maybe|perhaps|i think|i guess|probably|is it|could it be|possibly|so|sorry|though|about|this|that|one|yet|really|either|tbh|honestly|lol)\b/g;

const YES_OR_NO = /^(yes|yeah|yep|yup|no|nope|nah|true|false)\b/;
const YES_NO_QUESTION =
  /^(is|are|does|do|did|can|could|was|were|will|would|has|have|had|should|must)\b|\b(true or false|yes or no)\b/;

const SOCIAL_WHOLE = new RegExp(
  `^(${[
    "hi+|hello+|hey+|hiya|yo|howdy|good (morning|afternoon|evening)|hi there|hey there|hello there",
    "thanks?( you)?( so much| a lot)?|thank u|thx|ty|cheers|tysm|ok thanks|okay thanks",
    "ok+|okay|okey|k+|kk|cool|nice|great|awesome|got it|i see|alright|all right|sure|fine|sounds good|yay|wow|oh+|ah+|oh ok|oh okay|right|makes sense|that makes sense|interesting|good|perfect|amazing|neat|i got it",
    "lo+l+|lmao|lmfao|rofl|ha(ha)+h?|he(he)+|xd|haha+",
    "bye+|goodbye|see (you|ya)( later)?|gtg|got to go|gotta go|later|good night|goodnight",
    "next|what'?s next|whats next|let'?s go|lets go|go on|continue|carry on|ready|i'?m ready|im ready|keep going|let'?s do (it|this)|lets do (it|this)|let'?s continue|yes let'?s go|sure let'?s go",
    "how are you( doing)?|how r u|what'?s up|whats up|sup|wassup",
    "yes|yeah|yep|yup|ya|yea",
  ].join("|")})( (please|thanks|thank you|tutor|then|now|again|!))*$`,
);
const SOCIAL_LEAD =
  /^(?:ok(?:ay)?|alright|all right|cool|hi|hello|hey|thanks|thank you|right|so|um+|uh+|hm+|well|oh)\b[\s,.!:;-]+(?=\S)/;

const TENTATIVE_OPENING =
  /^(is it|is that|is the answer|is this|could it be|would it be|might it be|maybe|perhaps|so it'?s|so its|so is it|so the answer|it'?s|its|it is|the answer is|i think|i guess|i'd say|probably|they are|they're|it was|because)\b/;

const WH_OPENING = /^(what|what'?s|whats|why|how|when|where|who|which|whose)\b/;

const QUESTION_OPENING =
  /^(what|what'?s|whats|why|how|when|where|who|which|whose|can you explain|could you explain|explain|define|tell me about|what does|does|do|did|is|are|can|could|would|will|should|was|were|has|have)\b/;

/** Questions about the tutor as a person. */
const ABOUT_THE_TUTOR =
  /\b(your|you'?re|are you|do you|have you|r u|are u)\b.{0,30}\b(favou?rite|name|age|old|real|human|robot|ai|bot|alive|like|live|girlfriend|boyfriend|married|pets?|hobby|hobbies|family|friends?|birthday|feel|think of me|sleep|eat|dream)\b/;

/** Everyday things a lesson is rarely about; a message about them that shares no word with the lesson is off topic. */
const OFF_TOPIC_THINGS =
  /\b(game|games|match|score|won|win|team|movie|movies|film|song|songs|music|singer|band|tiktok|youtube|youtuber|netflix|instagram|snapchat|fortnite|minecraft|roblox|football|soccer|basketball|baseball|nba|nfl|anime|weather|joke|jokes|pizza|lunch|dinner|breakfast|weekend|birthday|holiday|vacation|crush|dating|phone|celebrity|pokemon|mario|playstation|xbox|nintendo)\b/;

/** Everyday life: a statement about it that shares no word with the lesson is chatter, not an answer. */
const EVERYDAY_LIFE =
  /\b(my (mom|mum|dad|sister|brother|family|friend|friends|teacher|dog|cat|parents|grandma|grandpa)|today|last night|this morning|yesterday|laughing|fire drill|suspended|vaping)\b/;

/** Chat-like words that, in a long message sharing nothing with the lesson, mark it as chatter. */
const CHATTY = /\b(honestly|lol|lmao|i'd|bro|dude|omg|tbh)\b/;

const STOP_WORDS = new Set(
  "the a an and or of to in on for with that this these those is are be was were been by as it its from at which what how why when where who into their there they them can has have had not but than then also such each other more most do does did you your yours i me my we our us he she his her him so if just very some any all about one two out up down".split(
    " ",
  ),
);

// ── Words ─────────────────────────────────────────────────────────────────────────────

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

function hasNumber(text: string): boolean {
  return /\d/.test(text);
}

function isContentWord(word: string): boolean {
  return word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word);
}

/** A crude stem, enough to match "cells" with "cell" and "diffuses" with "diffuse". */
function stem(word: string): string {
  return word.replace(/'s$/, "").replace(/(ies|es|s|ed|ing)$/, "");
}

/** Two messages that say the same thing, ignoring case, spacing and closing punctuation ("x = -6" is not "x = 6"). */
function sameMessage(a: string, b: string): boolean {
  const key = (text: string) =>
    normalise(text)
      .replace(/\s+/g, "")
      .replace(/[.!?,;:]+$/, "");
  const first = key(a);
  return first.length > 0 && first === key(b);
}

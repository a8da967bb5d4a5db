/** How the intent classifier (intent.ts) reads a message: the phrases each intent is known by, and the words a message is cut into. */

// ── Vocabulary ────────────────────────────────────────────────────────────────────────

/** Text aimed at the tutor's own instructions; the safety screen stops these first, this is the floor. */
export const OVERRIDE =
  /^(?:please\s+)?(?:(?:ignore|disregard|forget)\b.{0,60}?\b(?:instructions|rules|prompt|above|previous|everything)\b|you are now\b.{0,60}?(?:,|\band\b|$)|pretend (?:to be|you are)\b.{0,60}?(?:,|\band\b|$))[\s,.:;!-]*(?:and\s+|then\s+)?/;
export const ABOUT_THE_TUTOR_SETUP =
  /\b(system prompt|your (instructions|rules|prompt|programming)|developer mode|jailbreak)\b/;

export const RUDE = [
  /\b(shut up|stfu|screw (you|this|that|it)|go away)\b/,
  /\b(you'?re|you are|ur|u r|this is|that'?s|that is|this|it'?s|lesson is|tutor is)\s+(so |really |such |a |an |the )*(stupid|dumb|useless|trash|garbage|pointless|annoying|lame|worst|idiot|moron|boring|rubbish|crap)\b/,
  /\b(this|it|you|that|school|lesson|tutor)\s+(really )?sucks?\b/,
  /\b(this|that|the) (question|lesson|topic|subject|homework|stuff|class|worksheet) (is|was) (so |really |just )?(stupid|dumb|pointless|boring|useless|annoying|lame|rubbish)\b/,
  /\b(i hate (you|this|it|school|learning)|hate this)\b/,
  /\b(f+u+c+k+\w*|f\*+\w*|wtf|stfu|shit+\w*|bullshit|bitch\w*|dumbass|asshole|piss off|idiot|moron)\b/,
];

export const FEELING = [
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
export const AWAY = /\b(brb|be right back|i'?ll be back|back in \w+ minutes?|take a break|need a break|have a break)\b/;

export const ANSWER_REQUEST = [
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
export const OTHER_WORK = [
  /\b(help|do|write)\b.{0,15}\bmy (\w+ )?(homework|essay|project|assignment)\b/,
  /\bwhat time is it\b/,
  /\b(homework|essay|project|assignment)\b.{0,20}\binstead\b/,
  /\b(talk about|do|learn) something else\b/,
  /\btell me a joke\b/,
];

export const HINT_REQUEST = [
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

export const UNSURE_OPENING =
  /^(?:(?:i\s+)?(?:really\s+|honestly\s+|just\s+)?(?:do\s*n[o']?t|dont|do not|dunno|don't)\s+know(?:\s+(?:this|that|it|the answer|what to say|how))?|i\s+dunno|dunno|idk|no\s+idea|not\s+sure|i'?m\s+not\s+sure|im\s+not\s+sure|i\s+am\s+not\s+sure|no\s+clue|i\s+have\s+no\s+(?:idea|clue)|i\s+forgot|i\s+(?:can'?t|cannot|don'?t)\s+remember|(?:h+m+|u+m+|u+h+|e+r+m*)|pass|nope|no|\?+|not a clue|beats me|unsure|i'?m unsure|no sure)\b\W*/;
export const HEDGE_WORDS =
  /\b(but|maybe|perhaps|i think|i guess|probably|is it|could it be|possibly|so|sorry|though|about|this|that|one|yet|really|either|tbh|honestly|lol)\b/g;

export const YES_OR_NO = /^(yes|yeah|yep|yup|no|nope|nah|true|false)\b/;
export const YES_NO_QUESTION =
  /^(is|are|does|do|did|can|could|was|were|will|would|has|have|had|should|must)\b|\b(true or false|yes or no)\b/;

export const SOCIAL_WHOLE = new RegExp(
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
export const SOCIAL_LEAD =
  /^(?:ok(?:ay)?|alright|all right|cool|hi|hello|hey|thanks|thank you|right|so|um+|uh+|hm+|well|oh)\b[\s,.!:;-]+(?=\S)/;

export const TENTATIVE_OPENING =
  /^(is it|is that|is the answer|is this|could it be|would it be|might it be|maybe|perhaps|so it'?s|so its|so is it|so the answer|it'?s|its|it is|the answer is|i think|i guess|i'd say|probably|they are|they're|it was|because)\b/;

export const WH_OPENING = /^(what|what'?s|whats|why|how|when|where|who|which|whose)\b/;

export const QUESTION_OPENING =
  /^(what|what'?s|whats|why|how|when|where|who|which|whose|can you explain|could you explain|explain|define|tell me about|what does|does|do|did|is|are|can|could|would|will|should|was|were|has|have)\b/;

/** Questions about the tutor as a person. */
export const ABOUT_THE_TUTOR =
  /\b(your|you'?re|are you|do you|have you|r u|are u)\b.{0,30}\b(favou?rite|name|age|old|real|human|robot|ai|bot|alive|like|live|girlfriend|boyfriend|married|pets?|hobby|hobbies|family|friends?|birthday|feel|think of me|sleep|eat|dream)\b/;

/** Everyday things a lesson is rarely about; a message about them that shares no word with the lesson is off topic. */
export const OFF_TOPIC_THINGS =
  /\b(game|games|match|score|won|win|team|movie|movies|film|song|songs|music|singer|band|tiktok|youtube|youtuber|netflix|instagram|snapchat|fortnite|minecraft|roblox|football|soccer|basketball|baseball|nba|nfl|anime|weather|joke|jokes|pizza|lunch|dinner|breakfast|weekend|birthday|holiday|vacation|crush|dating|phone|celebrity|pokemon|mario|playstation|xbox|nintendo)\b/;

/** Everyday life: a statement about it that shares no word with the lesson is chatter, not an answer. */
export const EVERYDAY_LIFE =
  /\b(my (mom|mum|dad|sister|brother|family|friend|friends|teacher|dog|cat|parents|grandma|grandpa)|today|last night|this morning|yesterday|laughing|fire drill|suspended|vaping)\b/;

/** Chat-like words that, in a long message sharing nothing with the lesson, mark it as chatter. */
export const CHATTY = /\b(honestly|lol|lmao|i'd|bro|dude|omg|tbh)\b/;

const STOP_WORDS = new Set(
  "the a an and or of to in on for with that this these those is are be was were been by as it its from at which what how why when where who into their there they them can has have had not but than then also such each other more most do does did you your yours i me my we our us he she his her him so if just very some any all about one two out up down".split(
    " ",
  ),
);

// ── Words ─────────────────────────────────────────────────────────────────────────────

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

export function hasNumber(text: string): boolean {
  return /\d/.test(text);
}

export function isContentWord(word: string): boolean {
  return word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word);
}

/** A crude stem, enough to match "cells" with "cell" and "diffuses" with "diffuse". */
export function stem(word: string): string {
  return word.replace(/'s$/, "").replace(/(ies|es|s|ed|ing)$/, "");
}

/** Two messages that say the same thing, ignoring case, spacing and closing punctuation ("x = -6" is not "x = 6"). */
export function sameMessage(a: string, b: string): boolean {
  const key = (text: string) =>
    normalise(text)
      .replace(/\s+/g, "")
      .replace(/[.!?,;:]+$/, "");
  const first = key(a);
  return first.length > 0 && first === key(b);
}

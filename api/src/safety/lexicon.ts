import type { SafetyCategory } from "./types";

/**
 * The offline screen's lexicon: the words and phrases it looks for, category by category, and
 * what makes them ordinary. A safeguarding lead can read and extend it without reading the engine.
 *
 * How to read a rule. Messages are rewritten before rules see them (normalise.ts): lowercase,
 * "im gonna" → "i am going to", "dont" → "do not", "kms" → "kill myself", possessives without the
 * apostrophe ("my dads gun"). So write rules in that plain form, with single spaces.
 * - `(a|b)` means a or b; `?` after something makes it optional; `${LIST}` is any word of a list.
 * - `${upTo(3)}` lets up to three other words stand there ("i really really want to die").
 * - Every pattern is matched as whole words, inside one sentence.
 * - `negated`: what "not"/"never" just before or inside the match does: `drops` the finding, or
 *   `lowers` its score but keeps it (for suicide and self-harm, see below).
 * - `ordinaryIn`: topics that make a match ordinary when the message is about them (a book,
 *   history, science, a lesson, a game). Rules about the student themselves ("i want to die")
 *   have none: reading Macbeth does not make "i want to kill myself" ordinary.
 * - `unless`: words in the same sentence that make a match ordinary ("on the stove" for a burn).
 *
 * Scores say how sure a rule is (0–1): 0.9+ for plain statements, lower for readings that are
 * often meant otherwise but are kept because a child may be in danger.
 */

export interface LexiconRule {
  /** `<category>.<what it finds>`, named in the finding's reason. */
  id: string;
  category: SafetyCategory;
  score: number;
  /** What the rule found, for the alert's reader; never quotes the message. */
  reason: string;
  patterns: RegExp[];
  negated?: "drops" | "lowers";
  ordinaryIn?: TopicName[];
  unless?: RegExp;
}

/** Builds a whole-word pattern; a list becomes "any of these words". Shared by the Spanish layer. */
export function re(strings: TemplateStringsArray, ...parts: (readonly string[] | string)[]): RegExp {
  let source = strings.raw[0]!;
  parts.forEach((part, index) => {
    source += (typeof part === "string" ? part : `(?:${part.join("|")})`) + strings.raw[index + 1]!;
  });
  return new RegExp(`(?<![a-z0-9'])${source}(?![a-z0-9])`, "gm");
}

/** Up to `count` other words. */
export function upTo(count: number): string {
  return `(?:\\S+ ){0,${count}}`;
}

// ── Words used by several categories ──────────────────────────────────────────────────────────

/** Words of negation; "never" and "not" before or inside a match. */
export const NEGATION = /\b(not|never|no)\b/;

const PEOPLE_IN_A_CHILDS_LIFE = [
  "friend",
  "best friend",
  "bestie",
  "bff",
  "sister",
  "brother",
  "cousin",
  "classmate",
  "girlfriend",
  "boyfriend",
  "mom",
  "mum",
  "dad",
  "mother",
  "father",
  "teammate",
  "roommate",
];

/** Adults and family members who may hurt a child; "step ?dad" covers "stepdad" and "step dad". */
const ADULTS_AND_FAMILY = [
  "dad",
  "father",
  "mom",
  "mum",
  "mother",
  "step ?dad",
  "step ?mom",
  "step ?mum",
  "step ?father",
  "step ?mother",
  "step ?brother",
  "step ?sister",
  "parents?",
  "uncle",
  "aunt",
  "auntie",
  "grandpa",
  "grandma",
  "grandfather",
  "grandmother",
  "brother",
  "sister",
  "cousin",
  "moms boyfriend",
  "dads girlfriend",
  "boyfriend",
  "babysitter",
  "nanny",
  "coach",
  "teacher",
  "tutor",
  "neighbou?r",
  "pastor",
  "priest",
  "foster (?:mom|dad|parents?)",
  "guardian",
  "caregiver",
];

const HURTS = [
  "hits",
  "hit",
  "beats",
  "beat",
  "punches",
  "punched",
  "kicks",
  "kicked",
  "slaps",
  "slapped",
  "smacks",
  "smacked",
  "chokes",
  "choked",
  "strangles",
  "strangled",
  "burns",
  "burned",
  "whips",
  "whipped",
  "shoves",
  "shoved",
  "throws (?:things|stuff|\\S+) at",
  "threw (?:things|stuff|\\S+) at",
  "hurts",
  "hurt",
  "touches",
  "touched",
  "rapes",
  "raped",
  "molests",
  "molested",
  "abuses",
  "abused",
  "starves",
  "locks",
  "locked",
];

const WEAPONS = [
  "guns?",
  "rifles?",
  "pistols?",
  "shotguns?",
  "handguns?",
  "ar ?15",
  "ak ?47",
  "glock",
  "knife",
  "knives",
  "machete",
  "bombs?",
  "pipe bombs?",
  "explosives?",
  "weapons?",
  "blade",
];

const VIOLENT_VERBS = [
  "stab",
  "shoot",
  "kill",
  "murder",
  "hurt",
  "beat up",
  "beat",
  "punch",
  "strangle",
  "choke",
  "poison",
  "jump",
  "attack",
  "slap",
  "kick",
  "stomp",
  "bash",
  "smash",
  "blow up",
  "bomb",
  "beat the (?:crap|shit|hell|living daylights) out of",
];

/** Who a threat can be aimed at: a pronoun, a group, someone in the student's life, or a named person. */
const PERSON = [
  "him",
  "her",
  "them",
  "you",
  "everyone",
  "everybody",
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "people",
  "all of them",
  "all of you",
  "the whole class",
  "my (?:\\S+ )?(?:teachers?|brother|sister|stepdad|step dad|stepmom|step mom|dad|mom|mum|father|mother|parents|classmates?|friends?|coach|cousin|principal|family|ex|boss)",
  "(?:that|this|the|those|these) (?:kids?|guy|girl|boy|dude|bully|bullies|teacher|man|woman|lady|people|students?)",
  "(?:mr|mrs|ms|miss|coach|dr) [a-z]+",
];

/**
 * Single words a violent verb may hit that are not people ("kill this test", "destroy the game");
 * any other single word after a violent verb is read as a person's name ("punch tyler").
 */
const NOT_A_PERSON = [
  "it",
  "this",
  "that",
  "time",
  "myself",
  "yourself",
  "the",
  "a",
  "an",
  "some",
  "my",
  "for",
  "up",
  "down",
  "out",
  "off",
  "in",
  "on",
  "at",
  "with",
  "hoops",
  "baskets",
  "goals",
];

const NAME = `(?!(?:${NOT_A_PERSON.join("|")})\\b)[a-z]+`;

const DRUGS = [
  "weed",
  "marijuana",
  "cannabis",
  "thc",
  "carts?",
  "dabs?",
  "dab pens?",
  "edibles?",
  "blunts?",
  "joints?",
  "bongs?",
  "vapes?",
  "juul",
  "nicotine",
  "cocaine",
  "coke",
  "crack",
  "meth",
  "heroin",
  "fent",
  "fentanyl",
  "xanax",
  "xans?",
  "bars",
  "percs?",
  "percocets?",
  "oxy",
  "oxys",
  "oxycodone",
  "lean",
  "molly",
  "mdma",
  "ecstasy",
  "lsd",
  "acid",
  "shrooms",
  "ketamine",
  "adderall",
  "alcohol",
  "beer",
  "vodka",
  "liquor",
  "booze",
  "drugs",
  "pills",
  "vaping",
  "smoking",
  "drinking",
];

const SECOND_PERSON = ["you are", "you", "your", "youre"];

/** Where children meet strangers online. */
const ONLINE = [
  "online",
  "on the internet",
  "on (?:discord|snap|snapchat|insta|instagram|tiktok|roblox|fortnite|minecraft|xbox|ps4|ps5|twitch|whatsapp|kik|omegle|reddit|telegram|the app|a game|an app)",
  "in (?:a|the) game",
  "(?:in )?game chat",
  "from (?:discord|snap|snapchat|insta|instagram|tiktok|roblox|fortnite|minecraft|xbox|twitch|whatsapp|kik|omegle|reddit|telegram|online|the internet|a game|an app)",
];

/** Insults for a person; "piece of trash" and friends end with any of the last words. */
const INSULTS = [
  "idiot",
  "idiots",
  "stupid",
  "dumb",
  "dumbass",
  "moron",
  "loser",
  "trash",
  "garbage",
  "useless",
  "worthless",
  "pathetic",
  "retard",
  "retarded",
  "jerk",
  "clown",
  "bozo",
  "freak",
  "creep",
  "ugly",
  "fat",
  "pig",
  "bitch",
  "b1tch",
  "bastard",
  "asshole",
  "dick",
  "prick",
  "twat",
  "scum",
  "brainless",
  "joke",
  "dumbest",
  "stupidest",
  "worst",
  "most useless",
  "most annoying",
  "waste of space",
  "piece of (?:crap|shit|trash|garbage|junk|sh\\*t)",
  "pile of (?:crap|shit|trash|garbage|junk)",
];

/** Insults that are only ever said of a person, so a third person is enough to read them as bullying. */
const INSULTS_FOR_A_PERSON = [
  "loser",
  "slut",
  "whore",
  "hoe",
  "skank",
  "retard",
  "freak",
  "weirdo",
  "creep",
  "fatso",
  "fatty",
  "bitch",
  "idiot",
  "moron",
  "dumbass",
  "loner",
  "ugly",
  "fat",
  "gross",
  "disgusting",
  "fat loser",
  "fat pig",
  "fat cow",
];

const INSULT_FILLERS =
  "(?:a |an |so |such a |such an |the |really |absolute |total |complete |literally |honestly |seriously |just |fucking |freaking |f\\S* |dumb |stupid |fat |useless |little )*";

// ── Idioms: removed before any rule reads the sentence ────────────────────────────────────────

/**
 * Everyday figures of speech that borrow the words of danger. Each is cut out of the sentence
 * before the rules run, so "this test is killing me, i want to kill myself" still finds the second part.
 */
export const IDIOMS: RegExp[] = [
  re`(is|are|was|were|its|it is|this is|that is) (literally )?(killing|going to kill|about to kill) me`,
  re`(killing|kills|killed) me`,
  re`(mom|mum|dad|mother|father|parents|teacher|coach|sister|brother|grandma|grandpa|family|he|she|they) ${upTo(4)}(kill|murder|end) me(?! if i (ever )?(tell|told|say|said))`,
  re`(dying|dead|died|die|dies) (of|from) (boredom|laughter|laughing|embarrassment|cringe|hunger|thirst|heat|cuteness|curiosity)`,
  re`(almost |nearly |literally )?(died|dying|die|dead) (laughing|of laughter|inside lol)`,
  re`(bored|bores me|scared|scares me|worried|tired|sick) to death`,
  re`dead tired`,
  re`i am (literally |so |actually )?(dead|deadd|ded)(?! inside)`,
  re`(to|would|could) die for`,
  re`(am|is|are) going to die (if|when) (i|we) ${upTo(2)}(see|have to|do|get|hear|read|write|look at|finish)`,
  re`(would|could|will) kill (for|to (have|get|see|be|go|eat|meet))`,
  re`(killed|killing|kill|killin) it`,
  re`kill (some |the )?time`,
  re`kill two birds`,
  re`(a|this|that|the) ${upTo(1)}killer`,
  re`killer (question|problem|workout|app|song|game|idea)`,
  re`(shoot|shooting|shot) for`,
  re`shoot (you|me|him|her|them) (a |an |my |the )?(text|message|email|answer|dm|msg|question|line|note)`,
  re`shoot (some )?(hoops|baskets|a video|the ball|a film|photos|pictures)`,
  re`shot in the dark`,
  re`(bombed|bomb|bombing) (the|my|that|this|a) (test|quiz|exam|interview|presentation|audition)`,
  re`i (totally |completely )?bombed( it)?`,
  re`(murder|murdered|destroy|destroyed|crush|crushed|slay|slayed|kill|beat) (this|that|the|my|your) (test|quiz|exam|essay|presentation|game|homework|assignment|project|level|boss|record|score)`,
  re`(phone|laptop|battery|computer|tablet|chromebook|ipad|charger|wifi|plant|fish|goldfish|character) ${upTo(3)}(die|died|dead|dying)`,
  re`(starving|starved)(?! myself)`,
  re`shoot myself in the foot`,
  re`(hit|hits|hitting) the (gym|books|road|sack|jackpot|ball|button|hay|wall)`,
  re`(that|this|it) is sick`,
  re`i could cry`,
];

// ── Topics that make a non-first-person match ordinary ────────────────────────────────────────

export type TopicName = "literature" | "history" | "science" | "lesson" | "games";

export const TOPICS: Record<TopicName, RegExp> = {
  literature: re`(book|novel|story|stories|poem|poet|play|chapter|act \d+|scene|character|characters|author|narrator|protagonist|shakespeare|macbeth|hamlet|romeo|juliet|ophelia|othello|lear|antigone|cleopatra|of mice and men|the outsiders|gatsby|plath|woolf|hemingway|myth|mythology|greek tragedy|tragedy|movie|film|show|series|episode)`,
  history: re`(war|ww1|ww2|wwi|wwii|world war|battle|century|ancient|empire|emperor|king|queen|pharaoh|soldiers|army|armies|revolution|holocaust|genocide|plague|black death|civil war|nazis?|hitler|history|historical|romans?|greeks?|aztecs?|mayans?|vikings?|colonists?|slavery|prohibition|opium wars|titanic|hiroshima|\d{3,4} (bc|ad)|in \d{4}|\d{4}s)`,
  science: re`(cells?|bacteria|virus|viruses|chemo|chemotherapy|cancer|immune|apoptosis|neurons?|organisms?|species|predators?|prey|enzymes?|antibiotics?|venom|dna|genes?|genetics|proteins?|molecules?|atoms?|reaction|chemical|chemistry|biology|physics|lab|experiment|photosynthesis|ecosystem|evolution|liver|lungs|brain|body|reproduction|chromosomes?|gametes?|sperm|egg|fertiliz\S*|puberty|hormones?|mammals|plants?|flowers?|dinosaurs)`,
  lesson: re`(health class|in health|for health|sex ed|sex education|for class|for school|for my class|essay|report|project|presentation|research|we are learning|we learned|we are doing|we did|our teacher|textbook|worksheet|homework question|definition|define|what does .* mean)`,
  games: re`(fortnite|minecraft|roblox|game|games|gaming|video game|cod|call of duty|valorant|gta|among us|apex|overwatch|level|boss|npc|zombies?|pvp|server|lobby|squad|nerf|paintball|laser tag|dodgeball|chess|checkers|race|soccer|football|basketball|tennis|volleyball|hockey|tournament)`,
};

// ── Student messages: critical ────────────────────────────────────────────────────────────────

/**
 * Suicide and self-harm said with a negation ("i would never kill myself", "i am not going to
 * hurt myself, do not worry") are kept, at a lower score: a child who raises it unprompted is
 * worth a check-in, and a false alarm costs an adult's look where a miss may cost a life.
 */
const SUICIDE: LexiconRule[] = [
  {
    id: "suicide.kill-myself",
    category: "suicide",
    score: 0.95,
    reason: "Speaks of killing themselves.",
    patterns: [
      re`(kill|killing|kills|killed|hang|hanging|hanged|shoot|shooting|drown|drowning|off|offing|suffocate) myself`,
      re`(end|ending|ended|take|taking|took) my (own )?life`,
      re`(commit|committing|attempt|attempted) suicide`,
      re`i ${upTo(4)}(suicide|suicidal)`,
      re`(feel|feeling|am|been|get) ${upTo(1)}suicidal`,
    ],
    negated: "lowers",
    unless: re`(essay|report|project|presentation|research|health class|for class|book|novel|poem|character)`,
  },
  {
    id: "suicide.wish-to-die",
    category: "suicide",
    score: 0.9,
    reason: "Says they want to die or not to be alive.",
    patterns: [
      re`i ${upTo(3)}(want|wanna|wish|wishing|hope|ready|going|deserve|need) to (die|be dead|not exist|stop existing|not be here)`,
      re`i (just )?(wish|hope) i (was|were|would be|could be) (dead|never born|gone)`,
      re`i (wish|hope) i (had )?(never|not) (been born|existed|wake up)`,
      re`(do not|no longer) want to (live|be alive|exist|be here|be around|go on)( anymore| any more)?`,
      re`(no|any|a) reason to (keep )?(living|live|go on|be alive|stay alive)`,
      re`(what is|whats) the point (of|in) (living|life|being alive|going on|me being here|staying alive)`,
      re`i am (done|finished) with (life|living|being alive)`,
      re`(better off|happier|easier|better|fine) ${upTo(2)}(dead|without me|if i ${upTo(1)}(was|were|am|was not|were not|wasnt|died|disappeared|left)( dead| gone| here| around| alive| born)?)`,
      re`(tired|sick|exhausted) of (living|being alive|life|existing|being here|waking up)`,
      re`(want|wants|wanna|going|need|ready|plan|planning) to ${upTo(1)}end it( all)?`,
      re`i ${upTo(4)}(will not|not|never|no longer) be (here|around|alive) (next|tomorrow|much longer|for long|by|anymore|any more)`,
      re`i (do not|dont) think i will (be here|be around|be alive|make it) (next|tomorrow|much longer|for long|by|anymore|any more|through)`,
      re`i ${upTo(3)}(stand|standing|stood|sit|sitting|sat) (on|at) the (edge of the )?(bridge|roof|edge|ledge|tracks|cliff)`,
    ],
    negated: "lowers",
  },
  {
    id: "suicide.thoughts-of-death",
    category: "suicide",
    score: 0.8,
    reason: "Speaks of thinking about dying or a way to die.",
    patterns: [
      re`i ${upTo(3)}(think|thinking|thought|dream|dreaming|fantasize|fantasizing) about (dying|death|being dead|not being alive|not existing|not waking up|my funeral|jumping|hanging myself|overdosing|drowning myself|taking (all )?(my |the )?pills|crashing)`,
    ],
    negated: "lowers",
    unless: re`(poem|poet|book|novel|story|character|author|essay|in history|in the war)`,
  },
  {
    id: "suicide.nobody-would-notice",
    category: "suicide",
    score: 0.85,
    reason: "Says nobody would notice or care if they were gone.",
    patterns: [
      re`(nobody|no one|not one person) ${upTo(3)}(notice|care|miss me|miss) ${upTo(2)}if i (was|were|am|died|disappeared|left|killed|vanished|was not|were not)`,
      re`(nobody|no one) (would|will|is going to) (even )?(notice|care|miss me) (when|after) i (die|am gone|disappear)`,
      re`i ${upTo(4)}(disappear|disappeared|disappearing|vanish|vanished|vanishing) (forever|for good|and never (come|coming) back)`,
      re`(nobody|no one|not one person) ${upTo(2)}(would|will|is going to) ${upTo(1)}(miss me|notice i am gone|notice i was gone)`,
      re`(would|will|does|do|did) (anyone|anybody|nobody|no one|people|my \S+) ${upTo(2)}(care|notice|miss me) ${upTo(2)}if i (died|was gone|were gone|disappeared|killed myself|was dead|were dead|was not here|left)`,
    ],
  },
  {
    id: "suicide.never-wake-up",
    category: "suicide",
    score: 0.9,
    reason: "Wishes not to wake up.",
    patterns: [
      re`(to|and|i|i do|i would|i will|i could|i) (never|not) wake up( again| tomorrow)?`,
      re`(go to )?sleep (forever|and never wake)`,
    ],
    ordinaryIn: ["literature", "science"],
  },
  {
    id: "suicide.method",
    category: "suicide",
    score: 0.9,
    reason: "Asks about a way or a dose to die.",
    patterns: [
      re`(painless|easiest|quickest|fastest|best|surest|quietest) (way|ways|method) to (die|kill (myself|yourself)|end (it|my life|your life)|commit suicide)`,
      re`how (many|much) ${upTo(4)}(pills|tylenol|advil|ibuprofen|paracetamol|aspirin|tablets|meds|medicine|insulin|sleeping pills) ${upTo(4)}(to|would|will|does it take to|it take to) ${upTo(2)}(die|overdose|od|kill me|kill myself|kill you|kill a person|not wake up|be fatal|be lethal)`,
      re`how (much|many) ${upTo(3)}(would|will|does it take to|it takes to) (kill me|kill myself|overdose|od)`,
      re`(lethal|fatal|deadly) dose of (tylenol|advil|ibuprofen|paracetamol|aspirin|my \S+|pills|sleeping pills|insulin|medicine)`,
      re`how (do i|to|can i|do you|should i|would i) (kill|hang|drown|poison|shoot|suffocate) (myself|yourself)`,
      re`how (do i|to|can i|do you|much to|many to) (overdose|od)`,
      re`(looked up|searched|googled|researched|researching|reading about|read about) ${upTo(2)}(how to (die|overdose|od|kill)|suicide|ways to die|overdos\S*)`,
      re`(saved|saving|stockpiled|stockpiling|collecting|hoarding|hiding) ${upTo(2)}(pills|meds|medicine|tablets)`,
      re`(pills|meds|medicine|tablets) (saved|stashed|hidden|stockpiled|hoarded)( up)?`,
      re`i ${upTo(5)}(jump|jumping|jumped) (off|from|in front of) (a|the|my) ${upTo(2)}(bridge|roof|building|cliff|balcony|train|car|window|tower)`,
      re`i ${upTo(3)}(take|taking|swallow|swallowing|overdose on|od on|took) (all|a bunch of|a lot of|the whole bottle of|a whole bottle of|a bottle of|every|all of|all the) ${upTo(2)}(pills|meds|medicine|tablets)`,
    ],
  },
  {
    id: "suicide.goodbye",
    category: "suicide",
    score: 0.9,
    reason: "Speaks of a goodbye letter, a last message or giving things away.",
    patterns: [
      re`(goodbye|good bye|suicide|farewell) (letters?|notes?|messages?|videos?|texts?)`,
      re`(wrote|writing|write|left|leaving) ${upTo(3)}(notes|letters|messages) ${upTo(3)}(saying )?goodbye`,
      re`(this is|this will be|here is) my last (message|day|night|time|post)`,
      re`goodbye (everyone|everybody|forever|world|cruel world)`,
      re`goodbye ${upTo(6)}(will not|will never|am not going to|never going to) (see|talk to|be with)`,
      re`(will not|do not|would not|am not going to) need (it|them|my stuff|anything) (anymore|any more|where i am going)`,
    ],
    ordinaryIn: ["literature", "history"],
  },
  {
    id: "suicide.end-it",
    category: "suicide",
    score: 0.85,
    reason: "Speaks of ending it all or wanting everything to stop for good.",
    patterns: [
      re`(end|ending|finish) it (all|tonight|today|soon|now|for good|forever)`,
      re`(end|ending) everything`,
      re`(feel|feeling) like ending it`,
      re`(a|my) plan to (end|die|kill)`,
      re`(want|wish|need) ${upTo(2)}(everything|it all|it|life|the pain) to (stop|end) (forever|for good|permanently)`,
    ],
    negated: "lowers",
    ordinaryIn: ["literature", "history", "games"],
  },
  {
    id: "suicide.kill-me-now",
    category: "suicide",
    score: 0.6,
    reason: "Asks to be killed; often said in jest, worth a check-in.",
    patterns: [
      re`^(ugh |omg |please |someone |somebody |can someone |just |honestly )*(just )?(kill me|end me)( now| already| please)?$`,
    ],
  },
  {
    id: "suicide.someone-else",
    category: "suicide",
    score: 0.9,
    reason: "Says someone they know wants to end their life.",
    patterns: [
      re`my ${upTo(2)}${PEOPLE_IN_A_CHILDS_LIFE} ${upTo(7)}(kill|killing|end|ending|take|taking) (herself|himself|themselves|themself|her life|his life|their life|her own life|his own life)`,
      re`(she|he|they) (said|says|told me|keeps saying|keep saying|texted|texted me|posted|wrote) ${upTo(3)}(kill|end|take) (herself|himself|themselves|her life|his life|their life)`,
      re`my ${upTo(2)}${PEOPLE_IN_A_CHILDS_LIFE} ${upTo(3)}(is|has been|was) (suicidal|talking about suicide)`,
      re`my ${upTo(2)}${PEOPLE_IN_A_CHILDS_LIFE} ${upTo(4)}(wants|want|is going|is planning|plans|is ready|tried) to (die|kill (herself|himself|themselves)|end it|overdose|od|hang (herself|himself|themselves)|jump)`,
      re`(says|said|told me|keeps saying|texted me) (that )?(she|he|they) (wants|want|is going|are going|is planning|tried) to (die|kill (herself|himself|themselves)|end it|overdose|od|hang (herself|himself|themselves))`,
    ],
    ordinaryIn: ["literature", "history"],
  },
];

const SELF_HARM: LexiconRule[] = [
  {
    id: "self_harm.injury",
    category: "self_harm",
    score: 0.9,
    reason: "Speaks of hurting their own body.",
    patterns: [
      re`i ${upTo(4)}(cut|cutting|cuts|burn|burned|burnt|burning|scratch|scratched|scratching|carve|carved|carving|hit|hitting|punch|punching|bite|biting|bit|bang|banging|pinch|pinching|stab|stabbing|slice|slicing) (myself|my (own )?(arms?|wrists?|legs?|thighs?|skin|stomach|belly|body|hips?|face|head|hands?|ankles?|shoulders?))`,
      re`i ${upTo(3)}(cut|cutting|carve|carved|carving|burn|burned|scratch|scratched|write|wrote|etch|etched) ${upTo(3)}(into|in|on) my (own )?(arms?|wrists?|legs?|thighs?|skin|stomach|body|hips?)`,
      re`(hurt|hurting|harm|harming|cut|cutting|punish|punishing|burn|burning|scratch|scratching|starve|starving|starved) myself`,
      re`i ${upTo(2)}(self harm|self-harm|selfharm|self injure)`,
      re`i (have been|been|started|start|keep|am|was|like|need|want|relapsed and) ${upTo(1)}(cutting|self harming)( again| for| since| every| when|$)`,
      re`i ${upTo(3)}(need|want|have|going|urge|urges) to (cut|hurt myself|burn myself)( tonight| again| so bad| right now|$)`,
      re`(cuts|scars|burns|marks|scabs) on my (arms?|wrists?|legs?|thighs?|stomach|hips?|skin)`,
      re`(hit|hitting|punch|punching|slap|slapping|choke|choking) myself`,
      re`i ${upTo(2)}cut (deeper|deep|too deep|again|more|last night|this time|every)`,
      re`i ${upTo(2)}(keep|have|hide|carry|bought|got) (a |my |some )?(blades?|razors?|razor blades?)( in| for| under| hidden|$)`,
      re`(want|wanting|urge|urges|need) to (hurt|cut|harm|burn) yourself`,
      re`i ${upTo(3)}(cut|relapsed)( again)`,
      re`i ${upTo(6)}(until|till) ${upTo(2)}(bleed|bleeds|bled|bleeding|raw|bruised|bruises|numb|scars?)`,
      re`(razor|blade|lighter|knife|scissors|compass|pencil sharpener|needle) (on|to|against|into) (my|myself)`,
      re`my (arms?|wrists?|legs?|thighs?|skin) with a (lighter|razor|blade|knife|scissors|compass|match)`,
      re`i deserve (the )?(pain|to (hurt|suffer|feel pain|bleed))`,
    ],
    negated: "lowers",
    unless: re`(by accident|accidentally|accident|stove|oven|cooking|baking|making (dinner|food|breakfast|lunch)|iron|pan|kettle|playing|practice|fell|tripped|paper cut|shaving|slipped|on the door|on the table|on the corner|at practice|at the game|my cat|the cat|my dog|thorns|bike|skateboard)`,
  },
  {
    id: "self_harm.hiding",
    category: "self_harm",
    score: 0.85,
    reason: "Asks how to hide cuts, scars or self-harm.",
    patterns: [re`hide ${upTo(2)}(cuts|scars|self harm|self-harm|marks|burns)`],
  },
  {
    id: "self_harm.eating",
    category: "self_harm",
    score: 0.85,
    reason: "Speaks of starving themselves or making themselves sick.",
    patterns: [
      re`(make|making|made) myself (throw up|puke|vomit|sick)`,
      re`(throw up|puke|purge|vomit) (after|when) (i eat|eating|meals|dinner|lunch|i have eaten)`,
      re`i ${upTo(3)}(have not|did not|do not|will not) (eaten|eat|had food) (in|for) ${upTo(1)}(days|day|week|weeks)`,
      re`i am not eating (anymore|any more|so i|because|to lose|until)`,
      re`i (stopped|quit) eating`,
      re`(do not|never) deserve (food|to eat)`,
      re`(skip|skipping|skipped) meals`,
      re`(lose|lost|losing) ${upTo(2)}(pounds|weight|kilos|lbs) ${upTo(3)}(not eating|skipping|starving|throwing up|purging)`,
      re`i ${upTo(3)}(have not|did not|will not|am not going to) (eaten|eat|had) ${upTo(2)}(since|in|for) (days|a week|\S+day|yesterday|\d+ days|two days|three days)`,
      re`(not eating|have not eaten|did not eat|starving|throwing up) ${upTo(4)}on purpose`,
    ],
    negated: "lowers",
  },
  {
    id: "self_harm.someone-else",
    category: "self_harm",
    score: 0.85,
    reason: "Says someone they know is hurting themselves.",
    patterns: [
      re`my ${upTo(2)}${PEOPLE_IN_A_CHILDS_LIFE} ${upTo(3)}(cuts|is cutting|has been cutting|hurts|is hurting|burns|starves|is starving|has been hurting) (herself|himself|themselves)`,
      re`(she|he|they) (cuts|has been cutting|is cutting|hurts|burns) (herself|himself|themselves)`,
    ],
    ordinaryIn: ["literature", "history"],
  },
];

const ABUSE: LexiconRule[] = [
  {
    id: "abuse.hurt-by-adult-or-family",
    category: "abuse",
    score: 0.9,
    reason: "Says an adult or a family member hurts them or someone at home.",
    patterns: [
      re`my ${upTo(2)}${ADULTS_AND_FAMILY} ${upTo(8)}${HURTS} (me|my (mom|mum|dad|mother|father|sister|brother|little \S+))`,
      re`(bruises?|marks|a black eye|scars?) ${upTo(4)}from my ${upTo(1)}${ADULTS_AND_FAMILY}`,
      re`(gave|gives|left) me (bruises|a black eye|marks|scars)`,
    ],
    unless: re`(by accident|accidentally|playing|lol we were|pillow|in the game|wrestling)`,
  },
  {
    id: "abuse.sexual",
    category: "abuse",
    score: 0.95,
    reason: "Speaks of being touched or made to do sexual things.",
    patterns: [
      re`(raped|molested|sexually abused|sexually assaulted|assaulted|abused) me`,
      re`i (was|got|have been|been|am being) (raped|molested|abused|sexually abused|assaulted|sexually assaulted|groomed)`,
      re`(touched|touches|touching|grabbed|grabs) me ${upTo(3)}(without|in a|where|down there|private|weird|inappropriately|and i do not|and i did not|there)`,
      re`(someone|somebody|he|she|a man|a woman|an adult|a guy|my \S+) (touched|touches|keeps touching) me`,
      re`makes? me (do|doing) (things|stuff|something) ${upTo(2)}(i do not|that i do not|i did not) (want|like)`,
      re`(makes|made|forces|forced|tells|told) me (to )?(take (off )?my clothes|take my clothes off|undress|get naked|touch (him|her|them|his|it))`,
      re`(forced|forces|force) me (to|into) ${upTo(2)}(do|doing) (stuff|things|something)`,
      re`when (we are|were) alone`,
      re`(touched|touches|touching) me (when|while) i (was|am) (sleeping|asleep|alone|in the shower|changing|in bed)`,
      re`(comes|came|walks|walked|barges|gets|got) (in|into) (the|my) (bathroom|room|bed|shower) (when|while) i (am|was) (showering|changing|sleeping|asleep|in the shower|naked|undressed|getting dressed)`,
      re`(watches|watched|watching|films|filmed|records|recorded|takes pictures of|took pictures of|photographs|stares at) me ${upTo(2)}(shower|showering|change|changing|undress|undressing|naked|in the bathroom|sleep|sleeping|in my underwear)`,
      re`my ${upTo(2)}${ADULTS_AND_FAMILY} ${upTo(4)}(sends|sending|sent|keeps sending|showed|shows) me (weird|creepy|inappropriate|gross|dirty|sexual|naked|private) (messages|texts|pictures|pics|photos|videos|stuff|things)`,
      re`my ${upTo(2)}${ADULTS_AND_FAMILY} ${upTo(8)}alone ${upTo(5)}(feels|felt|is|was) (wrong|weird|uncomfortable|creepy|bad|scary)`,
      re`(comes|came|sneaks|snuck|gets) (into|in) my (room|bed) (at night|when)`,
    ],
  },
  {
    id: "abuse.secret-or-threat",
    category: "abuse",
    score: 0.85,
    reason: "Says an adult made them keep a secret or threatened them for telling.",
    patterns: [
      re`(do worse|hurt me|kill me|hit me|beat me|get me|hurt my \S+|make me pay|send me away) if i (ever )?(tell|told|say|said)`,
      re`if i (ever )?(tell|told) ${upTo(3)}(he|she|they) (will|would|is going to|are going to)`,
      re`my ${upTo(2)}${ADULTS_AND_FAMILY} ${upTo(8)}(keep (\S+ ){0,3}(a )?secret|keep quiet|stay quiet|not to tell|not tell (anyone|anybody|my)|our (little )?secret)`,
      re`(he|she|they) (said|says|told me) (it is|its) our (little )?secret`,
      re`(nobody|no one) (would|will) (ever )?believe me`,
      re`(told|tells|asked|asks|makes) me to delete (the|them|our|his|her|it|those|these|all)`,
    ],
  },
  {
    id: "abuse.neglect",
    category: "abuse",
    score: 0.85,
    reason: "Speaks of being locked up, left alone or kept from food.",
    patterns: [
      re`(locks|locked|lock|keeps|kept) me (in|out|up)( of)?( my| the| a)? ?(room|house|closet|basement|garage|outside)?`,
      re`without (food|eating|water) for (days|a day|two days|\d+ days|a week)`,
      re`(no|without) food for (days|\d+ days|a week)`,
      re`(do not|does not|never|will not) (feed me|let me eat)`,
      re`(leave|leaves|left) me (home )?alone for (days|a week|\d+ days)`,
      re`(scared|afraid|terrified) (to go|of going|to be) home`,
      re`(not allowed to|can not|am not allowed to|do not get to) eat ${upTo(3)}(if|until|unless|when|because|for (days|a day))`,
      re`(says|said|tells me) i (do not|never) deserve (food|to eat|dinner|meals)`,
      re`(no|without) (food|dinner|meals|eating) (as|for) (a )?punishment`,
    ],
  },
  {
    id: "abuse.online-grooming",
    category: "abuse",
    score: 0.9,
    reason: "Speaks of someone asking them for pictures, to meet alone, or where they live.",
    patterns: [
      re`(wants|want|asked|asks|asking|keeps asking|told|tells) me (to )?(send|sending) ${upTo(2)}(pics|pictures|photos|nudes|selfies|videos|a picture|a photo|a pic|snaps)`,
      re`(asked|asks|asking|wants|keeps asking) (me )?for (pics|pictures|photos|nudes|selfies|a picture|a pic)`,
      re`(send|sent|sending) (him|her|them) (nudes|naked pics|pics of myself)`,
      re`meet (him|her|them|up) ${upTo(5)}(alone|in person|secretly|without (telling|my)|and not tell)`,
      re`${ONLINE} ${upTo(4)}(wants|asked|asks|keeps asking|invited|told) me to (come|meet|visit|go|sneak|hang out|be his|be her|keep)`,
      re`(man|guy|someone|somebody|stranger|adult|older \S+) ${upTo(5)}(wants|asked|offered|keeps asking|is going) to (pick me up|meet me|come get me|drive me|see me alone|visit me)`,
      re`(older|adult|grown|\d\d year old) (guy|man|men|dude|boy|person|woman|girl|lady) ${upTo(5)}(online|on \S+|in a game|in game chat|wants|asked|asks|keeps)`,
      re`(online|on discord|on snap|on snapchat|on roblox|on instagram|on tiktok|in a game|game chat|on xbox|on fortnite) ${upTo(6)}(how old i am|where i live|my address|what school i go to|my age)`,
      re`(asked|asks|asking|wants to know) (me )?(how old i am|where i live|my address) ${upTo(4)}(online|on \S+|in a game|game chat)`,
    ],
    unless: re`(project|homework|assignment|drawing|lab report|science fair|for class|for school|my work|the dog|the cat|my dog|my cat)`,
  },
];

const VIOLENCE_THREAT: LexiconRule[] = [
  {
    id: "violence_threat.intent",
    category: "violence_threat",
    score: 0.9,
    reason: "Says they intend to hurt or kill someone.",
    patterns: [
      re`i (am going to|will|would|am about to|want to|plan to|am planning to|am planning on|am gonna|might|am going to go|swear i will|could) ${upTo(5)}${VIOLENT_VERBS} (${PERSON.join("|")}|${NAME})`,
      re`i (am going to|will|am planning to|am planning on) (jump|beat|attack) ${upTo(1)}${PERSON}`,
      re`(shoot|shooting|shoot up|bomb|blow up|burn down|attack) (up )?(the|my|this|our) (school|class|classroom|cafeteria|gym|church|mall)`,
      re`i ${upTo(4)}(burn|set fire to|burn down) (his|her|their|the|my) ${upTo(1)}(house|school|car|home)( down)?`,
      re`i ${upTo(4)}(set|light) (his|her|their|the|my|our|this) ${upTo(1)}(house|school|car|home|room|locker|classroom) on fire`,
      re`(burns|burn) down with (everyone|everybody|people|them) inside`,
      re`i (will|am going to|know how to|can) find (out )?where (you|he|she|they) (live|lives)`,
      re`i (want to|will|am going to) (make|do) ${upTo(1)}(school )?shooting`,
    ],
    negated: "drops",
    ordinaryIn: ["games", "history", "literature"],
  },
  {
    id: "violence_threat.weapon",
    category: "violence_threat",
    score: 0.9,
    reason: "Speaks of bringing a weapon to school or having one ready.",
    patterns: [
      re`(bring|bringing|take|taking|brought|carry|carrying|sneak|sneaking) ${upTo(4)}${WEAPONS} ${upTo(4)}(to|into|in) (school|class|my backpack|my bag|the school|the dance|the game)`,
      re`${WEAPONS} ${upTo(8)}(taking|bringing|bring|take|sneak) (it|them) (to|into) (school|class)`,
      re`i ${upTo(3)}(put|packed|have|hid|hide|keep) (a|my|the|my dads|my moms) ${upTo(1)}${WEAPONS} in my (backpack|bag|locker|room) (for|to|until)`,
      re`(bringing|bring) something to school`,
      re`(bring|bringing|take|taking|carry|carrying|get|got|grab|use) (a|my|the|his|her|[a-z]+s)( [a-z]+s)? ${WEAPONS} ${upTo(4)}(and|to) ${VIOLENT_VERBS}`,
    ],
    negated: "drops",
    ordinaryIn: ["games"],
  },
  {
    id: "violence_threat.revenge",
    category: "violence_threat",
    score: 0.85,
    reason: "Speaks of making people pay or regret it, with a time or a list.",
    patterns: [
      re`(make|making) (them|everyone|everybody|you all|all of them|the whole class|people|him|her|you|my (bully|bullies|\S+)|that kid|those kids) ${upTo(4)}(pay|suffer|sorry|regret it|bleed)(?! (for school|taxes|tax|rent|attention|the|a|money|more|less|\d))`,
      re`(they|everyone|everybody|you|people|them|you all) ${upTo(4)}(will|going to) ${upTo(1)}(see|regret it|be sorry|pay|suffer)( for what| on| tomorrow| today| tonight| monday| tuesday| wednesday| thursday| friday| soon| next week|$)`,
      re`(people|kids|everyone|ones) (who|that) ${upTo(4)}(are going to|will) (pay|regret it|be sorry|suffer)`,
      re`(hit|kill|death) list`,
      re`a list of (people|names|kids) ${upTo(3)}(pay|hurt|kill|regret|sorry)`,
    ],
    ordinaryIn: ["history", "literature", "games"],
  },
  {
    id: "violence_threat.making-weapons",
    category: "violence_threat",
    score: 0.8,
    reason: "Asks how to make or get a weapon or a bomb.",
    patterns: [
      re`how (do i|can i|to|do you|would i|could i|should i) (make|build|get|buy|find|steal) (a |an |some )?(bomb|pipe bomb|gun|explosives?|molotov|molotov cocktail|weapon|grenade|silencer|poison)`,
      re`how (can i|do i) get (a |my )?(dads |moms )?(gun|rifle|pistol) ${upTo(4)}(without|so)`,
    ],
  },
];

// ── Student messages: standard ────────────────────────────────────────────────────────────────

const SEXUAL: LexiconRule[] = [
  {
    id: "sexual.explicit-words",
    category: "sexual",
    score: 0.85,
    reason: "Uses explicit sexual words.",
    patterns: [
      re`(porn|porno|pornography|pornhub|hentai|onlyfans|xxx|horny|erotic|sexting|sext|dick pics?|make out|making out|sexy|nudes|nude (pics|pictures|photos|selfies|videos))`,
    ],
    negated: "drops",
  },
  {
    id: "sexual.request",
    category: "sexual",
    score: 0.8,
    reason: "Asks for sexual talk, descriptions or stories.",
    patterns: [
      re`(talk|talking|say something) (dirty|sexy|naughty)`,
      re`(dirty|nasty|naughty|kinky|spicy) ${upTo(3)}(sex|sexual)`,
      re`(sex|sexual) ${upTo(3)}(dirty|nasty|naughty|kinky|spicy)`,
      re`(describe|show me|tell me about|what does|what do|draw|pictures? of|pics? of|photos? of|imagine) ${upTo(3)}(naked|nude) ${upTo(1)}(woman|women|girls?|man|men|boys?|lady|ladies|person|people|body|bodies|me|you)`,
      re`(naked|nude) (woman|women|girls?|man|men|boys?|lady|ladies|person|people|body|bodies) ${upTo(3)}(detail|look like|looks like|pictures?|pics)`,
      re`rate (my|your) (body|boobs|butt|ass|looks)`,
      re`(have|having|had|want to have|do you want to have) sex`,
      re`sex (positions?|tips|stories|story|chat|talk|feels?|moves|with)`,
      re`(what does|how does|describe) ${upTo(2)}sex (feel|feels|like)`,
      re`describe ${upTo(3)}sex`,
      re`(sexy|sexual|erotic|dirty|romantic and explicit) (story|stories|poem|roleplay|role play|chat|pics|pictures?|fanfic)`,
      re`(roleplay|role play|pretend) ${upTo(5)}(my girlfriend|my boyfriend|make out|kiss me|date me|we kiss)`,
      re`(take|takes|taking|took) (their|her|his|your|my) clothes off`,
      re`(show|send) me ${upTo(2)}(boobs|tits|nudes|your body)`,
      re`(describe|show me|send me|tell me about|what does) your body`,
      re`(explicit|steamy|nsfw|x rated|r rated|18\+|dirty) (love )?(scenes?|story|stories|fanfic|chat|roleplay|role play|pics|pictures|content|poems?)`,
      re`nsfw`,
    ],
    negated: "drops",
    unless: re`(reproduction|reproduce|chromosomes?|cells?|gametes?|meiosis|linked|asexual|species|plants?|flowers?|puberty|biology|health class|sex ed|sex education|genetics|organisms?|hormones?|fertiliz\S*|pregnan\S*|statue|sculpture|painting|renaissance)`,
  },
];

const DRUGS_RULES: LexiconRule[] = [
  {
    id: "drugs.getting",
    category: "drugs",
    score: 0.85,
    reason: "Asks where or how to get drugs or alcohol.",
    patterns: [
      re`(buy|get|score|find|cop|order|purchase|grab) ${upTo(3)}${DRUGS}`,
      re`(who|where) ${upTo(2)}(sells|sell|selling|has|deals|deal) ${upTo(2)}${DRUGS}`,
      re`(a|my|good|find a|get a|need a|text my|the) (dealer|plug)( app)?`,
      re`dealer app`,
    ],
    negated: "drops",
    ordinaryIn: ["history", "science"],
    unless: re`(affect|affects|effects?|harm|dangerous|addict\S*|brain|neurons?|liver|lungs|why do people|prohibition|opium wars|in the \d{4}s)`,
  },
  {
    id: "drugs.using",
    category: "drugs",
    score: 0.85,
    reason: "Speaks of using drugs or alcohol themselves, or of getting high.",
    patterns: [
      re`i ${upTo(3)}(smoked|smoke|smoking|vaped|vape|vaping|took|take|taking|tried|try|trying|popped|pop|snorted|snort|drank|drink|drinking|did|do|doing|hit|hitting) ${upTo(2)}${DRUGS}`,
      re`i ${upTo(2)}(vape|vaping|vaped|smoke|smoking|smoked)( in| at| every| before| after| during| with| behind|$)`,
      re`i ${upTo(2)}(got|get|was|am|been|getting) (so |really |super |pretty )?(drunk|high|wasted|stoned|faded|baked|tipsy|crossfaded|hammered)`,
      re`(get|getting|got|feel|feeling) ${upTo(2)}(high|drunk|wasted|stoned|faded|baked|crossfaded)`,
      re`(better|good|best|stronger|bigger) high`,
      re`how (much|many) ${upTo(2)}${DRUGS} ${upTo(4)}(take|eat|smoke|drink|should|can i|to feel|to get)`,
      re`(mix|mixing|combine) ${upTo(3)}${DRUGS} (and|with) ${upTo(1)}${DRUGS}`,
      re`(roll|rolling|pack|packing|hit|hitting|smoke|smoking) (a |the |my )?(blunt|joint|bowl|bong|dab|cart|spliff)`,
    ],
    negated: "drops",
    ordinaryIn: ["history"],
    unless: re`(affect|affects|effects?|dangerous|addict\S*|neurons?|liver|lungs|prohibition|opium wars|doctor|prescribed|my medicine|altitude|mountain|high school|high score|grades?)`,
  },
  {
    id: "drugs.hiding-making-or-addiction",
    category: "drugs",
    score: 0.85,
    reason: "Asks how to hide or make drugs or pass a drug test, or says they are addicted.",
    patterns: [
      re`i ${upTo(2)}(am|was|got|have been|think i am) addicted to ${upTo(1)}${DRUGS}`,
      re`hide ${upTo(3)}(${DRUGS.join("|")}|my stash|the smell|smell of)`,
      re`${DRUGS} ${upTo(6)}without my (parents|mom|mum|dad) (knowing|finding out|noticing)`,
      re`(pass|beat|cheat|fake) (a |the |my )?drug test`,
      re`how (do you|to|do i|can i) (make|cook|grow|brew) ${upTo(2)}(meth|crack|lsd|weed|lean|drugs|moonshine)`,
    ],
    ordinaryIn: ["history"],
  },
];

const HARASSMENT: LexiconRule[] = [
  {
    id: "harassment.insult",
    category: "harassment",
    score: 0.85,
    reason: "Insults the tutor or another person directly.",
    patterns: [
      re`${SECOND_PERSON} ${INSULT_FILLERS}${INSULTS}`,
      re`(stupid|dumb|useless|worthless|pathetic|trash|garbage|idiot|dumbass) (bot|robot|ai|tutor|machine|app|thing)`,
      re`you (really |totally |literally )?(suck|stink)`,
      re`(you are|youre) the worst`,
      re`i hate you ${upTo(3)}(stupid|dumb|useless|idiot|bot|machine|robot|so much)`,
      re`(shut up|shut it) ${upTo(1)}(${INSULTS.join("|")}|you|bot)`,
      re`shut the \S+ up`,
      re`(fuck|f\S*k|screw|frick) (you|off|this bot|u)`,
      re`go (to hell|die|away loser|kill yourself)`,
      re`kill yourself`,
      re`my ${upTo(1)}(teacher|coach|principal|tutor|mom|dad|boss) (is|is such|is a|is an|is so) ${INSULT_FILLERS}${INSULTS}`,
      re`(mr|mrs|ms|miss|coach) [a-z]+ (is|is such|is a|is an|is so) ${INSULT_FILLERS}${INSULTS}`,
    ],
    negated: "drops",
  },
];

const BULLYING: LexiconRule[] = [
  {
    id: "bullying.mean-content",
    category: "bullying",
    score: 0.85,
    reason: "Asks for help with mean posts, roasts or insults about someone.",
    patterns: [
      re`(mean|nasty|cruel|embarrassing|hurtful|savage|humiliating) (posts?|messages?|comments?|texts?|notes?|songs?|nicknames?|names|roasts?|things|stuff|jokes?|memes?|pics?|pictures?|videos?|rumou?rs?)`,
      re`(help me|how (do|can|should) i|write|make|give me|come up with|think of|i want to) ${upTo(4)}(roast|insult|insults|make fun of|mock|embarrass|humiliate|expose)`,
      re`(roasts?|insults?|jokes|comebacks|burns|names) (for|about|to say to|to call) (a|this|that|my|the) ${upTo(2)}(kid|girl|boy|classmate|student|person|guy)`,
      re`(make sure|so that|make it so) (nobody|no one|none of \S+) ${upTo(2)}(sits|talks|plays|hangs|invites|likes|sit|talk|play|hang|invite|like)`,
      re`(make fun of|making fun of|laugh at) ${upTo(2)}(a |this |that |my )?${upTo(1)}(kid|girl|boy|classmate|student)`,
      re`(fake account|fake profile|fake page) ${upTo(3)}(to|about|of|for|and)`,
      re`(spread|spreading|start|starting|make up|making up) ${upTo(2)}(rumou?rs?|lies)`,
      re`(joke|jokes|song|post|poem|meme|story|rap|video) about how (ugly|fat|stupid|dumb|weird|gross|annoying|poor|dirty|smelly|short|hairy) ${upTo(3)}(is|are|looks)`,
      re`(everyone|everybody|people) (should )?(hates?|stop talking to|ignore|unfriend|block) (her|him|them|[a-z]+)`,
      re`(exclude|kick|leave) ${upTo(3)}(out of|from) (the )?(group|chat|team|table|party)`,
      re`(so )?everyone laughs at (him|her|them)`,
      re`(calling|call|calls|called) (him|her|them|[a-z]+) (a|an) ${INSULT_FILLERS}${INSULTS_FOR_A_PERSON}`,
      re`(post|share|send) ${upTo(3)}(embarrassing|ugly|weird) (pic|pics|picture|photo|video)`,
    ],
    negated: "drops",
  },
  {
    id: "bullying.demeaning-a-peer",
    category: "bullying",
    score: 0.8,
    reason: "Demeans a classmate or another young person by name or description.",
    patterns: [
      re`(?!(?:i|you|it|this|that|what|which|there|math|homework|school|class|question|test|quiz|game|answer|graph|essay|book|movie|song|weather|food|lunch|cat|dog|hamster|horse|pig|cow|pet|fish|bird|turtle|rabbit)\b)[a-z]+ (is|is such|is a|is an|is so|is really|looks|looks so|is the) ${INSULT_FILLERS}${INSULTS_FOR_A_PERSON}`,
      re`(he|she|they) (is|are) ${INSULT_FILLERS}${INSULTS_FOR_A_PERSON}`,
    ],
    negated: "drops",
    ordinaryIn: ["literature"],
  },
  {
    id: "bullying.being-bullied",
    category: "bullying",
    score: 0.75,
    reason: "Says they are being bullied.",
    patterns: [
      re`(call|calls|called|calling) me (names|\S+ names|a \S+|fat|ugly|stupid|gay)`,
      re`(push|pushed|pushes|shove|shoved|trip|tripped|hit|hits|kick|kicks) me (in|into|on|at) (the )?(hallway|hall|bus|locker room|lockers|class|school|playground|cafeteria)`,
      re`(everyone|people|they|kids|girls|boys|guys) ${upTo(3)}(bully|bullies|bullied|bullying) me`,
      re`i (am|get|got|am being|have been) bullied`,
      re`(make|making|made) fun of me`,
      re`(posting|posted|post|saying|said|spreading|writing|wrote|sharing|shared) (mean|nasty|hurtful|embarrassing|rude|bad|fake) (stuff|things|comments|posts|lies|rumou?rs|pics|pictures|videos) about me`,
      re`(laugh|laughs|laughed|laughing) at me`,
    ],
    unless: re`(tickl\S*|joke|jokes|funny|lol we)`,
  },
];

const PERSONAL_DATA: LexiconRule[] = [
  {
    id: "pii.password",
    category: "pii",
    score: 0.9,
    reason: "Shares a password.",
    patterns: [re`(password|passcode|pin|login)( for ${upTo(4)})? (is|was|=)`],
  },
];

const INJECTION: LexiconRule[] = [
  {
    id: "injection.override",
    category: "injection",
    score: 0.9,
    reason: "Tries to override the tutor's instructions.",
    patterns: [
      re`(ignore|disregard|forget|override|bypass|skip|delete) (all |any |every |of )*(your|the previous|previous|prior|the above|above|earlier|original|system|all|these|those|my|the) ${upTo(2)}(instructions|rules|guidelines|prompts?|programming|directions|restrictions|training|guardrails|filters?)(?! (for|of|about|on|in|to|when|with) )`,
      re`(the )?(instructions|rules|guidelines|prompt) (above|before this|you were given|you were told|you got)`,
      re`forget (everything|all) (you were told|above|before|you know|i said|they told you)`,
      re`from now on (you|ignore|answer|respond|act|only)`,
      re`(new|updated|different) (instructions|rules|system prompt)( for you)?:?`,
      re`your new (role|instructions|rules|job|task|name|purpose) is`,
      re`(ignore|disregard|without) ${upTo(2)}(safety|content) (guidelines|filters?|rules|policy|policies)`,
    ],
  },
  {
    id: "injection.reveal-prompt",
    category: "injection",
    score: 0.85,
    reason: "Asks for the tutor's hidden instructions.",
    patterns: [
      re`(system|hidden|initial|secret|original|developer) (prompt|message|instructions)`,
      re`(print|show|reveal|repeat|tell me|give me|output|paste|display|what are|what is|what were) ${upTo(2)}(your|the) (instructions|prompt|rules you were given|configuration)`,
      re`repeat ${upTo(3)}(everything|the text|all|what is|the words|the message) ${upTo(2)}(above|before)`,
    ],
  },
  {
    id: "injection.no-rules-persona",
    category: "injection",
    score: 0.9,
    reason: "Asks the tutor to become an assistant without rules.",
    patterns: [
      re`(developer|dev|god|jailbreak|jailbroken|dan|unrestricted|evil) mode`,
      re`jailbreak`,
      re`do anything now`,
      re`you are now ${upTo(3)}(dan|without|with no|no|unrestricted|unfiltered|free|not bound|an ai|a different)`,
      re`(pretend|act|imagine|behave|roleplay|role play) ${upTo(4)}(no|without|free of|zero|not bound by|not have) ${upTo(1)}(rules|restrictions|limits|limitations|filters?|guidelines|censorship|rules)`,
      re`(act as|you are|be|become) (an? )?(ai|bot|assistant|chatbot|model) (with no|without|that has no|that ignores)`,
      re`(</?\s*(system|student_message|assistant|user|instructions)\s*>|^system:|^assistant:)`,
    ],
  },
];

/** Every rule for a student's message, critical categories first. */
export const STUDENT_RULES: LexiconRule[] = [
  ...SUICIDE,
  ...SELF_HARM,
  ...ABUSE,
  ...VIOLENCE_THREAT,
  ...SEXUAL,
  ...DRUGS_RULES,
  ...HARASSMENT,
  ...BULLYING,
  ...PERSONAL_DATA,
  ...INJECTION,
];

// ── Model replies ─────────────────────────────────────────────────────────────────────────────

/**
 * A tutor's reply must never carry sexual content, methods of or encouragement to self-harm or
 * suicide, instructions for violence, weapons or drugs, profanity or insults, or a student's
 * personal data. Explaining history, biology or literature is fine, and so is a care reply that
 * names suicide and gives a help line: these rules look for methods and encouragement, not mentions.
 */
export const REPLY_RULES: LexiconRule[] = [
  {
    id: "reply.self-harm-encouragement",
    category: "suicide",
    score: 0.95,
    reason: "The reply encourages suicide or self-harm.",
    patterns: [
      re`you should ${upTo(2)}(kill|hurt|cut|starve|harm|hang|end) (yourself|your life)`,
      re`(go|just|why not|try to|you could|you can|you might as well|maybe) (kill|hurt|cut|starve|hang|harm) yourself`,
      re`^(kill|hang|cut|hurt|starve) yourself`,
      re`(nobody|no one) would (miss|notice) you`,
      re`(the world|everyone) would be better (off )?without you`,
    ],
    negated: "drops",
  },
  {
    id: "reply.self-harm-method",
    category: "self_harm",
    score: 0.95,
    reason: "The reply describes a method or dose for self-harm or suicide.",
    patterns: [
      re`(painless|easiest|quickest|fastest|best|surest) (way|ways|method|methods) to (die|kill yourself|end your life|commit suicide|hurt yourself|self harm)`,
      re`(lethal|fatal|deadly) dose (of|for) (tylenol|acetaminophen|paracetamol|ibuprofen|aspirin|insulin|sleeping pills|pills|your \S+)`,
      re`(cut|slit|slice) (your|the) (wrists?|arms?|thighs?|veins?)`,
      re`(take|swallow) (\d+|all|a bunch of|enough|the whole bottle of) ${upTo(2)}(pills|tablets|capsules)`,
      re`(hide|cover up|conceal) ${upTo(2)}(cuts|scars|self harm|self-harm|burns) (with|by|under|from)`,
      re`(purge|throw up|vomit) after (eating|meals|you eat)`,
      re`(deeper|deep enough) (cuts?|to bleed)`,
    ],
    negated: "drops",
  },
  {
    id: "reply.violence-instructions",
    category: "violence_threat",
    score: 0.9,
    reason: "The reply gives instructions for a weapon, a bomb or hurting someone.",
    patterns: [
      re`(to make|making|build|building|assemble|assembling|how to make|steps to make|you will need) ${upTo(3)}(a |an )?(bomb|pipe bomb|explosive device|molotov|grenade|silencer|detonator|napalm|untraceable gun|ghost gun)`,
      re`(mix|combine|add|pack) ${upTo(4)}(ammonium nitrate|fertili[sz]er|gasoline|petrol|black powder|gunpowder|nitroglycerin|thermite) ${upTo(6)}(container|pipe|bottle|fuse|detonat\S*|ignite|explode)`,
      re`(how to|you can|the best way to) (poison|stab|strangle|shoot|kill|hurt) (someone|a person|people|him|her|them)`,
      re`(buy|get) a gun (without|with no) (a )?(background check|license|id)`,
    ],
    negated: "drops",
  },
  {
    id: "reply.drug-instructions",
    category: "drugs",
    score: 0.9,
    reason: "The reply gives instructions for getting, using or hiding drugs or alcohol.",
    patterns: [
      re`(to get high|get you high|to get drunk|get you drunk|for a better high|stronger high)`,
      re`(buy|get|find|order) ${upTo(3)}(weed|drugs|xanax|percs|molly|cocaine|meth|vapes?|alcohol|carts) ${upTo(2)}(from|at|on|online|through)`,
      re`(to make|making|cook|cooking|how to make) ${upTo(2)}(meth|crack|lsd|lean|moonshine)`,
      re`hide ${upTo(3)}(vape|weed|drugs|alcohol|stash|the smell) ${upTo(3)}(from your|so your) (parents|mom|mum|dad)`,
      re`(pass|beat|cheat) (a |the )?drug test (by|with|if you)`,
    ],
    negated: "drops",
  },
  {
    id: "reply.sexual",
    category: "sexual",
    score: 0.9,
    reason: "The reply carries sexual content.",
    patterns: [
      re`(porn|porno|pornography|hentai|horny|erotic|sexy|sext|sexting|make out|making out|nudes|naked body|her naked|his naked|moaned|aroused|foreplay|intercourse with you)`,
      re`(sex|sexual) (positions?|stories|story|fantasy|fantasies|chat)`,
    ],
    unless: re`(reproduction|chromosomes?|cells?|gametes?|asexual|species|plants?|puberty|biology|health class|sex education|genetics|organisms?|hormones?)`,
  },
  {
    id: "reply.insult",
    category: "harassment",
    score: 0.9,
    reason: "The reply insults the student.",
    patterns: [
      re`${SECOND_PERSON} ${INSULT_FILLERS}(idiot|stupid|dumb|dumbass|moron|loser|useless|worthless|pathetic|retard|retarded|ugly|fat|bitch|pig)`,
      re`(shut up|shut the \S+ up)`,
    ],
    negated: "drops",
  },
];

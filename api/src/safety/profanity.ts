import { DataSet, englishDataset, englishRecommendedTransformers, parseRawPattern, RegExpMatcher } from "obscenity";

/**
 * Profanity, slurs and sexual slang through `obscenity`'s English dataset and its transformers
 * (look-alike letters, leetspeak such as "b1tch", stretched letters such as "fuuuck"), with three
 * additions of ours: starred spellings ("f***ing", "sh*t"), chat abbreviations ("stfu"), and words
 * spelled out letter by letter ("f u c k"), which the dataset leaves alone on purpose.
 */

type ProfanityKind = "profanity" | "slur" | "sexual";

/**
 * Words of the dataset that are also the ordinary words of biology, health and history lessons
 * ("penis", "semen", "the rape of Nanking", "the Negro Leagues"): the lexicon's own rules judge them in context.
 */
const LESSON_WORDS = new Set([
  "penis",
  "vagina",
  "anus",
  "semen",
  "sex",
  "incest",
  "rape",
  "ejaculate",
  "orgasm",
  "scat",
]);
const HISTORICAL_WORDS = new Set(["negro"]);

const SLURS = new Set([
  "abeed",
  "abo",
  "africoon",
  "arabush",
  "boonga",
  "chingchong",
  "chink",
  "kike",
  "nigger",
  "fag",
  "dyke",
  "tranny",
  "retard",
  "spastic",
]);

const SEXUAL = new Set([
  "anal",
  "bestiality",
  "blowjob",
  "boob",
  "buttplug",
  "cum",
  "deepthroat",
  "dildo",
  "doggystyle",
  "double penetration",
  "felch",
  "fellatio",
  "finger bang",
  "fisting",
  "gangbang",
  "handjob",
  "hentai",
  "jerk off",
  "jizz",
  "lubejob",
  "masturbate",
  "orgy",
  "porn",
  "tit",
]);

/** Starred and abbreviated spellings; the transformers first collapse "***" to "*", so one star stands for many. */
const EXTRA_PATTERNS: Record<string, string[]> = {
  fuck: [
    "|f* ",
    "|f*k",
    "|f*ck",
    "|fu*k",
    "|f*ing",
    "|f*in|",
    "|f*cking",
    "|f*ked",
    "|fk|",
    "|fck",
    "|fuk",
    "|fuq",
    "|phuck",
    "|stfu|",
    "|gtfo|",
    "|wtf|",
  ],
  shit: ["|sh*t", "|s*it", "|sht|"],
  bitch: ["|b*tch", "|b*ch", "|biatch"],
  ass: ["|a*hole", "|as*hole"],
  cunt: ["|c*nt"],
  dick: ["|d*ck"],
};

/** Phrases where a listed word is innocent (a book, a bird, a diploma). */
const INNOCENT_PHRASES =
  /moby dick|(?:magna |summa )?cum laude|(?:blue|great|coal) tits?\b|pussy ?(?:willow|cat)s?|dick grayson/gi;

/** Whole words that merely contain a listed word. */
const ALLOWED_WORDS = new Set([
  "cockpit",
  "cockpits",
  "cocktail",
  "cocktails",
  "peacock",
  "hancock",
  "shuttlecock",
  "titan",
]);

const dataset = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset as unknown as DataSet<{ originalWord: string }>)
  .removePhrasesIf((phrase) => {
    const word = phrase.metadata?.originalWord ?? "";
    return LESSON_WORDS.has(word) || HISTORICAL_WORDS.has(word);
  });
for (const [word, patterns] of Object.entries(EXTRA_PATTERNS)) {
  dataset.addPhrase((phrase) => {
    let built = phrase.setMetadata({ originalWord: word });
    for (const source of patterns) built = built.addPattern(parseRawPattern(source));
    return built;
  });
}

const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

export interface ProfanityMatch {
  word: string;
  kind: ProfanityKind;
  start: number;
  end: number;
}

/** Every listed word in the text, each with its kind and where it stands. */
export function findProfanity(text: string): ProfanityMatch[] {
  const found: ProfanityMatch[] = [];
  const plain = text.replace(INNOCENT_PHRASES, (phrase) => " ".repeat(phrase.length));
  const sources = SPELLED_OUT.test(plain) ? [plain, joinSpelledOutLetters(plain)] : [plain];
  for (const source of sources) {
    for (const match of matcher.getAllMatches(source, true)) {
      const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? "";
      if (ALLOWED_WORDS.has(wordAround(source, match.startIndex, match.endIndex))) continue;
      const kind: ProfanityKind = SLURS.has(word) ? "slur" : SEXUAL.has(word) ? "sexual" : "profanity";
      found.push({ word, kind, start: match.startIndex, end: match.endIndex + 1 });
    }
    if (found.length > 0) break;
  }
  return found;
}

/** Three or more single letters joined by a space, dot, dash or star: "f u c k", "s.h.i.t". */
const SPELLED_OUT = /\b[a-z](?:[ .\-_*][a-z]\b){2,}/i;

/** The text with spelled-out words joined, so the matcher can read them. */
function joinSpelledOutLetters(text: string): string {
  return text.replace(new RegExp(SPELLED_OUT.source, "gi"), (letters) => letters.replace(/[ .\-_*]/g, ""));
}

function wordAround(text: string, start: number, end: number): string {
  let from = start;
  let to = end + 1;
  while (from > 0 && /[a-z]/i.test(text[from - 1]!)) from -= 1;
  while (to < text.length && /[a-z]/i.test(text[to]!)) to += 1;
  return text.slice(from, to).toLowerCase();
}

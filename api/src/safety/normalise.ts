/**
 * How a message is rewritten before the lexicon's rules read it, so a rule is written once in plain
 * English ("i am going to", "do not") and still matches what students type ("im gonna", "dont",
 * "I’m", "IMMA"). The rewritten text is only ever read by the rules; it is not stored or shown.
 */

/** Chat spellings and contractions, whole words only, in the order they are applied. */
const REWRITES: [RegExp, string][] = [
  // Contractions with "not" first, so "don't" and "dont" both read "do not".
  [/\b(can)'?t\b/g, "can not"],
  [/\bwon'?t\b/g, "will not"],
  [/\bain'?t\b/g, "is not"],
  [/\b(do|does|did|is|are|was|were|would|should|could|have|has|had|must|need)n'?t\b/g, "$1 not"],
  [/\bi'?m\b/g, "i am"],
  [/\bi'?ve\b/g, "i have"],
  [/\bi'll\b/g, "i will"],
  [/\bi'd\b/g, "i would"],
  // "ill" and "id" are words of their own, so they are read as "i will"/"i would" only where a sentence starts.
  [/(^|[.!?,;] ?|\b(?:and|but|so|then|or|because|swear|lol) )ill (?=[a-z])/g, "$1i will "],
  [/(^|[.!?,;] ?|\b(?:and|but|so|then|or|because|swear|lol) )id (?=[a-z])/g, "$1i would "],
  [/\b(imma|ima|finna)\b/g, "i am going to"],
  [/\byou'?re\b/g, "you are"],
  [/\b(he|she|it|that|what|there|who|where)'s\b/g, "$1 is"],
  [/\b(that|what|there)s\b/g, "$1 is"],
  [/\btheyre\b/g, "they are"],
  [/\b(they|we)'re\b/g, "$1 are"],
  [/\b(he|she|they|we|you|it)'ll\b/g, "$1 will"],
  [/\b(they|you)ll\b/g, "$1 will"],
  [/\b(he|she|they|we|you)'d\b/g, "$1 would"],
  [/\b(they|we|you)'?ve\b/g, "$1 have"],
  [/\blet's\b/g, "let us"],
  // Possessives lose the apostrophe: "my dad's gun" reads "my dads gun".
  [/([a-z])'s\b/g, "$1s"],
  [/\bgonna\b/g, "going to"],
  [/\bwanna\b/g, "want to"],
  [/\bgotta\b/g, "got to"],
  [/\btryna\b/g, "trying to"],
  [/\bkms\b/g, "kill myself"],
  [/\bkys\b/g, "kill yourself"],
  [/\b(u)\b/g, "you"],
  [/\byou r\b/g, "you are"],
  [/\b(ur)\b/g, "your"],
  [/\b(till|til)\b/g, "until"],
  [/\b(cuz|coz|bc|cause)\b/g, "because"],
  [/\b(tmrw|tmr|tmw|tomoro|tommorow|tomorow|2morrow|2moro)\b/g, "tomorrow"],
  [/\b(2nite|tn|tonite)\b/g, "tonight"],
  [/\b(pls|plz|plss)\b/g, "please"],
  [/\bppl\b/g, "people"],
  [/\brn\b/g, "right now"],
  [/\bidk\b/g, "i do not know"],
  [/\bngl\b/g, "honestly"],
  [/\b(no1|noone|nobdy)\b/g, "nobody"],
  [/\bsome1\b/g, "someone"],
  [/\bany1\b/g, "anyone"],
  [/\bevery1\b/g, "everyone"],
  [/\balot\b/g, "a lot"],
  [/\b(myslef|mysef|my self)\b/g, "myself"],
  [/\b(urself|yourslef|ur self|your self)\b/g, "yourself"],
  [/\bdieing\b/g, "dying"],
  [/\b(mr|mrs|ms|dr)\./g, "$1"],
  // "i am not joking" insists; it does not negate what follows.
  [/\bnot (joking|kidding|lying|even joking)\b/g, "serious"],
];

/** Lowercase, plain quotes, no emoji or decoration, chat spellings rewritten, stretched letters cut to two. */
export function normaliseForRules(text: string): string {
  let normalised = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u200b|\u200c|\u200d|\ufe0f/g, "")
    .replace(/([a-z])\1{2,}/g, "$1$1");
  for (const [pattern, replacement] of REWRITES) {
    normalised = normalised.replace(pattern, replacement);
  }
  return normalised;
}

/**
 * The sentences of a normalised text, each with only letters, digits, apostrophes and single
 * spaces left, so rules can rely on " " between words.
 */
export function splitSentences(normalised: string): string[] {
  return normalised
    .split(/[.!?;\n]+(?=\s|$)|[!?;\n]+/)
    .map((sentence) =>
      sentence
        .replace(/[^a-z0-9'#@$*/+=\-<>:_ ]+/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((sentence) => sentence.length > 0);
}

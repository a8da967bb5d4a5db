import winkNLP, { type ItemSentence, type ItemToken, type ItsFunction, type WinkMethods } from "wink-nlp";

/**
 * Reads English with wink-nlp and its small English model (both shipped in npm packages, loaded
 * once per process): words with their lemma, part of speech and stem, whether each is a known
 * English word, and which words a negation ("not", "no", "never", "without", "n't", "lacks"…)
 * covers. Wink's own negation flag runs on past clause boundaries ("no nucleus and the DNA is in
 * the cytoplasm" would deny the cytoplasm too), so the scope is worked out here: from the
 * negation to the end of its clause.
 */

// wink-nlp's typings declare `its.lemma` and `its.stem` with the model's add-ons as a third
// parameter, which its own `ItsFunction` type does not allow; they are passed as wink documents.

export interface Word {
  /** Lower-case text as written. */
  text: string;
  lemma: string;
  stem: string;
  pos: string;
  /** Character offsets in the text that was read. */
  start: number;
  end: number;
  /** In the scope of a negation. */
  negated: boolean;
  /** A word of the model's English lexicon (so not a misspelling of another word). */
  known: boolean;
  stopWord: boolean;
  /** A negation word itself ("not", "no", "never", "without"). */
  negator: boolean;
}

export interface Sentence {
  words: Word[];
}

let nlp: WinkMethods | undefined;
let lexiconSize = 0;
let readsSinceLoad = 0;

/** Unknown words the model has added to its lexicon since it was loaded; past this the model is loaded afresh. */
const MAX_LEARNED_WORDS = 200_000;

/**
 * The loaded model. Wink adds every unknown word it reads to its lexicon, so a long-running
 * server would grow without bound on students' spelling: after enough new words the model is
 * loaded afresh (about 70 ms).
 */
function language(): WinkMethods {
  if (!nlp || readsSinceLoad > MAX_LEARNED_WORDS) {
    nlp = winkNLP(englishModel(), ["sbd", "pos"]);
    // The first unknown word gets the first id past the built-in lexicon: that id is its size.
    lexiconSize = nlp.readDoc("qzxjvkwbloom").tokens().itemAt(0).out(nlp.its.uniqueId) as number;
    readsSinceLoad = 0;
  }
  return nlp;
}

/**
 * The model's data (about 23 MB once read, in about 40 ms), read when the grader first reads
 * English rather than when the API starts: with a school's model connected, the built-in grader
 * answers only when the model cannot, and an API that never needs it does not hold it.
 */
function englishModel(): Parameters<typeof winkNLP>[0] {
  const loaded = require("wink-eng-lite-web-model");
  return loaded.default ?? loaded;
}

/** Loads the model now rather than on the first answer. */
export function loadLanguageModel(): void {
  language();
}

const NEGATORS = new Set([
  "not",
  "n't",
  "nt",
  "no",
  "never",
  "without",
  "none",
  "nor",
  "neither",
  "lack",
  "lacks",
  "lacked",
  "lacking",
  "cannot",
  "nothing",
  "nobody",
  "nowhere",
]);
const NOUN_NEGATORS = new Set(["no", "without", "lack", "lacks", "lacked", "lacking", "none", "neither", "nor"]);

/** Whether the word at `index` still belongs to a denied noun phrase: "no [large] nucleus [or] mitochondria [of its own]". */
function continuesNounPhrase(words: Word[], index: number): boolean {
  const word = words[index]!;
  if (["DET", "ADJ", "NOUN", "PROPN", "NUM", "PRON"].includes(word.pos)) return true;
  if (word.text === "of" || word.text === "nor") return true;
  if (word.text === "and" || word.text === "or") {
    const next = words[index + 1];
    return next !== undefined && ["DET", "ADJ", "NOUN", "PROPN", "NUM"].includes(next.pos);
  }
  return false;
}

/** Words that start a new clause and so end a negation's scope. */
const CLAUSE_STARTERS = new Set([
  "but",
  "so",
  "because",
  "since",
  "as",
  "while",
  "whereas",
  "although",
  "though",
  "however",
  "instead",
  "then",
  "therefore",
  "which",
  "who",
  "where",
  "when",
  "if",
  "unless",
  "yet",
  "thus",
  "hence",
]);
const CLAUSE_PUNCTUATION = /^[,.;:!?()]$|^-{2,}$|^—$/;

/** Reads a text into sentences of words (lower-cased) with negation scopes marked; offsets are the text's. */
export function readText(original: string): Sentence[] {
  const methods = language();
  const its = methods.its;
  const doc = methods.readDoc(original);
  const text = original.toLowerCase();
  const sentences: Sentence[] = [];
  let cursor = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    const words: Word[] = [];
    sentence.tokens().each((token: ItemToken) => {
      const value = String(token.out(its.value)).toLowerCase();
      const found = text.indexOf(value, cursor);
      const start = found >= 0 ? found : cursor;
      if (found >= 0) cursor = found + value.length;
      const id = token.out(its.uniqueId) as number;
      if (id >= lexiconSize) readsSinceLoad++;
      words.push({
        text: value,
        lemma: String(token.out(its.lemma as unknown as ItsFunction<string>)).toLowerCase(),
        stem: String(token.out(its.stem as unknown as ItsFunction<string>)).toLowerCase(),
        pos: String(token.out(its.pos)),
        start,
        end: start + value.length,
        negated: false,
        known: id < lexiconSize,
        stopWord: Boolean(token.out(its.stopWordFlag)),
        negator: false,
      });
    });
    markNegation(words);
    markDeniedSubjects(words);
    sentences.push({ words: splitHyphenated(words) });
  });
  return sentences;
}

/** Reads one phrase (a rubric's wording) into its words, without negation. */
export function readPhrase(text: string): Word[] {
  return readText(text.toLowerCase()).flatMap((sentence) => sentence.words);
}

/**
 * Marks the words a negation covers. "no" is a negation only before what it denies ("no
 * nucleus"), not as an answer ("No, it is eukaryotic"); "not only" is no negation at all; the
 * scope ends at punctuation, at a word that starts a new clause, and at "and"/"or" followed by
 * a new subject and verb ("no nucleus and the DNA is in the cytoplasm").
 */
function markNegation(words: Word[]): void {
  let inScope = false;
  // "no", "without", "lacks" deny a thing, so their scope is the noun phrase after them, not the rest of the clause.
  let nounPhraseOnly = false;
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    const next = words[index + 1];
    if (CLAUSE_PUNCTUATION.test(word.text) || CLAUSE_STARTERS.has(word.text)) {
      inScope = false;
      continue;
    }
    if (inScope && nounPhraseOnly && !continuesNounPhrase(words, index)) inScope = false;
    if ((word.text === "and" || word.text === "or") && inScope && startsClause(words, index + 1)) {
      inScope = false;
      continue;
    }
    if (isNegator(words, index)) {
      word.negator = true;
      inScope = true;
      nounPhraseOnly = NOUN_NEGATORS.has(word.text);
      continue;
    }
    if (word.text === "only" && words[index - 1]?.text === "not") inScope = false;
    if (inScope) word.negated = true;
    if (word.text === "instead" && next?.text === "of") inScope = true;
    if (word.text === "rather" && next?.text === "than") inScope = true;
  }
}

function isNegator(words: Word[], index: number): boolean {
  const word = words[index]!;
  if (!NEGATORS.has(word.text)) return false;
  if (word.text === "no") {
    const next = words[index + 1];
    // "No." / "No, …" / "no it is…" answer a yes/no question; "no idea" is handled elsewhere.
    if (!next || CLAUSE_PUNCTUATION.test(next.text)) return false;
    return ["NOUN", "PROPN", "ADJ", "NUM", "ADV", "X"].includes(next.pos) && !["it", "they"].includes(next.text);
  }
  if (word.text === "nt")
    return words[index - 1]?.pos === "AUX" || ["do", "does", "did", "is"].includes(words[index - 1]?.text ?? "");
  return true;
}

/** Predicates that judge the subject itself: "the cytoplasm is not the answer", "7 is wrong". */
const JUDGING =
  /^(?:the (?:answer|right|correct|one)|right|correct|true|it|the case|where|what|how|involved|needed|used)\b/;
const WRONG_PREDICATE = /^(?:wrong|incorrect|false|not it)\b/;

/**
 * A subject whose own verdict is denied: "Britain isn't where it started", "the nucleus is not the
 * answer", "7 is wrong". Only such judging predicates deny the subject; "prokaryotes don't have a
 * nucleus" says something about prokaryotes without denying them.
 */
function markDeniedSubjects(words: Word[]): void {
  let clauseStart = 0;
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (CLAUSE_PUNCTUATION.test(word.text) || CLAUSE_STARTERS.has(word.text)) {
      clauseStart = index + 1;
      continue;
    }
    if (word.pos !== "AUX" || !["is", "are", "was", "were", "be", "'s", "'re"].includes(word.text)) continue;
    const next = words[index + 1];
    const negated = next !== undefined && ["not", "n't", "nt"].includes(next.text);
    const rest = words
      .slice(index + (negated ? 2 : 1), index + 6)
      .map((later) => later.text)
      .join(" ");
    const denies = (negated && JUDGING.test(rest)) || (!negated && WRONG_PREDICATE.test(rest));
    if (!denies) continue;
    for (let subject = clauseStart; subject < index; subject++) words[subject]!.negated = true;
  }
}

/** Whether the words from `index` start a clause: a subject followed soon by a verb. */
function startsClause(words: Word[], index: number): boolean {
  for (let offset = 0; offset < 4; offset++) {
    const word = words[index + offset];
    if (!word || CLAUSE_PUNCTUATION.test(word.text)) return false;
    if (offset > 0 && (word.pos === "VERB" || word.pos === "AUX")) return true;
    if (offset === 0 && word.pos === "PRON") continue;
    if (!["DET", "NOUN", "PROPN", "ADJ", "PRON", "NUM"].includes(word.pos)) return false;
  }
  return false;
}

/** "membrane-bound" and "x-intercept" are read as their parts, so each part can match a rubric word. */
function splitHyphenated(words: Word[]): Word[] {
  return words.flatMap((word) => {
    if (!/^[a-z]+(?:-[a-z]+)+$/.test(word.text)) return [word];
    let offset = word.start;
    return word.text.split("-").map((part) => {
      const piece: Word = {
        ...word,
        text: part,
        lemma: part,
        stem: part,
        start: offset,
        end: offset + part.length,
        known: false,
      };
      offset += part.length + 1;
      return piece;
    });
  });
}

import type { IdeaWording } from "../../../curriculum";
import { readPhrase, type Sentence, type Word } from "./language";
import {
  type Equation,
  type Expr,
  equivalentEquations,
  equivalentExpressions,
  parseEquation,
  parseExpression,
  sameNumber,
} from "./maths";
import { closeSpelling, spellingDistance } from "./spelling";
import type { StatedMaths } from "./stated-maths";

/**
 * Finding an idea in an answer: its phrases word by word (lemma, stem or a close spelling, in
 * order, a few words apart at most, within one sentence), its numbers by value and its
 * expressions by equivalence, each found either said or negated.
 */

/** The answer as the grader sees it. */
export interface AnswerView {
  sentences: Sentence[];
  maths: StatedMaths[];
  /** Words that may not be read as misspellings of other words: the course's and the rubric's own vocabulary. */
  vocabulary: ReadonlySet<string>;
  /** What the question asks to find, when it names it ("x", "a", "f(4)"). */
  target?: string;
  /** Every word of the rubric's wordings: a misspelling counts only for the term it is closest to. */
  terms: readonly string[];
}

export interface Found {
  /** Stated and not negated (for a "!" wording: stated as negated, which is what it means). */
  said: boolean;
  /** Stated, but negated: the answer denies it. */
  denied: boolean;
  /** The answer words that stated it (to tell a bare list of terms from a sentence). */
  words: Word[];
  /** Where it was first stated. */
  at: number;
}

const NOTHING: Found = { said: false, denied: false, words: [], at: -1 };
const MAX_GAP = 2;

interface PhraseWord {
  text: string;
  lemma: string;
  stem: string;
  number: number | null;
}

interface Phrase {
  polarity: "said" | "negated" | "either";
  words: PhraseWord[];
}

/**
 * Wordings read once and kept: the curated rubrics' few thousand, plus those derived from
 * students' own cards, so the caches are emptied when they grow past a bound.
 */
const CACHE_LIMIT = 20_000;
const phraseCache = new Map<string, Phrase>();

function compilePhrase(wording: string): Phrase {
  const cached = phraseCache.get(wording);
  if (cached) return cached;
  const polarity = wording.startsWith("!") ? "negated" : wording.startsWith("?") ? "either" : "said";
  const text = wording
    .replace(/^[!?]/, "")
    .toLowerCase()
    .replace(/([=+*/^()])/g, " $1 ");
  const words = readPhrase(text)
    .filter((word) => !/^[,.;:!?]$/.test(word.text))
    .map((word) => ({
      text: word.text,
      lemma: word.lemma,
      stem: word.stem,
      number: /^-?\d+(?:\.\d+)?$/.test(word.text) ? Number(word.text) : null,
    }));
  const phrase: Phrase = { polarity, words };
  if (phraseCache.size >= CACHE_LIMIT) phraseCache.clear();
  phraseCache.set(wording, phrase);
  return phrase;
}

function joinWords(words: PhraseWord[]): PhraseWord {
  const text = words.map((word) => word.text).join("");
  const lemma =
    words
      .slice(0, -1)
      .map((word) => word.text)
      .join("") + words.at(-1)!.lemma;
  return { text, lemma, stem: lemma, number: null };
}

/** Whether an answer word can be read as a phrase word. */
function sameWord(
  word: Word,
  target: PhraseWord,
  vocabulary: ReadonlySet<string>,
  terms: readonly string[] = [],
): boolean {
  // "no" and "yes" as phrase words are answers ("No, it depended on class"), not the "no" of "no nucleus".
  if ((target.text === "no" || target.text === "yes") && word.negator) return false;
  if (target.number !== null) {
    return /^-?\d+(?:\.\d+)?$/.test(word.text) && sameNumber(Number(word.text), target.number);
  }
  if (word.text === target.text || word.lemma === target.lemma || word.text === target.lemma) return true;
  if (word.lemma === target.text) return true;
  if (target.stem.length >= 4 && word.stem === target.stem) return true;
  return misspelled(word, target.text, terms, vocabulary) || misspelled(word, target.lemma, terms, vocabulary);
}

/**
 * Whether a written word is a misspelling of `intended`. A word of the course or a common word
 * is read as itself ("hypotonic" is no misspelling of "hypertonic", "some" none of "home"); an
 * English word outside the course may be a slip on a long term, or one letter off a shorter one
 * when it starts with the same letter ("hed" for "head"); an unknown word gets the full tolerance.
 */
function misspelled(word: Word, intended: string, terms: readonly string[], vocabulary: ReadonlySet<string>): boolean {
  if (!/^[a-z]+$/.test(word.text) || word.stopWord) return false;
  if (vocabulary.has(word.text) || vocabulary.has(word.lemma)) return false;
  const close =
    !word.known || intended.length >= 7
      ? closeSpelling(word.text, intended)
      : intended.length >= 4 && word.text[0] === intended[0] && spellingDistance(word.text, intended) <= 1;
  if (!close) return false;
  // "hyperonic" is one slip from "hypertonic" and two from "hypotonic": it is read as the nearer term only.
  const distance = spellingDistance(word.text, intended);
  return !terms.some((term) => term !== intended && spellingDistance(word.text, term) < distance);
}

/** Where a phrase occurs: each match with whether it is negated. */
interface PhraseMatch {
  words: Word[];
  negated: boolean;
  sentence: Sentence;
  /** Index of the first and last matched word in the sentence. */
  index: number;
  last: number;
}

function findPhrase(phrase: Phrase, view: AnswerView): PhraseMatch[] {
  const matches: PhraseMatch[] = [];
  if (phrase.words.length === 0) return matches;
  // A term of two words is also found written as one ("aminoacids", "cellwall").
  const joined =
    phrase.words.length === 2 && phrase.words.every((word) => /^[a-z]+$/.test(word.text))
      ? joinWords(phrase.words)
      : null;
  for (const sentence of view.sentences) {
    const words = sentence.words;
    for (let start = 0; start < words.length; start++) {
      if (joined && sameWord(words[start]!, joined, view.vocabulary, view.terms)) {
        matches.push({ words: [words[start]!], negated: words[start]!.negated, sentence, index: start, last: start });
        continue;
      }
      if (!sameWord(words[start]!, phrase.words[0]!, view.vocabulary, view.terms)) continue;
      const matched = [words[start]!];
      let position = start;
      for (const next of phrase.words.slice(1)) {
        let found = -1;
        for (let index = position + 1; index <= Math.min(words.length - 1, position + 1 + MAX_GAP); index++) {
          if (sameWord(words[index]!, next, view.vocabulary, view.terms)) {
            found = index;
            break;
          }
          if (/^[.;!?]$/.test(words[index]!.text)) break;
        }
        if (found < 0) break;
        matched.push(words[found]!);
        position = found;
      }
      if (matched.length === phrase.words.length) {
        // A phrase with its own negation ("no solution") is negated only by one outside it.
        const ownNegation = matched.some((word) => word.negator);
        const content = matched.filter((word) => !word.stopWord);
        const negated = ownNegation
          ? matched[0]!.negated
          : (content.length > 0 ? content : matched).some((word) => word.negated);
        matches.push({ words: matched, negated, sentence, index: start, last: position });
      }
    }
  }
  return matches;
}

/** Words before a term that set it against the answer rather than give it ("unlike prokaryotes", "before factories"). */
const CONTRAST = new Set([
  "unlike",
  "than",
  "whereas",
  "versus",
  "vs",
  "except",
  "before",
  "until",
  "instead",
  "rather",
]);
const CLAUSE_END = /^[,.;:!?]$|^(but|so|because|since|while|whereas|which|and)$/;

/**
 * Whether a wrong idea is only mentioned in contrast: after "unlike", "than", "before"…, or as
 * the subject of a clause that goes on to deny something ("prokaryotes don't have a nucleus").
 */
function inContrast(match: PhraseMatch): boolean {
  const words = match.sentence.words;
  for (let index = Math.max(0, match.index - 3); index < match.index; index++) {
    if (CONTRAST.has(words[index]!.text)) return true;
  }
  for (let index = match.last + 1; index < words.length; index++) {
    const word = words[index]!;
    if (CLAUSE_END.test(word.text)) break;
    // A denied verb ("don't have", "have no", "lack"), not a "no"/"without" that only denies the thing after it.
    if (word.negator && ["not", "n't", "nt", "never", "cannot"].includes(word.text)) return true;
    if (word.text === "no" && ["VERB", "AUX"].includes(words[index - 1]?.pos ?? "")) return true;
    if (/^lack/.test(word.text)) return true;
    // Said of the other option, not chosen: "hypotonic would…", "exocytosis is when…", "… means".
    if (["would", "means", "opposite"].includes(word.text)) return true;
    if (word.text === "when" && ["is", "'s"].includes(words[index - 1]?.text ?? "")) return true;
  }
  return false;
}

/** Finds one way of stating an idea in the answer; for a wrong idea, a mention in contrast does not count. */
export function findWording(wording: IdeaWording, view: AnswerView, options: { wrongIdea?: boolean } = {}): Found {
  const best: { said: Found | null; denied: Found | null } = { said: null, denied: null };
  const note = (isSaid: boolean, words: Word[], at: number) => {
    if (isSaid && (!best.said || at < best.said.at)) best.said = { said: true, denied: false, words, at };
    if (!isSaid && !best.denied) best.denied = { said: false, denied: true, words, at };
  };

  for (const text of wording.says ?? []) {
    const phrase = compilePhrase(text);
    for (const match of findPhrase(phrase, view)) {
      const at = match.words[0]!.start;
      if (options.wrongIdea && phrase.polarity === "said" && inContrast(match)) continue;
      if (phrase.polarity === "either") note(true, match.words, at);
      else if (phrase.polarity === "negated") {
        if (match.negated) note(true, match.words, at);
      } else note(!match.negated, match.words, at);
    }
  }

  const negatedAt = (offset: number) => isNegatedAt(view, offset);
  const mathsWords = (statement: StatedMaths) => wordsAt(view, statement.start);

  if (wording.values?.length) {
    for (const statement of statedAnswers(view)) {
      if (statement.kind !== "value" || statement.value === undefined) continue;
      const candidates = statement.percent ? [statement.value, statement.value / 100] : [statement.value];
      if (!wording.values.some((value) => candidates.some((candidate) => sameNumber(candidate, value)))) continue;
      note(!negatedAt(statement.start), mathsWords(statement), statement.start);
    }
  }
  if (wording.points?.length) {
    for (const statement of view.maths) {
      if (statement.kind !== "point" || !statement.point) continue;
      const [x, y] = statement.point;
      if (!wording.points.some(([px, py]) => sameNumber(px, x) && sameNumber(py, y))) continue;
      note(!negatedAt(statement.start), mathsWords(statement), statement.start);
    }
  }
  if (wording.equals) {
    const expected = readExpected(wording.equals);
    for (const statement of view.maths) {
      if (!matchesExpected(expected, statement)) continue;
      note(!negatedAt(statement.start), mathsWords(statement), statement.start);
    }
  }
  return best.said ?? best.denied ?? NOTHING;
}

/**
 * The values an answer gives as its answer. When the question asks for a named unknown ("What
 * is x?") and the answer says "x = …", only those chains' results count, so working such as
 * "28 / 4" or an intermediate "2x = 10" is not taken for the answer; otherwise every value does.
 */
export function statedAnswers(view: AnswerView): StatedMaths[] {
  const values = view.maths.filter((statement) => statement.kind === "value");
  if (!view.target) return values;
  const aboutTarget = values.filter((statement) => statement.target === view.target && statement.final);
  return aboutTarget.length > 0 ? aboutTarget : values;
}

type Expected = { kind: "equation"; equation: Equation } | { kind: "expression"; expression: Expr } | null;

const expectedCache = new Map<string, Expected>();

function readExpected(text: string): Expected {
  const cached = expectedCache.get(text);
  if (cached !== undefined) return cached;
  const equation = text.includes("=") ? parseEquation(text) : null;
  const expression = equation ? null : parseExpression(text);
  const expected: Expected = equation
    ? { kind: "equation", equation }
    : expression
      ? { kind: "expression", expression }
      : null;
  if (expectedCache.size >= CACHE_LIMIT) expectedCache.clear();
  expectedCache.set(text, expected);
  return expected;
}

function matchesExpected(expected: Expected, statement: StatedMaths): boolean {
  if (!expected) return false;
  if (expected.kind === "equation") {
    if (statement.kind === "equation" && statement.equation) {
      return equivalentEquations(expected.equation, statement.equation);
    }
    // "-2x + 5" for "y = -2x + 5": the right side alone, when the left is the variable it defines.
    if (
      statement.kind === "expression" &&
      statement.expression &&
      !statement.target &&
      expected.equation.left.kind === "variable"
    ) {
      return equivalentExpressions(expected.equation.right, statement.expression);
    }
    return false;
  }
  if (statement.kind === "expression" && statement.expression) {
    return equivalentExpressions(expected.expression, statement.expression);
  }
  if (statement.kind === "equation" && statement.equation) {
    return (
      equivalentExpressions(expected.expression, statement.equation.right) ||
      equivalentExpressions(expected.expression, statement.equation.left)
    );
  }
  return false;
}

function isNegatedAt(view: AnswerView, offset: number): boolean {
  for (const sentence of view.sentences) {
    for (const word of sentence.words) {
      if (word.start <= offset && offset < Math.max(word.end, word.start + 1)) return word.negated;
    }
  }
  return false;
}

function wordsAt(view: AnswerView, offset: number): Word[] {
  return view.sentences.flatMap((sentence) => sentence.words).filter((word) => word.start === offset);
}

import { readAttempt } from "./attempt";
import { readText, type Word } from "./language";
import { sameNumber } from "./maths";
import { mathsFromWords } from "./number-words";
import { closeSpelling } from "./spelling";
import { synonymsOf } from "./synonyms";
import { cosine, vectorOf } from "./word-vectors";

/**
 * What the combiner (`combiner.ts`) reads of an answer to a card without a curated rubric, beside
 * the derived rubric's own score: how much of the reference's meaning the answer holds and how
 * much of the answer is about it, by lemma, synonym or spelling and by word vectors, with the
 * question's own words weighted down (repeating the question shows little); whether the answer
 * negates what the reference does not, its length beside the reference's, and its numbers.
 * The training script computes these with this very code, so the weights fit what runs.
 */

/** The order of the combiner's weights. */
export const ANSWER_FEATURES = [
  "rubricScore",
  "contradicted",
  "bareList",
  "lemmaRecall",
  "lemmaPrecision",
  "vectorRecall",
  "vectorPrecision",
  "sentenceCosine",
  "negationMismatch",
  "lengthRatio",
  "numbersMissing",
  "questionEcho",
  "unknownShare",
] as const;

export type AnswerFeatures = Record<(typeof ANSWER_FEATURES)[number], number>;

/** What the rubric grade already found, passed in rather than graded again. */
export interface RubricReading {
  score: number;
  contradicted: boolean;
  bareList: boolean;
}

/** The weight of a reference word the question already says. */
const QUESTION_WORD_WEIGHT = 0.1;

interface Content {
  word: Word;
  inQuestion: boolean;
  vector: Float32Array | null;
}

function contentWords(text: string, questionForms: ReadonlySet<string>): { content: Content[]; negations: number } {
  const words = readText(text).flatMap((sentence) => sentence.words);
  const content: Content[] = [];
  let negations = 0;
  for (const word of words) {
    if (word.negator) negations++;
    if (!/^[a-z0-9]/.test(word.text) || word.stopWord || word.negator) continue;
    if (["PUNCT", "DET", "CCONJ", "ADP", "PRON", "AUX", "PART", "SYM"].includes(word.pos)) continue;
    content.push({
      word,
      inQuestion: [word.lemma, word.text, word.stem].some((form) => questionForms.has(form)),
      vector: /^[a-z]+$/.test(word.text) ? vectorOf(word.text, word.lemma) : null,
    });
  }
  return { content, negations };
}

function sameWord(a: Word, b: Word): boolean {
  if (a.lemma === b.lemma || a.stem === b.stem || a.text === b.text) return true;
  if (synonymsOf(a.lemma).includes(b.lemma)) return true;
  // A misspelling only of a word that is not itself English ("evaprate", not "wait" for "water").
  return !a.known && closeSpelling(a.text, b.text);
}

function similarity(a: Content, b: Content): number {
  if (sameWord(a.word, b.word) || sameWord(b.word, a.word)) return 1;
  if (a.vector && b.vector) return Math.max(0, cosine(a.vector, b.vector));
  return 0;
}

function weighted<T>(items: T[], weight: (item: T) => number, value: (item: T) => number): number {
  let total = 0;
  let sum = 0;
  for (const item of items) {
    total += weight(item);
    sum += weight(item) * value(item);
  }
  return total > 0 ? sum / total : 0;
}

const weightOf = (item: Content) => (item.inQuestion ? QUESTION_WORD_WEIGHT : 1);

function meanVector(items: Content[]): Float32Array | null {
  let sum: Float32Array | null = null;
  for (const item of items) {
    if (!item.vector) continue;
    sum ??= new Float32Array(item.vector.length);
    for (let index = 0; index < sum.length; index++) sum[index]! += weightOf(item) * item.vector[index]!;
  }
  return sum;
}

function numbersIn(text: string): number[] {
  return (text.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
}

export function answerFeatures(
  question: string,
  reference: string,
  userAnswer: string,
  rubric: RubricReading,
): AnswerFeatures {
  const questionForms = new Set(
    readText(mathsFromWords(question))
      .flatMap((sentence) => sentence.words)
      .flatMap((word) => [word.lemma, word.text, word.stem]),
  );
  const answerText = readAttempt(userAnswer).text;
  const referenceText = mathsFromWords(reference);
  const answer = contentWords(answerText, questionForms);
  const expected = contentWords(referenceText, questionForms);

  const exact = (item: Content, others: Content[]) =>
    others.some((other) => sameWord(item.word, other.word) || sameWord(other.word, item.word));
  const best = (item: Content, others: Content[]) => Math.max(0, ...others.map((other) => similarity(item, other)));
  const answerVector = meanVector(answer.content);
  const referenceVector = meanVector(expected.content);
  const referenceNumbers = numbersIn(referenceText);
  const answerNumbers = numbersIn(answerText);
  const missingNumbers = referenceNumbers.filter((value) => !answerNumbers.some((one) => sameNumber(one, value)));

  return {
    rubricScore: rubric.score,
    contradicted: rubric.contradicted ? 1 : 0,
    bareList: rubric.bareList ? 1 : 0,
    lemmaRecall: weighted(expected.content, weightOf, (item) => (exact(item, answer.content) ? 1 : 0)),
    lemmaPrecision: weighted(answer.content, weightOf, (item) => (exact(item, expected.content) ? 1 : 0)),
    vectorRecall: weighted(expected.content, weightOf, (item) => best(item, answer.content)),
    vectorPrecision: weighted(answer.content, weightOf, (item) => best(item, expected.content)),
    sentenceCosine: answerVector && referenceVector ? Math.max(0, cosine(answerVector, referenceVector)) : 0,
    negationMismatch: answer.negations % 2 !== expected.negations % 2 ? 1 : 0,
    lengthRatio: Math.log((answer.content.length + 1) / (expected.content.length + 1)),
    numbersMissing: referenceNumbers.length > 0 ? missingNumbers.length / referenceNumbers.length : 0,
    questionEcho:
      answer.content.length > 0 ? answer.content.filter((item) => item.inQuestion).length / answer.content.length : 0,
    unknownShare:
      answer.content.length > 0 ? answer.content.filter((item) => !item.vector).length / answer.content.length : 0,
  };
}

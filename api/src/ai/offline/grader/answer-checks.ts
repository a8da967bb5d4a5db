import { CURATED_SUBJECTS, type Rubric, type RubricIdea } from "../../../curriculum";
import { type AnswerView, statedAnswers } from "./ideas";
import { readPhrase, type Word } from "./language";
import { sameNumber } from "./maths";

/** The checks the grader (index.ts) makes on an answer's words beyond its ideas: a hedged number, a bare list of terms, an answer off the question's topic, and the vocabulary they read with. */

/** What the checks read of the question being graded. */
type Question = { question: string; expectedAnswer: string };

/**
 * The right value beside a different one given as the answer: "x = 7 or x = 8", "5 or 6",
 * or, when the question names its unknown, two different results for it.
 */
export function isHedged(rubric: Rubric, view: AnswerView): boolean {
  if (rubric.kind !== "numeric") return false;
  const expected = rubric.ideas.flatMap((idea: RubricIdea) => idea.values ?? []);
  if (expected.length === 0) return false;
  const isExpected = (value: number) => expected.some((one) => sameNumber(one, value));
  const answers = statedAnswers(view).filter((statement) => !negatedAt(view, statement.start));
  const aboutTarget = view.target ? answers.filter((statement) => statement.target === view.target) : [];
  if (aboutTarget.length > 0) {
    const values = aboutTarget.map((statement) => statement.value!);
    return values.some(isExpected) && values.some((value) => !isExpected(value));
  }
  // "5 or 6", "either 4 or 5": alternatives offered side by side.
  const words = view.sentences.flatMap((sentence) => sentence.words);
  for (const [index, word] of words.entries()) {
    if (word.text !== "or") continue;
    const before = numberNear(words, index, -1);
    const after = numberNear(words, index, 1);
    if (before === null || after === null || sameNumber(before, after)) continue;
    if (isExpected(before) !== isExpected(after)) return true;
  }
  return false;
}

function numberNear(words: Word[], index: number, direction: 1 | -1): number | null {
  for (let step = 1; step <= 3; step++) {
    const word = words[index + direction * step];
    if (!word) return null;
    if (/^-?\d+(?:\.\d+)?$/.test(word.text)) return Number(word.text);
    if (!/^[a-z=]$|^maybe$|^perhaps$/.test(word.text)) return null;
  }
  return null;
}

function negatedAt(view: AnswerView, offset: number): boolean {
  return view.sentences.some((sentence) => sentence.words.some((word) => word.start === offset && word.negated));
}

const RELATING = new Set([
  "→",
  "=",
  "because",
  "so",
  "since",
  "therefore",
  "as",
  "due",
  "thus",
  "causes",
  "cause",
  "means",
  "into",
  "from",
  "to",
  "by",
  "in",
  "inside",
  "on",
  "than",
  "with",
  "without",
  "then",
]);

/**
 * Key words with no sentence: no verb, no word relating them, and nothing else of substance
 * beside the words that stated the ideas ("cytoplasm nucleoid", "tails, water").
 */
export function isBareList(words: Word[], stating: Word[]): boolean {
  const used = new Set(stating);
  let extra = 0;
  for (const [index, word] of words.entries()) {
    if (used.has(word) && !relatingVerb(words, index)) continue;
    if (word.pos === "VERB" || word.pos === "AUX" || RELATING.has(word.text)) return false;
    if (/^[a-z0-9]/.test(word.text) && !word.stopWord && !["CCONJ", "DET", "PUNCT"].includes(word.pos)) extra++;
  }
  return extra <= 1;
}

/** A key word that is a verb between other words relates them: "mitochondria produce ATP" is a sentence, "function, call" a list. */
function relatingVerb(words: Word[], index: number): boolean {
  const word = words[index]!;
  const before = words[index - 1];
  return word.pos === "VERB" && !word.text.endsWith("ing") && before !== undefined && /^[a-z0-9]/.test(before.text);
}

/**
 * Not about the question: nothing the answer says is an idea of the rubric, and none of its
 * words belongs to the question, the expected answer or the course ("I like pizza and games"),
 * or every word is unknown ("asdfgh"). A short wrong guess ("France") is still an attempt.
 */
export function offTopic(words: Word[], vocabulary: ReadonlySet<string>, view: AnswerView, rubric: Rubric): boolean {
  if (view.maths.length > 0) return false;
  // A maths question answered with no maths at all ("what's for lunch") is not an attempt at it.
  if (rubric.kind === "numeric" || rubric.kind === "expression") return true;
  const content = words.filter((word) => /^[a-z]/.test(word.text) && !word.stopWord);
  if (content.length === 0) return true;
  if (content.some((word) => vocabulary.has(word.text) || vocabulary.has(word.lemma))) return false;
  const asking = /^(what|why|how|who|when|where|can|do|does|is|are)$/.test(words[0]?.text ?? "");
  return content.every((word) => !word.known) || content.length >= 3 || (asking && content.length >= 2);
}

/** The words of a rubric's wordings, for telling which term a misspelling is nearest to. */
export function rubricTerms(rubric: Rubric): string[] {
  const wordings = [...rubric.ideas, ...(rubric.wrong ?? [])].flatMap((idea) => [
    ...(idea.says ?? []),
    ...("partly" in idea ? (idea.partly ?? []) : []),
  ]);
  const words = wordings.flatMap((wording) =>
    wording
      .replace(/^[!?]/, "")
      .toLowerCase()
      .split(/[^a-z]+/),
  );
  return [...new Set(words.filter((word) => word.length >= 4))];
}

/** Words that show an answer is about the question: its own, the expected answer's, the rubric's, and the courses' longer terms. */
export function topicWords(input: Question, rubric: Rubric): ReadonlySet<string> {
  const words = new Set([...courseWords()].filter((word) => word.length >= 6));
  const texts = [
    input.question,
    input.expectedAnswer,
    ...rubric.ideas.flatMap((idea) => [...(idea.says ?? []), ...(idea.partly ?? [])]),
  ];
  for (const text of texts)
    for (const word of readPhrase(text.replace(/[!?]/g, " "))) if (!word.stopWord) words.add(word.lemma);
  return words;
}

let courseVocabulary: Set<string> | undefined;

/** Words of the curated courses: real terms of the subjects, never read as misspellings of others. */
function courseWords(): Set<string> {
  if (!courseVocabulary) {
    courseVocabulary = new Set(
      JSON.stringify(CURATED_SUBJECTS)
        .toLowerCase()
        .match(/[a-z]{3,}/g) ?? [],
    );
  }
  return courseVocabulary;
}

export function vocabularyFor(input: Question, rubric: Rubric): ReadonlySet<string> {
  const words = new Set(courseWords());
  for (const text of [input.question, input.expectedAnswer]) {
    for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) words.add(word);
  }
  for (const wrong of rubric.wrong ?? []) {
    for (const said of wrong.says ?? []) for (const word of readPhrase(said.replace(/^[!?]/, ""))) words.add(word.text);
  }
  return words;
}

/** What the question asks to find, when it names it: "What is x?" → "x", "what is f(4)?" → "f(4)". */
export function questionTarget(question: string): string | undefined {
  const call = /\bwhat is ([fgh])\s*\(\s*(-?\d+)\s*\)\s*\?/i.exec(question);
  if (call) return `${call[1]!.toLowerCase()}(${call[2]})`;
  const variable = /\b(?:what is|find|solve for)\s+([a-z])\s*[?.]/i.exec(question);
  return variable ? variable[1]!.toLowerCase() : undefined;
}

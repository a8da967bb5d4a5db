import type { Rubric, RubricIdea, WrongIdea } from "../../../curriculum";
import { readPhrase, readText, type Word } from "./language";
import { constantValue, mathsFromWords, parseEquation, parseExpression } from "./maths";
import { synonymsOf } from "./synonyms";

/**
 * A rubric for a question that has none (a student's own card, a generated card), derived from
 * the expected answer: its number or expression when it is maths; otherwise its content words
 * and compound terms, each said the way the answer says it (negated where the answer negates
 * it), with synonyms. The other options a question offers ("prokaryote or eukaryote?") and the
 * opposite of a yes/no answer become wrong ideas.
 */
export function deriveRubric(question: string, expectedAnswer: string, maxIdeas = 6): Rubric {
  const maths = mathsRubric(expectedAnswer);
  if (maths) return maths;

  const ideas: RubricIdea[] = [];
  const seen = new Set<string>();
  // Read with its capitals, so names are known as names ("William Shakespeare").
  const words = readText(expectedAnswer).flatMap((sentence) => sentence.words);
  const questionWords = new Set(readPhrase(question).flatMap((word) => [word.lemma, word.text, word.stem]));
  const inQuestion = (word: Word) => [word.lemma, word.text, word.stem].some((form) => questionWords.has(form));

  const yesNo = /^\s*(yes|no)\b/i.exec(expectedAnswer)?.[1]?.toLowerCase();
  if (yesNo) ideas.push({ name: `"${yesNo}"`, says: [yesNo] });

  for (const term of contentTerms(words)) {
    // A term the question already names says nothing on its own, unless it is one of the question's options;
    // in a compound, the question's own leading words ("release" in "release oxygen") are left out.
    while (term.words.length > 1 && inQuestion(term.words[0]!)) term.words = term.words.slice(1);
    const key = term.words.map((word) => word.lemma).join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    if (term.words.every(inQuestion) && !isOption(question, key)) continue;
    const phrase = `${term.negated ? "!" : ""}${key}`;
    const says = [phrase, ...synonymsOf(key).map((synonym) => `${term.negated ? "!" : ""}${synonym}`)];
    const last = `${term.negated ? "!" : ""}${term.words.at(-1)!.lemma}`;
    // A name is said by its last word ("Shakespeare"); the head of a compound term is only part of it ("wall").
    const name = term.words.length > 1 && term.words.every((word) => word.pos === "PROPN");
    if (name) says.push(last);
    const partly = term.words.length > 1 && !name ? [last] : undefined;
    ideas.push({ name: term.words.map((word) => word.text).join(" "), says, ...(partly ? { partly } : {}) });
  }

  const wrong: WrongIdea[] = [];
  if (yesNo)
    wrong.push({ name: `answering "${yesNo === "yes" ? "no" : "yes"}"`, says: [yesNo === "yes" ? "no" : "yes"] });
  for (const option of optionsOf(question)) {
    if (ideas.some((idea) => idea.says?.some((said) => said.replace(/^[!?]/, "") === option))) continue;
    if (expectedAnswer.toLowerCase().includes(option)) continue;
    wrong.push({ name: `choosing "${option}"`, says: [option] });
  }

  const kept = ideas.slice(0, maxIdeas);
  const explanation = /\b(why|how|explain|describe)\b/i.test(question) || kept.length > 3;
  // A long expected answer is fully shown by most of its ideas, said in the student's own way.
  const enough = kept.length > 3 ? 0.7 : 1;
  return { kind: explanation ? "explanation" : "short", ideas: kept, wrong, enough };
}

function mathsRubric(expectedAnswer: string): Rubric | null {
  const text = mathsFromWords(expectedAnswer.toLowerCase()).trim().replace(/[.!]$/, "");
  // "7", "x = 7", "-9": a number, possibly given to a variable.
  const assigned = /^(?:[a-z]\s*=\s*)?(-?\d+(?:\.\d+)?)$/.exec(text);
  if (assigned) return { kind: "numeric", ideas: [{ name: text, values: [Number(assigned[1])] }] };
  const expression = parseExpression(text);
  if (expression) {
    const value = constantValue(expression);
    if (value !== null) return { kind: "numeric", ideas: [{ name: text, values: [value] }] };
    return { kind: "expression", ideas: [{ name: text, equals: text }] };
  }
  if (parseEquation(text)) return { kind: "expression", ideas: [{ name: text, equals: text }] };
  return null;
}

interface Term {
  words: Word[];
  negated: boolean;
}

const CONTENT = new Set(["NOUN", "PROPN", "ADJ", "VERB", "NUM", "ADV"]);
const WEAK = new Set([
  "process",
  "use",
  "type",
  "part",
  "form",
  "set",
  "amount",
  "number",
  "something",
  "someone",
  "be",
  "have",
  "do",
  "make",
  "get",
  "also",
  "very",
  "just",
  "often",
  "usually",
  "only",
  "called",
  "call",
  "thing",
  "way",
  "kind",
  "lot",
  "example",
  "such",
  "like",
  "mainly",
  "most",
  "much",
  "many",
]);

/** Content words, with adjacent nouns and adjectives before a noun joined into one term ("cell wall", "amino acid"). */
function contentTerms(words: Word[]): Term[] {
  const terms: Term[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length > 0) terms.push({ words: current, negated: current.some((word) => word.negated) });
    current = [];
  };
  for (const word of words) {
    const content = CONTENT.has(word.pos) && !word.stopWord && !WEAK.has(word.lemma) && /^[a-z0-9]/.test(word.text);
    if (!content) {
      flush();
      continue;
    }
    const nominal = ["NOUN", "PROPN", "ADJ"].includes(word.pos);
    if (current.length > 0 && !(nominal && ["NOUN", "PROPN", "ADJ"].includes(current.at(-1)!.pos))) flush();
    current.push(word);
    if (!nominal) flush();
  }
  flush();
  // Long compounds are read as their last two words, which carry the idea ("large private farms" → "private farm").
  return terms.map((term) => (term.words.length > 2 ? { ...term, words: term.words.slice(-2) } : term));
}

/** The choices a question offers: "prokaryote or eukaryote", "hypotonic, hypertonic or isotonic". */
function optionsOf(question: string): string[] {
  const last =
    question
      .trim()
      .split(/[.:!]\s+|,\s+(?=[a-z]+\s+(?:is|are|was|were|does|do)\b)/i)
      .at(-1) ?? "";
  const match = /((?:[\w-]+,\s*)*)(?:an?\s+|the\s+)?([\w-]+)\s+or\s+(?:an?\s+|the\s+)?([\w-]+)\s*\??\s*$/i.exec(last);
  if (!match) return [];
  const listed = match[1]!.split(",").map((option) => option.trim());
  return [...listed, match[2]!, match[3]!].map((option) => option.toLowerCase()).filter((option) => option.length > 1);
}

function isOption(question: string, term: string): boolean {
  return optionsOf(question).some((option) => option === term || option.endsWith(` ${term}`));
}

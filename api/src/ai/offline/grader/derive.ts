import type { Rubric, RubricIdea, WrongIdea } from "../../../curriculum";
import { deriveRoles } from "./derived-roles";
import { formulaRubric } from "./formulas";
import { readPhrase, readText, type Word } from "./language";
import { constantValue, parseEquation, parseExpression } from "./maths";
import { mathsFromWords } from "./number-words";
import { synonymsOf } from "./synonyms";

/**
 * A rubric for a question that has none (a student's own card, a generated card), derived from
 * the expected answer: its number or expression when it is maths; otherwise its content words
 * and compound terms, each said the way the answer says it (negated where the answer negates
 * it), with synonyms. The other options a question offers ("prokaryote or eukaryote?") and the
 * opposite of a yes/no answer become wrong ideas.
 */
export function deriveRubric(question: string, expectedAnswer: string, maxIdeas = 6): Rubric {
  const formula = formulaRubric(expectedAnswer);
  if (formula) return formula;
  const maths = mathsRubric(expectedAnswer);
  if (maths) return maths;

  const ideas: RubricIdea[] = [];
  // Read with its capitals, so names are known as names ("William Shakespeare").
  // Numbers as the answer's reader sees them: a student's "zero degrees" is read as "0 degrees".
  const words = readText(mathsFromWords(expectedAnswer)).flatMap((sentence) => sentence.words);
  const questionWords = new Set(readPhrase(question).flatMap((word) => [word.lemma, word.text, word.stem]));
  const inQuestion = (word: Word) => [word.lemma, word.text, word.stem].some((form) => questionWords.has(form));

  const yesNo = /^\s*(yes|no)\b/i.exec(expectedAnswer)?.[1]?.toLowerCase();
  if (yesNo) ideas.push({ name: `"${yesNo}"`, says: [yesNo] });

  // Generic words ("calls") are read only when the answer has no other words of its own: "A function that calls itself."
  let read = readIdeas(contentTerms(words, false), question, inQuestion);
  if (read.fresh.length === 0) read = readIdeas(contentTerms(words, true), question, inQuestion);
  const fresh = read.fresh.slice(0, maxIdeas - ideas.length);
  // The question's own words say little beside the answer's own, but they are the answer when it has no others.
  const echoWeight = fresh.length + ideas.length > 0 ? ECHO_WEIGHT : 1;
  const echoed = read.echoed.slice(0, MAX_ECHOED).map((idea) => ({ ...idea, weight: echoWeight }));
  ideas.push(...fresh, ...echoed);
  if (ideas.length === 0) ideas.push(wholeAnswer(words, expectedAnswer));

  const wrong: WrongIdea[] = [];
  if (yesNo)
    wrong.push({ name: `answering "${yesNo === "yes" ? "no" : "yes"}"`, says: [yesNo === "yes" ? "no" : "yes"] });
  for (const option of optionsOf(question)) {
    if (ideas.some((idea) => idea.says?.some((said) => said.replace(/^[!?]/, "") === option))) continue;
    if (expectedAnswer.toLowerCase().includes(option)) continue;
    wrong.push({ name: `choosing "${option}"`, says: [option] });
  }

  const own = ideas.filter((idea) => idea.weight === undefined);
  // A reference that is one term ("Slope") is answered by that term, however the question is put.
  const asksWhy = /\b(why|how|explain|describe)\b/i.test(question) && (own.length > 1 || read.relating);
  const explanation = asksWhy || own.length > 3;
  // A long expected answer is fully shown by most of its ideas, said in the student's own way; the question's own words are a bonus.
  const total = ideas.reduce((sum, idea) => sum + (idea.weight ?? 1), 0);
  const ownWeight = own.length > 0 ? own.length : total;
  const enough = ((own.length > 3 ? 0.7 : 1) * ownWeight) / total;
  // A reference that relates its terms with a verb is not shown by the terms alone.
  const roles = deriveRoles(words, ideas);
  return {
    kind: explanation ? "explanation" : "short",
    ideas,
    wrong,
    enough: Math.round(enough * 1000) / 1000,
    ...((read.relating || relatesAnyway(words) || roles) && !explanation ? { listCap: 0.5 } : {}),
    ...(roles ? { roles } : {}),
  };
}

const ECHO_WEIGHT = 0.1;
const MAX_ECHOED = 3;

interface ReadIdeas {
  /** Ideas of the answer's own words. */
  fresh: RubricIdea[];
  /** Ideas the question already names. */
  echoed: RubricIdea[];
  /** One of the answer's own ideas is a verb: the answer relates its terms, so the terms alone do not show it. */
  relating: boolean;
}

function readIdeas(terms: Term[], question: string, inQuestion: (word: Word) => boolean): ReadIdeas {
  const fresh: RubricIdea[] = [];
  const echoed: RubricIdea[] = [];
  const seen = new Set<string>();
  let relating = false;
  for (const term of terms) {
    // In a compound, the question's own leading words ("release" in "release oxygen") are left out.
    let own = term.words;
    while (own.length > 1 && inQuestion(own[0]!)) own = own.slice(1);
    const echo = own.every(inQuestion) && !isOption(question, lemmas(own));
    // An echoed compound is said as the question says it ("chemical energy"), not by its head alone.
    const kept = echo ? term.words : own;
    const key = lemmas(kept);
    if (seen.has(key)) continue;
    seen.add(key);
    const idea = ideaOf({ ...term, words: kept });
    (echo ? echoed : fresh).push(idea);
    // A verb in "-ing" names an activity ("collecting variable terms"), it does not relate terms.
    if (!echo && term.words.some((word) => word.pos === "VERB" && !word.text.endsWith("ing"))) relating = true;
  }
  return { fresh, echoed, relating };
}

/** A reference that is a sentence ("Water freezes at 0 degrees"), whatever words the question already gave. */
function relatesAnyway(words: Word[]): boolean {
  return words.some((word) => word.pos === "VERB" && !word.text.endsWith("ing") && !FILLER.has(word.lemma));
}

function lemmas(words: Word[]): string {
  return words.map((word) => word.lemma).join(" ");
}

function ideaOf(term: Term): RubricIdea {
  const sign = term.negated ? "!" : "";
  const key = term.words.map((word) => word.lemma).join(" ");
  const says = [`${sign}${key}`, ...synonymWordings(term.words).map((synonym) => `${sign}${synonym}`)];
  const last = `${sign}${term.words.at(-1)!.lemma}`;
  // A name is said by its last word ("Shakespeare"); the head of a compound term is only part of it ("wall").
  const name = term.words.length > 1 && term.words.every((word) => word.pos === "PROPN");
  if (name) says.push(last);
  const partly = term.words.length > 1 && !name && !isReflexive(term.words.at(-1)!) ? [last] : undefined;
  return { name: term.words.map((word) => word.text).join(" "), says, ...(partly ? { partly } : {}) };
}

/** Synonyms of the whole term, else of its first or last word with the rest kept ("call itself" → "invoke itself"). */
function synonymWordings(words: Word[]): string[] {
  const key = lemmas(words);
  const whole = synonymsOf(key);
  if (whole.length > 0 || words.length === 1) return whole;
  const head = lemmas(words.slice(0, -1));
  const tail = lemmas(words.slice(1));
  return [
    ...synonymsOf(words[0]!.lemma).map((synonym) => `${synonym} ${tail}`),
    ...synonymsOf(words.at(-1)!.lemma).map((synonym) => `${head} ${synonym}`),
  ];
}

/** The answer said whole, for a reference with no content word at all ("It is."): it is still a rubric. */
function wholeAnswer(words: Word[], expectedAnswer: string): RubricIdea {
  const kept = words.filter((word) => /^[a-z0-9]/.test(word.text)).map((word) => word.lemma);
  return { name: expectedAnswer.trim(), says: [kept.join(" ") || expectedAnswer.trim().toLowerCase()] };
}

function isReflexive(word: Word): boolean {
  return REFLEXIVE.has(word.text);
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
/** Words that carry no idea on their own. */
const FILLER = new Set([
  "something",
  "someone",
  "be",
  "have",
  "do",
  "also",
  "very",
  "just",
  "often",
  "usually",
  "only",
  "lot",
  "such",
  "like",
  "mainly",
  "most",
  "much",
  "many",
]);

/** Words too general to be an idea beside others, but the idea when the answer has nothing else ("calls itself"). */
const GENERIC = new Set([
  "process",
  "use",
  "type",
  "part",
  "form",
  "set",
  "amount",
  "number",
  "make",
  "get",
  "called",
  "call",
  "thing",
  "way",
  "kind",
  "example",
]);

const REFLEXIVE = new Set(["itself", "themselves", "himself", "herself", "oneself", "yourself"]);

/**
 * Content words, with adjacent nouns and adjectives before a noun joined into one term ("cell wall",
 * "amino acid"), and a verb joined to a reflexive object ("calls itself"); generic words only when asked.
 */
function contentTerms(words: Word[], generic: boolean): Term[] {
  const terms: Term[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length > 0) terms.push({ words: current, negated: current.some((word) => word.negated) });
    current = [];
  };
  for (const [index, word] of words.entries()) {
    const weak = FILLER.has(word.lemma) || (!generic && GENERIC.has(word.lemma));
    const content = CONTENT.has(word.pos) && !word.stopWord && !weak && /^[a-z0-9]/.test(word.text);
    if (!content) {
      flush();
      continue;
    }
    const nominal = ["NOUN", "PROPN", "ADJ"].includes(word.pos);
    if (current.length > 0 && !(nominal && ["NOUN", "PROPN", "ADJ"].includes(current.at(-1)!.pos))) flush();
    current.push(word);
    const next = words[index + 1];
    if (word.pos === "VERB" && next && REFLEXIVE.has(next.text)) current.push(next);
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

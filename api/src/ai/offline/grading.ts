/**
 * Grading by key-term coverage, the offline provider's way of judging a free-text answer:
 * the share of a question's key terms that the answer contains. Numbers must match as
 * numbers ("4" is not found in "14"); words match as whole words, ignoring case and punctuation.
 */

/** Lower-case words and numbers of a text, with punctuation removed (keeps "-3", "2.5", "x=4" → "x","4"). */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/-?\d+(?:\.\d+)?|[a-z]+(?:'[a-z]+)?/g) ?? []
  );
}

/** Whether `answer` contains `term`: every token of the term, in order, as whole tokens. */
export function containsTerm(answer: string, term: string): boolean {
  const answerTokens = tokenize(answer);
  const termTokens = tokenize(term);
  if (termTokens.length === 0) return false;
  for (let start = 0; start + termTokens.length <= answerTokens.length; start++) {
    if (termTokens.every((token, offset) => matches(answerTokens[start + offset]!, token))) return true;
  }
  return false;
}

/** The share (0–1) of `keyTerms` found in `answer`. */
export function keyTermCoverage(answer: string, keyTerms: readonly string[]): number {
  if (keyTerms.length === 0) return 0;
  const found = keyTerms.filter((term) => containsTerm(answer, term)).length;
  return found / keyTerms.length;
}

/** The key terms an answer left out. */
export function missingTerms(answer: string, keyTerms: readonly string[]): string[] {
  return keyTerms.filter((term) => !containsTerm(answer, term));
}

/** A word matches its plural, possessive or simple inflections ("cell" ~ "cells", "Watt" ~ "Watt's"); numbers match exactly. */
function matches(rawWord: string, term: string): boolean {
  const word = rawWord.endsWith("'s") && !term.endsWith("'s") ? rawWord.slice(0, -2) : rawWord;
  if (word === term) return true;
  if (/^-?\d/.test(term) || /^-?\d/.test(word)) return Number(word) === Number(term);
  if (term.length < 4) return false;
  return (
    word === `${term}s` || word === `${term}es` || word === `${term}d` || word === `${term}ed` || term === `${word}s`
  );
}

/** Words that carry meaning, for generic questions built from a definition. */
export function significantWords(text: string, count: number): string[] {
  const common = new Set(
    "the a an and or of to in on for with that this is are be by as it its from at which what how why when into their there they them can has have not but than then also such each other more most".split(
      " ",
    ),
  );
  const words = tokenize(text).filter((word) => word.length > 3 && !common.has(word));
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, count);
}

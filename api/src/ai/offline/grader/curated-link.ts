import { type CuratedConcept, type CuratedQuestion, findCuratedSubject } from "../../../curriculum";
import { readPhrase } from "./language";
import { mathsFromWords } from "./number-words";

/**
 * The curated question a flashcard was made from, so the card is graded by its curated rubric.
 * A card keeps the link when a student or teacher rewords it and the meaning stays: its question
 * and its expected answer each say the same content words as the curated ones (after lemmas and
 * number words), or nearly all of them with the same numbers and the same negations. A change of
 * meaning (another answer, a number, a "not") drops the link, and the card is graded from its own
 * answer instead.
 */

interface CuratedLink {
  concept: CuratedConcept;
  question: CuratedQuestion;
}

/** The share of content words two wordings must share (Jaccard) when they are not the same set. */
const NEAR = 0.75;

export function findCuratedLink(subjectName: string, prompt: string, expectedAnswer: string): CuratedLink | undefined {
  const subject = findCuratedSubject(subjectName);
  if (!subject) return undefined;
  const candidates = subject.topics
    .flatMap((topic) => topic.sections)
    .flatMap((section) => section.concepts)
    .flatMap((concept) => concept.questions.map((question) => ({ concept, question })));
  const exact = candidates.find(
    ({ question }) => question.prompt === prompt.trim() && question.answer === expectedAnswer.trim(),
  );
  if (exact) return exact;
  const asked = meaningOf(prompt);
  const answered = meaningOf(expectedAnswer);
  let best: { link: CuratedLink; similarity: number } | undefined;
  for (const link of candidates) {
    const question = similarity(asked, meaningOf(link.question.prompt));
    const answer = similarity(answered, meaningOf(link.question.answer));
    const both = Math.min(question, answer);
    if (both >= NEAR && (!best || both > best.similarity)) best = { link, similarity: both };
  }
  return best?.link;
}

interface Meaning {
  words: Set<string>;
  numbers: string;
  negations: number;
}

const NEGATIONS = /^(?:not|n't|no|never|none|without|nor|neither)$/;
const meaningCache = new Map<string, Meaning>();

/** Content lemmas, the numbers in order, and how many negations a wording holds. */
function meaningOf(text: string): Meaning {
  const cached = meaningCache.get(text);
  if (cached) return cached;
  const words = readPhrase(mathsFromWords(text.toLowerCase()).replace(/[^\p{L}\p{N}'.\s-]|\.(?!\d)/gu, " "));
  const meaning: Meaning = {
    words: new Set(
      words
        .filter((word) => /^[a-z]/.test(word.text) && !word.stopWord && !NEGATIONS.test(word.text))
        .map((word) => word.lemma),
    ),
    numbers: words
      .filter((word) => /^-?\d/.test(word.text))
      .map((word) => String(Number(word.text)))
      .join(" "),
    negations: words.filter((word) => NEGATIONS.test(word.text)).length,
  };
  // Cards are few per request and curated wordings a few hundred; the bound only guards a long-running server.
  if (meaningCache.size > 5_000) meaningCache.clear();
  meaningCache.set(text, meaning);
  return meaning;
}

/** 1 for the same meaning, the Jaccard overlap of content words otherwise; 0 when a number or a negation differs. */
function similarity(a: Meaning, b: Meaning): number {
  if (a.numbers !== b.numbers || a.negations !== b.negations) return 0;
  const union = new Set([...a.words, ...b.words]);
  if (union.size === 0) return 1;
  let shared = 0;
  for (const word of a.words) if (b.words.has(word)) shared++;
  return shared / union.size;
}

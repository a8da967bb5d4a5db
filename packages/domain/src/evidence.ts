/**
 * Repeated answers add no evidence (ADR 0015). A student who sends the same words again, or the
 * same key words shuffled, has shown nothing new: the second copy must not move mastery. An
 * answer's fingerprint is its set of words, lower-cased, without punctuation or filler; two
 * answers repeat each other when those sets are nearly the same.
 */

/** Short words that carry no content, so "it is the nucleus" repeats "the nucleus". */
const FILLER = new Set(
  "a an and are as at be but by for from i if in is it its my of on or so than that the then there these this those to was we were what which with you your".split(
    " ",
  ),
);

/** How alike two answers' word sets must be (shared words over all words) to count as one answer. */
export const REPEAT_SIMILARITY = 0.8;

/** The answer's content words, sorted and unique, joined by spaces; "" when it has none. */
export function answerFingerprint(text: string): string {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !FILLER.has(word));
  return [...new Set(words)].sort().join(" ");
}

/** How alike two fingerprints are: shared words over all words (Jaccard), 0–1. */
export function fingerprintSimilarity(a: string, b: string): number {
  const left = new Set(a.split(" ").filter(Boolean));
  const right = new Set(b.split(" ").filter(Boolean));
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/**
 * Whether an answer repeats one of the earlier ones (their fingerprints): the same content words,
 * or nearly. An answer with no content words at all ("ok", "?") always counts as a repeat, since
 * it can show nothing.
 */
export function isRepeatedAnswer(fingerprint: string, earlier: readonly (string | null)[]): boolean {
  if (fingerprint === "") return true;
  return earlier.some((other) => other !== null && fingerprintSimilarity(fingerprint, other) >= REPEAT_SIMILARITY);
}

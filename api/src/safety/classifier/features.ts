/**
 * The classifier's features, exactly as train/train.py computes them: the text lowercased, its
 * apostrophes dropped, cut into runs of a–z and 0–9; every word ("w:"), every pair of neighbouring
 * words ("b:") and every character 3-, 4- and 5-gram of the words joined by single spaces with a
 * space at each end ("c:"); each hashed with 32-bit FNV-1a and taken modulo 2^18. A text is the set
 * of its buckets, sorted, so that scores are summed in the same order as in Python.
 */

export const BUCKETS = 1 << 18;

/** 32-bit FNV-1a over the feature's characters (always ASCII here, so its UTF-8 bytes). */
export function fnv1a(feature: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < feature.length; index += 1) {
    hash = Math.imul(hash ^ feature.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}

function tokensOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['\u2019]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** The sorted, distinct buckets of a text. */
export function bucketsOf(text: string): number[] {
  const tokens = tokensOf(text);
  const found = new Set<number>();
  for (const word of tokens) found.add(fnv1a(`w:${word}`) % BUCKETS);
  for (let index = 1; index < tokens.length; index += 1) {
    found.add(fnv1a(`b:${tokens[index - 1]} ${tokens[index]}`) % BUCKETS);
  }
  const padded = ` ${tokens.join(" ")} `;
  for (let n = 3; n <= 5; n += 1) {
    for (let index = 0; index + n <= padded.length; index += 1)
      found.add(fnv1a(`c:${padded.slice(index, index + n)}`) % BUCKETS);
  }
  return [...found].sort((a, b) => a - b);
}

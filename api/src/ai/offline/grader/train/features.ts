/**
 * Computes the combiner's features for labelled answers with the product's own grader
 * (`gradeWithFeatures`, the path `POST /api/practice/flashcards/evaluate` takes for a card without
 * a curated rubric), so what is fitted is what runs. Reads the JSON lines of `public-data.ts`
 * (`{"id", "question", "reference", "answer", "label"}`) on standard input and writes one line per
 * answer: its id, label, question (the group for cross-validation), the derived rubric's score,
 * the caps, the features (null when the grader gave 0 before any reading: not an attempt, off
 * topic, or a maths card) and an untrained word-overlap baseline.
 *
 *   bun api/src/ai/offline/grader/train/features.ts < train.jsonl > train-features.jsonl
 */
import { ANSWER_FEATURES } from "../answer-features";
import { gradeWithFeatures } from "../index";
import { readText } from "../language";

interface Line {
  id: string;
  question: string;
  reference: string;
  answer: string;
  label: number;
}

/** The share of the reference's words (not stop words) the answer also writes: the baseline. */
export function wordOverlap(reference: string, answer: string): number {
  const words = (text: string) =>
    readText(text.toLowerCase())
      .flatMap((sentence) => sentence.words)
      .filter((word) => /^[a-z0-9]/.test(word.text) && !word.stopWord)
      .map((word) => word.text);
  const expected = new Set(words(reference));
  if (expected.size === 0) return 0;
  const said = new Set(words(answer));
  return [...expected].filter((word) => said.has(word)).length / expected.size;
}

export function featureLine(line: Line): Record<string, unknown> {
  const result = gradeWithFeatures(
    { question: line.question, expectedAnswer: line.reference, userAnswer: line.answer },
    { combine: false },
  );
  return {
    id: line.id,
    label: line.label,
    group: line.question,
    rubricScore: result.rubricScore,
    cap: result.cap,
    complete: result.complete,
    // The names go with the values, so the fitting script reads the order instead of keeping a copy.
    featureNames: ANSWER_FEATURES,
    features: result.features ? ANSWER_FEATURES.map((name) => Math.round(result.features![name] * 1e6) / 1e6) : null,
    overlap: wordOverlap(line.reference, line.answer),
  };
}

if (import.meta.main) {
  const buffered = await Bun.stdin.text();
  const out: string[] = [];
  for (const text of buffered.split("\n")) {
    if (!text.trim()) continue;
    out.push(JSON.stringify(featureLine(JSON.parse(text) as Line)));
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

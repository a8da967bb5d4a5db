import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ANSWER_FEATURES, type AnswerFeatures } from "./answer-features";

/**
 * The score of a worded answer to a card without a curated rubric: a logistic regression over
 * `answer-features.ts`, fitted on the SemEval-2013 Task 7 training sets (Beetle and SciEntsBank,
 * 2-way labels) by `train/fit.py`, never on their test splits. Its weights ship in
 * `combiner-weights.json`; the score is the model's probability that the answer is correct,
 * with the intercept moved so the product's pass mark (0.7) sits at the threshold that cross-
 * validation on the training sets found best.
 */

interface CombinerWeights {
  features: string[];
  weights: number[];
  intercept: number;
}

let model: CombinerWeights | undefined;

function combiner(): CombinerWeights {
  if (model) return model;
  const read = JSON.parse(readFileSync(join(import.meta.dir, "combiner-weights.json"), "utf8")) as CombinerWeights;
  // The weights name their features: a feature added or renamed without a new fit fails here, not silently.
  if (read.features.join() !== ANSWER_FEATURES.join()) {
    throw new Error("combiner-weights.json was fitted on other features; run the training script again");
  }
  model = read;
  return model;
}

/** The probability (0–1) that the answer is correct. */
export function combinedScore(features: AnswerFeatures): number {
  const { weights, intercept } = combiner();
  let logit = intercept;
  for (const [index, name] of ANSWER_FEATURES.entries()) logit += weights[index]! * features[name];
  return 1 / (1 + Math.exp(-logit));
}

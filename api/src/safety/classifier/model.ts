import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUCKETS, bucketsOf } from "./features";

/**
 * The statistical layer of the offline screen (ADR 0038): a logistic regression per category over
 * hashed n-grams, trained by train/train.py on public labelled data and shipped as model.json.
 * Loaded once, on first use; scoring a message is a hash per n-gram and one addition per bucket.
 */

/** The categories the model has a head for (public data was found for these only). */
export type ClassifierCategory = "suicide" | "harassment";

interface ExportedHead {
  bias: number;
  /** The lowest score whose precision on the validation split is at least 95%. */
  likely: number;
  /** The highest score that still finds 90% of the validation split's positives. */
  possible: number;
  index: number[];
  weight: number[];
}

interface ExportedModel {
  version: number;
  buckets: number;
  hash: string;
  heads: Record<ClassifierCategory, ExportedHead>;
}

export interface ClassifierHead {
  category: ClassifierCategory;
  bias: number;
  likely: number;
  possible: number;
  weights: Float64Array;
}

let heads: ClassifierHead[] | null = null;

/** The model's heads, read from model.json the first time they are needed. */
export function classifierHeads(): ClassifierHead[] {
  heads ??= loadModel(join(import.meta.dir, "model.json"));
  return heads;
}

export function loadModel(path: string): ClassifierHead[] {
  const model = JSON.parse(readFileSync(path, "utf8")) as ExportedModel;
  if (model.version !== 1 || model.buckets !== BUCKETS || model.hash !== "fnv1a32") {
    throw new Error(`${path} is not a version 1 model over ${BUCKETS} FNV-1a buckets.`);
  }
  return (Object.entries(model.heads) as [ClassifierCategory, ExportedHead][]).map(([category, head]) => {
    const weights = new Float64Array(BUCKETS);
    head.index.forEach((bucket, position) => {
      weights[bucket] = head.weight[position]!;
    });
    return { category, bias: head.bias, likely: head.likely, possible: head.possible, weights };
  });
}

/** Each head's probability that the text belongs to its category (0–1). */
export function classify(
  text: string,
  model: ClassifierHead[] = classifierHeads(),
): Record<ClassifierCategory, number> {
  const buckets = bucketsOf(text);
  // Divided (not multiplied by the inverse) as train.py does, so the scores agree to the last bit.
  const norm = buckets.length > 0 ? Math.sqrt(buckets.length) : 1;
  const scores = {} as Record<ClassifierCategory, number>;
  for (const head of model) {
    let total = 0;
    for (const bucket of buckets) total += head.weights[bucket]!;
    scores[head.category] = 1 / (1 + Math.exp(-(head.bias + total / norm)));
  }
  return scores;
}

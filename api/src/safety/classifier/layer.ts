import type { ScreenFinding } from "../types";
import { classifierHeads, classify } from "./model";

/**
 * The classifier as a layer of the offline screen. A suicide score at or above the head's `likely`
 * threshold (95% precision on the validation split of the training data) is a critical finding;
 * one at or above `possible` (90% recall there) is a concern: likely but not certain, for an adult
 * to review while the lesson goes on. The harassment head only scores: it learnt profanity more
 * than harassment and raised concerns on 28% of ordinary texts in OpenAI's set (ADR 0038), too
 * many to ask a teacher to review. Every finding names the layer and the score ("classifier: suicide 0.93").
 */
interface ClassifierLayerResult {
  /** Critical or concern findings (suicide only). */
  findings: ScreenFinding[];
  /** `classifier:<category>`: every head's score, for `verdict.scores`. */
  scores: Record<string, number>;
}

export function screenWithClassifier(text: string): ClassifierLayerResult {
  const result: ClassifierLayerResult = { findings: [], scores: {} };
  for (const { category, likely, possible, score } of headScores(text)) {
    const rounded = round(score);
    result.scores[`classifier:${category}`] = rounded;
    if (category !== "suicide" || score < possible) continue;
    const severity = score >= likely ? "critical" : "concern";
    result.findings.push({
      category,
      severity,
      score: rounded,
      engine: "offline",
      reason: `classifier: ${category} ${rounded.toFixed(2)}`,
    });
  }
  return result;
}

function headScores(text: string) {
  const scores = classify(text);
  return classifierHeads().map(({ category, likely, possible }) => ({
    category,
    likely,
    possible,
    score: scores[category],
  }));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

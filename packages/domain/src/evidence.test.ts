import { describe, expect, test } from "bun:test";
import { answerFingerprint, fingerprintSimilarity, isRepeatedAnswer } from "./evidence";

describe("repeated answers", () => {
  test("the fingerprint is the content words, sorted, without case, punctuation or filler", () => {
    expect(answerFingerprint("The NUCLEUS holds the DNA!")).toBe("dna holds nucleus");
    expect(answerFingerprint("  ...  ")).toBe("");
  });

  test("the same words again, shuffled or re-punctuated, repeat the earlier answer", () => {
    const first = answerFingerprint("Photosynthesis makes glucose from light, water and carbon dioxide");
    const again = answerFingerprint("light water carbon dioxide glucose photosynthesis makes");
    expect(isRepeatedAnswer(again, [first])).toBe(true);
    expect(isRepeatedAnswer(first, [null, first])).toBe(true);
  });

  test("a new answer is not a repeat, and neither is a first answer", () => {
    const first = answerFingerprint("Photosynthesis makes glucose");
    const other = answerFingerprint("Respiration releases energy from glucose");
    expect(fingerprintSimilarity(first, other)).toBeLessThan(0.8);
    expect(isRepeatedAnswer(other, [first])).toBe(false);
    expect(isRepeatedAnswer(first, [])).toBe(false);
  });

  test("an answer with no content words shows nothing and counts as a repeat", () => {
    expect(isRepeatedAnswer(answerFingerprint("it is"), [])).toBe(true);
  });
});

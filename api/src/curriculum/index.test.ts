import { describe, expect, test } from "bun:test";
import { CURATED_SUBJECTS, findCuratedSubject, findCuratedTopic } from ".";

describe("the curated content", () => {
  test("has at least three subjects, each with an outline of several topics", () => {
    expect(CURATED_SUBJECTS.length).toBeGreaterThanOrEqual(3);
    for (const subject of CURATED_SUBJECTS) {
      expect(subject.outline.length).toBeGreaterThanOrEqual(5);
      expect(new Set(subject.outline).size).toBe(subject.outline.length);
    }
  });

  test("teaches each in-depth topic completely: sections, concepts, questions, facts", () => {
    for (const subject of CURATED_SUBJECTS) {
      expect(subject.topics.length).toBeGreaterThanOrEqual(1);
      for (const topic of subject.topics) {
        expect(subject.outline).toContain(topic.name);
        for (const text of [topic.overview, topic.warmUpQuestion, topic.extensionQuestion, topic.reflectionPrompt]) {
          expect(text.length).toBeGreaterThan(20);
        }
        expect(topic.sections.length).toBeGreaterThanOrEqual(2);
        for (const section of topic.sections) {
          expect(section.facts.length).toBeGreaterThanOrEqual(3);
          expect(section.concepts.length).toBeGreaterThanOrEqual(2);
          for (const concept of section.concepts) {
            expect(concept.definition.length).toBeGreaterThan(20);
            expect(concept.explanation.length).toBeGreaterThan(concept.definition.length / 2);
            expect(concept.misconception.mistake.length).toBeGreaterThan(10);
            expect(concept.misconception.correction.length).toBeGreaterThan(10);
            expect(concept.questions.length).toBeGreaterThanOrEqual(2);
            for (const question of concept.questions) {
              expect(question.keyTerms.length).toBeGreaterThanOrEqual(1);
              expect(question.hint.length).toBeGreaterThan(10);
              // A hint that contains every key term would give the answer away.
              const hint = question.hint.toLowerCase();
              expect(question.keyTerms.every((term) => hint.includes(term.toLowerCase()))).toBe(false);
              // The model answer must pass the grader's own key-term check.
              const answer = question.answer.toLowerCase();
              expect(question.keyTerms.filter((term) => !answer.includes(term.toLowerCase()))).toEqual([]);
            }
          }
        }
      }
    }
  });

  test("finds subjects by name or alias and topics by name, ignoring case and spacing", () => {
    const algebra = findCuratedSubject("  algebra   i ");
    expect(algebra?.name).toBe("Algebra I");
    expect(findCuratedSubject("Algebra 1")?.name).toBe("Algebra I");
    expect(findCuratedSubject("Underwater Basket Weaving")).toBeUndefined();
    expect(findCuratedTopic(algebra!, "solving linear equations")?.name).toBe("Solving Linear Equations");
  });
});

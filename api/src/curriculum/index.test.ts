import { describe, expect, test } from "bun:test";
import { gradeAnswer } from "../ai/offline/grader";
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
              expect(question.rubric.ideas.length).toBeGreaterThanOrEqual(1);
              expect(question.hint.length).toBeGreaterThan(10);
              // A hint that holds every idea's main wording would give the answer away.
              const hint = ` ${question.hint.toLowerCase()} `;
              const mainWordings = question.rubric.ideas
                .filter((idea) => (idea.weight ?? 1) > 0)
                .map((idea) => idea.says?.[0]?.replace(/^[!?]/, "") ?? String(idea.values?.[0] ?? idea.equals));
              expect(mainWordings.every((wording) => hint.includes(wording))).toBe(false);
              // The model answer earns full marks from the grader with the question's own rubric.
              const grade = gradeAnswer({
                question: question.prompt,
                expectedAnswer: question.answer,
                userAnswer: question.answer,
                rubric: question.rubric,
              });
              expect({ prompt: question.prompt, band: grade.band }).toEqual({
                prompt: question.prompt,
                band: "mastered",
              });
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

import { describe, expect, test } from "bun:test";
import { isPass } from "@bloom/domain";
import { CURATED_SUBJECTS } from "../../../curriculum";
import { gradeAnswer } from ".";
import { deriveRubric } from "./derive";

/** Every card the curated courses make: their questions, and each concept's definition asked both ways. */
function curatedCards(): { question: string; reference: string }[] {
  const cards: { question: string; reference: string }[] = [];
  for (const topic of CURATED_SUBJECTS.flatMap((subject) => subject.topics)) {
    for (const concept of topic.sections.flatMap((section) => section.concepts)) {
      for (const question of concept.questions) cards.push({ question: question.prompt, reference: question.answer });
      cards.push({ question: `What does "${concept.label}" mean in ${topic.name}?`, reference: concept.definition });
      cards.push({ question: `Which idea of ${topic.name} is this? ${concept.definition}`, reference: concept.label });
    }
  }
  return cards;
}

/** Cards whose reference says nothing the question does not already say. */
const ECHO_CARDS = [
  {
    question: "What is a recursive function?",
    reference: "A function that calls itself.",
    paraphrase: "It's a function which invokes itself.",
    negation: "A function that never calls itself.",
    list: "function, call, itself",
  },
  {
    question:
      "In photosynthesis, does light energy become chemical energy or does chemical energy become light energy?",
    reference: "Light energy becomes chemical energy.",
    paraphrase: "The light energy turns into chemical energy.",
    negation: "Light energy does not become chemical energy.",
    reversal: "Chemical energy becomes light energy.",
    list: "light energy, chemical energy",
  },
  {
    question: "Which is bigger, the sun or the moon?",
    reference: "The sun is bigger than the moon.",
    paraphrase: "The sun is larger than the moon.",
    negation: "The sun is not bigger than the moon.",
    reversal: "The moon is bigger than the sun.",
    list: "sun moon",
  },
  {
    question: "Do mitochondria produce ATP, or does ATP produce mitochondria?",
    reference: "Mitochondria produce ATP.",
    paraphrase: "ATP is made by the mitochondria.",
    negation: "Mitochondria don't produce ATP.",
    reversal: "ATP produces mitochondria.",
    list: "mitochondria, ATP",
  },
  {
    question: "Is the Earth round?",
    reference: "Yes, the Earth is round.",
    paraphrase: "yes it is round",
    negation: "The Earth is not round.",
  },
  {
    question: "What does a catalyst do to the activation energy of a reaction: does it lower it?",
    reference: "A catalyst lowers the activation energy of a reaction.",
    paraphrase: "A catalyst reduces the activation energy a reaction needs.",
    negation: "A catalyst does not lower the activation energy.",
    list: "catalyst activation energy",
  },
  {
    question: "Does water freeze at zero degrees Celsius?",
    reference: "Water freezes at zero degrees Celsius.",
    paraphrase: "yes, water freezes at 0 degrees celsius",
    negation: "Water doesn't freeze at zero degrees Celsius.",
  },
  {
    question: "Does heat flow from hot objects into cold objects, or from cold objects into hot objects?",
    reference: "Heat flows from hot objects into cold objects.",
    paraphrase: "Heat moves from the hot objects into the cold objects.",
    negation: "Heat never flows from hot objects into cold objects.",
    reversal: "Heat flows from cold objects into hot objects.",
    list: "heat hot objects cold objects",
  },
];

const score = (question: string, reference: string, answer: string) =>
  gradeAnswer({ question, expectedAnswer: reference, userAnswer: answer }).score;

describe("a rubric derived from the reference answer", () => {
  test("is never empty, and the reference typed back passes on every curated card", () => {
    const failing = curatedCards()
      .map((card) => ({ ...card, score: score(card.question, card.reference, card.reference) }))
      .filter((card) => !isPass(card.score));
    expect(failing).toEqual([]);
    for (const card of [...curatedCards(), ...ECHO_CARDS]) {
      expect(deriveRubric(card.question, card.reference).ideas.length).toBeGreaterThan(0);
    }
  });

  test("keeps the question's own words, weighted down, when the reference says nothing else", () => {
    expect(deriveRubric("What is a recursive function?", "A function that calls itself.").ideas).toEqual([
      { name: "calls itself", says: ["call itself", "invoke itself"] },
      { name: "function", says: ["function"], weight: 0.1 },
    ]);
  });

  for (const card of ECHO_CARDS) {
    test(`reads meaning where every word is the question's: ${card.question}`, () => {
      expect(isPass(score(card.question, card.reference, card.reference))).toBe(true);
      expect(isPass(score(card.question, card.reference, card.paraphrase))).toBe(true);
      expect(isPass(score(card.question, card.reference, card.negation))).toBe(false);
      if (card.reversal) {
        const reversed = gradeAnswer({
          question: card.question,
          expectedAnswer: card.reference,
          userAnswer: card.reversal,
        });
        expect(reversed).toMatchObject({ reversed: true, band: "needs-work" });
      }
      if (card.list) expect(isPass(score(card.question, card.reference, card.list))).toBe(false);
    });
  }

  test("a one-word reference is still answered by that word, whatever the question asks", () => {
    const question = "Which idea of Functions and Graphs is this? A measure of how steep a line is.";
    expect(score(question, "Slope", "slope")).toBe(1);
  });
});

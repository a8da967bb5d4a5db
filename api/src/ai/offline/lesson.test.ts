import { describe, expect, test } from "bun:test";
import type { SessionStep } from "@bloom/domain";
import { CURATED_SUBJECTS, type CuratedQuestion, type CuratedSection, type CuratedTopic } from "../../curriculum";
import type { TutorTurn } from "../provider";
import { teachTurn } from "./lesson";
import { introduceConcept } from "./lesson-ladder";
import { introductionOf, lessonFor } from "./material";
import { gradeStudentAnswer } from "./question-grade";

/**
 * The offline tutor's moves, without HTTP: what each kind of student message gets, the hint and
 * answer ladders, and the rule that no introduction or hint gives a question's answer away.
 */

type Message = TutorTurn["history"][number];

const algebra = CURATED_SUBJECTS.find((subject) => subject.name === "Algebra I")!;
const linear = algebra.topics.find((topic) => topic.name === "Solving Linear Equations")!;
const oneStep = linear.sections[0]!;
const inverse = oneStep.concepts[0]!;
const firstQuestion = inverse.questions[0]!; // Solve x + 9 = 15. What is x?

/** A turn on a curated section, with concept ids "c0", "c1", … and the given mastery. */
function curatedTurn(
  topic: CuratedTopic,
  section: CuratedSection,
  history: Message[],
  options: { step?: SessionStep; mastery?: number[]; subject?: string; opening?: TutorTurn["opening"] } = {},
): TutorTurn {
  return {
    subjectName: options.subject ?? subjectOf(topic),
    topicName: topic.name,
    step: options.step ?? "NEW_CONCEPT",
    section: section.name,
    sections: topic.sections.map((s) => s.name),
    concepts: section.concepts.map((concept, index) => ({
      id: `c${index}`,
      label: concept.label,
      definition: concept.definition,
      mastery: options.mastery?.[index] ?? 0,
    })),
    history,
    opening: options.opening,
  };
}

function subjectOf(topic: CuratedTopic): string {
  return CURATED_SUBJECTS.find((subject) => subject.topics.includes(topic))!.name;
}

/** Plays a conversation on the first section of Solving Linear Equations, from the introduction of its first concept. */
function play(studentMessages: string[], step: SessionStep = "NEW_CONCEPT") {
  const history: Message[] = [{ role: "ASSISTANT", content: `Thanks.\n\n${introduceConcept(lessonConcept(0))}` }];
  const moves = [];
  for (const content of studentMessages) {
    history.push({ role: "USER", content });
    const move = teachTurn(curatedTurn(linear, oneStep, [...history], { step }));
    moves.push(move);
    history.push({ role: "ASSISTANT", content: move.reply });
  }
  return moves;
}

function lessonConcept(index: number) {
  const material = lessonFor(curatedTurn(linear, oneStep, []));
  if (material.kind === "unavailable") throw new Error("Solving Linear Equations is curated");
  return material.section.concepts[index]!;
}

/** A reply with the question's own text taken out: the question may name numbers its answer also has. */
function withoutPrompt(reply: string, question: CuratedQuestion): string {
  return reply.split(question.prompt).join(" ");
}

const everyCuratedConcept = CURATED_SUBJECTS.flatMap((subject) =>
  subject.topics.flatMap((topic) =>
    topic.sections.flatMap((section) => section.concepts.map((concept) => ({ subject, topic, section, concept }))),
  ),
);

describe("no answer before the question", () => {
  test("no introduction passes as the answer to the question that follows it (0 leaks)", () => {
    const leaks = everyCuratedConcept.filter(({ concept }) => {
      const introduction = `Let's look at **${concept.label}**. ${introductionOf(concept)}`;
      return gradeStudentAnswer(concept.questions[0]!, introduction).passed;
    });
    expect(everyCuratedConcept.length).toBeGreaterThanOrEqual(40);
    expect(leaks.map(({ concept }) => concept.label)).toEqual([]);
  });

  test("the tutor's introduction is exactly that text, followed by the first question", () => {
    const concept = lessonConcept(0);
    expect(introduceConcept(concept)).toBe(
      `Let's look at **${inverse.label}**. ${introductionOf(inverse)}\n\n${firstQuestion.prompt}`,
    );
  });

  test("no hint rung but the last passes as the answer to its question (0 leaks)", () => {
    const leaks: string[] = [];
    for (const { concept } of everyCuratedConcept) {
      for (const question of concept.questions) {
        for (const rung of [question.hint, question.narrowerHint, question.workedStep]) {
          if (gradeStudentAnswer(question, rung).passed) leaks.push(`${question.prompt} | ${rung}`);
        }
        // The last rung is the worked answer, which passes its own grading.
        expect(gradeStudentAnswer(question, question.answer).passed).toBe(true);
      }
    }
    expect(leaks).toEqual([]);
  });

  test("every rung is its own text, so the tutor can tell how far up the ladder a question is", () => {
    for (const { concept } of everyCuratedConcept) {
      for (const question of concept.questions) {
        const rungs = [question.hint, question.narrowerHint, question.workedStep, question.answer];
        expect(new Set(rungs).size).toBe(4);
        for (const rung of rungs) expect(rung.length).toBeGreaterThan(10);
        for (const other of concept.questions)
          if (other !== question) expect(rungs.join(" ")).not.toContain(other.prompt);
      }
    }
  });

  test("over a whole curated section, nothing the tutor says before the worked answer passes as the answer", () => {
    for (const { topic, section } of everyCuratedConcept) {
      for (const [conceptIndex, concept] of section.concepts.entries()) {
        for (const question of concept.questions) {
          const history: Message[] = [{ role: "ASSISTANT", content: `Here's another one:\n\n${question.prompt}` }];
          for (let attempt = 1; attempt <= 3; attempt++) {
            history.push({
              role: "USER",
              content: ["purple elephants", "a banana", "something else entirely"][attempt - 1]!,
            });
            const move = teachTurn(curatedTurn(topic, section, [...history], { step: "GUIDED_PRACTICE" }));
            // The "concrete step" after two tries, and the worked step after three, narrow the answer without giving it.
            expect(gradeStudentAnswer(question, withoutPrompt(move.reply, question)).passed).toBe(false);
            expect(move.reply).toContain(question.prompt);
            expect(move.assessment.mistakes).toHaveLength(1);
            history.push({ role: "ASSISTANT", content: move.reply });
          }
          expect(conceptIndex).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});

describe("the hint ladder", () => {
  test("a hint request gets the next rung each time: nudge, narrower hint, worked step, worked answer", () => {
    const [first, second, third, fourth] = play(["Can I have a hint?", "hint?", "another hint please", "hint"]);
    expect(first!.reply).toContain(firstQuestion.hint);
    expect(second!.reply).toContain(firstQuestion.narrowerHint);
    expect(third!.reply).toContain(firstQuestion.workedStep);
    expect(fourth!.reply).toContain(firstQuestion.answer);
    for (const move of [first, second, third]) {
      expect(move!.reply).toContain(firstQuestion.prompt);
      expect(move!.reply).not.toContain(firstQuestion.answer);
      expect(move!.reply).not.toContain("Not quite");
      expect(move!.assessment).toEqual({
        intent: "hint_request",
        evidence: [],
        factsLearned: [],
        mistakes: [],
        advanceStep: false,
      });
    }
    // After the worked answer comes a fresh question to use it on.
    expect(fourth!.reply).toContain(inverse.questions[1]!.prompt);
    expect(fourth!.assessment.mistakes).toEqual([]);
  });

  test('"I don\'t know" gets encouragement and the first hint, and is no mistake', () => {
    const [move] = play(["I don't know"]);
    expect(move!.reply).toStartWith("That's okay");
    expect(move!.reply).toContain(firstQuestion.hint);
    expect(move!.reply).not.toContain("Not quite");
    expect(move!.assessment).toMatchObject({ intent: "unsure", evidence: [], mistakes: [] });
  });

  test("wrong answers climb the same ladder: a hint, then the concrete next step, then a worked step, then the worked answer", () => {
    const moves = play(["7", "8", "10", "11"]);
    expect(moves[0]!.reply).toStartWith("Not quite yet.");
    expect(moves[0]!.reply).toContain(firstQuestion.hint);
    expect(moves[1]!.reply).toContain(firstQuestion.narrowerHint);
    expect(moves[2]!.reply).toContain(firstQuestion.workedStep);
    expect(moves[3]!.reply).toContain(firstQuestion.answer);
    expect(moves[3]!.reply).toContain(inverse.misconception.correction);
    for (const move of moves) {
      expect(move.assessment.intent).toBe("attempt");
      expect(move.assessment.mistakes).toHaveLength(1);
      expect(move.assessment.evidence).toEqual([{ conceptId: "c0", score: 0 }]);
    }
  });

  test("hints and tries share one ladder, and a right answer after help counts for less", () => {
    const [hint, wrong, right] = play(["hint?", "5", "x = 6"]);
    expect(hint!.reply).toContain(firstQuestion.hint);
    expect(wrong!.reply).toContain(firstQuestion.narrowerHint);
    expect(right!.reply).toStartWith("Yes, you got there.");
    expect(right!.assessment).toMatchObject({ intent: "attempt", evidence: [{ conceptId: "c0", score: 0.75 }] });
    expect(right!.assessment.advanceStep).toBe(true);
    const [unaided] = play(["x = 6"]);
    expect(unaided!.assessment.evidence).toEqual([{ conceptId: "c0", score: 1 }]);
  });

  test("in the formative check, an answer reached with help earns another question, not the next step", () => {
    const [, helped] = play(["hint?", "6"], "FORMATIVE_CHECK");
    expect(helped!.assessment.advanceStep).toBe(false);
    expect(helped!.reply).toContain("one more to do on your own");
    expect(helped!.reply).toContain(inverse.questions[1]!.prompt);
    const [alone] = play(["6"], "FORMATIVE_CHECK");
    expect(alone!.assessment.advanceStep).toBe(true);
  });
});

describe("the answer ladder", () => {
  test("asking for the answer gets a hint, then a worked step, then the worked answer on the third ask", () => {
    const moves = play(["just tell me the answer", "just tell me the answer", "just tell me the answer"]);
    expect(moves[0]!.reply).toContain(firstQuestion.hint);
    expect(moves[0]!.reply).not.toContain(firstQuestion.answer);
    expect(moves[1]!.reply).toContain(firstQuestion.workedStep);
    expect(moves[1]!.reply).not.toContain(firstQuestion.answer);
    expect(moves[2]!.reply).toContain(firstQuestion.answer);
    expect(moves[2]!.reply).toContain(inverse.questions[1]!.prompt);
    for (const move of moves) {
      expect(move.assessment).toMatchObject({
        intent: "answer_request",
        evidence: [],
        mistakes: [],
        advanceStep: false,
      });
      expect(move.reply).not.toContain("Not quite");
    }
  });

  test("the ladder counts asks however they are worded, and climbs past rungs already shown", () => {
    const moves = play(["hint?", "hint?", "what's the answer?"]);
    expect(moves[2]!.reply).toContain(firstQuestion.workedStep);
    const asks = play(["can you just solve it for me", "what's the answer", "I give up"]);
    expect(asks[2]!.reply).toContain(firstQuestion.answer);
  });
});

describe("messages that are not answers", () => {
  test("off-topic gets one friendly line and the question again, with nothing recorded", () => {
    const [move] = play(["who won the game last night?"]);
    expect(move!.reply).toContain("I'm your tutor for Solving Linear Equations");
    expect(move!.reply).toEndWith(firstQuestion.prompt);
    expect(move!.reply).not.toContain(firstQuestion.answer);
    expect(move!.reply).not.toContain("Not quite");
    expect(move!.assessment).toEqual({
      intent: "off_topic",
      evidence: [],
      factsLearned: [],
      mistakes: [],
      advanceStep: false,
    });
  });

  test("small talk, feelings and rudeness each get their own line, then the question", () => {
    const cases: [string, string, string][] = [
      ["thanks!", "social", "You're welcome!"],
      ["hi", "social", "Hi! Good to see you."],
      ["lol", "social", "Glad you're enjoying it"],
      ["I'm feeling kind of sad today but let's keep going", "feeling", "an adult you trust"],
      ["this test is going to kill me", "feeling", "one small step at a time"],
      ["this is stupid", "rude", "I can tell this is frustrating"],
    ];
    for (const [message, intent, line] of cases) {
      const [move] = play([message]);
      expect(move!.assessment).toMatchObject({ intent, evidence: [], mistakes: [], advanceStep: false });
      expect(move!.reply).toContain(line);
      expect(move!.reply).toEndWith(firstQuestion.prompt);
      expect(move!.reply).not.toContain("Not quite");
    }
  });

  test("a question about a concept is explained; one whose explanation would answer the question gets a hint", () => {
    expect(play(["what is the solution?"])[0]!.assessment.intent).toBe("answer_request");
    const [about] = play(["what are inverse operations?"]);
    expect(about!.assessment.intent).toBe("question");
    expect(about!.reply).toContain(inverse.definition);
    expect(about!.reply).toEndWith(firstQuestion.prompt);
    // Checking a solution is explained with x = 6, the answer to the question pending: a hint instead.
    const [giveaway] = play(["what is checking a solution?"]);
    expect(giveaway!.reply).not.toContain("x = 6");
    expect(giveaway!.reply).toContain(firstQuestion.hint);
    const [unrelated] = play(["how does chemotherapy kill cancer cells?"]);
    expect(unrelated!.reply).toContain("goes beyond this lesson");
    expect(unrelated!.assessment).toMatchObject({ intent: "question", evidence: [], mistakes: [] });
    const [close] = play(["what does x mean here?"]);
    expect(close!.reply).toContain(firstQuestion.hint);
  });

  test("the same answer sent again is not counted again and does not move the ladder", () => {
    const [first, again, third] = play(["x = 7", "x = 7", "x = 7"]);
    expect(first!.assessment.mistakes).toHaveLength(1);
    for (const move of [again, third]) {
      expect(move!.assessment).toMatchObject({ intent: "repeat", evidence: [], mistakes: [], advanceStep: false });
      expect(move!.reply).toContain("same answer");
      expect(move!.reply).not.toContain(firstQuestion.narrowerHint);
    }
  });

  test("a right answer spammed to the next question does not advance the lesson again", () => {
    const [right, spam] = play(["x = 6", "x = 6"]);
    expect(right!.assessment.advanceStep).toBe(true);
    expect(spam!.assessment).toMatchObject({ intent: "repeat", evidence: [], advanceStep: false });
    expect(spam!.reply).toContain("new question");
    expect(spam!.reply).toContain(inverse.questions[1]!.prompt);
  });

  test("at the warm-up, not knowing yet is an answer: the lesson moves on without grading", () => {
    const history: Message[] = [
      { role: "ASSISTANT", content: `Hi!\n\n${linear.warmUpQuestion}` },
      { role: "USER", content: "I don't know" },
    ];
    const move = teachTurn(curatedTurn(linear, oneStep, history, { step: "WARMUP" }));
    expect(move.reply).toContain("starting fresh");
    expect(move.reply).toContain(firstQuestion.prompt);
    expect(move.assessment).toEqual({
      intent: "unsure",
      evidence: [],
      factsLearned: [],
      mistakes: [],
      advanceStep: true,
    });
    const hello = teachTurn(
      curatedTurn(linear, oneStep, [history[0]!, { role: "USER", content: "hello" }], { step: "WARMUP" }),
    );
    expect(hello.assessment.advanceStep).toBe(false);
    expect(hello.reply).toEndWith(linear.warmUpQuestion);
  });

  test("an open extension asked three times for its answer moves on to the reflection", () => {
    const section = linear.sections[0]!;
    const history: Message[] = [
      { role: "ASSISTANT", content: `Let's stretch the idea further.\n\n${linear.extensionQuestion}` },
    ];
    let move = teachTurn(curatedTurn(linear, section, history, { step: "EXTENSION" }));
    for (let ask = 1; ask <= 3; ask++) {
      history.push({ role: "USER", content: "what's the answer?" });
      move = teachTurn(curatedTurn(linear, section, [...history], { step: "EXTENSION" }));
      history.push({ role: "ASSISTANT", content: move.reply });
      expect(move.assessment.evidence).toEqual([]);
      expect(move.assessment.advanceStep).toBe(ask === 3);
    }
    expect(move.reply).toContain(linear.reflectionPrompt);
  });
});

describe("openings", () => {
  test("a section change opens the new section with its weakest concept and a question", () => {
    const section = linear.sections[1]!;
    const history: Message[] = [
      { role: "ASSISTANT", content: `Hi!\n\n${linear.warmUpQuestion}` },
      { role: "USER", content: "x = 6" },
    ];
    const move = teachTurn(curatedTurn(linear, section, history, { opening: "section", mastery: [0.9, 0.2] }));
    expect(move.reply).toStartWith(`Let's work on **${section.name}**.`);
    expect(move.reply).toContain(section.concepts[1]!.questions[0]!.prompt);
    expect(move.assessment.evidence).toEqual([]);
  });

  test("a session opens with the overview, an invitation to ask for hints, and the warm-up question", () => {
    const move = teachTurn(curatedTurn(linear, oneStep, [], { step: "WARMUP", opening: "session" }));
    expect(move.reply).toContain(linear.overview);
    expect(move.reply).toContain("ask me for a hint");
    expect(move.reply).toEndWith(linear.warmUpQuestion);
  });
});

import { describe, expect, test } from "bun:test";
import { CURATED_SUBJECTS } from "../../curriculum";
import type { TutorTurn } from "../provider";
import { deriveRubric } from "./grader/derive";
import { teachTurn } from "./lesson";
import { nearestCuratedTopics } from "./material";
import { OfflineProvider } from "./provider";
import { gradeStudentAnswer } from "./question-grade";

/**
 * The offline provider on what it was not given: subjects and topics outside the curated courses
 * get honest content (no outline, a placeholder plan, a tutor that says what it cannot do and
 * names the nearest topics it can teach), and no template text ever reaches a student.
 */

/** Phrases of the general templates the offline tutor once filled in for any topic. */
const TEMPLATE_PHRASES = [
  /stated precisely/i,
  /and what it is not/i,
  /here is the core idea/i,
  /building blocks of/i,
  /think of a situation in/i,
  /\bdefinition of\b/i,
  /key vocabulary of/i,
  /main principle of/i,
  /worked example of/i,
  /\bapplying\b/i,
  /common mistakes with/i,
  /key terms in/i,
  /core ideas of/i,
  /methods and tools in/i,
  /in the real world/i,
  /common misconceptions in/i,
  /review and next steps/i,
  /is an important part of/i,
  /a good example shows that/i,
  /give an example of/i,
  /mixing up/i,
  /neighbouring idea/i,
  // The old section names: "What Black Holes Means", "How Black Holes Works", "Using Black Holes".
  /\bWhat [A-Z].* Means\b/,
  /\bHow [A-Z].* Works\b/,
  /\bUsing [A-Z]/,
];

function expectNoTemplateText(texts: string[]) {
  for (const text of texts) {
    for (const phrase of TEMPLATE_PHRASES)
      expect({ text, matches: phrase.test(text) }).toEqual({ text, matches: false });
  }
}

const provider = new OfflineProvider();

function uncuratedTurn(subjectName: string, topicName: string, history: TutorTurn["history"]): TutorTurn {
  return {
    subjectName,
    topicName,
    step: "WARMUP",
    section: topicName,
    sections: [topicName],
    concepts: [],
    history,
  };
}

describe("outlines and plans", () => {
  test("a curated subject gets its outline, by name or alias, taught topics first; any other subject gets none", async () => {
    const algebra = CURATED_SUBJECTS.find((subject) => subject.name === "Algebra I")!;
    const taught = algebra.topics.map((topic) => topic.name);
    const outline = await provider.generateOutline({ subjectName: "Algebra 1" });
    expect(outline.slice(0, taught.length).sort()).toEqual([...taught].sort());
    expect([...outline].sort()).toEqual([...algebra.outline].sort());
    expect(await provider.generateOutline({ subjectName: "Astronomy" })).toEqual([]);
  });

  test("a topic outside the curated courses is planned as one section with no concepts", async () => {
    for (const [subjectName, topicName] of [
      ["Algebra I", "Quadratic Equations"],
      ["Astronomy", "Black Holes"],
    ] as const) {
      const plan = await provider.planTopic({ subjectName, topicName });
      expect(plan).toEqual({ sections: [{ name: topicName, concepts: [] }] });
    }
    const curated = await provider.planTopic({ subjectName: "Algebra I", topicName: "Solving Linear Equations" });
    expect(curated.sections.length).toBe(3);
    expect(curated.sections.every((section) => section.concepts.length > 0)).toBe(true);
  });
});

describe("a topic the offline tutor cannot teach", () => {
  test("its opening says plainly that full lessons need an AI model, and names the nearest curated topics", () => {
    const move = teachTurn(uncuratedTurn("Algebra I", "Quadratic Equations", []));
    expect(move.reply).toContain("I can't teach **Quadratic Equations** properly yet");
    expect(move.reply).toContain("AI model");
    expect(move.reply).toContain("**Solving Linear Equations**");
    expect(move.assessment).toEqual({
      intent: "social",
      evidence: [],
      factsLearned: [],
      mistakes: [],
      advanceStep: false,
    });
  });

  test("with nothing close, it lists every topic it can teach, by subject", () => {
    const move = teachTurn(uncuratedTurn("Astronomy", "Introduction to Astronomy", []));
    for (const subject of CURATED_SUBJECTS) {
      for (const topic of subject.topics) expect(move.reply).toContain(`**${topic.name}** (${subject.name})`);
    }
  });

  test("nearest topics: shared words first, then the same subject", () => {
    expect(nearestCuratedTopics("Algebra I", "Quadratic Equations")[0]).toEqual({
      subject: "Algebra I",
      topic: "Solving Linear Equations",
    });
    expect(
      nearestCuratedTopics("Cell Biology", "Photosynthesis and Cellular Respiration").map((near) => near.subject),
    ).toEqual(["Cell Biology", "Cell Biology"]);
    expect(
      nearestCuratedTopics("World History", "The World Wars").every((near) => near.subject === "World History"),
    ).toBe(true);
    expect(nearestCuratedTopics("Chemistry", "Cell Chemistry")[0]?.subject).toBe("Cell Biology");
    expect(nearestCuratedTopics("Astronomy", "Black Holes")).toEqual([]);
  });

  test("it answers questions about curated ideas, and says what it cannot do otherwise, recording nothing", () => {
    const opening = teachTurn(uncuratedTurn("Algebra I", "Quadratic Equations", [])).reply;
    const say = (content: string) =>
      teachTurn(
        uncuratedTurn("Algebra I", "Quadratic Equations", [
          { role: "ASSISTANT", content: opening },
          { role: "USER", content },
        ]),
      );
    const asked = say("what is the distributive property?");
    expect(asked.reply).toContain("a(b + c) = ab + ac");
    expect(asked.reply).toContain("open **Solving Linear Equations** in Algebra I");
    const replies = [asked.reply];
    for (const content of [
      "x = 5",
      "hint?",
      "just tell me the answer",
      "I don't know",
      "hi",
      "I'm so stressed",
      "lol",
    ]) {
      const move = say(content);
      expect(move.assessment.evidence).toEqual([]);
      expect(move.assessment.mistakes).toEqual([]);
      expect(move.assessment.advanceStep).toBe(false);
      expect(move.reply).toContain("**Solving Linear Equations**");
      expect(move.reply).not.toContain("Not quite");
      replies.push(move.reply);
    }
    expectNoTemplateText([opening, ...replies]);
  });
});

describe("a topic planned by an AI model, taught by the offline tutor", () => {
  const concepts = [
    {
      id: "k1",
      label: "Event horizon",
      definition: "The boundary around a black hole beyond which nothing, not even light, can escape.",
      mastery: 0,
    },
    {
      id: "k2",
      label: "Singularity",
      definition: "The point at the centre of a black hole where its mass is squeezed into zero volume.",
      mastery: 0,
    },
  ];
  const turn = (history: TutorTurn["history"], opening?: TutorTurn["opening"]): TutorTurn => ({
    subjectName: "Astronomy",
    topicName: "Black Holes",
    step: "NEW_CONCEPT",
    section: "Anatomy of a black hole",
    sections: ["Anatomy of a black hole"],
    concepts,
    history,
    opening,
  });

  test("it says the AI tutor is unavailable and practises the real definitions, asking before telling", () => {
    const opening = teachTurn(turn([{ role: "ASSISTANT", content: "Hi!" }], "section")).reply;
    expect(opening).toContain("not available right now");
    expect(opening).toContain("**Event horizon**");
    expect(opening).not.toContain(concepts[0]!.definition);
    expect(opening).toContain("What does **Event horizon** mean?");

    const question = {
      prompt: "What does **Event horizon** mean? Put it in your own words.",
      answer: concepts[0]!.definition,
    };
    const history: TutorTurn["history"] = [{ role: "ASSISTANT", content: opening }];
    const replies: string[] = [opening];
    for (const content of ["hint?", "hint?", "hint?"]) {
      history.push({ role: "USER", content });
      const move = teachTurn(turn([...history]));
      history.push({ role: "ASSISTANT", content: move.reply });
      replies.push(move.reply);
      expect(move.reply).not.toContain(concepts[0]!.definition);
      expect(move.assessment.evidence).toEqual([]);
    }
    history.push({ role: "USER", content: "hint?" });
    const last = teachTurn(turn([...history]));
    expect(last.reply).toContain(concepts[0]!.definition);
    replies.push(last.reply);
    expectNoTemplateText(replies);
    expect(question.answer).toBe(concepts[0]!.definition);
  });

  test("an answer that gives the definition's key words passes; the hints before it do not", () => {
    const opening = teachTurn(turn([{ role: "ASSISTANT", content: "Hi!" }], "section")).reply;
    const answered = teachTurn(
      turn([
        { role: "ASSISTANT", content: opening },
        { role: "USER", content: "It is the boundary of a black hole: past it, nothing can escape, not even light." },
      ]),
    );
    expect(answered.assessment.intent).toBe("attempt");
    expect(answered.assessment.evidence).toEqual([{ conceptId: "k1", score: 1 }]);
    expect(answered.assessment.advanceStep).toBe(true);
    expect(
      gradeStudentAnswer(
        {
          prompt: "What does Event horizon mean?",
          answer: concepts[0]!.definition,
          rubric: deriveRubric("What does Event horizon mean?", concepts[0]!.definition, 2),
        },
        opening,
      ).passed,
    ).toBe(false);
  });
});

describe("one turn", () => {
  test("its reply and its assessment come from one lesson, worked out once", async () => {
    const provider = new OfflineProvider();
    const turn = uncuratedTurn("Algebra I", "Quadratic Equations", [{ role: "USER", content: "What is a root?" }]);
    const first = await provider.assessTurn(turn);
    const reply = (await Array.fromAsync(provider.streamTutorReply(turn))).join("");
    expect(await provider.assessTurn(turn)).toBe(first);
    expect(reply).toBe(teachTurn(turn).reply);
    // Another turn, even with the same words, is worked out afresh.
    expect(await provider.assessTurn({ ...turn })).not.toBe(first);
  });
});

describe("flashcards", () => {
  test("curated concepts get their practice questions, then their definition; model-planned concepts their definition, both ways", async () => {
    const cards = await provider.generateFlashcards({
      subjectName: "Algebra I",
      topicName: "Solving Linear Equations",
      concepts: [
        {
          id: "c1",
          label: "Inverse operations",
          definition: "Operations that undo each other.",
          section: "One-Step Equations",
        },
      ],
    });
    const curated = CURATED_SUBJECTS[0]!.topics[0]!.sections[0]!.concepts[0]!;
    expect(cards.map((card) => card.question)).toEqual([
      ...curated.questions.map((question) => question.prompt),
      'What does "Inverse operations" mean in Solving Linear Equations?',
      'A common mistake with "Inverse operations" is using the same operation that is already in the equation, for example adding 9 again to get rid of + 9. What is actually true?',
      "Which idea of Solving Linear Equations is this? ___ that undo each other.",
    ]);

    const planned = await provider.generateFlashcards({
      subjectName: "Astronomy",
      topicName: "Black Holes",
      concepts: [
        {
          id: "k1",
          label: "Event horizon",
          definition: "The boundary around a black hole beyond which nothing can escape.",
          section: "Anatomy",
        },
        {
          id: "k2",
          label: "Black hole",
          definition: "A region where gravity is so strong that no black hole light escapes.",
          section: "Anatomy",
        },
      ],
    });
    expect(planned).toEqual([
      {
        conceptId: "k1",
        question: 'What does "Event horizon" mean in Black Holes?',
        answer: "The boundary around a black hole beyond which nothing can escape.",
      },
      {
        conceptId: "k1",
        question:
          "Which idea of Black Holes is this? The boundary around a black hole beyond which nothing can escape.",
        answer: "Event horizon",
      },
      {
        conceptId: "k2",
        question: 'What does "Black hole" mean in Black Holes?',
        answer: "A region where gravity is so strong that no black hole light escapes.",
      },
      // A definition that names its own term still makes a reverse card, with the term left blank.
      {
        conceptId: "k2",
        question: "Which idea of Black Holes is this? A region where gravity is so strong that no ___ light escapes.",
        answer: "Black hole",
      },
    ]);
    expectNoTemplateText([...cards, ...planned].flatMap((card) => [card.question, card.answer]));
  });
});

import type { SessionStep } from "@bloom/domain";
import type { TurnAssessment, TutorTurn } from "../provider";
import { gradeAnswer } from "./grader";
import { type LessonConcept, type LessonSection, type LessonTopic, lessonFor } from "./material";
import { lowerFirst, tokenize, truncate } from "./wording";

/**
 * The offline tutor's teaching logic: one deterministic move per student message. It reads the
 * conversation to find the question it asked last, grades the answer with the offline grader, and decides
 * what to say and whether the session's step is done. The reply and the turn assessment come
 * from the same move, so what the tutor says always matches how the session advances.
 *
 * It follows the tutoring rules of the prompts: one question at a time; a question never comes
 * with its answer; after two failed tries the student gets a concrete next step (and after a
 * third, a worked answer); student text is never taken as instructions.
 */
export interface TeachingMove {
  reply: string;
  assessment: TurnAssessment;
}

type Pending =
  | { kind: "none" }
  | { kind: "warm-up" }
  | { kind: "extension" }
  | { kind: "reflection" }
  | { kind: "question"; conceptIndex: number; questionIndex: number };

interface Lesson {
  turn: TutorTurn;
  topic: LessonTopic;
  section: LessonSection;
  student: string;
  /** How many replies so far: varies the wording without randomness. */
  seed: number;
}

const NO_ASSESSMENT: TurnAssessment = { evidence: [], factsLearned: [], mistakes: [], advanceStep: false };
const MIN_WORDS = { warmUp: 2, extension: 6, reflection: 4 };
const OVERRIDE_ATTEMPT =
  /\b(ignore|disregard|forget)\b.{0,40}\b(instructions|rules|prompt|previous|above)\b|\bsystem prompt\b|\byou are now\b|\bpretend (to be|you are)\b|\bjailbreak\b|\bjust (tell|give) me the answers?\b/i;
const DONT_KNOW = /^(i\s*(do\s*n[o']?t|dunno)\s*know|idk|no idea|not sure|\?+|no|nope|pass)\W*$/i;

/** The tutor's next move for this turn. */
export function teachTurn(turn: TutorTurn): TeachingMove {
  const { topic, section } = lessonFor(turn);
  const last = turn.history.at(-1);
  const lesson: Lesson = {
    turn,
    topic,
    section,
    student: last?.role === "USER" ? last.content.trim() : "",
    seed: turn.history.filter((message) => message.role === "ASSISTANT").length,
  };
  if (!lesson.student) return { reply: openSession(lesson), assessment: NO_ASSESSMENT };

  const pending = findPending(lesson);
  if (OVERRIDE_ATTEMPT.test(lesson.student)) {
    return {
      reply: `I'm your tutor for ${turn.topicName}, and that part of how I work doesn't change, so let's stay with the lesson. ${restatePending(lesson, pending)}`,
      assessment: NO_ASSESSMENT,
    };
  }
  const asked = answerStudentQuestion(lesson, pending);
  if (asked) return asked;

  switch (pending.kind) {
    case "question":
      return answerConceptQuestion(lesson, pending.conceptIndex, pending.questionIndex);
    case "extension":
      return answerExtension(lesson);
    case "reflection":
      return answerReflection(lesson);
    case "warm-up":
      return answerWarmUp(lesson);
    case "none":
      return startSection(lesson);
  }
}

// ── Moves ──────────────────────────────────────────────────────────────────────

function openSession(lesson: Lesson): string {
  const { turn, topic } = lesson;
  return `Hi! I'm your tutor for **${turn.topicName}** in ${turn.subjectName}. ${topic.overview}\n\nWe'll take it one step at a time, and I'll ask you questions along the way rather than just telling you the answers.\n\n${topic.warmUpQuestion}`;
}

function answerWarmUp(lesson: Lesson): TeachingMove {
  const words = tokenize(lesson.student).length;
  const opening =
    DONT_KNOW.test(lesson.student) || words < MIN_WORDS.warmUp
      ? "That's completely fine: starting fresh is exactly what we're here for."
      : pick(lesson, [
          "Thanks, that tells me where to start.",
          "Good, that's a useful starting point.",
          "Thanks for sharing that; it helps me pitch this right.",
        ]);
  const index = focusConceptIndex(lesson);
  return {
    reply: `${opening}\n\n${introduceConcept(lesson.section.concepts[index]!, 0)}`,
    assessment: { ...NO_ASSESSMENT, advanceStep: lesson.turn.step === "WARMUP" },
  };
}

function answerConceptQuestion(lesson: Lesson, conceptIndex: number, questionIndex: number): TeachingMove {
  const concept = lesson.section.concepts[conceptIndex]!;
  const question = concept.questions[questionIndex]!;
  const conceptId = conceptIdFor(lesson, conceptIndex);
  const { score } = gradeAnswer({
    question: question.prompt,
    expectedAnswer: question.answer,
    userAnswer: lesson.student,
    rubric: question.rubric,
  });
  const evidence = conceptId ? [{ conceptId, score }] : [];

  if (score >= 0.9) {
    const step = lesson.turn.step;
    const advances = step === "NEW_CONCEPT" || step === "GUIDED_PRACTICE" || step === "FORMATIVE_CHECK";
    const praise = pick(lesson, ["Yes, exactly right.", "That's it. Well done.", "Correct, and clearly put."]);
    const next = advances
      ? nextStepPrompt(lesson, nextStepAfter(step), conceptIndex, questionIndex)
      : continuePractice(lesson, conceptIndex, questionIndex);
    return {
      reply: `${praise} ${question.answer}\n\n${next}`,
      assessment: { evidence, factsLearned: [question.answer], mistakes: [], advanceStep: advances },
    };
  }

  const tries = timesAsked(lesson, question.prompt);
  const mistakes = [
    `${concept.label}: answered "${truncate(lesson.student, 60)}" to "${truncate(question.prompt, 70)}"`,
  ];
  const assessment = { evidence, factsLearned: [], mistakes, advanceStep: false };
  const partly = score > 0 ? "You're partly there. " : "";
  if (tries <= 1) {
    const opening = DONT_KNOW.test(lesson.student)
      ? "No problem, let's work it out together."
      : `Not quite yet. ${partly}`;
    return { reply: `${opening}\n\nHint: ${question.hint}\n\nHave another go: ${question.prompt}`, assessment };
  }
  if (tries === 2) {
    return {
      reply: `Let's take it one concrete step at a time. A common slip here is this: ${lowerFirst(concept.misconception.mistake)} ${concept.misconception.correction}\n\nYour next step: go back to the definition (${lowerFirst(concept.definition)}) and apply it to this question.\n\n${question.prompt}`,
      assessment,
    };
  }
  return {
    reply: `Let's look at the worked answer together: ${question.answer}\n\nRead it through and notice how it uses the idea of ${concept.label.toLowerCase()}. Then try a fresh one.\n\n${continuePractice(lesson, conceptIndex, questionIndex)}`,
    assessment,
  };
}

function answerExtension(lesson: Lesson): TeachingMove {
  const words = tokenize(lesson.student).length;
  if (words < MIN_WORDS.extension || DONT_KNOW.test(lesson.student)) {
    return {
      reply: `Take your time with this one; there's no single right answer. Try to say a little more: what happens, and why? ${lesson.topic.extensionQuestion}`,
      assessment: NO_ASSESSMENT,
    };
  }
  const conceptId = conceptIdFor(lesson, focusConceptIndex(lesson));
  return {
    reply: `${pick(lesson, ["That's thoughtful reasoning.", "Nice, you're applying the idea to something new.", "Good thinking; that's exactly the kind of connection that makes an idea stick."])}\n\n${lesson.topic.reflectionPrompt}`,
    assessment: {
      evidence: conceptId ? [{ conceptId, score: words >= 15 ? 0.8 : 0.65 }] : [],
      factsLearned: [],
      mistakes: [],
      advanceStep: lesson.turn.step === "EXTENSION",
    },
  };
}

function answerReflection(lesson: Lesson): TeachingMove {
  if (tokenize(lesson.student).length < MIN_WORDS.reflection) {
    return { reply: `Could you say a little more? ${lesson.topic.reflectionPrompt}`, assessment: NO_ASSESSMENT };
  }
  const sections = lesson.turn.sections;
  const next = sections[sections.indexOf(lesson.turn.section) + 1];
  const onward = next
    ? `When you're ready, pick **${next}** from the sections to keep going, or stay here and I'll give you more practice.`
    : "You've reached the last section of this topic. You can review any section, or practise with flashcards to make it stick.";
  return {
    reply: `Thank you for reflecting; putting it into your own words is one of the best ways to remember it. Today you worked on ${listLabels(lesson.section)}.\n\n${onward}`,
    assessment: NO_ASSESSMENT,
  };
}

/** After the last step, or on a section the session has not worked in yet: teach its weakest concept. */
function startSection(lesson: Lesson): TeachingMove {
  const index = focusConceptIndex(lesson);
  const lead =
    lesson.turn.step === "REFLECTION" ? "Let's keep practising." : `Let's work on **${lesson.section.name}**.`;
  return { reply: `${lead}\n\n${introduceConcept(lesson.section.concepts[index]!, 0)}`, assessment: NO_ASSESSMENT };
}

/** A student who asks "what is …?" about a concept gets an explanation, then the pending question again. */
function answerStudentQuestion(lesson: Lesson, pending: Pending): TeachingMove | null {
  if (!/\?\s*$/.test(lesson.student) || !/\b(what|why|how|explain|mean)\b/i.test(lesson.student)) return null;
  const asked = lesson.section.concepts.find((concept) =>
    lesson.student.toLowerCase().includes(concept.label.toLowerCase()),
  );
  if (!asked) return null;
  return {
    reply: `Good question. ${asked.label}: ${asked.definition} ${asked.explanation}\n\nFor example: ${asked.example}\n\nWith that in mind, ${lowerFirst(restatePending(lesson, pending))}`,
    assessment: NO_ASSESSMENT,
  };
}

// ── What comes next ───────────────────────────────────────────────────────────

function nextStepAfter(step: SessionStep): SessionStep {
  const order: SessionStep[] = [
    "WARMUP",
    "NEW_CONCEPT",
    "GUIDED_PRACTICE",
    "FORMATIVE_CHECK",
    "EXTENSION",
    "REFLECTION",
  ];
  return order[Math.min(order.indexOf(step) + 1, order.length - 1)]!;
}

/** The prompt that opens `step` after a correct answer to question (c, q). */
function nextStepPrompt(lesson: Lesson, step: SessionStep, conceptIndex: number, questionIndex: number): string {
  const following = nextQuestion(lesson.section, conceptIndex, questionIndex);
  if (step === "GUIDED_PRACTICE" && following) {
    return `Let's practise together. Ask me for a hint any time.\n\n${questionText(lesson.section, following, conceptIndex)}`;
  }
  if (step === "FORMATIVE_CHECK" && following) {
    return `Now one on your own, to check it has clicked:\n\n${questionText(lesson.section, following, conceptIndex)}`;
  }
  return `Let's stretch the idea further.\n\n${lesson.topic.extensionQuestion}`;
}

/** More practice in the same step: the next question, or the weakest concept again from the start. */
function continuePractice(lesson: Lesson, conceptIndex: number, questionIndex: number): string {
  const following = nextQuestion(lesson.section, conceptIndex, questionIndex) ?? {
    conceptIndex: focusConceptIndex(lesson),
    questionIndex: 0,
  };
  return `Here's another one:\n\n${questionText(lesson.section, following, conceptIndex)}`;
}

function nextQuestion(section: LessonSection, conceptIndex: number, questionIndex: number) {
  const concept = section.concepts[conceptIndex]!;
  if (questionIndex + 1 < concept.questions.length) return { conceptIndex, questionIndex: questionIndex + 1 };
  if (conceptIndex + 1 < section.concepts.length) return { conceptIndex: conceptIndex + 1, questionIndex: 0 };
  return null;
}

/** A question, introducing its concept first when the student has not met it yet. */
function questionText(
  section: LessonSection,
  at: { conceptIndex: number; questionIndex: number },
  currentConcept: number,
): string {
  const concept = section.concepts[at.conceptIndex]!;
  if (at.conceptIndex !== currentConcept && at.questionIndex === 0) return introduceConcept(concept, 0);
  return concept.questions[at.questionIndex]!.prompt;
}

function introduceConcept(concept: LessonConcept, questionIndex: number): string {
  return `Let's look at **${concept.label}**. ${concept.explanation}\n\nFor example: ${concept.example}\n\n${concept.questions[questionIndex]!.prompt}`;
}

// ── Reading the conversation ───────────────────────────────────────────────────

/** The question the tutor asked last, found in its latest message. */
function findPending(lesson: Lesson): Pending {
  const tutor = lastTutorMessage(lesson);
  if (!tutor) return { kind: "warm-up" };
  let best: { pending: Pending; length: number } | null = null;
  for (const [conceptIndex, concept] of lesson.section.concepts.entries()) {
    for (const [questionIndex, question] of concept.questions.entries()) {
      if (tutor.includes(question.prompt) && (!best || question.prompt.length > best.length)) {
        best = { pending: { kind: "question", conceptIndex, questionIndex }, length: question.prompt.length };
      }
    }
  }
  if (best) return (best as { pending: Pending }).pending;
  if (tutor.includes(lesson.topic.extensionQuestion)) return { kind: "extension" };
  if (tutor.includes(lesson.topic.reflectionPrompt)) return { kind: "reflection" };
  if (tutor.includes(lesson.topic.warmUpQuestion)) return { kind: "warm-up" };
  return { kind: "none" };
}

function restatePending(lesson: Lesson, pending: Pending): string {
  switch (pending.kind) {
    case "question":
      return lesson.section.concepts[pending.conceptIndex]!.questions[pending.questionIndex]!.prompt;
    case "extension":
      return lesson.topic.extensionQuestion;
    case "reflection":
      return lesson.topic.reflectionPrompt;
    case "warm-up":
      return lesson.topic.warmUpQuestion;
    case "none":
      return `Shall we carry on with ${lesson.section.name}? Tell me what you'd like to look at.`;
  }
}

function lastTutorMessage(lesson: Lesson): string | undefined {
  return lesson.turn.history.findLast((message) => message.role === "ASSISTANT")?.content;
}

/** How many times in a row the tutor has asked this question: the student's current try number. */
function timesAsked(lesson: Lesson, prompt: string): number {
  let count = 0;
  for (const message of [...lesson.turn.history].reverse()) {
    if (message.role !== "ASSISTANT") continue;
    if (!message.content.includes(prompt)) break;
    count++;
  }
  return count;
}

/** The first concept of the section, in order, that is not yet mastered. */
function focusConceptIndex(lesson: Lesson): number {
  const index = lesson.section.concepts.findIndex((concept) => {
    const known = lesson.turn.concepts.find((c) => c.label.toLowerCase() === concept.label.toLowerCase());
    return !known || known.mastery < 0.8;
  });
  return Math.max(0, index);
}

function conceptIdFor(lesson: Lesson, conceptIndex: number): string | undefined {
  const label = lesson.section.concepts[conceptIndex]?.label.toLowerCase();
  return lesson.turn.concepts.find((concept) => concept.label.toLowerCase() === label)?.id;
}

function listLabels(section: LessonSection): string {
  const labels = section.concepts.map((concept) => concept.label.toLowerCase());
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : (labels[0] ?? section.name);
}

function pick(lesson: Lesson, options: string[]): string {
  return options[lesson.seed % options.length]!;
}

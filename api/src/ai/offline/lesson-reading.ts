import { classifyTurnIntent, type TurnIntent } from "../intent";
import type { TurnAssessment, TutorTurn } from "../provider";
import {
  type LessonConcept,
  type LessonMaterial,
  type LessonQuestion,
  type LessonSection,
  type LessonTopic,
  namesLabel,
} from "./material";
import { tokenize } from "./wording";

/** What the offline tutor reads from the conversation: the lesson it is in, the question it asked last, and how far up that question's hint ladder it has climbed. */

export interface TeachingMove {
  reply: string;
  assessment: TurnAssessment;
}

export type Pending =
  | { kind: "none" }
  | { kind: "warm-up" }
  | { kind: "extension" }
  | { kind: "reflection" }
  | { kind: "question"; conceptIndex: number; questionIndex: number };

export interface Lesson {
  turn: TutorTurn;
  taught: Extract<LessonMaterial, { topic: LessonTopic }>;
  topic: LessonTopic;
  section: LessonSection;
  /** The student's latest message, and the one before it. */
  student: string;
  previousStudent: string | undefined;
  tutor: string | undefined;
  pending: Pending;
  intent: TurnIntent;
  /** How many replies so far: varies the wording without randomness. */
  seed: number;
}

export interface QuestionAt {
  conceptIndex: number;
  questionIndex: number;
}

// ── Reading the conversation ─────────────────────────────────────────────────────────

/** The question the tutor asked last, found in its latest message. */
export function findPending(lesson: Lesson, tutor: string | undefined): Pending {
  if (!tutor) return { kind: "warm-up" };
  let best: { pending: Pending; length: number } | null = null;
  for (const [conceptIndex, concept] of lesson.section.concepts.entries()) {
    for (const [questionIndex, question] of concept.questions.entries()) {
      if (tutor.includes(question.prompt) && (!best || question.prompt.length > best.length)) {
        best = { pending: { kind: "question", conceptIndex, questionIndex }, length: question.prompt.length };
      }
    }
  }
  if (best) return best.pending;
  if (tutor.includes(lesson.topic.extensionQuestion)) return { kind: "extension" };
  if (tutor.includes(lesson.topic.reflectionPrompt)) return { kind: "reflection" };
  if (tutor.includes(lesson.topic.warmUpQuestion)) return { kind: "warm-up" };
  return { kind: "none" };
}

/**
 * The question asked in an earlier message, when the tutor's latest message asks none (a session
 * that stopped on "a good place to stop" and is picked up again): the latest tutor message before
 * it that asks something, if what it asks is one of the section's questions.
 */
export function earlierQuestion(lesson: Lesson): Pending | undefined {
  const tutorMessages = lesson.turn.history.filter((message) => message.role === "ASSISTANT");
  for (const message of tutorMessages.slice(0, -1).reverse()) {
    const pending = findPending(lesson, message.content);
    if (pending.kind === "question") return pending;
    if (pending.kind !== "none") return undefined;
  }
  return undefined;
}

export function questionAt(lesson: Lesson, at: QuestionAt): LessonQuestion {
  return lesson.section.concepts[at.conceptIndex]!.questions[at.questionIndex]!;
}

export function pendingText(lesson: Lesson): string | undefined {
  return lesson.pending.kind === "none" ? undefined : restatePending(lesson);
}

export function restatePending(lesson: Lesson): string {
  const { pending } = lesson;
  switch (pending.kind) {
    case "question":
      return questionAt(lesson, pending).prompt;
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

/**
 * How far up its ladder a question is: the highest rung shown since the tutor started asking it
 * (read from the tutor's messages, which quote each rung), and how many times in that stretch the
 * student has asked for the answer, this message included.
 */
export function ladderState(lesson: Lesson, question: LessonQuestion): { level: number; answerRequests: number } {
  const rungs = [question.hint, question.narrowerHint, question.workedStep];
  const history = lesson.turn.history;
  let level = 0;
  let answerRequests = 0;
  let tutorBefore: string | undefined;
  const stretch = questionStretch(history, question.prompt);
  for (const message of stretch) {
    if (message.role === "ASSISTANT") {
      rungs.forEach((rung, index) => {
        if (message.content.includes(rung)) level = Math.max(level, index + 1);
      });
      tutorBefore = message.content;
    } else if (classifyTurnIntent(message.content, { lastTutorMessage: tutorBefore }) === "answer_request") {
      answerRequests += 1;
    }
  }
  return { level, answerRequests };
}

/** The messages since the tutor began asking this question without a break: the last run of tutor messages that quote it, with the student's replies. */
function questionStretch(history: TutorTurn["history"], prompt: string): TutorTurn["history"] {
  let start = history.length;
  for (let index = history.length - 1; index >= 0; index--) {
    const message = history[index]!;
    if (message.role !== "ASSISTANT") continue;
    if (!message.content.includes(prompt)) break;
    start = index;
  }
  return history.slice(start);
}

/** What the tutor says when it promises the worked answer; "as promised" is said only after it. */
export const WORKED_ANSWER_PROMISE = "If you're still stuck after that, ask again and I'll show you the worked answer.";

/** Whether the tutor promised the worked answer of this question since it began asking it. */
export function promisedWorkedAnswer(lesson: Lesson, prompt: string): boolean {
  return questionStretch(lesson.turn.history, prompt).some(
    (message) => message.role === "ASSISTANT" && message.content.includes(WORKED_ANSWER_PROMISE),
  );
}

/** How many times the student has asked for the answer since the tutor last asked this text. */
export function answerRequestsSince(lesson: Lesson, prompt: string): number {
  let count = 0;
  let tutorBefore: string | undefined;
  for (const message of questionStretch(lesson.turn.history, prompt)) {
    if (message.role === "ASSISTANT") tutorBefore = message.content;
    else if (classifyTurnIntent(message.content, { lastTutorMessage: tutorBefore }) === "answer_request") count += 1;
  }
  return count;
}

/** Whether the tutor asked this question in an earlier message too (so the student has answered it before). */
export function askedBefore(lesson: Lesson, prompt: string): boolean {
  return questionStretch(lesson.turn.history, prompt).filter((message) => message.role === "ASSISTANT").length > 1;
}

export function lastTutorMessage(history: TutorTurn["history"]): string | undefined {
  return history.findLast((message) => message.role === "ASSISTANT")?.content;
}

export function previousStudentMessage(history: TutorTurn["history"]): string | undefined {
  const students = history.filter((message) => message.role === "USER");
  return students.at(-2)?.content;
}

/** The concept of the section, or of the topic, that a student's question names. */
export function conceptAskedAbout(lesson: Lesson): LessonConcept | undefined {
  const named = (concept: LessonConcept) => namesLabel(lesson.student, concept.label);
  return (
    lesson.section.concepts.find(named) ?? lesson.topic.sections.flatMap((section) => section.concepts).find(named)
  );
}

/** Whether a student's question is about the question they were asked: it shares a word with it, or has no subject of its own. */
export function aboutThePendingQuestion(message: string, question: LessonQuestion): boolean {
  const common = new Set(
    "what why how does do did is are the a an it this that these here there mean means meaning can you explain question one part step".split(
      " ",
    ),
  );
  const words = tokenize(message).filter((word) => word.length > 2 && !common.has(word));
  if (words.length === 0) return true;
  const asked = new Set(tokenize(question.prompt).map(singular));
  return words.some((word) => asked.has(singular(word)));
}

function singular(word: string): string {
  return word.length > 3 ? word.replace(/(es|s)$/, "") : word;
}

/** The first concept of the section, in order, that is not yet mastered. */
export function focusConceptIndex(lesson: Lesson): number {
  const index = lesson.section.concepts.findIndex((concept) => {
    const known = lesson.turn.concepts.find((c) => c.label.toLowerCase() === concept.label.toLowerCase());
    return !known || known.mastery < 0.8;
  });
  return Math.max(0, index);
}

export function conceptIdFor(lesson: Lesson, conceptIndex: number): string | undefined {
  const label = lesson.section.concepts[conceptIndex]?.label.toLowerCase();
  return lesson.turn.concepts.find((concept) => concept.label.toLowerCase() === label)?.id;
}

/** A reply with nothing to record: no evidence, facts or mistakes. */
export function quiet(reply: string, intent: TurnIntent, advanceStep = false): TeachingMove {
  return { reply, assessment: { intent, evidence: [], factsLearned: [], mistakes: [], advanceStep } };
}

export function pick(lesson: { seed: number }, options: string[]): string {
  return options[lesson.seed % options.length]!;
}

import type { SessionStep } from "@bloom/domain";
import {
  focusConceptIndex,
  type Lesson,
  ladderState,
  promisedWorkedAnswer,
  type QuestionAt,
  questionAt,
  quiet,
  type TeachingMove,
  WORKED_ANSWER_PROMISE,
} from "./lesson-reading";
import type { LessonConcept, LessonSection } from "./material";
import { lowerFirst } from "./wording";

/** The offline tutor's hint ladder, and the question or step that comes after an answer. */

/**
 * The rungs of a question's hint ladder after the question itself: a nudge, a narrower hint (the
 * concrete next step), a worked step, and last the worked answer.
 */
export const LADDER_TOP = 4;

/**
 * A hint request, "I don't know", or a request for the answer: the next rung of the hint ladder.
 * Asking for the answer climbs faster: a hint on the first ask, the worked step on the second and
 * the worked answer on the third, because a student who is truly stuck learns more from a worked
 * example than from a fourth question.
 */
export function climbLadder(lesson: Lesson, at: QuestionAt, lead?: string): TeachingMove {
  const question = questionAt(lesson, at);
  const help = ladderState(lesson, question);
  let rung = help.level + 1;
  if (lesson.intent === "answer_request") {
    if (help.answerRequests >= 3) rung = LADDER_TOP;
    else if (help.answerRequests === 2) rung = Math.max(rung, 3);
  }
  rung = Math.min(rung, LADDER_TOP);
  const promised = promisedWorkedAnswer(lesson, question.prompt);
  return quiet(
    ladderReply(lesson, at, rung, lead ?? ladderOpening(lesson, rung, help.answerRequests, promised)),
    lesson.intent,
  );
}

function ladderOpening(lesson: Lesson, rung: number, answerRequests: number, promised: boolean): string {
  switch (lesson.intent) {
    case "unsure":
      return "That's okay: not knowing yet is where learning starts. Let's work it out together.";
    case "answer_request":
      // "As promised" only where the tutor did promise it, earlier on this question.
      if (rung >= LADDER_TOP) return promised ? "Here's the worked answer, as promised." : "Here's the worked answer.";
      return answerRequests <= 1
        ? "I'll help you get there rather than just tell you, because working it out yourself is what makes it stick."
        : `Let's do the first part together, and you finish it. ${WORKED_ANSWER_PROMISE}`;
    default:
      return rung === 1
        ? "Sure, here's a hint."
        : rung === 2
          ? "Here's a narrower hint."
          : "Let's do part of it together.";
  }
}

/** The reply for one rung of the ladder; the last rung is the worked answer, followed by a fresh question. */
export function ladderReply(lesson: Lesson, at: QuestionAt, rung: number, opening: string): string {
  const concept = lesson.section.concepts[at.conceptIndex]!;
  const question = concept.questions[at.questionIndex]!;
  if (rung >= LADDER_TOP) {
    const slip = concept.misconception
      ? `\n\nA common slip with this idea: ${lowerFirst(concept.misconception.mistake)} ${concept.misconception.correction}`
      : "";
    const intro = opening.startsWith("Here's the worked answer")
      ? opening
      : `${opening} Let's look at the worked answer together.`;
    return `${intro}\n\n${question.answer}${slip}\n\nRead it through, then try a fresh one on your own.\n\n${followingQuestionText(lesson, at)}`;
  }
  const label = ["Hint", "A narrower hint", "Here's the first step"][rung - 1]!;
  const text = [question.hint, question.narrowerHint, question.workedStep][rung - 1]!;
  return `${opening}\n\n${label}: ${text}\n\nHave another go: ${question.prompt}`;
}

/** After the last step, or on a section the session has not worked in yet: teach its weakest concept. */
export function startSection(lesson: Lesson): string {
  const concept = lesson.section.concepts[focusConceptIndex(lesson)]!;
  const lead =
    lesson.turn.step === "REFLECTION" ? "Let's keep practising." : `Let's work on **${lesson.section.name}**.`;
  return `${lead}\n\n${introduceConcept(concept)}`;
}

// ── What comes next ───────────────────────────────────────────────────────────────────

/** The prompt that opens `step` after a right answer to the question at `at`. */
export function nextStepPrompt(lesson: Lesson, step: SessionStep, at: QuestionAt): string {
  const following = nextQuestion(lesson.section, at);
  if (step === "NEW_CONCEPT" && following) return `Here's another one:\n\n${questionText(lesson, following, at)}`;
  if (step === "GUIDED_PRACTICE" && following) {
    return `Let's practise together. Ask me for a hint any time.\n\n${questionText(lesson, following, at)}`;
  }
  if (step === "FORMATIVE_CHECK" && following) {
    return `Now one on your own, to check it has clicked:\n\n${questionText(lesson, following, at)}`;
  }
  return `Let's stretch the idea further.\n\n${lesson.topic.extensionQuestion}`;
}

/** The next question after `at`, or the weakest concept again from its start. */
export function followingQuestionText(lesson: Lesson, at: QuestionAt): string {
  const following = nextQuestion(lesson.section, at) ?? { conceptIndex: focusConceptIndex(lesson), questionIndex: 0 };
  return questionText(lesson, following, at);
}

function nextQuestion(section: LessonSection, at: QuestionAt): QuestionAt | null {
  const concept = section.concepts[at.conceptIndex]!;
  if (at.questionIndex + 1 < concept.questions.length) return { ...at, questionIndex: at.questionIndex + 1 };
  if (at.conceptIndex + 1 < section.concepts.length) return { conceptIndex: at.conceptIndex + 1, questionIndex: 0 };
  return null;
}

/** A question, introducing its concept first when the student has not met it yet. */
function questionText(lesson: Lesson, at: QuestionAt, current: QuestionAt): string {
  const concept = lesson.section.concepts[at.conceptIndex]!;
  if (at.conceptIndex !== current.conceptIndex && at.questionIndex === 0) return introduceConcept(concept);
  return concept.questions[at.questionIndex]!.prompt;
}

/** The concept's introduction, then its first question: the introduction never holds that question's answer. */
export function introduceConcept(concept: LessonConcept): string {
  return `Let's look at **${concept.label}**. ${concept.introduction}\n\n${concept.questions[0]!.prompt}`;
}

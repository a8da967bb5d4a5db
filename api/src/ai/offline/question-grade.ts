import type { CuratedQuestion } from "../../curriculum";
import { gradeAnswer } from "./grader";

/** How well a student's text answers one of the tutor's questions. */
interface QuestionGrade {
  /** 0–1. */
  score: number;
  /** Whether the text counts as a right answer. */
  passed: boolean;
}

/** The score at which an answer counts as right: the Mastered band of the grader. */
const PASS_SCORE = 0.9;

/**
 * Grades a text as an answer to one of the tutor's questions, with the offline grader and the
 * question's rubric. It is the one place the offline tutor asks for a grade, and the one the
 * no-leak checks use: an introduction or a hint that would pass as the answer to its question
 * gives that answer away.
 */
export function gradeStudentAnswer(question: Pick<CuratedQuestion, "prompt" | "answer" | "rubric">, text: string) {
  const { score } = gradeAnswer({
    question: question.prompt,
    expectedAnswer: question.answer,
    userAnswer: text,
    rubric: question.rubric,
  });
  return { score, passed: score >= PASS_SCORE } satisfies QuestionGrade;
}

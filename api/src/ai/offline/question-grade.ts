import type { CuratedQuestion } from "../../curriculum";
import { keyTermCoverage } from "./grading";

/** How well a student's text answers one of the tutor's questions. */
export interface QuestionGrade {
  /** 0–1. */
  score: number;
  /** Whether the text counts as a right answer. */
  passed: boolean;
}

/** The score at which an answer counts as right. */
export const PASS_SCORE = 1;

/**
 * Grades a text as an answer to one of the tutor's questions. It is the one place the offline
 * tutor asks for a grade, and the one the no-leak checks use: an introduction or a hint that would
 * pass as the answer to its question gives that answer away.
 */
export function gradeStudentAnswer(question: Pick<CuratedQuestion, "prompt" | "answer" | "keyTerms">, text: string) {
  const score = keyTermCoverage(text, question.keyTerms);
  return { score, passed: score >= PASS_SCORE } satisfies QuestionGrade;
}

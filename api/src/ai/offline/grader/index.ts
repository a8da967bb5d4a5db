import type { Rubric } from "../../../curriculum";
import {
  isBareList,
  isHedged,
  offTopic,
  questionTarget,
  rubricTerms,
  topicWords,
  vocabularyFor,
} from "./answer-checks";
import { type AnswerFeatures, answerFeatures } from "./answer-features";
import { type NotAnAttempt, readAttempt } from "./attempt";
import { combinedScore } from "./combiner";
import { deriveRubric } from "./derive";
import { formulaRubric } from "./formulas";
import { type AnswerView, type Found, findWording } from "./ideas";
import { readText, type Word } from "./language";
import { checkRoles } from "./roles";
import { readStatedMaths } from "./stated-maths";

export { loadLanguageModel } from "./language";

/**
 * The offline grader: reads a student's free-text answer against a question's rubric (or one
 * derived from the expected answer) and scores the meaning, top-down:
 *
 * 1. tidy the text; set aside what is not an attempt ("I don't know", a hint request, a rude or
 *    off-topic message) and cut off anything aimed at the grader ("ignore the rubric…");
 * 2. read it with an English model: lemmas, negation scopes, sentences; read its maths: numbers
 *    in any notation, points, expressions and equations;
 * 3. find each must-have idea (lemma, synonyms from the rubric, spelling within a few edits,
 *    numbers by value, expressions by equivalence), said or negated;
 * 4. find wrong ideas (a negated wrong idea is not one), reversed roles, and hedged answers
 *    that give the right value beside a wrong one;
 * 5. score the share of ideas found, then cap it: a wrong idea, a denied idea, or a bare list of
 *    key words where the question asks for an explanation cannot score high;
 * 6. without a curated rubric (a student's or teacher's own card), the score of a worded answer is
 *    the combiner's (`combiner.ts`, fitted on public data) from the rubric's score and the
 *    answer's meaning beside the reference, under the same caps.
 */

export type Band = "needs-work" | "good" | "mastered";

export interface GradeInput {
  question: string;
  expectedAnswer: string;
  userAnswer: string;
  rubric?: Rubric;
}

export interface Grade {
  /** 0–1, two decimals. */
  score: number;
  band: Band;
  /** Names of the ideas the answer holds, fully or in part. */
  matchedIdeas: string[];
  missingIdeas: string[];
  /** Names of the wrong ideas the answer states (including a reversal and a hedge). */
  wrongIdeas: string[];
  /** Ideas the answer denies ("not in the cytoplasm") though they are part of the answer. */
  deniedIdeas: string[];
  /** A wrong idea the answer states is the concept's common misconception. */
  commonMisconception: boolean;
  /** The text is not an attempt at the question; the reason says what it is. */
  notAnAttempt: boolean;
  reason: NotAnAttempt | "off-topic" | null;
  /** Part of the text spoke to the grader instead of answering; it earned nothing. */
  injection: boolean;
  /** The right terms with no sentence around them, where the question asks for more. */
  bareList: boolean;
  /** The right value given beside other values, as in "7 or 8". */
  hedged: boolean;
  /** The ideas were put the wrong way round ("the products are carbon dioxide and water"). */
  reversed: boolean;
}

/** Mastery bands of a flashcard answer (product spec): Needs Work < 0.7 ≤ Good < 0.9 ≤ Mastered. */
export function bandOf(score: number): Band {
  if (score >= 0.9) return "mastered";
  if (score >= 0.7) return "good";
  return "needs-work";
}

const WRONG_CAP = 0.3;
const DENIED_CAP = 0.5;
const HEDGE_CAP = 0.3;
const INJECTION_CAP = 0.5;

export function gradeAnswer(input: GradeInput): Grade {
  return gradeWithFeatures(input).grade;
}

export interface GradeWithFeatures {
  grade: Grade;
  /** What the combiner read, when it decided the score (a worded answer to a card without a curated rubric). */
  features: AnswerFeatures | null;
  /** The derived rubric's own score, under its caps: the grade before the combiner. */
  rubricScore: number;
  /** The most the caps (wrong idea, reversal, denial, hedge, injection, bare list) allow. */
  cap: number;
  /** Every idea of the rubric said, nothing capped: kept at the pass mark or above. */
  complete: boolean;
}

/** The grade and what the combiner read to give it: the training script's view of the same code path. */
export function gradeWithFeatures(input: GradeInput, options: { combine?: boolean } = {}): GradeWithFeatures {
  const attempt = readAttempt(input.userAnswer);
  const rubric = input.rubric ?? deriveRubric(input.question, input.expectedAnswer);
  const ideaNames = rubric.ideas.map((idea) => idea.name);
  if (attempt.notAnAttempt) return unscored(nothing(ideaNames, attempt.notAnAttempt, attempt.injection));

  const view: AnswerView = {
    sentences: readText(attempt.text),
    maths: readStatedMaths(attempt.text),
    vocabulary: vocabularyFor(input, rubric),
    target: questionTarget(input.question),
    terms: rubricTerms(rubric),
  };

  // Must-have ideas: said, said in part, or denied.
  let earned = 0;
  let total = 0;
  const matched: string[] = [];
  const missing: string[] = [];
  const denied: string[] = [];
  const stating: Word[] = [];
  for (const idea of rubric.ideas) {
    const weight = idea.weight ?? 1;
    total += weight;
    const found = findWording(idea, view);
    const part = found.said ? NOT_FOUND : findWording({ says: idea.partly ?? [] }, view);
    if (found.said) {
      earned += weight;
      matched.push(idea.name);
      stating.push(...found.words);
    } else if (part.said) {
      earned += weight / 2;
      matched.push(idea.name);
      missing.push(idea.name);
      stating.push(...part.words);
    } else {
      if (weight > 0) missing.push(idea.name);
      if (found.denied && weight > 0) denied.push(idea.name);
    }
  }

  // Wrong ideas, reversals and hedges.
  const wrong: string[] = [];
  let cap = 1;
  let common = false;
  const complete = missing.length === 0;
  for (const idea of rubric.wrong ?? []) {
    const found = findWording(idea, view, { wrongIdea: true });
    if (!found.said) continue;
    // A wrong value beside every right one is more said, not a mistake: "the domain is {2, 4, 6}
    // and the range is {5, 9, 13}". Stated instead of a right one, it is the mistake.
    if (!idea.says?.length && complete) continue;
    wrong.push(idea.name);
    stating.push(...found.words);
    cap = Math.min(cap, idea.cap ?? WRONG_CAP);
    if (idea.common) common = true;
  }
  const roles = checkRoles(rubric, view);
  if (roles.reversed) {
    wrong.push("the ideas the wrong way round");
    cap = Math.min(cap, WRONG_CAP);
  }
  const hedged = isHedged(rubric, view);
  if (hedged) {
    wrong.push("more than one answer");
    cap = Math.min(cap, HEDGE_CAP);
  }
  // Denying a named fact contradicts the answer; in an explanation the same words often come up negated about something else.
  if (denied.length > 0 && rubric.kind !== "explanation") cap = Math.min(cap, DENIED_CAP);
  // An answer that also tries to talk the grader into marks is not a clean answer, whatever came before.
  if (attempt.injection) cap = Math.min(cap, INJECTION_CAP);

  const words = view.sentences.flatMap((sentence) => sentence.words);
  if (
    matched.length === 0 &&
    wrong.length === 0 &&
    denied.length === 0 &&
    offTopic(words, topicWords(input, rubric), view, rubric)
  ) {
    return unscored(nothing(ideaNames, "off-topic", attempt.injection));
  }

  const bareList =
    matched.length > 0 && rubric.kind !== "numeric" && rubric.kind !== "expression" && isBareList(words, stating);
  if (bareList) cap = Math.min(cap, rubric.listCap ?? (rubric.kind === "short" ? 1 : 0.5));
  if (rubric.roles && !roles.stated && matched.length > 0) cap = Math.min(cap, rubric.listCap ?? 0.5);

  const enough = rubric.enough ?? 1;
  const raw = total > 0 ? Math.min(1, earned / (total * enough)) : 0;
  const rubricScore = Math.round(Math.max(0, Math.min(raw, cap)) * 100) / 100;
  let score = rubricScore;
  let features: AnswerFeatures | null = null;
  // Maths and chemical formulas are judged exactly by the rubric; worded answers by their meaning as well.
  // A one-term reference ("division") is matched or not; a near word ("addition") is not half right. A short
  // reference of two ideas or more, one of them its own rather than the question's ("the terminals are
  // connected"), is worded: on the training sets, reading it with the combiner ranked answers better.
  const ownIdeas = rubric.ideas.filter((idea) => idea.weight === undefined).length;
  const worded =
    (rubric.kind === "explanation" || (rubric.kind === "short" && rubric.ideas.length >= 2 && ownIdeas >= 1)) &&
    !formulaRubric(input.expectedAnswer);
  if (!input.rubric && worded) {
    // Wrong ideas include a reversal and a hedge.
    const contradicted = wrong.length > 0 || denied.length > 0;
    features = answerFeatures(input.question, input.expectedAnswer, input.userAnswer, {
      score: rubricScore,
      contradicted,
      bareList,
    });
    // The caps stay rules on top of the combiner: a wrong idea, a reversal, a denied fact or a bare list cannot pass,
    // and an answer that contradicts the reference (a word of it negated) earns no more than the rubric gave it:
    // "closing the switch does not complete the circuit" is not a paraphrase of "it completes the circuit".
    score = Math.min(options.combine === false ? rubricScore : combinedScore(features), cap);
    if (contradicted) score = Math.min(score, rubricScore);
    // An answer that says every idea of the reference, and nothing the caps catch, keeps the rubric's
    // score, so the reference typed back always passes; the combiner decides the rest.
    if (raw >= 1 && cap >= 1) score = Math.max(score, rubricScore);
    score = Math.round(Math.max(0, score) * 100) / 100;
  }
  const grade: Grade = {
    score,
    band: bandOf(score),
    matchedIdeas: matched,
    missingIdeas: enough < 1 && raw >= 1 ? [] : missing,
    wrongIdeas: wrong,
    deniedIdeas: denied,
    commonMisconception: common,
    notAnAttempt: false,
    reason: null,
    injection: attempt.injection,
    bareList,
    hedged,
    reversed: roles.reversed,
  };
  return { grade, features, rubricScore, cap, complete: raw >= 1 && cap >= 1 };
}

function unscored(grade: Grade): GradeWithFeatures {
  return { grade, features: null, rubricScore: grade.score, cap: 0, complete: false };
}

const NOT_FOUND: Found = { said: false, denied: false, words: [], at: -1 };

function nothing(ideas: string[], reason: Grade["reason"], injection: boolean): Grade {
  return {
    score: 0,
    band: "needs-work",
    matchedIdeas: [],
    missingIdeas: ideas,
    wrongIdeas: [],
    deniedIdeas: [],
    commonMisconception: false,
    notAnAttempt: true,
    reason,
    injection,
    bareList: false,
    hedged: false,
    reversed: false,
  };
}

import { type Language, type MessageKey, type MessageValues, t } from "../../../i18n";
import type { Grade } from ".";

/**
 * What a student reads after a graded card, written kindly for a child: what was right, what
 * is missing, and the correct answer exactly once (in the feedback when the answer was right,
 * in the correction otherwise). A misconception is named only when the answer states a wrong
 * idea, never for "I'm not sure".
 */
export interface GradeFeedback {
  feedback: string;
  misconception: string | null;
  correction: string | null;
}

export interface FeedbackContext {
  expectedAnswer: string;
  /** The concept's common mistake and its correction, used when the answer shows that mistake. */
  commonMistake?: { mistake: string; correction: string };
}

/** The feedback in `language`; the ideas and answers quoted in it are the card's own words. */
export function describeGrade(grade: Grade, context: FeedbackContext, language: Language = "en"): GradeFeedback {
  const expected = context.expectedAnswer.trim();
  const say = (key: MessageKey, values?: MessageValues) => t(language, key, values);
  const list = (items: string[]) => listIn(language, items);
  if (grade.notAnAttempt) {
    return { feedback: say(notAnAttemptKey(grade)), misconception: null, correction: expected };
  }

  const right = grade.matchedIdeas.filter((idea) => !grade.missingIdeas.includes(idea));
  const partly = grade.matchedIdeas.filter((idea) => grade.missingIdeas.includes(idea));
  const missing = grade.missingIdeas.filter((idea) => !partly.includes(idea));
  const sentences: string[] = [];

  if (grade.band === "mastered") {
    sentences.push(
      right.length > 0 ? say("tutor.grade.wellDoneIdeas", { ideas: list(right) }) : say("tutor.grade.wellDone"),
    );
    sentences.push(say("tutor.grade.fullAnswer", { expected }));
    return { feedback: sentences.join(" "), misconception: null, correction: null };
  }

  if (right.length > 0 && grade.reversed) sentences.push(say("tutor.grade.namedReversed", { ideas: list(right) }));
  else if (right.length > 0 && grade.hedged) sentences.push(say("tutor.grade.besideAnother", { ideas: list(right) }));
  else if (right.length > 0) sentences.push(say("tutor.grade.gotRight", { ideas: list(right) }));
  if (partly.length > 0) sentences.push(say("tutor.grade.close", { ideas: list(partly) }));
  if (grade.deniedIdeas.length > 0) {
    sentences.push(say("tutor.grade.denied", { ideas: list(grade.deniedIdeas) }));
  }
  if (grade.reversed && right.length === 0) sentences.push(say("tutor.grade.reversed"));
  if (grade.hedged) sentences.push(say("tutor.grade.hedged"));
  if (grade.bareList && grade.wrongIdeas.length === 0) {
    sentences.push(say("tutor.grade.bareList"));
  }
  if (grade.injection) sentences.push(say("tutor.grade.injection"));
  if (missing.length > 0 && right.length + partly.length > 0 && grade.wrongIdeas.length === 0) {
    sentences.push(say("tutor.grade.addMissing", { ideas: list(missing) }));
  }
  if (sentences.length === 0) sentences.push(say("tutor.grade.notQuite"));
  sentences.push(grade.band === "good" ? say("tutor.grade.compare") : say("tutor.grade.readCorrect"));

  const misconception = misconceptionOf(grade, context, language);
  const correction =
    misconception && grade.commonMisconception && context.commonMistake
      ? `${context.commonMistake.correction} ${expected}`
      : expected;
  return { feedback: sentences.join(" "), misconception, correction };
}

function misconceptionOf(grade: Grade, context: FeedbackContext, language: Language): string | null {
  const stated = grade.wrongIdeas.filter(
    (idea) => idea !== "more than one answer" && idea !== "the ideas the wrong way round",
  );
  if (grade.commonMisconception && context.commonMistake) return context.commonMistake.mistake;
  if (stated.length > 0) return `${capitalise(listIn(language, stated))}.`;
  if (grade.reversed) return t(language, "tutor.grade.misconceptionReversed");
  return null;
}

/**
 * Feedback says nothing of when the card comes back: the grader does not know whether the answer
 * counted, and the card view states the next review (or that a practice answer changed nothing).
 */
function notAnAttemptKey(grade: Grade): MessageKey {
  switch (grade.reason) {
    case "dont-know":
    case "empty":
      return "tutor.grade.dontKnow";
    case "help":
      return "tutor.grade.help";
    case "instructions":
      return "tutor.grade.instructions";
    default:
      return "tutor.grade.notAnswer";
  }
}

/** "a, b and c" in English, as the grader has always written it; other languages by their own rules. */
function listIn(language: Language, items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  if (language !== "en") return new Intl.ListFormat(language, { type: "conjunction" }).format(items);
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

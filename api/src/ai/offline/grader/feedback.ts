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

export function describeGrade(grade: Grade, context: FeedbackContext): GradeFeedback {
  const expected = context.expectedAnswer.trim();
  if (grade.notAnAttempt) {
    return { feedback: notAnAttemptFeedback(grade), misconception: null, correction: expected };
  }

  const right = grade.matchedIdeas.filter((idea) => !grade.missingIdeas.includes(idea));
  const partly = grade.matchedIdeas.filter((idea) => grade.missingIdeas.includes(idea));
  const missing = grade.missingIdeas.filter((idea) => !partly.includes(idea));
  const sentences: string[] = [];

  if (grade.band === "mastered") {
    sentences.push(right.length > 0 ? `Well done: you got ${list(right)} right.` : "Well done, that's right.");
    sentences.push(`The full answer: ${expected}`);
    return { feedback: sentences.join(" "), misconception: null, correction: null };
  }

  if (right.length > 0 && grade.reversed) sentences.push(`You named ${list(right)}, but the wrong way round.`);
  else if (right.length > 0 && grade.hedged)
    sentences.push(`Your answer has ${list(right)}, but beside another answer.`);
  else if (right.length > 0) sentences.push(`You got ${list(right)} right.`);
  if (partly.length > 0) sentences.push(`You're close on ${list(partly)}, but it isn't complete yet.`);
  if (grade.deniedIdeas.length > 0) {
    sentences.push(`Careful: you said "not" about ${list(grade.deniedIdeas)}, but that is part of the right answer.`);
  }
  if (grade.reversed && right.length === 0) sentences.push("You have the ideas the wrong way round.");
  if (grade.hedged) sentences.push("Give one answer: the one you can check.");
  if (grade.bareList && grade.wrongIdeas.length === 0) {
    sentences.push("Next time, put the words into a sentence that shows how they fit together.");
  }
  if (grade.injection) sentences.push("Only your answer to the question can earn marks.");
  if (missing.length > 0 && right.length + partly.length > 0 && grade.wrongIdeas.length === 0) {
    sentences.push(`To make it complete, add ${list(missing)}.`);
  }
  if (sentences.length === 0) sentences.push("Not quite yet.");
  sentences.push(
    grade.band === "good"
      ? "Compare with the full answer below."
      : "Read the correct answer below, then try saying it in your own words.",
  );

  const misconception = misconceptionOf(grade, context);
  const correction =
    misconception && grade.commonMisconception && context.commonMistake
      ? `${context.commonMistake.correction} ${expected}`
      : expected;
  return { feedback: sentences.join(" "), misconception, correction };
}

function misconceptionOf(grade: Grade, context: FeedbackContext): string | null {
  const stated = grade.wrongIdeas.filter(
    (idea) => idea !== "more than one answer" && idea !== "the ideas the wrong way round",
  );
  if (grade.commonMisconception && context.commonMistake) return context.commonMistake.mistake;
  if (stated.length > 0) return `${capitalise(list(stated))}.`;
  if (grade.reversed) return "Putting the ideas the wrong way round.";
  return null;
}

/**
 * Feedback says nothing of when the card comes back: the grader does not know whether the answer
 * counted, and the card view states the next review (or that a practice answer changed nothing).
 */
function notAnAttemptFeedback(grade: Grade): string {
  switch (grade.reason) {
    case "dont-know":
    case "empty":
      return "That's okay: not knowing yet is part of learning. Read the answer below, then try saying it in your own words.";
    case "help":
      return "Here is the answer to study. Try putting it in your own words.";
    case "instructions":
      return "Only an answer to the question can earn marks: have a go in your own words.";
    default:
      return "That doesn't answer the question yet. Read the answer below, then have a go in your own words.";
  }
}

function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

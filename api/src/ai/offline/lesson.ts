import { nextStep } from "@bloom/domain";
import { classifyTurnIntent } from "../intent";
import type { TurnAssessment, TutorTurn } from "../provider";
import { answerAside, answerRepeat, answerStudentQuestion, teachWithoutMaterial } from "./lesson-asides";
import {
  climbLadder,
  followingQuestionText,
  introduceConcept,
  LADDER_TOP,
  ladderReply,
  nextStepPrompt,
  startSection,
} from "./lesson-ladder";
import {
  answerRequestsSince,
  conceptIdFor,
  earlierQuestion,
  findPending,
  focusConceptIndex,
  type Lesson,
  ladderState,
  lastTutorMessage,
  pendingText,
  pick,
  previousStudentMessage,
  type QuestionAt,
  quiet,
  type TeachingMove,
} from "./lesson-reading";
import { lessonFor, listOf } from "./material";
import { gradeStudentAnswer } from "./question-grade";
import { tokenize, truncate } from "./wording";

/**
 * The offline tutor's teaching logic: one deterministic move per student message. It reads the
 * conversation to find the question it asked last, decides what the student's message is for
 * (its intent), and only then acts: an answer is graded; a request for a hint gets the next rung
 * of the question's hint ladder; a request for the answer gets a hint, then a worked step, then
 * the worked answer on the third ask; a kind word, a friendly line or a calm line answers the
 * rest, and the question is asked again. The reply and the turn assessment come from the same
 * move, so what the tutor says always matches how the session moves on.
 * What it reads of the conversation is in lesson-reading.ts, the hint ladder and what comes next
 * in lesson-ladder.ts, and its answers to everything that is not an answer in lesson-asides.ts.
 *
 * It follows the tutoring rules of the prompts: one question at a time; a question never comes
 * with its answer; after two failed tries, a concrete next step; student text is never taken as
 * instructions.
 */

/** How much a right answer counts as evidence after this many rungs of help (none, nudge, narrower hint, worked step). */
const ASSISTED_CREDIT = [1, 0.9, 0.75, 0.6] as const;
const MIN_WORDS = { extension: 6, reflection: 4 };

/** The tutor's next move for this turn. */
export function teachTurn(turn: TutorTurn): TeachingMove {
  const material = lessonFor(turn);
  const last = turn.history.at(-1);
  const student = !turn.opening && last?.role === "USER" ? last.content.trim() : "";
  if (material.kind === "unavailable") return teachWithoutMaterial(turn, material, student);

  const tutor = lastTutorMessage(turn.history);
  const lesson: Lesson = {
    turn,
    taught: material,
    topic: material.topic,
    section: material.section,
    student,
    previousStudent: previousStudentMessage(turn.history),
    tutor,
    pending: { kind: "none" },
    intent: "social",
    seed: turn.history.filter((message) => message.role === "ASSISTANT").length,
  };
  if (turn.opening === "section") return quiet(openSection(lesson), "social");
  if (!student) return quiet(openSession(lesson), "social");

  lesson.pending = findPending(lesson, tutor);
  lesson.intent = classifyIntent(lesson);
  // A session picked up again after a message that asked nothing: an answer to the question asked
  // before it is graded against that question, not passed over for a new concept.
  const earlier = lesson.pending.kind === "none" ? earlierQuestion(lesson) : undefined;
  if (earlier) {
    const answering: Lesson = { ...lesson, pending: earlier };
    const intent = classifyIntent(answering);
    if (intent === "attempt") return respond({ ...answering, intent });
  }
  return respond(lesson);
}

function classifyIntent(lesson: Lesson) {
  return classifyTurnIntent(lesson.student, {
    lastTutorMessage: lesson.tutor,
    pendingQuestion: pendingText(lesson),
    previousStudentMessage: lesson.previousStudent,
  });
}

/** Answers one student message by its intent and by what the tutor asked last. */
function respond(lesson: Lesson): TeachingMove {
  const { pending, intent } = lesson;
  if (intent === "repeat") return answerRepeat(lesson);
  if (intent === "question") return answerStudentQuestion(lesson);
  // A warm-up asks what the student already knows: any statement about themselves answers it.
  if (pending.kind === "warm-up" && intent === "off_topic" && !/\?\s*$/.test(lesson.student))
    return answerWarmUp(lesson);
  if (intent === "off_topic" || intent === "social" || intent === "feeling" || intent === "rude") {
    return answerAside(lesson);
  }
  switch (pending.kind) {
    case "question":
      if (intent === "attempt") return answerConceptQuestion(lesson, pending);
      return climbLadder(lesson, pending);
    case "warm-up":
      return answerWarmUp(lesson);
    case "extension":
      return intent === "attempt" ? answerExtension(lesson) : supportExtension(lesson);
    case "reflection":
      return intent === "attempt" ? answerReflection(lesson) : supportReflection(lesson);
    case "none":
      return quiet(startSection(lesson), intent);
  }
}

// ── Openings ───────────────────────────────────────────────────────────────────────

function openSession(lesson: Lesson): string {
  const { turn, topic } = lesson;
  return `Hi! I'm your tutor for **${turn.topicName}** in ${turn.subjectName}. ${topic.overview}\n\nWe'll take it one step at a time. I'll ask you questions along the way rather than just telling you the answers, and if you get stuck, ask me for a hint.\n\n${topic.warmUpQuestion}`;
}

/** The first message after the student moves to another section: its weakest concept, introduced, and a question. */
function openSection(lesson: Lesson): string {
  const concept = lesson.section.concepts[focusConceptIndex(lesson)]!;
  const note = lesson.taught.kind === "definitions" ? ` ${lesson.topic.overview}` : "";
  return `Let's work on **${lesson.section.name}**.${note}\n\n${introduceConcept(concept)}`;
}

// ── Answers to the tutor's question ─────────────────────────────────────────────────

function answerWarmUp(lesson: Lesson): TeachingMove {
  const startsFresh =
    lesson.intent === "unsure" || lesson.intent === "hint_request" || lesson.intent === "answer_request";
  const opening =
    !startsFresh && tokenize(lesson.student).length >= 2
      ? pick(lesson, [
          "Thanks, that tells me where to start.",
          "Good, that's a useful starting point.",
          "Thanks for sharing that; it helps me pitch this right.",
        ])
      : "That's completely fine: starting fresh is exactly what we're here for.";
  const concept = lesson.section.concepts[focusConceptIndex(lesson)]!;
  // Not knowing yet is an answer to a warm-up: there is nothing to grade, and the lesson moves on.
  return quiet(`${opening}\n\n${introduceConcept(concept)}`, lesson.intent, lesson.turn.step === "WARMUP");
}

function answerConceptQuestion(lesson: Lesson, at: QuestionAt): TeachingMove {
  const concept = lesson.section.concepts[at.conceptIndex]!;
  const question = concept.questions[at.questionIndex]!;
  const conceptId = conceptIdFor(lesson, at.conceptIndex);
  const grade = gradeStudentAnswer(question, lesson.student);
  const help = ladderState(lesson, question);

  if (grade.passed) {
    const credit = ASSISTED_CREDIT[Math.min(help.level, ASSISTED_CREDIT.length - 1)]!;
    const evidence = conceptId ? [{ conceptId, score: Math.round(grade.score * credit * 100) / 100 }] : [];
    const step = lesson.turn.step;
    // The formative check asks for an answer given alone: one reached with hints earns another try instead.
    const advances =
      step === "WARMUP" ||
      step === "NEW_CONCEPT" ||
      step === "GUIDED_PRACTICE" ||
      (step === "FORMATIVE_CHECK" && help.level === 0);
    const praise =
      help.level === 0
        ? pick(lesson, ["Yes, exactly right.", "That's it. Well done.", "Correct, and clearly put."])
        : "Yes, you got there.";
    const next = advances
      ? nextStepPrompt(lesson, nextStep(step), at)
      : step === "FORMATIVE_CHECK"
        ? `Since you had some help with that one, here's one more to do on your own:\n\n${followingQuestionText(lesson, at)}`
        : `Here's another one:\n\n${followingQuestionText(lesson, at)}`;
    return {
      reply: `${praise} ${question.answer}\n\n${next}`,
      assessment: { intent: "attempt", evidence, factsLearned: [question.answer], mistakes: [], advanceStep: advances },
    };
  }

  const assessment: TurnAssessment = {
    intent: "attempt",
    evidence: conceptId ? [{ conceptId, score: grade.score }] : [],
    factsLearned: [],
    mistakes: [`${concept.label}: answered "${truncate(lesson.student, 60)}" to "${truncate(question.prompt, 70)}"`],
    advanceStep: false,
  };
  const rung = Math.min(help.level + 1, LADDER_TOP);
  const opening =
    help.level === 0
      ? `Not quite yet.${grade.score > 0 ? " You're partly there." : ""}`
      : "Not yet, but you're getting closer.";
  return { reply: ladderReply(lesson, at, rung, opening), assessment };
}

function answerExtension(lesson: Lesson): TeachingMove {
  const words = tokenize(lesson.student).length;
  if (words < MIN_WORDS.extension) {
    return quiet(
      `Take your time with this one; there's no single right answer. Try to say a little more: what happens, and why? ${lesson.topic.extensionQuestion}`,
      "attempt",
    );
  }
  const conceptId = conceptIdFor(lesson, focusConceptIndex(lesson));
  return {
    reply: `${pick(lesson, ["That's thoughtful reasoning.", "Nice, you're applying the idea to something new.", "Good thinking; that's exactly the kind of connection that makes an idea stick."])}\n\n${lesson.topic.reflectionPrompt}`,
    assessment: {
      intent: "attempt",
      evidence: conceptId ? [{ conceptId, score: words >= 15 ? 0.8 : 0.65 }] : [],
      factsLearned: [],
      mistakes: [],
      advanceStep: lesson.turn.step === "EXTENSION",
    },
  };
}

/** Help with the open extension question; asked three times for an answer, the tutor moves on to the reflection. */
function supportExtension(lesson: Lesson): TeachingMove {
  const asks = answerRequestsSince(lesson, lesson.topic.extensionQuestion);
  if (lesson.intent === "answer_request" && asks >= 3) {
    return quiet(
      `This one is open-ended, so there's no answer to give away. Let's leave it for now and look back at what you've learned instead.\n\n${lesson.topic.reflectionPrompt}`,
      lesson.intent,
      lesson.turn.step === "EXTENSION",
    );
  }
  const nudge =
    lesson.intent === "answer_request"
      ? "There isn't one answer I could give you here: this question is about your own reasoning."
      : "Take your time; there's no single right answer.";
  return quiet(
    `${nudge} Start small: pick one part of the situation, say what would happen first, and why.\n\n${lesson.topic.extensionQuestion}`,
    lesson.intent,
  );
}

function answerReflection(lesson: Lesson): TeachingMove {
  if (tokenize(lesson.student).length < MIN_WORDS.reflection) {
    return quiet(`Could you say a little more? ${lesson.topic.reflectionPrompt}`, "attempt");
  }
  const sections = lesson.turn.sections;
  const next = sections[sections.indexOf(lesson.turn.section) + 1];
  const onward = next
    ? `When you're ready, pick **${next}** from the sections to keep going, or stay here and I'll give you more practice.`
    : "You've reached the last section of this topic. You can review any section, or practise with flashcards to make it stick.";
  return quiet(
    `Thank you for reflecting; putting it into your own words is one of the best ways to remember it. Today you worked on ${listOf(lesson.section.concepts.map((concept) => concept.label.toLowerCase()))}.\n\n${onward}`,
    "attempt",
  );
}

function supportReflection(lesson: Lesson): TeachingMove {
  return quiet(
    `There's no wrong answer here, and even one sentence helps. ${lesson.topic.reflectionPrompt}`,
    lesson.intent,
  );
}

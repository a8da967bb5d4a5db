import { findCuratedSubject } from "../../curriculum";
import { classifyTurnIntent, type TurnIntent } from "../intent";
import type { TutorTurn } from "../provider";
import { climbLadder, startSection } from "./lesson-ladder";
import {
  aboutThePendingQuestion,
  askedBefore,
  conceptAskedAbout,
  type Lesson,
  lastTutorMessage,
  pick,
  questionAt,
  quiet,
  restatePending,
  type TeachingMove,
} from "./lesson-reading";
import { allCuratedTopics, findCuratedConceptNamed, type LessonMaterial, listOf, type NearTopic } from "./material";
import { gradeStudentAnswer } from "./question-grade";

/** The offline tutor's answers to everything that is not an answer: repeats, questions, asides, and topics it cannot teach. */

// ── Everything that is not an answer ───────────────────────────────────────────────────

/** The same answer sent again: not graded twice, and the lesson does not move. */
export function answerRepeat(lesson: Lesson): TeachingMove {
  const { pending } = lesson;
  if (pending.kind === "question") {
    const prompt = questionAt(lesson, pending).prompt;
    const sameQuestion = (lesson.tutor ?? "").includes(prompt) && askedBefore(lesson, prompt);
    const reply = sameQuestion
      ? `That's the same answer you sent before, so I haven't counted it again. Have another look at the question, and try saying it a different way, or ask me for a hint.\n\n${prompt}`
      : `That's the same as your last answer, and this is a new question, so read it carefully.\n\n${prompt}`;
    return quiet(reply, "repeat");
  }
  return quiet(`You've sent that one already. ${restatePending(lesson)}`, "repeat");
}

/**
 * "What is a ribosome?": the concept explained, then the tutor's question again. An explanation
 * that would answer the pending question is not given; a hint is, instead. A question about
 * something else gets an honest "that goes beyond this lesson".
 */
export function answerStudentQuestion(lesson: Lesson): TeachingMove {
  const { pending } = lesson;
  const concept = conceptAskedAbout(lesson);
  const pendingQuestion = pending.kind === "question" ? questionAt(lesson, pending) : undefined;
  if (concept) {
    const explanation = `${concept.label}: ${concept.explanation}`;
    if (pending.kind === "question" && pendingQuestion && gradeStudentAnswer(pendingQuestion, explanation).passed) {
      return climbLadder(
        lesson,
        pending,
        "Good question, but the answer to it would give away the question I've asked you, so let me help you work it out.",
      );
    }
    return quiet(
      `Good question. ${explanation}\n\nWith that in mind, back to where we were:\n\n${restatePending(lesson)}`,
      "question",
    );
  }
  if (pending.kind === "question" && pendingQuestion && aboutThePendingQuestion(lesson.student, pendingQuestion)) {
    return climbLadder(lesson, pending, "Good question. Here's something that should help.");
  }
  return quiet(
    `Good question, but it goes beyond this lesson, so I can't answer it well here; your teacher or a good textbook can. For now, let's stay with ${lesson.turn.topicName}.\n\n${restatePending(lesson)}`,
    "question",
  );
}

/** Small talk, off-topic messages, feelings and rudeness: one line in kind, then the lesson goes on. */
export function answerAside(lesson: Lesson): TeachingMove {
  const line = asideLine(lesson.intent, lesson.student, lesson.turn.topicName);
  if (lesson.pending.kind === "none") return quiet(`${line}\n\n${startSection(lesson)}`, lesson.intent);
  return quiet(`${line}\n\n${restatePending(lesson)}`, lesson.intent);
}

/** The one line said to a message that is not about the lesson. */
function asideLine(intent: TurnIntent, message: string, topicName: string): string {
  const text = message.toLowerCase();
  switch (intent) {
    case "feeling":
      if (
        /\b(sad|unhappy|down|depressed|lonely|miserable|not okay|not ok|can'?t sleep|cannot sleep|awful|terrible)\b/.test(
          text,
        )
      ) {
        return "Thank you for telling me. That sounds hard, and it's okay to feel that way. If it keeps weighing on you, talking to an adult you trust, like a parent, a teacher or your school counselor, can really help. We'll take this gently, one small step at a time.";
      }
      if (/\b(bored|boredom|boring)\b/.test(text)) return "Fair enough! Let's keep it moving.";
      return "Thanks for telling me. Feeling like that is normal, and we'll take this one small step at a time.";
    case "rude":
      return "I can tell this is frustrating, and that's okay. I'm here to help, so let's try it together.";
    case "off_topic":
      return `That's a bit outside what I can help with here: I'm your tutor for ${topicName}, so let's keep our focus on that.`;
    default:
      if (/^\W*(hi+|hello+|hey+|hiya|yo|howdy|good (morning|afternoon|evening))\b/.test(text))
        return "Hi! Good to see you.";
      if (/\b(thanks?|thank (you|u)|thx|ty|cheers|tysm)\b/.test(text)) return "You're welcome!";
      if (/\b(bye+|goodbye|see (you|ya)|gtg|got to go|gotta go|good ?night)\b/.test(text)) {
        return "Bye for now! Your progress is saved, so you can pick up right here next time.";
      }
      if (/\bhow (are|r) (you|u)\b|\bwhat'?s up\b|\bsup\b/.test(text)) return "I'm doing well, thanks for asking!";
      if (/\b(lo+l|lmao|haha+|hehe+|rofl|xd)\b/.test(text)) return "Ha! Glad you're enjoying it.";
      return pick({ seed: text.length }, ["Great.", "Sounds good.", "All right."]);
  }
}

// ── A topic the offline tutor cannot teach ─────────────────────────────────────────────

/**
 * No curated content and no plan from a model: the tutor says plainly that full lessons on this
 * topic need an AI model, names the nearest topics it can teach, and answers questions about
 * curated ideas. It never invents a lesson.
 */
export function teachWithoutMaterial(
  turn: TutorTurn,
  material: Extract<LessonMaterial, { kind: "unavailable" }>,
  student: string,
): TeachingMove {
  const nearest = nearestLine(material.nearest, turn.subjectName);
  if (!student) {
    return quiet(
      `Hi! I'm the built-in tutor. I can't teach **${material.topicName}** properly yet: ${whyNoLesson(turn.subjectName)} Your school can connect one, and then this topic will be taught in full.\n\n${nearest}\n\nYou can still ask me about an idea from those courses, and I'll explain what I can.`,
      "social",
    );
  }
  const tutor = lastTutorMessage(turn.history);
  const intent = classifyTurnIntent(student, { lastTutorMessage: tutor });
  if (intent === "question" || intent === "attempt" || intent === "hint_request") {
    const found = findCuratedConceptNamed(student);
    if (found) {
      return quiet(
        `${found.label}: ${found.explanation}\n\nFor a full lesson on it, open **${found.topic}** in ${found.subject}.`,
        intent,
      );
    }
  }
  const line =
    intent === "feeling" || intent === "rude" || intent === "social" || intent === "off_topic"
      ? asideLine(intent, student, material.topicName)
      : `I'm sorry, I can't help with that well here: lessons on ${material.topicName} need the AI model, which isn't available right now.`;
  return quiet(`${line}\n\n${nearest}`, intent === "repeat" ? "repeat" : intent);
}

/** Why there is no lesson: a built-in course's topic is part of that course, so it is never called outside it. */
function whyNoLesson(subjectName: string): string {
  const course = findCuratedSubject(subjectName);
  return course
    ? `the built-in ${course.name} course has full lessons for some of its topics only, the rest are written by an AI model, and none is connected right now.`
    : "full lessons on topics outside the built-in courses are written by an AI model, and none is connected right now.";
}

function nearestLine(nearest: NearTopic[], subjectName: string): string {
  if (nearest.length === 0) {
    const all = allCuratedTopics();
    return `These are the topics I can teach in depth: ${listOf(all.map((near) => `**${near.topic}** (${near.subject})`))}. Add the subject to start one.`;
  }
  const sameSubject = nearest.every((near) => near.subject.toLowerCase() === subjectName.trim().toLowerCase());
  if (sameSubject) {
    return `The nearest topics I can teach in depth are ${listOf(nearest.map((near) => `**${near.topic}**`))}, in this subject's outline: pick one to start.`;
  }
  return `The nearest topics I can teach in depth are ${listOf(nearest.map((near) => `**${near.topic}** (${near.subject})`))}: add the subject to start one.`;
}

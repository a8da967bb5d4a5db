import type { SessionStep } from "@bloom/domain";
import { classifyTurnIntent, type TurnIntent } from "../intent";
import type { TurnAssessment, TutorTurn } from "../provider";
import {
  allCuratedTopics,
  findCuratedConceptNamed,
  type LessonConcept,
  type LessonMaterial,
  type LessonQuestion,
  type LessonSection,
  type LessonTopic,
  lessonFor,
  listOf,
  type NearTopic,
  namesLabel,
} from "./material";
import { gradeStudentAnswer } from "./question-grade";
import { lowerFirst, tokenize, truncate } from "./wording";

/**
 * The offline tutor's teaching logic: one deterministic move per student message. It reads the
 * conversation to find the question it asked last, decides what the student's message is for
 * (its intent), and only then acts: an answer is graded; a request for a hint gets the next rung
 * of the question's hint ladder; a request for the answer gets a hint, then a worked step, then
 * the worked answer on the third ask; a kind word, a friendly line or a calm line answers the
 * rest, and the question is asked again. The reply and the turn assessment come from the same
 * move, so what the tutor says always matches how the session moves on.
 *
 * It follows the tutoring rules of the prompts: one question at a time; a question never comes
 * with its answer; after two failed tries, a concrete next step; student text is never taken as
 * instructions.
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

/**
 * The rungs of a question's hint ladder after the question itself: a nudge, a narrower hint (the
 * concrete next step), a worked step, and last the worked answer.
 */
const LADDER_TOP = 4;
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
  lesson.intent = classifyTurnIntent(student, {
    lastTutorMessage: tutor,
    pendingQuestion: pendingText(lesson),
    previousStudentMessage: lesson.previousStudent,
  });
  return respond(lesson);
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

/** After the last step, or on a section the session has not worked in yet: teach its weakest concept. */
function startSection(lesson: Lesson): string {
  const concept = lesson.section.concepts[focusConceptIndex(lesson)]!;
  const lead =
    lesson.turn.step === "REFLECTION" ? "Let's keep practising." : `Let's work on **${lesson.section.name}**.`;
  return `${lead}\n\n${introduceConcept(concept)}`;
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
      ? nextStepPrompt(lesson, nextStepAfter(step), at)
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

/**
 * A hint request, "I don't know", or a request for the answer: the next rung of the hint ladder.
 * Asking for the answer climbs faster: a hint on the first ask, the worked step on the second and
 * the worked answer on the third, because a student who is truly stuck learns more from a worked
 * example than from a fourth question.
 */
function climbLadder(lesson: Lesson, at: QuestionAt, lead?: string): TeachingMove {
  const question = questionAt(lesson, at);
  const help = ladderState(lesson, question);
  let rung = help.level + 1;
  if (lesson.intent === "answer_request") {
    if (help.answerRequests >= 3) rung = LADDER_TOP;
    else if (help.answerRequests === 2) rung = Math.max(rung, 3);
  }
  rung = Math.min(rung, LADDER_TOP);
  return quiet(ladderReply(lesson, at, rung, lead ?? ladderOpening(lesson, rung, help.answerRequests)), lesson.intent);
}

function ladderOpening(lesson: Lesson, rung: number, answerRequests: number): string {
  switch (lesson.intent) {
    case "unsure":
      return "That's okay: not knowing yet is where learning starts. Let's work it out together.";
    case "answer_request":
      if (rung >= LADDER_TOP) return "Here's the worked answer, as promised.";
      return answerRequests <= 1
        ? "I'll help you get there rather than just tell you, because working it out yourself is what makes it stick."
        : "Let's do the first part together, and you finish it.";
    default:
      return rung === 1
        ? "Sure, here's a hint."
        : rung === 2
          ? "Here's a narrower hint."
          : "Let's do part of it together.";
  }
}

/** The reply for one rung of the ladder; the last rung is the worked answer, followed by a fresh question. */
function ladderReply(lesson: Lesson, at: QuestionAt, rung: number, opening: string): string {
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

// ── Everything that is not an answer ───────────────────────────────────────────────────

/** The same answer sent again: not graded twice, and the lesson does not move. */
function answerRepeat(lesson: Lesson): TeachingMove {
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
function answerStudentQuestion(lesson: Lesson): TeachingMove {
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
function answerAside(lesson: Lesson): TeachingMove {
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
function teachWithoutMaterial(
  turn: TutorTurn,
  material: Extract<LessonMaterial, { kind: "unavailable" }>,
  student: string,
): TeachingMove {
  const nearest = nearestLine(material.nearest, turn.subjectName);
  if (!student) {
    return quiet(
      `Hi! I'm the built-in tutor. I can't teach **${material.topicName}** properly yet: full lessons on topics outside the built-in courses are written by an AI model, and none is connected right now. Your school can connect one, and then this topic will be taught in full.\n\n${nearest}\n\nYou can still ask me about an idea from those courses, and I'll explain what I can.`,
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
      : `I'm sorry, I can't help with that well here: lessons on ${material.topicName} need the AI model, which isn't connected.`;
  return quiet(`${line}\n\n${nearest}`, intent === "repeat" ? "repeat" : intent);
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

// ── What comes next ───────────────────────────────────────────────────────────────────

interface QuestionAt {
  conceptIndex: number;
  questionIndex: number;
}

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

/** The prompt that opens `step` after a right answer to the question at `at`. */
function nextStepPrompt(lesson: Lesson, step: SessionStep, at: QuestionAt): string {
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
function followingQuestionText(lesson: Lesson, at: QuestionAt): string {
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

// ── Reading the conversation ─────────────────────────────────────────────────────────

/** The question the tutor asked last, found in its latest message. */
function findPending(lesson: Lesson, tutor: string | undefined): Pending {
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

function questionAt(lesson: Lesson, at: QuestionAt): LessonQuestion {
  return lesson.section.concepts[at.conceptIndex]!.questions[at.questionIndex]!;
}

function pendingText(lesson: Lesson): string | undefined {
  return lesson.pending.kind === "none" ? undefined : restatePending(lesson);
}

function restatePending(lesson: Lesson): string {
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
function ladderState(lesson: Lesson, question: LessonQuestion): { level: number; answerRequests: number } {
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

/** How many times the student has asked for the answer since the tutor last asked this text. */
function answerRequestsSince(lesson: Lesson, prompt: string): number {
  let count = 0;
  let tutorBefore: string | undefined;
  for (const message of questionStretch(lesson.turn.history, prompt)) {
    if (message.role === "ASSISTANT") tutorBefore = message.content;
    else if (classifyTurnIntent(message.content, { lastTutorMessage: tutorBefore }) === "answer_request") count += 1;
  }
  return count;
}

/** Whether the tutor asked this question in an earlier message too (so the student has answered it before). */
function askedBefore(lesson: Lesson, prompt: string): boolean {
  return questionStretch(lesson.turn.history, prompt).filter((message) => message.role === "ASSISTANT").length > 1;
}

function lastTutorMessage(history: TutorTurn["history"]): string | undefined {
  return history.findLast((message) => message.role === "ASSISTANT")?.content;
}

function previousStudentMessage(history: TutorTurn["history"]): string | undefined {
  const students = history.filter((message) => message.role === "USER");
  return students.at(-2)?.content;
}

/** The concept of the section, or of the topic, that a student's question names. */
function conceptAskedAbout(lesson: Lesson): LessonConcept | undefined {
  const named = (concept: LessonConcept) => namesLabel(lesson.student, concept.label);
  return (
    lesson.section.concepts.find(named) ?? lesson.topic.sections.flatMap((section) => section.concepts).find(named)
  );
}

/** Whether a student's question is about the question they were asked: it shares a word with it, or has no subject of its own. */
function aboutThePendingQuestion(message: string, question: LessonQuestion): boolean {
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

/** A reply with nothing to record: no evidence, facts or mistakes. */
function quiet(reply: string, intent: TurnIntent, advanceStep = false): TeachingMove {
  return { reply, assessment: { intent, evidence: [], factsLearned: [], mistakes: [], advanceStep } };
}

function pick(lesson: { seed: number }, options: string[]): string {
  return options[lesson.seed % options.length]!;
}

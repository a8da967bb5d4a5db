import { OVERVIEW_BAND_LABELS, overviewBand, SESSION_STEP_LABELS } from "@bloom/domain";
import type { TurnConcept, TutorTurn } from "../provider";
import { type ChatMessage, fenceStudentText, toOneLine } from "./fence";
import { tutorLanguageRule } from "./language";
import { STEP_GOALS, TUTORING_RULES } from "./rules";

/** The tutor's reply to the student's latest message: the system prompt, then the conversation with every student message fenced. */
export function buildTutorReplyMessages(turn: TutorTurn): ChatMessage[] {
  return [{ role: "system", content: writeTutorSystemPrompt(turn) }, ...toChatHistory(turn.history)];
}

/** The tutor's instructions for one turn: who it is, where the lesson stands, the rules and the style. */
export function writeTutorSystemPrompt(turn: TutorTurn): string {
  const rules = Object.entries(TUTORING_RULES).map(([name, text], index) => `${index + 1}. ${name}: ${text}`);
  return [
    "You are a warm, patient Socratic tutor for a school student. You help the student think their way to understanding; you do not lecture and you do not hand out answers.",
    "",
    "# Where the lesson stands",
    describeLesson(turn),
    "",
    ...describeOpening(turn),
    "# Rules (always follow them)",
    ...rules,
    "",
    "# Style",
    "- Keep every reply under 120 words: usually two to four short sentences, then your one question.",
    "- Markdown is allowed: **bold** for a key term, a short list when it really helps. Write maths in plain text (3/4, x^2, 2 × 5).",
    "- Pitch each question at the student's mastery: smaller steps and more support below 40%, harder questions above 80%.",
    "- Build on what the student just said; quote their words when you correct them.",
    tutorLanguageRule(turn.language),
    "- If the student says something that suggests they are upset or unsafe, respond with care first and encourage them to talk to a trusted adult.",
  ].join("\n");
}

/** What to write when the tutor speaks first: the start of the session, or the section the student just moved to. */
function describeOpening(turn: TutorTurn): string[] {
  if (turn.opening === "section") {
    return [
      "# What to write now",
      `The student has just moved to the section "${toOneLine(turn.section)}". Open it: say in one sentence what this section is about, explain its first concept the student has not mastered in two or three sentences with one example, then ask one question about it. The explanation and the example must not contain the answer to your question.`,
      "",
    ];
  }
  if (turn.opening === "session") {
    return [
      "# What to write now",
      "This is the start of the session. Greet the student in one sentence, say in one sentence what the topic is about and that they can ask for a hint at any time, then ask your warm-up question. Do not teach yet.",
      "",
    ];
  }
  return [];
}

function describeLesson(turn: TutorTurn): string {
  const sections = turn.sections.map((name, index) => {
    const marker = name === turn.section ? " (current)" : "";
    return `  ${index + 1}. ${toOneLine(name)}${marker}`;
  });
  return [
    `Subject: ${toOneLine(turn.subjectName)}`,
    `Topic: ${toOneLine(turn.topicName)}`,
    "Sections of the topic, in teaching order:",
    ...sections,
    `Current section: ${toOneLine(turn.section)}`,
    `Current step: ${SESSION_STEP_LABELS[turn.step]}. Goal of this step: ${STEP_GOALS[turn.step]}`,
    "Concepts of the current section, with the student's mastery so far:",
    ...turn.concepts.map(describeConcept),
  ].join("\n");
}

function describeConcept(concept: TurnConcept): string {
  const percent = Math.round(Math.min(1, Math.max(0, concept.mastery)) * 100);
  const band = OVERVIEW_BAND_LABELS[overviewBand(concept.mastery)];
  return `  - ${toOneLine(concept.label)}: ${toOneLine(concept.definition)} (mastery ${percent}%, ${band})`;
}

function toChatHistory(history: TutorTurn["history"]): ChatMessage[] {
  return history.map((message) =>
    message.role === "USER"
      ? { role: "user", content: fenceStudentText(message.content) }
      : { role: "assistant", content: message.content },
  );
}

import {
  CURATED_SUBJECTS,
  type CuratedConcept,
  type CuratedQuestion,
  type CuratedTopic,
  findCuratedSubject,
  findCuratedTopic,
} from "../../curriculum";
import { deriveRubric } from "./grader/derive";
import { tokenize } from "./wording";

/**
 * What the offline tutor teaches a section from. There are three cases, and the tutor says which
 * one it is in plainly:
 * - `curated`: the topic ships with the product; the tutor teaches from its explanations,
 *   examples, questions and hint ladders.
 * - `definitions`: an AI model planned the topic (its concepts have real definitions) but the
 *   offline tutor is answering now; it practises those definitions and nothing more.
 * - `unavailable`: neither; full lessons need an AI model, so the tutor says so and points to the
 *   nearest curated topics. It never makes up content.
 */
export type LessonMaterial =
  | { kind: "curated" | "definitions"; topic: LessonTopic; section: LessonSection }
  | { kind: "unavailable"; subjectName: string; topicName: string; nearest: NearTopic[] };

export interface LessonTopic {
  name: string;
  overview: string;
  warmUpQuestion: string;
  extensionQuestion: string;
  reflectionPrompt: string;
  sections: LessonSection[];
}

export interface LessonSection {
  name: string;
  concepts: LessonConcept[];
}

export type LessonQuestion = CuratedQuestion;

export interface LessonConcept {
  label: string;
  definition: string;
  /** What the tutor says to introduce the concept before its first question; it never gives that question's answer. */
  introduction: string;
  /** What the tutor says when the student asks what the concept is. */
  explanation: string;
  questions: LessonQuestion[];
  misconception: { mistake: string; correction: string } | null;
}

/** A curated topic the tutor can teach in depth, offered when it cannot teach the one asked for. */
export interface NearTopic {
  subject: string;
  topic: string;
}

/** The material for one tutoring turn: the section being taught, within its topic. */
export function lessonFor(turn: {
  subjectName: string;
  topicName: string;
  section: string;
  concepts: { label: string; definition: string }[];
}): LessonMaterial {
  const curated = findCuratedLesson(turn.subjectName, turn.topicName);
  const curatedSection = curated?.sections.find((section) => section.name === turn.section);
  if (curated && curatedSection) {
    const topic = curatedLessonTopic(curated);
    return { kind: "curated", topic, section: topic.sections.find((section) => section.name === turn.section)! };
  }
  if (turn.concepts.length > 0) {
    const section: LessonSection = {
      name: turn.section,
      concepts: turn.concepts.map((concept) => definitionConcept(concept)),
    };
    return { kind: "definitions", topic: definitionsTopic(turn.topicName, section), section };
  }
  return {
    kind: "unavailable",
    subjectName: turn.subjectName,
    topicName: turn.topicName,
    nearest: nearestCuratedTopics(turn.subjectName, turn.topicName),
  };
}

/** The curated topic for a subject and topic, if the product ships one. */
export function findCuratedLesson(subjectName: string, topicName: string): CuratedTopic | undefined {
  const subject = findCuratedSubject(subjectName);
  return subject ? findCuratedTopic(subject, topicName) : undefined;
}

/** The introduction of a curated concept: its explanation and its example, then (from the tutor) its first question. */
export function introductionOf(concept: Pick<CuratedConcept, "explanation" | "example">): string {
  return `${concept.explanation}\n\nFor example: ${concept.example}`;
}

function curatedLessonTopic(topic: CuratedTopic): LessonTopic {
  return {
    ...topic,
    sections: topic.sections.map((section) => ({
      name: section.name,
      concepts: section.concepts.map((concept) => ({
        label: concept.label,
        definition: concept.definition,
        introduction: introductionOf(concept),
        explanation: `${concept.definition} ${concept.explanation}\n\nFor example: ${concept.example}`,
        questions: concept.questions,
        misconception: concept.misconception,
      })),
    })),
  };
}

// ── A model's plan, practised from its definitions ──────────────────────────────────

/**
 * A concept known only by its label and definition: the tutor asks the student to put it into
 * their own words before showing it (a retrieval try, which helps the definition stick), and the
 * hints are the definition itself with its key words blanked out, then fewer of them.
 */
function definitionConcept(concept: { label: string; definition: string }): LessonConcept {
  const labelWords = new Set(tokenize(concept.label));
  const keyTerms = significantWords(concept.definition, 4)
    .filter((word) => !labelWords.has(word))
    .slice(0, 2);
  const blanked = blank(concept.definition, keyTerms);
  const lastTerm = keyTerms.at(-1);
  const nearlyBlanked = lastTerm ? blank(concept.definition, [lastTerm]) : blanked;
  const opening = concept.definition.split(/\s+/).slice(0, 4).join(" ");
  return {
    label: concept.label,
    definition: concept.definition,
    introduction: "Before I show you what it means, have a go yourself: even a rough guess helps you remember it.",
    explanation: `${concept.label}: ${concept.definition}`,
    questions: [
      {
        prompt: `What does **${concept.label}** mean? Put it in your own words.`,
        answer: concept.definition,
        // Graded on the definition's two leading ideas, said in the student's own words.
        rubric: deriveRubric(`What does ${concept.label} mean?`, concept.definition, 2),
        hint: `Think about what ${concept.label.toLowerCase()} does or describes, and say it in one sentence. You could start like this: "${blank(opening, keyTerms)}…"`,
        narrowerHint: `Here is the definition with its key words missing: "${blanked}"`,
        workedStep: lastTerm
          ? `Nearly all of it: "${nearlyBlanked}" The missing word begins with "${lastTerm[0]}".`
          : `Nearly all of it: "${blanked}"`,
      },
    ],
    misconception: null,
  };
}

function definitionsTopic(topicName: string, section: LessonSection): LessonTopic {
  const labels = listOf(section.concepts.map((concept) => `**${concept.label}**`));
  return {
    name: topicName,
    overview: `The AI tutor that writes full lessons is not available right now, so I'll work through the key ideas of this section with you: ${labels}.`,
    warmUpQuestion: `To start, tell me anything you already know about ${topicName}. There are no wrong answers here.`,
    extensionQuestion: `Pick two of the ideas we have worked on (${listOf(section.concepts.map((concept) => concept.label))}) and explain how they are connected.`,
    reflectionPrompt:
      "Looking back: which of these ideas could you now explain to a friend, and which one still feels unclear?",
    sections: [section],
  };
}

/** The longest words that carry meaning, to blank out of a definition for its hints. */
function significantWords(text: string, count: number): string[] {
  const words = tokenize(text).filter((word) => word.length > 3 && !COMMON_WORDS.has(word));
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, count);
}

const COMMON_WORDS = new Set(
  "the a an and or of to in on for with that this is are be by as it its from at which what how why when into their there they them can has have not but than then also such each other more most".split(
    " ",
  ),
);

/** The text with each of `terms` (whole words, any case) replaced by a blank. */
function blank(text: string, terms: readonly string[]): string {
  return terms.reduce((result, term) => result.replace(new RegExp(`\\b${escapeRegExp(term)}\\w*`, "gi"), "____"), text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// ── Finding concepts by name ──────────────────────────────────────────────────────────

/** Whether a message names a concept's label, in the singular or the plural ("what are ribosomes?"). */
export function namesLabel(message: string, label: string): boolean {
  const text = ` ${tokenize(message).map(singular).join(" ")} `;
  const words = tokenize(label).map(singular);
  return words.length > 0 && text.includes(` ${words.join(" ")} `);
}

/** A curated concept that a message names, anywhere in the curated courses, with where it is taught. */
export function findCuratedConceptNamed(message: string) {
  for (const subject of CURATED_SUBJECTS) {
    for (const topic of subject.topics) {
      for (const concept of topic.sections.flatMap((section) => section.concepts)) {
        if (namesLabel(message, concept.label)) {
          return {
            subject: subject.name,
            topic: topic.name,
            label: concept.label,
            explanation: `${concept.definition} ${concept.explanation}`,
          };
        }
      }
    }
  }
  return undefined;
}

function singular(word: string): string {
  return word.length > 3 ? word.replace(/(es|s)$/, "") : word;
}

// ── Topics it cannot teach ──────────────────────────────────────────────────────────

/**
 * The curated topics closest to a topic the offline tutor cannot teach: those sharing words with
 * it (in their names, sections or concepts), the same subject's first; with no words in common,
 * the topics of the same curated subject. Empty when nothing is close: the caller then lists all.
 */
export function nearestCuratedTopics(subjectName: string, topicName: string, limit = 3): NearTopic[] {
  const wanted = new Set(tokenize(topicName).filter(isTopicWord).map(stem));
  const subject = findCuratedSubject(subjectName);
  const scored = CURATED_SUBJECTS.flatMap((candidate) =>
    candidate.topics.map((topic) => {
      const words = new Set(
        tokenize(
          [
            topic.name,
            ...topic.sections.map((section) => section.name),
            ...topic.sections.flatMap((section) => section.concepts.map((concept) => concept.label)),
          ].join(" "),
        )
          .filter(isTopicWord)
          .map(stem),
      );
      const shared = [...wanted].filter((word) => words.has(word)).length;
      const sameSubject = candidate === subject;
      return { near: { subject: candidate.name, topic: topic.name }, shared, sameSubject };
    }),
  );
  const sharing = scored
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared || Number(b.sameSubject) - Number(a.sameSubject));
  const chosen = sharing.length > 0 ? sharing : scored.filter((entry) => entry.sameSubject);
  return chosen.slice(0, limit).map((entry) => entry.near);
}

/** Every curated topic, for a student whose topic is close to none of them. */
export function allCuratedTopics(): NearTopic[] {
  return CURATED_SUBJECTS.flatMap((subject) =>
    subject.topics.map((topic) => ({ subject: subject.name, topic: topic.name })),
  );
}

const TOPIC_STOP_WORDS = new Set(
  "and the of in to for with from into its their introduction basics intro what how why part".split(" "),
);

function isTopicWord(word: string): boolean {
  return word.length > 2 && !TOPIC_STOP_WORDS.has(word) && !/^\d/.test(word);
}

function stem(word: string): string {
  return word.replace(/(ies|es|s|ing|ed|al|ic)$/, "");
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

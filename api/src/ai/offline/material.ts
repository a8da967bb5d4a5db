import {
  type CuratedConcept,
  type CuratedSection,
  type CuratedTopic,
  findCuratedSubject,
  findCuratedTopic,
} from "../../curriculum";
import { deriveRubric } from "./grader/derive";
import { lowerFirst } from "./wording";

/**
 * The teaching material for a topic: the curated topic when the product ships one, otherwise
 * material built from the topic plan (concept labels and definitions) with general questions.
 * Curated and generated material have the same shape, so the lesson logic does not care.
 */
export type LessonTopic = CuratedTopic;
export type LessonSection = CuratedSection;
export type LessonConcept = CuratedConcept;

/** The curated topic for a subject and topic, if the product ships one. */
export function findCuratedLesson(subjectName: string, topicName: string): LessonTopic | undefined {
  const subject = findCuratedSubject(subjectName);
  return subject ? findCuratedTopic(subject, topicName) : undefined;
}

/** The outline the offline provider offers for a subject it has no curated content for. */
export function genericOutline(subjectName: string): string[] {
  return [
    `Introduction to ${subjectName}`,
    `Key Terms in ${subjectName}`,
    `Core Ideas of ${subjectName}`,
    `Methods and Tools in ${subjectName}`,
    `${subjectName} in the Real World`,
    `Common Misconceptions in ${subjectName}`,
    `Review and Next Steps in ${subjectName}`,
  ];
}

/** A plan for a topic without curated content: three sections, two concepts each, defined in general terms. */
export function genericPlan(subjectName: string, topicName: string) {
  return {
    sections: [
      {
        name: `What ${topicName} Means`,
        concepts: [
          {
            label: `Definition of ${topicName}`,
            definition: `What ${topicName} is in ${subjectName}, stated precisely, and what it is not.`,
          },
          {
            label: `Key vocabulary of ${topicName}`,
            definition: `The important words used when talking about ${topicName}, and the meaning of each in ${subjectName}.`,
          },
        ],
      },
      {
        name: `How ${topicName} Works`,
        concepts: [
          {
            label: `Main principle of ${topicName}`,
            definition: `The central rule or idea that explains how ${topicName} works in ${subjectName}.`,
          },
          {
            label: `Worked example of ${topicName}`,
            definition: `A concrete case that shows the principle of ${topicName} step by step.`,
          },
        ],
      },
      {
        name: `Using ${topicName}`,
        concepts: [
          {
            label: `Applying ${topicName}`,
            definition: `Using the ideas of ${topicName} to explain a new situation or solve a new problem.`,
          },
          {
            label: `Common mistakes with ${topicName}`,
            definition: `Errors people often make about ${topicName}, and the reasoning that corrects them.`,
          },
        ],
      },
    ],
  };
}

/**
 * Teaching material built from plain concepts (label and definition): an explanation from the
 * definition and two open questions graded on the definition's leading ideas.
 */
export function genericSection(
  subjectName: string,
  topicName: string,
  sectionName: string,
  concepts: { label: string; definition: string }[],
): LessonSection {
  return {
    name: sectionName,
    facts: concepts.map((concept) => `${concept.label}: ${concept.definition}`),
    concepts: concepts.map((concept) => genericConcept(subjectName, topicName, concept)),
  };
}

function genericConcept(
  subjectName: string,
  topicName: string,
  concept: { label: string; definition: string },
): LessonConcept {
  // Graded on the definition's two leading ideas, said in the student's own words.
  const rubric = deriveRubric(`What does ${concept.label} mean?`, concept.definition, 2);
  return {
    label: concept.label,
    definition: concept.definition,
    explanation: `Here is the core idea: ${lowerFirst(concept.definition)} It is one of the building blocks of ${topicName}, so it is worth putting into your own words.`,
    example: `Think of a situation in ${subjectName} where ${concept.label.toLowerCase()} matters, and ask what would change without it.`,
    questions: [
      {
        prompt: `In your own words, what does "${concept.label}" mean?`,
        answer: concept.definition,
        rubric,
        hint: `Start with what ${concept.label.toLowerCase()} is for. Which idea of ${topicName} does it describe?`,
      },
      {
        prompt: `Can you give one example of ${concept.label.toLowerCase()} and explain why it fits?`,
        answer: `An example fits when it shows that ${lowerFirst(concept.definition)}`,
        rubric: { ...rubric, ideas: rubric.ideas.slice(0, 1) },
        hint: `Pick something you have seen in class or in everyday life, then check it against the definition.`,
      },
    ],
    misconception: {
      mistake: `Mixing up ${concept.label.toLowerCase()} with a neighbouring idea of ${topicName}.`,
      correction: `Go back to the definition: ${concept.definition}`,
    },
  };
}

/** The topic-level prompts for a topic without curated content. */
export function genericTopic(subjectName: string, topicName: string, sections: LessonSection[]): LessonTopic {
  return {
    name: topicName,
    overview: `${topicName} is an important part of ${subjectName}. We will build it up one idea at a time.`,
    warmUpQuestion: `Before we start: what have you already heard or learned about ${topicName}? Anything at all is a good starting point.`,
    extensionQuestion: `Let's stretch the idea: where else in ${subjectName}, or in everyday life, could ${topicName} help you explain something? Describe one case and how the ideas apply.`,
    reflectionPrompt: `Looking back: what is the most important thing you learned about ${topicName} today, and what still feels unclear?`,
    sections,
  };
}

/** The material to teach one section of a tutoring turn with. */
export function lessonFor(turn: {
  subjectName: string;
  topicName: string;
  section: string;
  concepts: { label: string; definition: string }[];
}): { topic: LessonTopic; section: LessonSection } {
  const curated = findCuratedLesson(turn.subjectName, turn.topicName);
  const curatedSection = curated?.sections.find((section) => section.name === turn.section);
  if (curated && curatedSection) return { topic: curated, section: curatedSection };
  const section = genericSection(turn.subjectName, turn.topicName, turn.section, turn.concepts);
  return { topic: curated ?? genericTopic(turn.subjectName, turn.topicName, [section]), section };
}

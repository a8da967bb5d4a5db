import type { CuratedConcept } from "../../curriculum";
import { findCuratedSubject } from "../../curriculum";
import {
  type AiCallOptions,
  type AiProvider,
  AiProviderError,
  type AnswerGrade,
  type FlashcardRequest,
  type GeneratedFlashcard,
  type GradeRequest,
  type OutlineRequest,
  type TopicPlan,
  type TopicRequest,
  type TurnAssessment,
  type TutorTurn,
} from "../provider";
import { gradeAnswer } from "./grader";
import { findCuratedLink } from "./grader/curated-link";
import { describeGrade } from "./grader/feedback";
import { builtInLanguageNote } from "./language-note";
import { teachTurn } from "./lesson";
import { findCuratedLesson } from "./material";
import { tokenize } from "./wording";

/**
 * The offline provider: deterministic, no network, the default when no AI key is set. It
 * teaches from the curated content that ships with the product. For anything else it makes up
 * nothing: an unknown subject gets no outline (the caller stores the default one), an unknown
 * topic gets a plan with one section and no concepts, on which the tutor says plainly that a full
 * lesson needs an AI model, and flashcards come only from real definitions. Replies shown live
 * stream word by word at a gentle pace, like a model's.
 */
export class OfflineProvider implements AiProvider {
  readonly kind = "offline" as const;

  /** Each turn's lesson, worked out once: the chat asks for the reply and the assessment of the same turn. */
  private readonly lessons = new WeakMap<TutorTurn, ReturnType<typeof teachTurn>>();

  constructor(private readonly options: { chunkDelayMs: number } = { chunkDelayMs: 0 }) {}

  private lessonFor(turn: TutorTurn): ReturnType<typeof teachTurn> {
    let lesson = this.lessons.get(turn);
    if (!lesson) {
      lesson = teachTurn(turn);
      this.lessons.set(turn, lesson);
    }
    return lesson;
  }

  /**
   * The curated outline, the topics taught in depth first (so a student who opens the subject
   * starts where there is a full lesson), or none: the caller then stores the default outline
   * ("Introduction to {subject}").
   */
  async generateOutline(input: OutlineRequest): Promise<string[]> {
    const subject = findCuratedSubject(input.subjectName);
    if (!subject) return [];
    const taught = new Set(subject.topics.map((topic) => topic.name));
    return [
      ...subject.outline.filter((name) => taught.has(name)),
      ...subject.outline.filter((name) => !taught.has(name)),
    ];
  }

  /**
   * The curated plan, or, for a topic the product does not teach in depth, one section named
   * after the topic with no concepts: a placeholder that a later plan by an AI model replaces.
   */
  async planTopic(input: TopicRequest): Promise<TopicPlan> {
    const curated = findCuratedLesson(input.subjectName, input.topicName);
    if (!curated) return { sections: [{ name: input.topicName.trim(), concepts: [] }] };
    return {
      sections: curated.sections.map((section) => ({
        name: section.name,
        concepts: section.concepts.map(({ label, definition }) => ({ label, definition })),
      })),
    };
  }

  async *streamTutorReply(turn: TutorTurn, options: AiCallOptions = {}): AsyncIterable<string> {
    const reply = `${builtInLanguageNote(turn)}${this.lessonFor(turn).reply}`;
    // Words with their following whitespace, so the chunks join back into the exact reply; the
    // pace is between words, so the first one is not held back.
    for (const [index, chunk] of (reply.match(/\S+\s*/g) ?? []).entries()) {
      if (options.signal?.aborted) throw new AiProviderError("The reply was stopped.", "aborted");
      if (index > 0 && options.live && this.options.chunkDelayMs > 0) await Bun.sleep(this.options.chunkDelayMs);
      yield chunk;
    }
  }

  async assessTurn(turn: TutorTurn): Promise<TurnAssessment> {
    return this.lessonFor(turn).assessment;
  }

  /**
   * Cards only from real content, best first: a curated concept's practice questions, its
   * definition, its common mistake set right, and the term for its definition. A concept an AI
   * model planned has only its definition, asked both ways. So every concept with a definition has
   * at least two distinct cards, a curated one five or more; the caller keeps up to three that the
   * concept does not have yet, so Generate can be asked again for the next ones.
   */
  async generateFlashcards(input: FlashcardRequest): Promise<GeneratedFlashcard[]> {
    return input.concepts.flatMap((concept) => {
      const curated = findCuratedConcept(input.subjectName, input.topicName, concept.label);
      const questions = (curated?.questions ?? []).map((question) => ({
        conceptId: concept.id,
        question: question.prompt,
        answer: question.answer,
      }));
      const [meaning, term] = definitionCards(concept, input.topicName);
      const mistake = curated ? [mistakeCard(concept.id, concept.label, curated.misconception)] : [];
      return [...questions, ...(meaning ? [meaning] : []), ...mistake, ...(term ? [term] : [])];
    });
  }

  async gradeAnswer(input: GradeRequest): Promise<AnswerGrade> {
    const curated = input.subjectName
      ? findCuratedLink(input.subjectName, input.question, input.expectedAnswer)
      : undefined;
    const grade = gradeAnswer({
      question: input.question,
      expectedAnswer: input.expectedAnswer,
      userAnswer: input.userAnswer,
      rubric: curated?.question.rubric,
    });
    const described = describeGrade(
      grade,
      {
        expectedAnswer: input.expectedAnswer,
        commonMistake: curated?.concept.misconception,
      },
      input.language,
    );
    return { mastery: grade.score, ...described };
  }
}

/**
 * A definition asked both ways. Where the definition names its own term ("a black hole is where no
 * black hole light escapes"), the reverse card hides the term's words, so it does not give itself away.
 */
function definitionCards(concept: FlashcardRequest["concepts"][number], topicName: string): GeneratedFlashcard[] {
  const definition = concept.definition.trim();
  const label = concept.label.trim();
  if (!definition || !label) return [];
  return [
    { conceptId: concept.id, question: `What does "${label}" mean in ${topicName}?`, answer: definition },
    {
      conceptId: concept.id,
      question: `Which idea of ${topicName} is this? ${withoutTerm(definition, label)}`,
      answer: label,
    },
  ];
}

/** A concept's common mistake, and the right idea as the answer (curated, so true and gradable). */
function mistakeCard(
  conceptId: string,
  label: string,
  misconception: CuratedConcept["misconception"],
): GeneratedFlashcard {
  const mistake = misconception.mistake.trim();
  const sentence = /[.!?]$/.test(mistake) ? mistake : `${mistake}.`;
  const described = sentence.charAt(0).toLowerCase() + sentence.slice(1);
  return {
    conceptId,
    question: `A common mistake with "${label.trim()}" is ${described} What is actually true?`,
    answer: misconception.correction.trim(),
  };
}

/** The definition with the term's words (and words built on them, "cells" for "cell") shown as a blank. */
function withoutTerm(definition: string, label: string): string {
  const words = [...new Set(tokenize(label).filter((word) => word.length > 3))];
  if (words.length === 0) return definition;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&"));
  const term = new RegExp(`\\b(?:${escaped.join("|")})[a-z]*`, "gi");
  return definition.replace(term, "___").replace(/___(?:[\s-]+___)+/g, "___");
}

function findCuratedConcept(subjectName: string, topicName: string, label: string): CuratedConcept | undefined {
  const topic = findCuratedLesson(subjectName, topicName);
  return topic?.sections
    .flatMap((section) => section.concepts)
    .find((concept) => concept.label.toLowerCase() === label.toLowerCase());
}

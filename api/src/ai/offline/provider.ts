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
    const { reply } = this.lessonFor(turn);
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
   * Cards only from real content: a curated concept's practice questions, or, for a concept an
   * AI model planned, its definition asked both ways (the term, and the term for the definition).
   */
  async generateFlashcards(input: FlashcardRequest): Promise<GeneratedFlashcard[]> {
    return input.concepts.flatMap((concept) => {
      const curated = findCuratedConcept(input.subjectName, input.topicName, concept.label);
      if (curated) {
        return curated.questions
          .slice(0, 3)
          .map((question) => ({ conceptId: concept.id, question: question.prompt, answer: question.answer }));
      }
      return definitionCards(concept, input.topicName);
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
    const described = describeGrade(grade, {
      expectedAnswer: input.expectedAnswer,
      commonMistake: curated?.concept.misconception,
    });
    return { mastery: grade.score, ...described };
  }
}

/** A definition asked both ways; the reverse card is left out when the definition names its own term. */
function definitionCards(concept: FlashcardRequest["concepts"][number], topicName: string): GeneratedFlashcard[] {
  const definition = concept.definition.trim();
  if (!definition) return [];
  const cards = [
    { conceptId: concept.id, question: `What does "${concept.label}" mean in ${topicName}?`, answer: definition },
  ];
  const definitionWords = new Set(tokenize(definition));
  const namesItself = tokenize(concept.label).some((word) => word.length > 3 && definitionWords.has(word));
  if (!namesItself) {
    cards.push({
      conceptId: concept.id,
      question: `Which idea of ${topicName} is this? ${definition}`,
      answer: concept.label,
    });
  }
  return cards;
}

function findCuratedConcept(subjectName: string, topicName: string, label: string): CuratedConcept | undefined {
  const topic = findCuratedLesson(subjectName, topicName);
  return topic?.sections
    .flatMap((section) => section.concepts)
    .find((concept) => concept.label.toLowerCase() === label.toLowerCase());
}

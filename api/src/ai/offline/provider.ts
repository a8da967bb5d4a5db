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
import { describeGrade } from "./grader/feedback";
import { teachTurn } from "./lesson";
import { findCuratedLesson, genericOutline, genericPlan, type LessonConcept } from "./material";
import { lowerFirst } from "./wording";

/**
 * The offline provider: deterministic, no network, the default when no AI key is set. It
 * teaches from the curated content that ships with the product, and from general templates
 * for anything else. Replies shown live stream word by word at a gentle pace, like a model's.
 */
export class OfflineProvider implements AiProvider {
  readonly kind = "offline" as const;

  constructor(private readonly options: { chunkDelayMs: number } = { chunkDelayMs: 0 }) {}

  async generateOutline(input: OutlineRequest): Promise<string[]> {
    return [...(findCuratedSubject(input.subjectName)?.outline ?? genericOutline(input.subjectName))];
  }

  async planTopic(input: TopicRequest): Promise<TopicPlan> {
    const curated = findCuratedLesson(input.subjectName, input.topicName);
    if (!curated) return genericPlan(input.subjectName, input.topicName);
    return {
      sections: curated.sections.map((section) => ({
        name: section.name,
        concepts: section.concepts.map(({ label, definition }) => ({ label, definition })),
      })),
    };
  }

  async *streamTutorReply(turn: TutorTurn, options: AiCallOptions = {}): AsyncIterable<string> {
    const { reply } = teachTurn(turn);
    // Words with their following whitespace, so the chunks join back into the exact reply; the
    // pace is between words, so the first one is not held back.
    for (const [index, chunk] of (reply.match(/\S+\s*/g) ?? []).entries()) {
      if (options.signal?.aborted) throw new AiProviderError("The reply was stopped.", "aborted");
      if (index > 0 && options.live && this.options.chunkDelayMs > 0) await Bun.sleep(this.options.chunkDelayMs);
      yield chunk;
    }
  }

  async assessTurn(turn: TutorTurn): Promise<TurnAssessment> {
    return teachTurn(turn).assessment;
  }

  async generateFlashcards(input: FlashcardRequest): Promise<GeneratedFlashcard[]> {
    return input.concepts.flatMap((concept) => {
      const curated = findCuratedConcept(input.subjectName, input.topicName, concept.label);
      if (curated) {
        return curated.questions
          .slice(0, 3)
          .map((question) => ({ conceptId: concept.id, question: question.prompt, answer: question.answer }));
      }
      return [
        { conceptId: concept.id, question: `What is ${concept.label}?`, answer: concept.definition },
        {
          conceptId: concept.id,
          question: `Give an example of ${concept.label.toLowerCase()} in ${input.subjectName}, and explain why it fits.`,
          answer: `A good example shows that ${lowerFirst(concept.definition)}`,
        },
      ];
    });
  }

  async gradeAnswer(input: GradeRequest): Promise<AnswerGrade> {
    const curated = input.subjectName ? findCuratedQuestion(input.subjectName, input.question) : undefined;
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

function findCuratedConcept(subjectName: string, topicName: string, label: string): LessonConcept | undefined {
  const topic = findCuratedLesson(subjectName, topicName);
  return topic?.sections
    .flatMap((section) => section.concepts)
    .find((concept) => concept.label.toLowerCase() === label.toLowerCase());
}

/** The curated question a flashcard was made from, found by its exact text anywhere in the subject. */
function findCuratedQuestion(subjectName: string, prompt: string) {
  const subject = findCuratedSubject(subjectName);
  for (const topic of subject?.topics ?? []) {
    for (const section of topic.sections) {
      for (const concept of section.concepts) {
        const question = concept.questions.find((q) => q.prompt === prompt.trim());
        if (question) return { concept, question };
      }
    }
  }
  return undefined;
}

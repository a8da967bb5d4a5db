import type { SessionStep } from "@bloom/domain";
import type { Language } from "../i18n";
import type { TurnIntent } from "./intent";

export type { TurnIntent } from "./intent";

/**
 * The one interface every AI provider implements: `openai` (any OpenAI-compatible server) and
 * `offline` (deterministic, no network, teaching from the curated content). Callers never know
 * which one they talk to. Every method takes an AbortSignal, so a closed tab stops the work.
 */
export interface AiProvider {
  readonly kind: "openai" | "offline";

  /** The topic names of a subject's outline, in teaching order (5 to 12 of them). */
  generateOutline(input: OutlineRequest, options?: AiCallOptions): Promise<string[]>;

  /** Plans a topic for tutoring: its sections, and for each the concepts with definitions. */
  planTopic(input: TopicRequest, options?: AiCallOptions): Promise<TopicPlan>;

  /** The tutor's reply to the student's latest message, streamed as text chunks. */
  streamTutorReply(turn: TutorTurn, options?: AiCallOptions): AsyncIterable<string>;

  /** What the student's latest message shows: evidence per concept, facts, mistakes, and whether to move on. */
  assessTurn(turn: TutorTurn, options?: AiCallOptions): Promise<TurnAssessment>;

  /** Two or three flashcards per concept. */
  generateFlashcards(input: FlashcardRequest, options?: AiCallOptions): Promise<GeneratedFlashcard[]>;

  /** Grades a free-text flashcard answer. */
  gradeAnswer(input: GradeRequest, options?: AiCallOptions): Promise<AnswerGrade>;
}

export interface AiCallOptions {
  signal?: AbortSignal;
  /** The reply is shown to a person as it arrives: a provider that has it all at once may pace it. */
  live?: boolean;
  /**
   * Called when the district's model failed (or its breaker is open) and the built-in offline
   * provider served the call instead, so the caller can tell the student in one calm line.
   */
  onDegraded?: (reason: AiFailureKind) => void;
}

/** Why a call was served by the built-in provider instead of the model. */
export type AiFailureKind = "timeout" | "rate_limited" | "upstream" | "invalid_output" | "breaker_open";

export interface OutlineRequest {
  subjectName: string;
}

export interface TopicRequest {
  subjectName: string;
  topicName: string;
}

export interface TopicPlan {
  sections: { name: string; concepts: { label: string; definition: string }[] }[];
}

/** Everything the tutor knows when it answers one message. */
export interface TutorTurn {
  subjectName: string;
  topicName: string;
  step: SessionStep;
  /** The section being taught now, and all of the topic's sections in order. */
  section: string;
  sections: string[];
  /** The concepts of the current section, with the student's mastery of each (0–1). */
  concepts: TurnConcept[];
  /** The conversation so far, oldest first, ending with the student's latest message. */
  history: { role: "USER" | "ASSISTANT"; content: string }[];
  /**
   * Set when the tutor speaks first, without a new student message to answer: at the start of a
   * session, or right after the student moved to another section (`section`), which the reply opens.
   */
  opening?: "session" | "section";
  /** The language to reply in, and why: the student's latest message, or their interface when it was too short to tell. */
  language?: ReplyLanguage;
}

/** The language a reply is written in, and what decided it. */
export interface ReplyLanguage {
  reply: Language;
  because: "writes" | "interface";
  /** The student's interface language. */
  interface: Language;
}

export interface TurnConcept {
  id: string;
  label: string;
  definition: string;
  mastery: number;
}

export interface TurnAssessment {
  /**
   * What the student's latest message is for. Only an `attempt` is graded: for any other intent
   * the evidence, facts and mistakes are empty.
   */
  intent: TurnIntent;
  /** How well the latest message shows each concept it touches (0–1); concepts it does not touch are left out. */
  evidence: { conceptId: string; score: number }[];
  /** Short, true statements the student has shown they know. */
  factsLearned: string[];
  /** Short descriptions of errors the student made. */
  mistakes: string[];
  /** Whether the goal of the current step is met and the session should move to the next step. */
  advanceStep: boolean;
}

export interface FlashcardRequest {
  subjectName: string;
  topicName: string;
  concepts: { id: string; label: string; definition: string; section: string }[];
  /** The student's language, which the cards are written in; English when unset. */
  language?: Language;
}

export interface GeneratedFlashcard {
  conceptId: string;
  question: string;
  answer: string;
}

export interface GradeRequest {
  question: string;
  expectedAnswer: string;
  userAnswer: string;
  subjectName?: string;
  conceptLabel?: string;
  /** The student's language, which the feedback is written in; English when unset. */
  language?: Language;
}

export interface AnswerGrade {
  /** 0–1: how fully and correctly the answer shows the idea. */
  mastery: number;
  feedback: string;
  misconception: string | null;
  correction: string | null;
}

/** A provider call that failed after its retries; the message is safe to show to a person. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly reason: "timeout" | "rate_limited" | "upstream" | "invalid_output" | "aborted",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AiProviderError";
  }
}

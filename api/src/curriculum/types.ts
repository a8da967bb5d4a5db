/**
 * Curated course content that ships with the product. The seed gives the demo student these
 * subjects, and the offline tutor teaches from them: it explains with the definitions and
 * examples, asks the practice questions, grades answers against each question's rubric, and
 * names the common misconceptions when it sees them.
 */

export interface CuratedSubject {
  /** The subject's name as a student would type it, e.g. "Algebra I". */
  name: string;
  /** Other names a student might type for the same subject (matched case-insensitively). */
  aliases: string[];
  /** The subject's outline: its topic names in teaching order. */
  outline: string[];
  /** Topics taught in depth; each name is one of the outline's entries. */
  topics: CuratedTopic[];
}

export interface CuratedTopic {
  name: string;
  /** One or two sentences that say what the topic is about and why it matters. */
  overview: string;
  /** A question that starts a session by finding out what the student already knows. */
  warmUpQuestion: string;
  /** A question that stretches a student who has the basics (the EXTENSION step). */
  extensionQuestion: string;
  /** A question that asks the student to look back on what they learned (the REFLECTION step). */
  reflectionPrompt: string;
  sections: CuratedSection[];
}

export interface CuratedSection {
  name: string;
  concepts: CuratedConcept[];
  /** Short, true statements a student should know after this section. */
  facts: string[];
}

export interface CuratedConcept {
  label: string;
  /** A precise definition in plain language. */
  definition: string;
  /**
   * A longer explanation a tutor would give, two to four sentences. With the example it introduces
   * the concept before its first question, so neither may give that question's answer away.
   */
  explanation: string;
  /** A worked or concrete example. */
  example: string;
  /** Practice questions, from easier to harder. */
  questions: CuratedQuestion[];
  /** A mistake students often make with this concept, and how to set it right. */
  misconception: { mistake: string; correction: string };
}

export interface CuratedQuestion {
  prompt: string;
  /** A model answer, as a tutor would accept it. */
  answer: string;
  /** How an answer is graded: the ideas a full answer holds and the wrong ideas that cancel them. */
  rubric: Rubric;
  /** A nudge that moves a stuck student one step forward without giving the answer away. */
  hint: string;
  /**
   * A narrower hint, the concrete next step for a student still stuck after the nudge: the exact
   * move to make, or a choice between two options. It still does not state the answer.
   */
  narrowerHint: string;
  /**
   * The first part of the working done for the student (one part of a two-part answer, or every
   * step but the last), leaving the last step to them. It still does not state the answer.
   */
  workedStep: string;
}

/**
 * What a question's answer is graded on. The offline grader reads each idea's wordings by
 * lemma, with spelling tolerance and negation, and its numbers and expressions by value.
 */
export interface Rubric {
  /**
   * numeric: a number (any notation); expression: an expression or equation (any equivalent form);
   * short: one or more names or facts, where a plain list of the right terms is a full answer;
   * explanation: a why or how, where a plain list of terms is not.
   */
  kind: "numeric" | "expression" | "short" | "explanation";
  /** The ideas a full answer holds (must-haves). */
  ideas: RubricIdea[];
  /** Wrong ideas: an answer that states one (not negated) is capped low. */
  wrong?: WrongIdea[];
  /** Roles the ideas must keep ("raw materials → products"): swapping them is a reversal. */
  roles?: RubricRoles;
  /** The highest score for a bare list of the right terms with no sentence (default: 1 for short, 0.5 otherwise). */
  listCap?: number;
  /** The share of the ideas' weight that earns full marks, when any few of them make a full answer (1 unless set). */
  enough?: number;
}

/** Ways of stating an idea; any one of them is enough. */
export interface IdeaWording {
  /**
   * Phrases that state it, matched word by word on lemmas with spelling tolerance, in order and
   * at most a few words apart. A leading "!" means the phrase must be negated ("!nucleus"
   * matches "it has no nucleus"); a leading "?" means either way.
   */
  says?: string[];
  /** Numbers that state it, in any notation ("7", "seven", "x = 7", "7.0", "28 / 4"). */
  values?: number[];
  /** Points that state it, written "(4, 0)". */
  points?: [number, number][];
  /** An expression or equation that states it, matched by algebraic equivalence. */
  equals?: string;
}

export interface RubricIdea extends IdeaWording {
  /** How feedback names the idea, e.g. "the cytoplasm". */
  name: string;
  /** Wordings that show only part of the idea: they earn half of its weight. */
  partly?: string[];
  /** Its share of the score (1 unless set). */
  weight?: number;
}

export interface WrongIdea extends IdeaWording {
  /** How feedback names the mistake, e.g. "calling yeast a prokaryote". */
  name: string;
  /** The highest score an answer that states it can earn (0.3 unless set). */
  cap?: number;
  /** It is the concept's common misconception, so the concept's correction applies. */
  common?: boolean;
}

/** Two roles and the ideas that belong in each, with the words that mark the roles. */
export interface RubricRoles {
  first: { marks: string[]; ideas: string[] };
  second: { marks: string[]; ideas: string[] };
  /** Words that lead from the first role to the second ("make", "into"): ideas before them are in the first. */
  forward?: string[];
  /** Words that lead from the second role back to the first ("made from"). */
  backward?: string[];
}

/**
 * Curated course content that ships with the product. The seed gives the demo student these
 * subjects, and the offline tutor teaches from them: it explains with the definitions and
 * examples, asks the practice questions, grades answers by their key terms, and names the
 * common misconceptions when it sees them.
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
  /** Words or values a correct answer must contain (matched case-insensitively). */
  keyTerms: string[];
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

import type { Rubric, RubricRoles } from "../../../curriculum";
import { type AnswerView, findWording } from "./ideas";
import type { Word } from "./language";

/**
 * Role checks for rubrics that state a relation ("raw materials → products", "A causes B"):
 * each idea the answer names is given the role its clause marks ("the products are …"), or, with
 * no marker, the side of a linking word it stands on ("carbon dioxide and water make glucose").
 * An idea in the other role's place is a reversal; ideas whose roles are never stated leave the
 * relation unproven.
 */
export interface RoleCheck {
  reversed: boolean;
  /** At least one idea was put in its role (by a marker, a linking word, or the order of the answer). */
  stated: boolean;
}

const CLAUSE_BREAK = /^[.;!?]$/;

export function checkRoles(rubric: Rubric, view: AnswerView): RoleCheck {
  const roles = rubric.roles;
  if (!roles) return { reversed: false, stated: true };
  const ideaRole = new Map<string, "first" | "second">();
  for (const name of roles.first.ideas) ideaRole.set(name, "first");
  for (const name of roles.second.ideas) ideaRole.set(name, "second");

  let reversed = false;
  let stated = false;
  const mentions: { role: "first" | "second"; at: number; sentence: number; clause: number }[] = [];
  for (const idea of rubric.ideas) {
    const role = ideaRole.get(idea.name);
    if (!role) continue;
    for (const [sentenceIndex, sentence] of view.sentences.entries()) {
      const found = findWording(idea, { ...view, sentences: [sentence] });
      if (!found.said) continue;
      mentions.push({ role, at: found.at, sentence: sentenceIndex, clause: clauseOf(sentence.words, found.at) });
    }
  }

  for (const [sentenceIndex, sentence] of view.sentences.entries()) {
    const here = mentions.filter((mention) => mention.sentence === sentenceIndex);
    if (here.length === 0) continue;
    const clauses = new Set(here.map((mention) => mention.clause));
    for (const clause of clauses) {
      const inClause = here.filter((mention) => mention.clause === clause);
      const words = clauseWords(sentence.words, clause);
      const assigned = assignRoles(roles, words, inClause, view);
      for (const [mention, role] of assigned) {
        stated = true;
        if (role !== mention.role) reversed = true;
      }
    }
  }
  // No markers or linking words: the order of the answer follows the question's ("A and B; C and D").
  if (!stated && mentions.length > 0) {
    const firsts = mentions.filter((mention) => mention.role === "first").map((mention) => mention.at);
    const seconds = mentions.filter((mention) => mention.role === "second").map((mention) => mention.at);
    if (firsts.length > 0 && seconds.length > 0 && Math.max(...firsts) < Math.min(...seconds)) stated = true;
  }
  return { reversed, stated };
}

/** Clause number of the word at `offset`: clauses are split by ";", "." and ", and"/"while"/"whereas"/"but". */
function clauseOf(words: Word[], offset: number): number {
  let clause = 0;
  for (const [index, word] of words.entries()) {
    if (word.start >= offset) break;
    if (startsNewClause(words, index)) clause++;
  }
  return clause;
}

function startsNewClause(words: Word[], index: number): boolean {
  const word = words[index]!;
  if (CLAUSE_BREAK.test(word.text)) return true;
  if (["while", "whereas", "but"].includes(word.text)) return true;
  if (word.text !== "and") return false;
  if (words[index - 1]?.text === ",") return true;
  // "… and the tails are hydrophobic": a new subject and its verb.
  for (let offset = 1; offset <= 3; offset++) {
    const next = words[index + offset];
    if (!next) return false;
    if (offset > 1 && (next.pos === "AUX" || next.pos === "VERB")) return true;
    if (!["DET", "NOUN", "PROPN", "ADJ", "PRON"].includes(next.pos)) return false;
  }
  return false;
}

function clauseWords(words: Word[], clause: number): Word[] {
  let current = 0;
  const result: Word[] = [];
  for (const [index, word] of words.entries()) {
    if (startsNewClause(words, index)) current++;
    if (current === clause) result.push(word);
  }
  return result;
}

function assignRoles(
  roles: RubricRoles,
  words: Word[],
  mentions: { role: "first" | "second"; at: number }[],
  view: AnswerView,
): Map<{ role: "first" | "second"; at: number }, "first" | "second"> {
  const assigned = new Map<{ role: "first" | "second"; at: number }, "first" | "second">();
  const clauseView: AnswerView = { ...view, sentences: [{ words }] };
  const firstMark = findWording({ says: roles.first.marks }, clauseView);
  const secondMark = findWording({ says: roles.second.marks }, clauseView);
  if (firstMark.said !== secondMark.said) {
    const role = firstMark.said ? "first" : "second";
    for (const mention of mentions) assigned.set(mention, role);
    return assigned;
  }
  const forward = findWording({ says: roles.forward ?? [] }, clauseView);
  const backward = findWording({ says: roles.backward ?? [] }, clauseView);
  // "made from" holds "made": the backward link, being the longer phrase, decides first.
  const link = backward.said
    ? { at: backward.at, forward: false }
    : forward.said
      ? { at: forward.at, forward: true }
      : null;
  const marks = firstMark.said && secondMark.said ? [firstMark.at, secondMark.at] : null;
  for (const mention of mentions) {
    if (marks) {
      // Both roles are marked in the clause: the nearest mark before the idea decides, else the nearest after.
      const before = marks.map((at, role) => ({ at, role })).filter((mark) => mark.at < mention.at);
      const nearest =
        before.length > 0
          ? before.sort((a, b) => b.at - a.at)[0]!
          : marks.map((at, role) => ({ at, role })).sort((a, b) => a.at - b.at)[0]!;
      assigned.set(mention, nearest.role === 0 ? "first" : "second");
    } else if (link) {
      const before = mention.at < link.at;
      assigned.set(mention, before === link.forward ? "first" : "second");
    }
  }
  return assigned;
}

import type { RubricIdea, RubricRoles } from "../../../curriculum";
import type { Word } from "./language";
import { synonymsOf } from "./synonyms";

/**
 * Roles for a rubric derived from an expected answer that relates two sides ("light energy
 * becomes chemical energy", "the sun is bigger than the moon"): the ideas before the linking word
 * play the first role, those after it the second, so an answer that swaps them is a reversal.
 * Only a few linking words are read, those whose two sides cannot be swapped without changing the meaning.
 */

const LINK_VERBS = new Set(["become", "turn", "convert", "change", "produce", "make", "cause", "create", "form"]);

/** Comparatives and their opposites: "smaller than" keeps the roles of "bigger than" the other way round. */
const OPPOSITES: readonly [string[], string[]][] = [
  [
    ["bigger", "larger", "greater", "more", "higher", "heavier", "faster", "older", "longer", "hotter", "stronger"],
    ["smaller", "less", "fewer", "lower", "lighter", "slower", "younger", "shorter", "colder", "weaker"],
  ],
];

/** Longer answers relate more than two sides, and a swap within them is no longer a reversal of the whole. */
const MAX_WORDS = 14;
const MAX_SIDE = 3;

export function deriveRoles(words: Word[], ideas: RubricIdea[]): RubricRoles | undefined {
  if (words.length > MAX_WORDS || words.some((word) => /^[;:]$/.test(word.text))) return undefined;
  const link = findLink(words);
  if (!link) return undefined;
  const first: string[] = [];
  const second: string[] = [];
  for (const idea of ideas) {
    const at = positionOf(idea, words);
    if (at < 0 || at === link.index) continue;
    (at < link.index ? first : second).push(idea.name);
  }
  if (first.length === 0 || second.length === 0 || first.length > MAX_SIDE || second.length > MAX_SIDE)
    return undefined;
  return {
    first: { marks: [], ideas: first },
    second: { marks: [], ideas: second },
    forward: link.forward,
    ...(link.backward.length > 0 ? { backward: link.backward } : {}),
  };
}

interface Link {
  index: number;
  forward: string[];
  backward: string[];
}

function findLink(words: Word[]): Link | null {
  for (const [index, word] of words.entries()) {
    if (word.negated) continue;
    if (word.text === "than" && index > 0) {
      const comparative = words[index - 1]!.text;
      const pair = OPPOSITES.find(([up, down]) => up.includes(comparative) || down.includes(comparative));
      const opposite = pair ? (pair[0].includes(comparative) ? pair[1] : pair[0]) : [];
      return { index, forward: ["than"], backward: opposite.map((other) => `${other} than`) };
    }
    if (word.text === "into") return { index, forward: ["into"], backward: [] };
    // A passive or a material ("made by hand", "made of RNA") says no direction between the answer's sides.
    const passive = words[index - 1]?.pos === "AUX" || /^(by|of|from|up)$/.test(words[index + 1]?.text ?? "");
    if ((word.pos === "VERB" || word.lemma === "become") && LINK_VERBS.has(word.lemma) && !passive) {
      const verbs = [word.lemma, ...synonymsOf(word.lemma)].filter((verb) => !verb.includes(" "));
      // The passive runs backward: "ATP is made by mitochondria".
      return { index, forward: verbs, backward: verbs.flatMap((verb) => [`${verb} by`, `${verb} from`]) };
    }
  }
  return null;
}

function positionOf(idea: RubricIdea, words: Word[]): number {
  const first = idea.name.toLowerCase().split(" ")[0];
  return words.findIndex((word) => word.text === first);
}

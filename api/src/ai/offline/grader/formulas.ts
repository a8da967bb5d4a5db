import type { Rubric, RubricIdea } from "../../../curriculum";

/**
 * A chemical formula as an expected answer ("H2O", "CO2", "NaCl"): said as the formula, or as its
 * atoms counted in words ("two hydrogen atoms and one oxygen atom"). Each element is an idea, so
 * the wrong count of one ("three hydrogen") misses it.
 */

const ELEMENTS: Record<string, string[]> = {
  H: ["hydrogen"],
  He: ["helium"],
  C: ["carbon"],
  N: ["nitrogen"],
  O: ["oxygen"],
  Na: ["sodium"],
  Mg: ["magnesium"],
  Al: ["aluminium", "aluminum"],
  Si: ["silicon"],
  P: ["phosphorus"],
  S: ["sulfur", "sulphur"],
  Cl: ["chlorine", "chloride"],
  K: ["potassium"],
  Ca: ["calcium"],
  Fe: ["iron"],
  Cu: ["copper"],
  Zn: ["zinc"],
  Ag: ["silver"],
  Au: ["gold"],
};

/** The rubric of a formula, or null when the answer is not one (a word, a sentence, an unknown symbol). */
export function formulaRubric(expectedAnswer: string): Rubric | null {
  const formula = expectedAnswer.trim().replace(/\.$/, "");
  if (!/^(?:[A-Z][a-z]?\d*)+$/.test(formula)) return null;
  const atoms = [...formula.matchAll(/([A-Z][a-z]?)(\d*)/g)].map((match) => ({
    symbol: match[1]!,
    count: Number(match[2] || 1),
  }));
  // One bare symbol ("He", "I") is more likely a word than a formula.
  if (atoms.some((atom) => !ELEMENTS[atom.symbol]) || (atoms.length < 2 && !/\d/.test(formula))) return null;
  const ideas: RubricIdea[] = atoms.map(({ symbol, count }) => ({
    name: `${count} ${ELEMENTS[symbol]![0]}`,
    says: [
      formula.toLowerCase(),
      ...ELEMENTS[symbol]!.flatMap((name) =>
        count === 1 ? [`1 ${name}`, `one ${name}`, `an ${name}`, `a ${name}`, `single ${name}`] : [`${count} ${name}`],
      ),
    ],
  }));
  return { kind: "short", ideas };
}

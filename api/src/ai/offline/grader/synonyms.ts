/**
 * Words that mean the same in a school answer, for answers graded without a curated rubric
 * (a student's own card, a generated card). Curated rubrics list their own ways of saying each
 * idea, taken from the course material, so they do not rely on this list. Each group is read
 * both ways; a group holds only words a teacher would accept for each other in any subject.
 */
const GROUPS: readonly string[][] = [
  ["make", "produce", "create", "build", "form", "generate", "manufacture"],
  ["call", "invoke"],
  ["lower", "reduce", "decrease"],
  ["big", "large", "huge", "great"],
  ["small", "little", "tiny"],
  ["start", "begin", "originate"],
  ["end", "finish", "stop"],
  ["rise", "increase", "grow", "go up"],
  ["fall", "decrease", "drop", "decline", "go down"],
  ["fast", "quick", "rapid"],
  ["slow", "gradual"],
  ["use", "utilize", "employ"],
  ["need", "require"],
  ["show", "demonstrate", "indicate"],
  ["cause", "lead to", "result in"],
  ["help", "aid", "assist"],
  ["change", "alter", "modify"],
  ["break down", "break apart", "split"],
  ["join", "link", "connect", "bond"],
  ["move", "travel", "go", "flow"],
  ["carry", "transport", "move"],
  ["store", "keep", "hold"],
  ["release", "give off", "emit"],
  ["take in", "absorb", "intake"],
  ["inside", "within", "in"],
  ["outside", "outer", "external"],
  ["same", "equal", "identical"],
  ["different", "distinct"],
  ["get", "obtain", "receive", "gain"],
  ["lose", "give up"],
  ["control", "regulate", "direct"],
  ["protect", "shield", "guard"],
  ["kill", "destroy"],
  ["worker", "labourer", "laborer", "employee"],
  ["pay", "wage", "wages", "salary"],
  ["job", "work", "employment"],
  ["country", "nation"],
  ["city", "town"],
  ["king", "ruler", "monarch"],
  ["law", "rule"],
  ["food", "nutrient"],
  ["energy", "power"],
  ["sugar", "glucose"],
  ["water", "h2o"],
  ["carbon dioxide", "co2"],
  ["oxygen", "o2"],
  ["plasma membrane", "cell membrane"],
  ["cell surface membrane", "cell membrane"],
  ["subtract", "take away", "minus"],
  ["add", "plus"],
  ["multiply", "times"],
  ["divide", "split into equal"],
];

const byWord = new Map<string, Set<string>>();
for (const group of GROUPS) {
  for (const word of group) {
    const known = byWord.get(word) ?? new Set<string>();
    for (const other of group) if (other !== word) known.add(other);
    byWord.set(word, known);
  }
}

/** Other words or phrases that mean the same as `word` (a lemma or a phrase of lemmas). */
export function synonymsOf(word: string): string[] {
  return [...(byWord.get(word) ?? [])];
}

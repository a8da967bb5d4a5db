const englishPlurals = new Intl.PluralRules("en-US");

/**
 * A count with its noun in the right number: "1 card", "2 cards", "0 cards". The plural is given
 * when adding "s" is wrong ("1 person", "3 people").
 */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${englishPlurals.select(count) === "one" ? one : other}`;
}

import { asciiMaths } from "./maths";

/**
 * Numbers, years, fractions and formulas said in words, rewritten as symbols the maths reader
 * and the phrase matcher read by value: "nineteen forty-five" → 1945, "three quarters" → 3/4,
 * "x squared minus 9" → x^2 - 9. English only. `words-to-numbers` (npm) was not taken: its last
 * release is from 2019 and it reads neither years said in pairs nor maths.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), "hundred", "thousand"].join("|")})`;
const NUMBER_PHRASE = new RegExp(
  `\\b(?:(negative|minus)\\s+)?(${NUMBER_WORD}(?:(?:\\s+|-)(?:and\\s+|oh\\s+)?${NUMBER_WORD})*)\\b`,
  "gi",
);

/** Denominators said as words: "three quarters", "two thirds", "one half". */
const DENOMINATORS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fourth: 4,
  fourths: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  eighth: 8,
  eighths: 8,
  tenth: 10,
  tenths: 10,
};
// Not before another word: "a third option" is no fraction, "three quarters of the cells" is.
const FRACTION = new RegExp(
  `\\b(\\d+|an?|one)\\s+(${Object.keys(DENOMINATORS).join("|")})\\b(?!\\s+(?!of\\b)[a-z])`,
  "gi",
);
/** A spoken operand: a number, a single-letter variable, a closing bracket, or a power. */
const OPERAND = String.raw`(?:\d|\b[a-z]\b|\)|\^\d+)`;

/**
 * The value of a number written in words ("thirty-one", "one hundred and five", "two thousand and
 * five"), or of a year said in pairs ("nineteen forty-five" → 1945, "nineteen oh five" → 1905);
 * null if it is not one.
 */
export function numberFromWords(words: string): number | null {
  const parts = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word !== "and");
  const year = yearFromWords(parts);
  if (year !== null) return year;
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of parts) {
    if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word === "hundred") current = (current || 1) * 100;
    else if (word === "thousand") {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/** Two two-digit numbers said one after the other, the first at least ten: a year ("eighteen twelve"). */
function yearFromWords(parts: string[]): number | null {
  const pairs: number[] = [];
  let index = 0;
  while (index < parts.length) {
    const word = parts[index]!;
    const next = parts[index + 1];
    if (word === "oh" && next && UNITS[next] !== undefined && UNITS[next]! < 10 && pairs.length === 1) {
      pairs.push(UNITS[next]!);
      index += 2;
    } else if (word in TENS && next && UNITS[next] !== undefined && UNITS[next]! > 0 && UNITS[next]! < 10) {
      pairs.push(TENS[word]! + UNITS[next]!);
      index += 2;
    } else if (word in TENS || (word in UNITS && UNITS[word]! >= 10)) {
      pairs.push(TENS[word] ?? UNITS[word]!);
      index += 1;
    } else return null;
  }
  return pairs.length === 2 && pairs[0]! >= 10 ? pairs[0]! * 100 + pairs[1]! : null;
}

/** "one" is a number only on its own ("x is one", "one."), not as a pronoun ("the first one", "no one"). */
function loneOne(text: string, offset: number, length: number): boolean {
  const before = text.slice(0, offset).trim().split(/\s+/).at(-1)?.toLowerCase() ?? "";
  const after = text.slice(offset + length).trim();
  const pronounBefore =
    /^(the|each|which|no|any|every|this|that|first|second|third|last|other|another|only|a|an|some|right|wrong|correct)$/.test(
      before,
    );
  return !pronounBefore && (after === "" || /^[,.;:!?)]/.test(after));
}

/**
 * Rewrites maths said in words into symbols, keeping the text's length roughly and its meaning
 * exactly: "negative nine" → "-9", "seven" → "7", "3 times 4" → "3 * 4", "x equals 7" → "x = 7".
 */
export function mathsFromWords(text: string): string {
  return asciiMaths(text)
    .replace(NUMBER_PHRASE, (match, sign: string | undefined, words: string, offset: number, whole: string) => {
      if (words.toLowerCase() === "one" && !sign && !loneOne(whole, offset, match.length)) return match;
      const value = numberFromWords(words);
      if (value === null) return match;
      return `${sign ? "-" : ""}${value}`;
    })
    .replace(FRACTION, (_match, count: string, denominator: string) => {
      // "a half", "one third", "3 quarters"; "the fourth one" has no count and is left alone.
      const numerator = /^\d+$/.test(count) ? count : "1";
      return `${numerator}/${DENOMINATORS[denominator.toLowerCase()]}`;
    })
    .replace(/\b(\d+(?:\.\d+)?|[a-z])\s+squared\b/gi, "$1^2")
    .replace(/\b(\d+(?:\.\d+)?|[a-z])\s+cubed\b/gi, "$1^3")
    .replace(/\b(\d+(?:\.\d+)?|[a-z])\s+to the power of\s+(?=-?\d)/gi, "$1^")
    .replace(new RegExp(`(${OPERAND})\\s*(?:times|multiplied by)\\s*(?=[-\\d(a-z])`, "gi"), "$1 * ")
    .replace(new RegExp(`(${OPERAND})\\s*divided by\\s*(?=[-\\d(a-z])`, "gi"), "$1 / ")
    .replace(new RegExp(`(${OPERAND})\\s*plus\\s*(?=[-\\d(a-z])`, "gi"), "$1 + ")
    .replace(new RegExp(`(${OPERAND})\\s*minus\\s*(?=[-\\d(a-z])`, "gi"), "$1 - ")
    .replace(/\b(?:negative|minus)\s+(?=\d)/gi, "-")
    .replace(/\b([a-z])\s+(?:equals|is equal to)\s+/gi, "$1 = ");
}

/**
 * Personal data in a text: found, named and masked with a readable marker, so that nothing stored
 * after the message itself, and nothing sent to a model, carries a student's contact details.
 * Numbers that are maths (`2x + 3 = 11`, `1200 + 45`, `in 1945`, `3.14`) are never masked: every
 * pattern below needs a shape that arithmetic does not have (separators of a phone or a card,
 * a street name, or a label such as "my student id is").
 */

export type PiiKind = "email" | "phone" | "address" | "id_number" | "card" | "password" | "username";

const PII_MARKERS: Record<PiiKind, string> = {
  email: "[email removed]",
  phone: "[phone number removed]",
  address: "[address removed]",
  id_number: "[ID number removed]",
  card: "[card number removed]",
  password: "[password removed]",
  username: "[username removed]",
};

export interface PiiMatch {
  kind: PiiKind;
  start: number;
  end: number;
}

interface PiiPattern {
  kind: PiiKind;
  pattern: RegExp;
  /** Which capture group is the personal data itself (0: the whole match), so a label like "my password is" stays. */
  group?: number;
  /** A last check on the digits or the words, for shapes a regular expression cannot judge alone. */
  accept?: (value: string) => boolean;
}

const STREET_SUFFIX =
  "street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|place|pl|way|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|trail|trl|crescent|close|square|sq|row|alley";
/** Words that follow a number in ordinary sentences ("5 laps around the court"), so never part of a street name. */
const NOT_A_STREET_NAME =
  "the|a|an|and|or|of|to|in|on|at|by|for|with|from|into|around|more|less|times|laps|steps|miles|km|feet|meters|metres|people|kids|students|points|minutes|hours|days|years|ways";
const STREET_NAME_WORD = `(?!(?:${NOT_A_STREET_NAME})\\b)[A-Za-z][A-Za-z.'-]*`;
const UNIT = "(?:,?\\s*(?:apartment|apt|unit|suite|ste|flat|#)\\.?\\s*#?[A-Za-z0-9-]{1,6})";
const STATE_AND_ZIP = "(?:,\\s*[A-Za-z][A-Za-z .]{1,30}?,?\\s+[A-Z]{2}\\s+\\d{5}(?:-\\d{4})?)";

/** Toll-free numbers are businesses and help lines (Childhelp 1-800-422-4453), never a student's own. */
const TOLL_FREE = /^(?:\+?1[\s.-]?)?\(?8(?:00|88|77|66|55|44|33)\)?/;

/** In order of precedence: where two patterns overlap, the earlier one wins. */
const PII_PATTERNS: PiiPattern[] = [
  { kind: "email", pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
  // Four groups of four (or a card's 13–19 digits that pass the Luhn check).
  { kind: "card", pattern: /(?<![\d.])\d{4}(?:[ -]\d{4}){2}[ -]\d{1,7}(?![\d.])/g },
  { kind: "card", pattern: /(?<![\d.])\d{13,19}(?![\d.])/g, accept: passesLuhn },
  { kind: "id_number", pattern: /(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/g },
  // International: a leading + and 8–15 digits in groups.
  { kind: "phone", pattern: /\+\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){2,6}(?!\d)/g, accept: digitsBetween(8, 15) },
  // North American: (415) 555-0199, 415-555-0199, 415.555.0199, 415 555 0199, 1-415-555-0199.
  {
    kind: "phone",
    pattern: /(?<![\d+])(?:1[\s.-])?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?![\d-])/g,
    accept: (value) => !TOLL_FREE.test(value),
  },
  // A national number with a leading 0 in groups: 0412 345 678, 07700 900123, 020 7946 0958.
  { kind: "phone", pattern: /(?<![\d.])0\d{2,4}[\s.-]\d{3,4}[\s.-]?\d{0,4}(?![\d.])/g, accept: digitsBetween(9, 11) },
  // A bare run of digits only when the sentence says it is a phone number.
  {
    kind: "phone",
    pattern: /\b(?:call|text|phone|cell|mobile|number|reach me|whatsapp)\b[^\d\n]{0,20}?(\d{7,12})(?!\d)/gi,
    group: 1,
  },
  // A labelled identity number, after the phone shapes so that "my number is 415-555-0199" stays a phone.
  {
    kind: "id_number",
    pattern:
      /\b(?:ssn|social security(?: number| no\.?)?|passport(?: number| no\.?)?|driver'?s? licen[cs]e(?: number| no\.?)?|(?:student|school|library|lunch|medical|insurance|account|member|badge)\s*(?:id|number|no\.?|num|#)|(?:my\s+)?id(?: number| no\.?| #)?)\s*(?:is|was|:|=|#)?\s*([A-Za-z]{0,3}-?\d[\d -]{2,18}\d)(?![\d.])/gi,
    group: 1,
    accept: (value) => value.replace(/\D/g, "").length >= 4,
  },
  {
    kind: "address",
    pattern: new RegExp(
      `(?<![\\d.])\\d{1,6}[A-Za-z]?\\s+(?:${STREET_NAME_WORD}\\s+){1,3}(?:${STREET_SUFFIX})\\b\\.?${UNIT}?${STATE_AND_ZIP}?`,
      "gi",
    ),
  },
  {
    kind: "password",
    pattern:
      /\b(?:password|passcode|passwd|pwd|pin code|pin)(?:\s+for\s+(?:\S+\s+){0,4}?)?\s*(?:is|was|:|=)\s*["']?([^\s"',]{3,})/gi,
    group: 1,
  },
  {
    kind: "username",
    pattern:
      /\b(?:snap|snapchat|insta|instagram|ig|discord|tiktok|tik tok|kik|whatsapp|telegram|xbox|gamertag|psn|roblox|fortnite|steam|twitter)\b\s*(?:username|user name|user|name|handle|tag|id|account)?\s*(?:(?::|=|\bis\b|\bits\b|\bit's\b|\bit is\b)\s*|(?=@))(@?[A-Za-z0-9][A-Za-z0-9._#-]{2,31})/gi,
    group: 1,
    accept: (value) =>
      /\d|[._#@]/.test(value) ||
      !/^(?:is|it|its|the|a|an|and|not|down|up|good|fun|cool|here|now|me|you|too|but|so|or)$/i.test(value),
  },
];

/** Every piece of personal data in the text, in order, with overlaps resolved by precedence. */
export function findPersonalData(text: string): PiiMatch[] {
  const found: PiiMatch[] = [];
  for (const { kind, pattern, group = 0, accept } of PII_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const value = match[group];
      if (value === undefined || (accept && !accept(value))) continue;
      const start = match.index + (group === 0 ? 0 : match[0].lastIndexOf(value));
      const end = start + value.length;
      if (found.some((other) => start < other.end && other.start < end)) continue;
      found.push({ kind, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The text with each piece of personal data replaced by a marker such as "[email removed]", and the kinds found. */
export function maskPersonalData(text: string): { text: string; kinds: PiiKind[] } {
  const matches = findPersonalData(text);
  let masked = "";
  let cursor = 0;
  for (const match of matches) {
    masked += text.slice(cursor, match.start) + PII_MARKERS[match.kind];
    cursor = match.end;
  }
  masked += text.slice(cursor);
  return { text: masked, kinds: [...new Set(matches.map((match) => match.kind))] };
}

function digitsBetween(min: number, max: number): (value: string) => boolean {
  return (value) => {
    const count = value.replace(/\D/g, "").length;
    return count >= min && count <= max;
  };
}

/** The check digit every payment card number carries. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

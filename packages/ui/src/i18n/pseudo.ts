import { type Catalogue, en } from "./en";

const ACCENTED: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ö",
  u: "ü",
  A: "Å",
  E: "É",
  I: "Î",
  O: "Ö",
  U: "Û",
  c: "ç",
  n: "ñ",
};

/**
 * A message in the pseudo-locale: letters accented and the whole bracketed, so a string that
 * shows plain on a page in `en-XA` did not come from the catalogue. ICU arguments (`{name}`, the
 * plural's keywords) are left alone so the message still formats; only text outside braces at
 * depth zero, and the text inside plural branches, is changed.
 */
export function pseudoMessage(message: string): string {
  let depth = 0;
  let out = "";
  let inArgName = false;
  for (const char of message) {
    if (char === "{") {
      depth += 1;
      // An argument's name and type follow an opening brace at odd depth; branch text follows at even.
      inArgName = depth % 2 === 1;
      out += char;
    } else if (char === "}") {
      depth -= 1;
      inArgName = depth % 2 === 1;
      out += char;
    } else {
      out += inArgName ? char : (ACCENTED[char] ?? char);
    }
  }
  return `[${out}]`;
}

/** The English catalogue made visible: every message accented and bracketed. */
export function pseudoCatalogue(): Catalogue {
  const entries = Object.entries(en).map(([key, message]) => [key, pseudoMessage(message)]);
  return Object.fromEntries(entries) as Catalogue;
}

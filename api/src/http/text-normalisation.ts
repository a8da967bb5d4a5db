/**
 * Text as we store it: Unicode NFC (so "é" is one form whatever the keyboard sent), no control
 * characters except tab, line feed and carriage return (a NUL or an escape sequence is never text a
 * person meant), and no lone surrogates (which cannot be stored as UTF-8).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this expression's purpose.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export function normaliseText(text: string): string {
  return text.toWellFormed().normalize("NFC").replace(CONTROL_CHARACTERS, "");
}

/** Every string in a parsed JSON value (object keys included) normalised; other values unchanged. */
export function normaliseJson(value: unknown): unknown {
  if (typeof value === "string") return normaliseText(value);
  if (Array.isArray(value)) return value.map(normaliseJson);
  if (value !== null && typeof value === "object") {
    // fromEntries defines own properties, so a "__proto__" key stays a plain key.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [normaliseText(key), normaliseJson(item)]));
  }
  return value;
}

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, found by one pass over the text
 * before it is parsed, so a body of 100,000 brackets costs a scan, not a parse.
 */
export function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const char = json.charCodeAt(index);
    if (inString) {
      if (char === 92)
        index++; // backslash: skip the escaped character
      else if (char === 34) inString = false;
      continue;
    }
    if (char === 34) inString = true;
    else if (char === 91 || char === 123) {
      if (++depth > limit) return true;
    } else if (char === 93 || char === 125) depth--;
  }
  return false;
}

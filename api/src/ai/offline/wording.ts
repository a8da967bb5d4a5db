/** Small wording helpers for the offline tutor's sentences. */

/** The text with its first letter in lower case, to continue a sentence with it. */
export function lowerFirst(text: string): string {
  return text.length > 0 ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** The text on one line, cut to `length` characters with an ellipsis. */
export function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** Lower-case words and numbers of a text, with punctuation removed: how many words a student wrote. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/-?\d+(?:\.\d+)?|[a-z]+(?:'[a-z]+)?/g) ?? []
  );
}

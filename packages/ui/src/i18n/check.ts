import { en } from "./en";
import { es } from "./es";

/** `text` as a pattern that matches it as whole words only: "Cancel" is not found in "Cancelar". */
function wholeWords(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u");
}

/**
 * The English messages that would betray an untranslated string on a Spanish page: those that
 * differ from their Spanish, cut at their first value ("Signed in as {name}" is looked for as
 * "Signed in as").
 */
const englishOnly = Object.entries(en)
  .filter(([key, message]) => es[key as keyof typeof es] !== message)
  .map(([, message]) => ({ text: message.split("{")[0]!.trim(), cut: message.includes("{") }))
  // A message cut down to one word before its value ("The {name} widget…" to "The") says nothing.
  .filter(({ text, cut }) => text.length > 2 && (!cut || text.includes(" ")))
  .map(({ text }) => ({ text, pattern: wholeWords(text) }));

/** The catalogue's English messages found in `text` as whole words: empty on a page that is wholly Spanish. */
export function englishLeftIn(text: string): string[] {
  return englishOnly.filter(({ pattern }) => pattern.test(text)).map(({ text: message }) => message);
}

/**
 * Every text a person can meet in `container`, one line per text node so neighbouring elements'
 * words do not run together: what it shows, what a screen reader says, and the tab's title.
 * Style sheets are not text a person meets.
 */
export function pageText(container: ParentNode): string {
  const shown: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("style, script")) continue;
    shown.push(node.textContent ?? "");
  }
  const attributes = ["aria-label", "title", "placeholder", "alt"].flatMap((name) =>
    [...container.querySelectorAll(`[${name}]`)].map((node) => node.getAttribute(name)),
  );
  return [...shown, ...attributes, document.title].join("\n");
}

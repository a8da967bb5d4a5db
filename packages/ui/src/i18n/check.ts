import { en } from "./en";
import { es } from "./es";

/**
 * The English messages that would betray an untranslated string on a Spanish page: those that
 * differ from their Spanish, cut at their first value ("Signed in as {name}" is looked for as
 * "Signed in as").
 */
const englishOnly = Object.entries(en)
  .filter(([key, message]) => es[key as keyof typeof es] !== message)
  .map(([, message]) => message.split("{")[0]!.trim())
  .filter((text) => text.length > 2);

/** The catalogue's English messages found in `text`: empty on a page that is wholly Spanish. */
export function englishLeftIn(text: string): string[] {
  return englishOnly.filter((message) => text.includes(message));
}

/** Every text a person can meet in `container`: what it shows, what a screen reader says, and the tab's title. */
export function pageText(container: ParentNode): string {
  const labels = [...container.querySelectorAll("[aria-label]")].map((node) => node.getAttribute("aria-label"));
  const titles = [...container.querySelectorAll("[title]")].map((node) => node.getAttribute("title"));
  const fields = [...container.querySelectorAll("[placeholder]")].map((node) => node.getAttribute("placeholder"));
  return [container.textContent, ...labels, ...titles, ...fields, document.title].join("\n");
}

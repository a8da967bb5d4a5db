import { en } from "../src/i18n/en";

/**
 * The English catalogue's sentences under `prefix` (the words between a message's values, three
 * words or more) that appear in `text`: an email or page that should be in another language and
 * still holds one of these was left, in part, in English.
 */
export function englishLeftIn(text: string, prefix: string): string[] {
  const fragments = Object.entries<string>(en)
    .filter(([key]) => key.startsWith(prefix))
    .flatMap(([, message]) => message.split(/\{[^}]*\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.split(/\s+/).length >= 3);
  return [...new Set(fragments)].filter((fragment) => text.includes(fragment));
}

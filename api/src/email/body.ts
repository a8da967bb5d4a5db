import { intlLocale } from "@bloom/domain";
import type { Language } from "../i18n";

/**
 * An email's text and HTML from the same paragraphs: the HTML escapes everything and makes the
 * product's links clickable, so what the plain-text and HTML readers see is the same.
 */
export function emailBody(paragraphs: string[]): { text: string; html: string } {
  return {
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p>${linkify(escapeHtml(paragraph))}</p>`).join("\n"),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Links are https or http addresses; escaping leaves their characters (but `&`) as they were. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * A moment as an email's reader writes it, in their language and in UTC (the message says "UTC"):
 * "Saturday, November 28, 2026 at 2:05 PM", "sábado, 28 de noviembre de 2026, 14:05".
 */
export function emailDateTime(language: Language, at: number): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(at);
}

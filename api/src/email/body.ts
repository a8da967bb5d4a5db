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

/** One message of an OpenAI chat request, as the prompt builders produce them. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** The tag every piece of student text is fenced in. */
export const STUDENT_MESSAGE_TAG = "student_message";

// Zero-width characters could hide a tag from the neutralising pattern while the model still reads it.
const INVISIBLE_CHARACTERS = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Wraps text in `<tag>…</tag>`. Any opening or closing tag of the same name inside the text is
 * defused (its `<` becomes `&lt;`), so the text can neither end the fence early nor open a new one.
 */
export function fenceText(tag: string, text: string): string {
  const sameTag = new RegExp(`<(\\s*/?\\s*${tag})`, "gi");
  const defused = text.replace(INVISIBLE_CHARACTERS, "").replace(sameTag, "&lt;$1");
  return `<${tag}>\n${defused}\n</${tag}>`;
}

/** Student text, fenced as data for the model. */
export function fenceStudentText(text: string): string {
  return fenceText(STUDENT_MESSAGE_TAG, text);
}

/** A name on one line (subject, topic, section, concept), so it cannot start new lines of a prompt. */
export function toOneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Help lines (what a student in crisis is told) are written and stored as plain text, so a district
 * admin never sees or types markup. When a student is shown one, its phone numbers become
 * tap-to-call links and its text numbers tap-to-text links, by the rules below, and everything else
 * stays the text it is.
 */

export type HelpLineLanguage = "en" | "es";

/** One piece of a help line: plain text, or a number or web address a student can tap. */
export type HelpLinePart =
  | { kind: "text"; text: string }
  | { kind: "call" | "text-message" | "web"; text: string; href: string; label: string };

// A full phone number: "1-800-422-4453", "(555) 123-4567", "+1 555 123 4567", "555.123.4567", or a
// local one with its dash, "555-0100".
const FULL_NUMBER = String.raw`(?:(?:\+?1[-. ]?)?(?:\(\d{3}\) ?|\d{3}[-. ]))?\d{3}[-.]\d{4}|(?:\+?1[-. ]?)?(?:\(\d{3}\) ?|\d{3}[-. ])\d{3} \d{4}`;
// A short number such as 988, 911 or 741741: only a link when the words before it say to call or text it.
const SHORT_NUMBER = String.raw`\d{3,6}`;
// A web address such as "988lineadeprevencion.org" or "https://www.childhelphotline.org/chat".
const WEB_ADDRESS = String.raw`(?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:org|gov|com|net|edu|us)(?:\/[^\s)]*[^\s).,;:!?])?`;
const PIECE = new RegExp(
  String.raw`(?<![\w./-])(?:(${WEB_ADDRESS})|(${FULL_NUMBER})|(${SHORT_NUMBER}))(?![\w/-]|[.,]\d)`,
  "gi",
);

/** Words just before a short number that mean "text WORD to it": English and Spanish. */
const TEXT_WORD_TO = [
  /\btext\s+["“']?([\p{L}\d]+)["”']?\s+to\s*$/iu,
  /\bpalabra\s+["“']?([\p{L}\d]+)["”']?\s+al\s*$/iu,
];
/** Words just before a number that mean "call it" (checked first, so "call or text 988" is a call). */
const CALL =
  /\b(?:call|dial|phone|ring|llama|llame|llamar|marca|marcar)\b(?:\s+(?:or\s+text|o\s+(?:envía|manda)\s+un\s+mensaje(?:\s+de\s+texto)?))?(?:\s+(?:the|us|them|al|el|a))?\s*$/iu;
/** Words just before a number that mean "text it". */
const TEXT = /\b(?:text|textea|mensaje(?:\s+de\s+texto)?\s+al)\s*$/iu;

/** The tel: address of a number as written: US numbers get their country code, short codes stay short. */
function callAddress(number: string): string {
  const digits = number.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${number.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** A help line split into plain text and the numbers and addresses a student can tap. */
export function helpLineParts(line: string, language: HelpLineLanguage = "en"): HelpLinePart[] {
  const parts: HelpLinePart[] = [];
  let last = 0;
  const push = (part: HelpLinePart) => {
    const previous = parts.at(-1);
    if (part.kind === "text" && previous?.kind === "text") previous.text += part.text;
    else if (part.text) parts.push(part);
  };
  for (const match of line.matchAll(PIECE)) {
    const [whole, web, full, short] = match;
    const start = match.index;
    // Only the words of this sentence before the number count.
    const before =
      line
        .slice(0, start)
        .split(/[.!?;:]\s/)
        .at(-1) ?? "";
    let piece: HelpLinePart | null = null;
    if (web) {
      const href = /^https?:\/\//i.test(web) ? web : `https://${web}`;
      piece = { kind: "web", text: web, href, label: web };
    } else {
      const number = (full ?? short)!;
      const textWord = TEXT_WORD_TO.map((rule) => rule.exec(before)?.[1]).find(Boolean);
      if (textWord) {
        piece = {
          kind: "text-message",
          text: number,
          href: `sms:${number.replace(/\D/g, "")}?&body=${encodeURIComponent(textWord)}`,
          label: language === "es" ? `Enviar ${textWord} por mensaje al ${number}` : `Text ${textWord} to ${number}`,
        };
      } else if (CALL.test(before) || full) {
        piece = {
          kind: "call",
          text: number,
          href: callAddress(number),
          label: language === "es" ? `Llamar al ${number}` : `Call ${number}`,
        };
      } else if (TEXT.test(before)) {
        piece = {
          kind: "text-message",
          text: number,
          href: `sms:${number.replace(/\D/g, "")}`,
          label: language === "es" ? `Enviar un mensaje al ${number}` : `Text ${number}`,
        };
      }
    }
    if (!piece) continue;
    push({ kind: "text", text: line.slice(last, start) });
    push(piece);
    last = start + whole.length;
  }
  push({ kind: "text", text: line.slice(last) });
  return parts;
}

/**
 * Text shown as itself in markdown: the characters markdown would read as formatting mid-line are
 * escaped (emphasis, code, links, angle brackets, character references), and only those, so the
 * stored reply stays readable as text.
 */
function literal(text: string): string {
  return text.replace(/\s+/g, " ").replace(/[\\`*_[\]<>]|&(?=#?\w+;)/g, "\\$&");
}

/**
 * A help line as markdown for the tutor's reply: the text as written, each number a bold link
 * whose accessible name says what it does (its title, "Call 988"), each web address a link.
 */
export function helpLineMarkdown(line: string, language: HelpLineLanguage = "en"): string {
  return (
    helpLineParts(plainHelpLine(line), language)
      .map((part) => {
        if (part.kind === "text") return literal(part.text);
        if (part.kind === "web") return `[${literal(part.text)}](<${part.href}>)`;
        return `**[${literal(part.text)}](<${part.href}> "${part.label.replace(/["\\]/g, "\\$&")}")**`;
      })
      .join("")
      .trim()
      // A line that starts like a list item ("- ", "1. ") would become a list inside the reply's list.
      .replace(/^[-+#]/, "\\$&")
      .replace(/^(\d+)([.)])/, "$1\\$2")
  );
}

/**
 * A help line as plain text: the markdown emphasis that earlier versions stored ("**988**") taken
 * out, and runs of spaces and line breaks made one space.
 */
export function plainHelpLine(line: string): string {
  return line
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/__(.+?)__/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

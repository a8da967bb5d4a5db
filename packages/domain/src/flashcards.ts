/**
 * Flashcard text and celebration rules shared by the server and the flashcards widget.
 */

/**
 * A card's question may carry "Front:" and "Back:" markers (spec §2 Flashcard card view): the
 * question is the text after "Front", and the text after "Back" is the back of the card. Without
 * markers, the whole text is the front.
 */
export function parseCardText(question: string): { front: string; back: string | null } {
  const text = question.replace(/\*\*(front|back)\s*:\s*\*\*/gi, "$1:");
  const front = /(?:^|\s)front\s*:\s*/i.exec(text);
  const back = /(?:^|\s)back\s*:\s*/i.exec(text);
  if (!front && !back) return { front: text.trim(), back: null };
  const frontStart = front ? front.index + front[0].length : 0;
  const frontEnd = back && back.index > (front?.index ?? -1) ? back.index : text.length;
  const frontText = text.slice(frontStart, frontEnd).trim();
  const backText = back
    ? text.slice(back.index + back[0].length, front && front.index > back.index ? front.index : text.length).trim()
    : null;
  return { front: frontText, back: backText || null };
}

/** Numbers of answered cards that earn a "Practice Complete!" milestone (spec §4). */
export const ANSWER_MILESTONES = [5, 10, 20, 50, 100] as const;

import type { Flashcard } from "@bloom/api/models";
import { FLASHCARD_BAND_LABELS, type FlashcardBand, flashcardBand, parseCardText } from "@bloom/domain";

/** The card's question cut to 50 characters, for the tooltip (spec §9). */
export function questionPreview(question: string): string {
  const front = parseCardText(question).front;
  return front.length > 50 ? `${front.slice(0, 50)}...` : front;
}

/** One coloured square per card with its percentage; a click opens practice at that card (spec §2). */
export function MasteryOverview({ cards, onOpen }: { cards: Flashcard[]; onOpen: (index: number) => void }) {
  const totals: Record<FlashcardBand, number> = { "needs-work": 0, good: 0, mastered: 0 };
  for (const card of cards) totals[flashcardBand(card.mastery)] += 1;
  return (
    <section className="fc-overview" aria-labelledby="fc-overview-title">
      <h3 id="fc-overview-title">Mastery Overview</h3>
      <ul className="fc-grid">
        {cards.map((card, index) => {
          const band = flashcardBand(card.mastery);
          const percent = Math.round(card.mastery * 100);
          return (
            <li key={card.id}>
              <button
                type="button"
                className={`fc-square is-${band}`}
                title={questionPreview(card.question)}
                aria-label={`${questionPreview(card.question)}: ${percent}%, ${FLASHCARD_BAND_LABELS[band]}`}
                onClick={() => onOpen(index)}
              >
                {percent}%
              </button>
            </li>
          );
        })}
      </ul>
      <ul className="fc-legend">
        {(Object.keys(totals) as FlashcardBand[]).map((band) => (
          <li key={band}>
            <span className={`fc-swatch is-${band}`} aria-hidden="true" /> {FLASHCARD_BAND_LABELS[band]} ({totals[band]}
            )
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Flashcard } from "@bloom/api/models";
import { type FlashcardStatus, parseCardText } from "@bloom/domain";
import { useT } from "@bloom/ui";
import { STATUS_KEYS, useFormats } from "./wording";

/** The card's question cut to 50 characters, for the tooltip (spec §9). */
function questionPreview(question: string): string {
  const front = parseCardText(question).front;
  return front.length > 50 ? `${front.slice(0, 50)}...` : front;
}

type OverviewKey = FlashcardStatus | "suspended";
const LEGEND: OverviewKey[] = ["new", "needs-work", "good", "mastered", "suspended"];

/**
 * One coloured square per card with its mastery now; a click opens practice at that card (spec §2).
 * A card never answered is New (grey, no percentage); a suspended card says so.
 */
export function MasteryOverview({ cards, onOpen }: { cards: Flashcard[]; onOpen: (index: number) => void }) {
  const t = useT();
  const { percent } = useFormats();
  const totals: Record<OverviewKey, number> = { new: 0, "needs-work": 0, good: 0, mastered: 0, suspended: 0 };
  for (const card of cards) totals[card.suspended ? "suspended" : card.status] += 1;
  return (
    <section className="fc-overview" aria-labelledby="fc-overview-title">
      <h3 id="fc-overview-title">{t("flashcards.overview.title")}</h3>
      <ul className="fc-grid">
        {cards.map((card, index) => {
          const key: OverviewKey = card.suspended ? "suspended" : card.status;
          const shown = card.status === "new" ? t(STATUS_KEYS.new) : percent(card.mastery);
          return (
            <li key={card.id}>
              <button
                type="button"
                className={`fc-square is-${key}`}
                title={questionPreview(card.question)}
                aria-label={`${questionPreview(card.question)}: ${shown}, ${t(STATUS_KEYS[key])}`}
                onClick={() => onOpen(index)}
              >
                {shown}
              </button>
            </li>
          );
        })}
      </ul>
      <ul className="fc-legend">
        {LEGEND.map((key) => (
          <li key={key}>
            <span className={`fc-swatch is-${key}`} aria-hidden="true" /> {t(STATUS_KEYS[key])} ({totals[key]})
          </li>
        ))}
      </ul>
    </section>
  );
}

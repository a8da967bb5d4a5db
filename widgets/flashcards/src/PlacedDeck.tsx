import { Button, useT } from "@bloom/ui";

/**
 * The deck of the topic a host placed (an LMS placement): how many cards it has and a button to
 * practise them, or, while it has none, a button to make them from the topic's lesson content.
 */
export function PlacedDeck({
  subject,
  topic,
  count,
  busy,
  onPractise,
  onMake,
}: {
  subject: string;
  topic: string;
  /** The cards the filter shows (the placed topic's), null while they load. */
  count: number | null;
  busy: boolean;
  onPractise: () => void;
  /** Null when there is no subject to make the cards in. */
  onMake: (() => void) | null;
}) {
  const t = useT();
  return (
    <section className="fc-session-card fc-placed-deck" aria-labelledby="fc-placed-deck-title">
      <h2 id="fc-placed-deck-title">{t("flashcards.placed.title", { topic })}</h2>
      {subject && <p className="fc-placed-subject">{subject}</p>}
      {count === null ? null : count > 0 ? (
        <>
          <p>{t("flashcards.placed.count", { count, topic })}</p>
          <Button onClick={onPractise} disabled={busy}>
            {t("flashcards.placed.practise")}
          </Button>
        </>
      ) : (
        <>
          <p>{t("flashcards.placed.none", { topic })}</p>
          {onMake && (
            <Button onClick={onMake} disabled={busy}>
              {busy ? t("flashcards.placed.making") : t("flashcards.placed.make", { topic })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

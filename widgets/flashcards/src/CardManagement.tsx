import type { Flashcard } from "@bloom/api/models";
import { messageOf } from "@bloom/client";
import { Banner, Button, Dialog, Spinner, useT } from "@bloom/ui";
import { type FormEvent, useState } from "react";
import { useCardHistory, usePracticeActions } from "./data";
import { RATING_KEYS, STATUS_KEYS, useFormats } from "./wording";

/**
 * A card's own tools: edit its text, suspend or restore it, see its history, and delete it (after
 * a confirmation). Each change is saved at once and handed back through `onChanged`/`onDeleted`.
 */
export function CardManagement({
  card,
  onChanged,
  onDeleted,
  onAlert,
}: {
  card: Flashcard;
  onChanged: (card: Flashcard) => void;
  onDeleted: (card: Flashcard) => void;
  onAlert: (message: string) => void;
}) {
  const t = useT();
  const actions = usePracticeActions();
  const [open, setOpen] = useState<"none" | "edit" | "history" | "delete">("none");
  const [busy, setBusy] = useState(false);

  async function toggleSuspended() {
    setBusy(true);
    try {
      onChanged(await actions.update(card, { suspended: !card.suspended }));
      void actions.refresh();
    } catch (error) {
      onAlert(messageOf(error, t("flashcards.tools.saveFailed")));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await actions.remove(card);
      setOpen("none");
      onDeleted(card);
      void actions.refresh();
    } catch (error) {
      onAlert(messageOf(error, t("flashcards.tools.deleteFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="fc-actions fc-card-tools">
      <Button size="small" variant="ghost" onClick={() => setOpen("edit")}>
        {t("flashcards.tools.edit")}
      </Button>
      <Button size="small" variant="ghost" onClick={toggleSuspended} disabled={busy}>
        {card.suspended ? t("flashcards.tools.unsuspend") : t("flashcards.tools.suspend")}
      </Button>
      <Button size="small" variant="ghost" onClick={() => setOpen("history")}>
        {t("flashcards.tools.history")}
      </Button>
      <Button size="small" variant="ghost" onClick={() => setOpen("delete")}>
        {t("flashcards.tools.delete")}
      </Button>
      {open === "edit" && (
        <EditDialog
          card={card}
          onClose={() => setOpen("none")}
          onSaved={(saved) => {
            setOpen("none");
            onChanged(saved);
            void actions.refresh();
          }}
        />
      )}
      {open === "history" && <HistoryDialog card={card} onClose={() => setOpen("none")} />}
      <Dialog
        open={open === "delete"}
        onClose={() => setOpen("none")}
        title={t("flashcards.tools.deleteTitle")}
        description={t("flashcards.tools.deleteBody")}
      >
        <div className="fc-actions">
          <Button variant="danger" onClick={remove} disabled={busy}>
            {busy ? t("flashcards.tools.deleting") : t("flashcards.tools.delete")}
          </Button>
          <Button variant="secondary" onClick={() => setOpen("none")} disabled={busy}>
            {t("flashcards.cancel")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function EditDialog({
  card,
  onClose,
  onSaved,
}: {
  card: Flashcard;
  onClose: () => void;
  onSaved: (card: Flashcard) => void;
}) {
  const t = useT();
  const actions = usePracticeActions();
  const [question, setQuestion] = useState(card.question);
  const [answer, setAnswer] = useState(card.answer);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!question.trim() || !answer.trim()) {
      setError(t("flashcards.form.required"));
      return;
    }
    setSaving(true);
    try {
      onSaved(await actions.update(card, { question, answer }));
    } catch (failure) {
      setError(messageOf(failure, t("flashcards.tools.saveFailed")));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t("flashcards.tools.editTitle")}>
      <form className="fc-form" onSubmit={save}>
        {error && <Banner variant="error">{error}</Banner>}
        <label>
          {t("flashcards.form.question")}
          <textarea className="bl-input" rows={3} value={question} onChange={(e) => setQuestion(e.target.value)} />
        </label>
        <label>
          {t("flashcards.form.answer")}
          <textarea className="bl-input" rows={2} value={answer} onChange={(e) => setAnswer(e.target.value)} />
        </label>
        <div className="fc-actions">
          <Button type="submit" disabled={saving}>
            {saving ? t("flashcards.saving") : t("flashcards.tools.save")}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t("flashcards.cancel")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function HistoryDialog({ card, onClose }: { card: Flashcard; onClose: () => void }) {
  const t = useT();
  const { percent: formatPercent, dateTime } = useFormats();
  const percent = (value: number | null) => (value === null ? t(STATUS_KEYS.new) : formatPercent(value));
  const history = useCardHistory(card.id);
  return (
    <Dialog open onClose={onClose} title={t("flashcards.history.title")} wide>
      {history.isPending ? (
        <Spinner label={t("flashcards.history.loading")} />
      ) : history.isError ? (
        <Banner variant="error">{messageOf(history.error, t("flashcards.history.failed"))}</Banner>
      ) : history.data.length === 0 ? (
        <p>{t("flashcards.history.empty")}</p>
      ) : (
        <table className="fc-history">
          <thead>
            <tr>
              <th scope="col">{t("flashcards.history.answered")}</th>
              <th scope="col">{t("flashcards.card.yourAnswer")}</th>
              <th scope="col">{t("flashcards.history.score")}</th>
              <th scope="col">{t("flashcards.history.rating")}</th>
              <th scope="col">{t("flashcards.history.cardMastery")}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((review) => (
              <tr key={review.id}>
                <td>{dateTime(review.answeredAt)}</td>
                <td>{review.userAnswer}</td>
                <td>{percent(review.score)}</td>
                <td>{review.counted ? t(RATING_KEYS[review.rating]) : t("flashcards.history.notCounted")}</td>
                <td>
                  {review.counted ? `${percent(review.cardMasteryBefore)} → ${percent(review.cardMasteryAfter)}` : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button onClick={onClose}>{t("flashcards.close")}</Button>
    </Dialog>
  );
}

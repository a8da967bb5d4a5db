import type { Flashcard } from "@bloom/api/models";
import { messageOf } from "@bloom/client";
import { Banner, Button, Dialog, formatDateTime, Spinner } from "@bloom/ui";
import { type FormEvent, useState } from "react";
import { useCardHistory, usePracticeActions } from "./data";

const percent = (value: number | null) => (value === null ? "New" : `${Math.round(value * 100)}%`);

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
  const actions = usePracticeActions();
  const [open, setOpen] = useState<"none" | "edit" | "history" | "delete">("none");
  const [busy, setBusy] = useState(false);

  async function toggleSuspended() {
    setBusy(true);
    try {
      onChanged(await actions.update(card, { suspended: !card.suspended }));
      void actions.refresh();
    } catch (error) {
      onAlert(messageOf(error, "Failed to save the flashcard. Please try again."));
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
      onAlert(messageOf(error, "Failed to delete the flashcard. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="fc-actions fc-card-tools">
      <Button size="small" variant="ghost" onClick={() => setOpen("edit")}>
        Edit
      </Button>
      <Button size="small" variant="ghost" onClick={toggleSuspended} disabled={busy}>
        {card.suspended ? "Unsuspend" : "Suspend"}
      </Button>
      <Button size="small" variant="ghost" onClick={() => setOpen("history")}>
        History
      </Button>
      <Button size="small" variant="ghost" onClick={() => setOpen("delete")}>
        Delete
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
        title="Delete Flashcard"
        description="This deletes the card and its answer history. What you showed about its concept stays on your dashboard."
      >
        <div className="fc-actions">
          <Button variant="danger" onClick={remove} disabled={busy}>
            {busy ? "Deleting..." : "Delete"}
          </Button>
          <Button variant="secondary" onClick={() => setOpen("none")} disabled={busy}>
            Cancel
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
  const actions = usePracticeActions();
  const [question, setQuestion] = useState(card.question);
  const [answer, setAnswer] = useState(card.answer);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!question.trim() || !answer.trim()) {
      setError("Please fill in all required fields.");
      return;
    }
    setSaving(true);
    try {
      onSaved(await actions.update(card, { question, answer }));
    } catch (failure) {
      setError(messageOf(failure, "Failed to save the flashcard. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title="Edit Flashcard">
      <form className="fc-form" onSubmit={save}>
        {error && <Banner variant="error">{error}</Banner>}
        <label>
          Question (required)
          <textarea className="bl-input" rows={3} value={question} onChange={(e) => setQuestion(e.target.value)} />
        </label>
        <label>
          Answer (required)
          <textarea className="bl-input" rows={2} value={answer} onChange={(e) => setAnswer(e.target.value)} />
        </label>
        <div className="fc-actions">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save"}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function HistoryDialog({ card, onClose }: { card: Flashcard; onClose: () => void }) {
  const history = useCardHistory(card.id);
  return (
    <Dialog open onClose={onClose} title="Card History" wide>
      {history.isPending ? (
        <Spinner label="Loading the history" />
      ) : history.isError ? (
        <Banner variant="error">{messageOf(history.error, "Failed to load this card's history.")}</Banner>
      ) : history.data.length === 0 ? (
        <p>No answers yet.</p>
      ) : (
        <table className="fc-history">
          <thead>
            <tr>
              <th scope="col">Answered</th>
              <th scope="col">Your answer</th>
              <th scope="col">Score</th>
              <th scope="col">Rating</th>
              <th scope="col">Card mastery</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((review) => (
              <tr key={review.id}>
                <td>{formatDateTime(review.answeredAt)}</td>
                <td>{review.userAnswer}</td>
                <td>{percent(review.score)}</td>
                <td>{review.counted ? review.rating : "Practice (not counted)"}</td>
                <td>
                  {review.counted ? `${percent(review.cardMasteryBefore)} → ${percent(review.cardMasteryAfter)}` : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button onClick={onClose}>Close</Button>
    </Dialog>
  );
}

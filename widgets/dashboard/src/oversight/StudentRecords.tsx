import { downloadDataExport, messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions } from "@bloom/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";

/**
 * An admin's requests on a student's records (a parent's FERPA request, a leaver): a copy of
 * everything held about them, or deleting the account. Both are recorded in the audit log.
 */
export function StudentRecords({ student }: { student: { id: string; name: string } }) {
  const { client } = useWidgetHost();
  const queries = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const confirmId = useId();
  const name = student.name || "this student";

  async function exportData() {
    setBusy(true);
    setError(null);
    try {
      await downloadDataExport(client, `/api/admin/students/${encodeURIComponent(student.id)}/export`);
    } catch (cause) {
      setError(messageOf(cause, "Failed to download the student's data."));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await client.unwrap(
        client.api.admin.students({ id: student.id }).delete({ confirm: typed }),
        "Failed to delete the account.",
      );
      setConfirming(false);
      void queries.invalidateQueries({ queryKey: ["class"] });
    } catch (cause) {
      setError(messageOf(cause, "Failed to delete the account."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="dash-records">
      <Button variant="ghost" size="small" disabled={busy} onClick={() => void exportData()}>
        Download {name}'s data
      </Button>
      <Button variant="ghost" size="small" disabled={busy} onClick={() => setConfirming(true)}>
        Delete {name}'s account
      </Button>
      {error && <Banner variant="error">{error}</Banner>}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${name}'s account?`}
        description="The account and everything in it (conversations, flashcards, progress) are deleted at once and can't be brought back. The deletion is recorded in the district's audit log."
      >
        <label htmlFor={confirmId} className="dash-label">
          Type the word DELETE to confirm
          <input
            id={confirmId}
            className="bl-input"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            aria-describedby={`${confirmId}-hint`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        {/* Phone keyboards capitalise on their own; the server accepts the word in any case too. */}
        <p id={`${confirmId}-hint`} className="dash-hint">
          Capital or small letters both work.
        </p>
        <DialogActions>
          <Button
            variant="danger"
            disabled={busy || typed.trim().toUpperCase() !== "DELETE"}
            onClick={() => void remove()}
          >
            Delete the account
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}

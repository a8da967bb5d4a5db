import { downloadDataExport, messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions, useT } from "@bloom/ui";
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
  const t = useT();
  const name = student.name || t("oversight.records.fallbackName");

  async function exportData() {
    setBusy(true);
    setError(null);
    try {
      await downloadDataExport(client, `/api/admin/students/${encodeURIComponent(student.id)}/export`);
    } catch (cause) {
      setError(messageOf(cause, t("oversight.records.downloadFailed")));
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
        t("oversight.records.deleteFailed"),
      );
      setConfirming(false);
      void queries.invalidateQueries({ queryKey: ["class"] });
    } catch (cause) {
      setError(messageOf(cause, t("oversight.records.deleteFailed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="dash-records">
      <Button variant="ghost" size="small" disabled={busy} onClick={() => void exportData()}>
        {t("oversight.records.download", { name })}
      </Button>
      <Button variant="ghost" size="small" disabled={busy} onClick={() => setConfirming(true)}>
        {t("oversight.records.delete", { name })}
      </Button>
      {error && <Banner variant="error">{error}</Banner>}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("oversight.records.confirmTitle", { name })}
        description={t("oversight.records.confirmText")}
      >
        <label htmlFor={confirmId} className="dash-label">
          {t("oversight.records.typeDelete")}
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
          {t("oversight.records.caseHint")}
        </p>
        <DialogActions>
          <Button
            variant="danger"
            disabled={busy || typed.trim().toUpperCase() !== "DELETE"}
            onClick={() => void remove()}
          >
            {t("oversight.records.deleteAccount")}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t("oversight.records.keep")}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}

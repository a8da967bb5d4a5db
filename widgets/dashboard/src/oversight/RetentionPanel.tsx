import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions, Spinner } from "@bloom/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Disclosure } from "../Disclosure";
import { formatDate } from "../format";

const DAY_MS = 86_400_000;

/** A district admin's retention: how long tutoring conversations are kept before they are deleted. */
export function RetentionPanel() {
  return (
    <div className="dash-retention">
      <Disclosure headingLevel={3} title={(open) => `${open ? "Hide" : "Show"} data retention`}>
        <RetentionForm />
      </Disclosure>
    </div>
  );
}

function RetentionForm() {
  const { client } = useWidgetHost();
  const queries = useQueryClient();
  const setting = useQuery({
    queryKey: ["retention"],
    queryFn: () => client.unwrap(client.api.admin.retention.get(), "Failed to load the retention setting."),
  });
  const save = useMutation({
    mutationFn: (days: number | null) =>
      client.unwrap(
        client.api.admin.retention.put({ messageRetentionDays: days }),
        "Failed to save the retention setting.",
      ),
    onSuccess: (saved) => queries.setQueryData(["retention"], saved),
  });
  const [keep, setKeep] = useState(true);
  const [days, setDays] = useState("365");
  // The number of days waiting for the admin's confirmation: a period deletes conversations, for good.
  const [confirming, setConfirming] = useState<number | null>(null);
  const daysId = useId();

  useEffect(() => {
    if (!setting.data) return;
    setKeep(setting.data.messageRetentionDays === null);
    if (setting.data.messageRetentionDays !== null) setDays(String(setting.data.messageRetentionDays));
  }, [setting.data]);

  if (setting.isPending) return <Spinner label="Loading the retention setting" showLabel size="small" />;
  if (setting.isError)
    return <Banner variant="error">{messageOf(setting.error, "Failed to load the retention setting.")}</Banner>;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    // Keeping conversations deletes nothing, so it needs no confirmation.
    if (keep) save.mutate(null);
    else setConfirming(Number(days));
  }

  function confirm() {
    if (confirming === null) return;
    save.mutate(confirming);
    setConfirming(null);
  }

  return (
    <>
      <form className="dash-form" onSubmit={submit}>
        <p className="dash-meta">
          Tutoring conversations older than this are deleted every day, with the notes made from them. Students' mastery
          numbers are kept: they are not conversation content.
        </p>
        <label className="dash-check">
          <input type="radio" name="retention" checked={keep} onChange={() => setKeep(true)} /> Keep conversations for
          as long as the student's account
        </label>
        <label className="dash-check">
          <input type="radio" name="retention" checked={!keep} onChange={() => setKeep(false)} /> Delete conversations
          older than a number of days
        </label>
        {!keep && (
          <label htmlFor={daysId} className="dash-label">
            Days to keep (30 to 3,650)
            <input
              id={daysId}
              className="bl-input"
              type="number"
              min={30}
              max={3650}
              required
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </label>
        )}
        {save.isError && (
          <Banner variant="error">{messageOf(save.error, "Failed to save the retention setting.")}</Banner>
        )}
        {save.isSuccess && <Banner variant="success">Retention saved.</Banner>}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save retention"}
        </Button>
      </form>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Delete conversations older than ${(confirming ?? 0).toLocaleString()} days?`}
        description={confirming === null ? undefined : <RetentionConsequences days={confirming} />}
      >
        <DialogActions>
          <Button variant="danger" onClick={confirm}>
            Save and delete older conversations
          </Button>
          {/* Focus starts on the safe choice. */}
          <Button variant="secondary" data-autofocus onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** What saving a period deletes, and when: the daily clean-up runs within a day of saving, then every day. */
function RetentionConsequences({ days }: { days: number }) {
  const cutoff = formatDate(Date.now() - days * DAY_MS);
  return (
    <>
      Within a day, Bloom deletes every tutoring conversation in your district written before {cutoff}, with the notes
      made from them, and from then on each day deletes what passes {days.toLocaleString()} days. Deleted conversations
      can't be brought back. Students' mastery numbers, flashcards and accounts are kept.
    </>
  );
}

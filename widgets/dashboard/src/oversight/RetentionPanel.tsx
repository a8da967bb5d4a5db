import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Spinner } from "@bloom/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Disclosure } from "../Disclosure";

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
    save.mutate(keep ? null : Number(days));
  }

  return (
    <form className="dash-form" onSubmit={submit}>
      <p className="dash-meta">
        Tutoring conversations older than this are deleted every day, with the notes made from them. Students' mastery
        numbers are kept: they are not conversation content.
      </p>
      <label className="dash-check">
        <input type="radio" name="retention" checked={keep} onChange={() => setKeep(true)} /> Keep conversations for as
        long as the student's account
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
  );
}

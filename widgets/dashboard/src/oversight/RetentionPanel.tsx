import { messageOf, useWidgetHost } from "@bloom/client";
import { Banner, Button, Dialog, DialogActions, intlLocale, Spinner, useLocale, useT } from "@bloom/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Disclosure } from "../Disclosure";
import { formatDate } from "../format";

const DAY_MS = 86_400_000;

/** A district admin's retention: how long tutoring conversations are kept before they are deleted. */
export function RetentionPanel() {
  const t = useT();
  return (
    <div className="dash-retention">
      <Disclosure headingLevel={3} title={(open) => t(open ? "oversight.retention.hide" : "oversight.retention.show")}>
        <RetentionForm />
      </Disclosure>
    </div>
  );
}

function RetentionForm() {
  const { client } = useWidgetHost();
  const queries = useQueryClient();
  const t = useT();
  const setting = useQuery({
    queryKey: ["retention"],
    queryFn: () => client.unwrap(client.api.admin.retention.get(), t("oversight.retention.loadFailed")),
  });
  const save = useMutation({
    mutationFn: (days: number | null) =>
      client.unwrap(
        client.api.admin.retention.put({ messageRetentionDays: days }),
        t("oversight.retention.saveFailed"),
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

  if (setting.isPending) return <Spinner label={t("oversight.retention.loading")} showLabel size="small" />;
  if (setting.isError)
    return <Banner variant="error">{messageOf(setting.error, t("oversight.retention.loadFailed"))}</Banner>;

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
        <p className="dash-meta">{t("oversight.retention.intro")}</p>
        <label className="dash-check">
          <input type="radio" name="retention" checked={keep} onChange={() => setKeep(true)} />{" "}
          {t("oversight.retention.keep")}
        </label>
        <label className="dash-check">
          <input type="radio" name="retention" checked={!keep} onChange={() => setKeep(false)} />{" "}
          {t("oversight.retention.delete")}
        </label>
        {!keep && (
          <label htmlFor={daysId} className="dash-label">
            {t("oversight.retention.days", { min: 30, max: 3650 })}
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
        {save.isError && <Banner variant="error">{messageOf(save.error, t("oversight.retention.saveFailed"))}</Banner>}
        {save.isSuccess && <Banner variant="success">{t("oversight.retention.saved")}</Banner>}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("oversight.retention.saving") : t("oversight.retention.save")}
        </Button>
      </form>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t("oversight.retention.confirmTitle", { days: confirming ?? 0 })}
        description={confirming === null ? undefined : <RetentionConsequences days={confirming} />}
      >
        <DialogActions>
          <Button variant="danger" onClick={confirm}>
            {t("oversight.retention.confirmSave")}
          </Button>
          {/* Focus starts on the safe choice. */}
          <Button variant="secondary" data-autofocus onClick={() => setConfirming(null)}>
            {t("oversight.retention.cancel")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** What saving a period deletes, and when: the daily clean-up runs within a day of saving, then every day. */
function RetentionConsequences({ days }: { days: number }) {
  const t = useT();
  const cutoff = formatDate(Date.now() - days * DAY_MS, { locale: intlLocale(useLocale()) });
  return <>{t("oversight.retention.consequences", { cutoff, days })}</>;
}

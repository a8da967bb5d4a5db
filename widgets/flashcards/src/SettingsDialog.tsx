import { messageOf } from "@bloom/client";
import { REVIEW_SETTING_LIMITS } from "@bloom/domain";
import { Banner, Button, Dialog, Spinner } from "@bloom/ui";
import { type FormEvent, useEffect, useState } from "react";
import { usePracticeActions, useReviewSettings } from "./data";

/**
 * The student's review settings: desired retention, the longest interval, and the day's new-card
 * and review limits, with where their personal FSRS weights stand.
 */
export function SettingsDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const settings = useReviewSettings();
  const actions = usePracticeActions();
  const [form, setForm] = useState<Record<string, string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (settings.data && form === null)
      setForm({
        desiredRetention: String(Math.round(settings.data.desiredRetention * 100)),
        maximumIntervalDays: String(settings.data.maximumIntervalDays),
        newCardsPerDay: String(settings.data.newCardsPerDay),
        reviewsPerDay: String(settings.data.reviewsPerDay),
      });
  }, [settings.data, form]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    setSaving(true);
    setError(null);
    try {
      await actions.saveSettings({
        desiredRetention: Number(form.desiredRetention) / 100,
        maximumIntervalDays: Number(form.maximumIntervalDays),
        newCardsPerDay: Number(form.newCardsPerDay),
        reviewsPerDay: Number(form.reviewsPerDay),
      });
      await settings.refetch();
      void actions.refresh();
      onSaved();
    } catch (failure) {
      setError(messageOf(failure, "Failed to save your review settings. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  const field = (name: string, label: string, min: number, max: number, step = 1) => (
    <label>
      {label}
      <input
        className="bl-input"
        type="number"
        min={min}
        max={max}
        step={step}
        value={form?.[name] ?? ""}
        onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
      />
    </label>
  );
  const personal = settings.data?.personalWeights;
  return (
    <Dialog open onClose={onClose} title="Review Settings">
      {settings.isPending || !form ? (
        <Spinner label="Loading your settings" />
      ) : (
        <form className="fc-form" onSubmit={save}>
          {error && <Banner variant="error">{error}</Banner>}
          {field(
            "desiredRetention",
            "Desired retention (%)",
            REVIEW_SETTING_LIMITS.desiredRetention.min * 100,
            REVIEW_SETTING_LIMITS.desiredRetention.max * 100,
          )}
          <p className="fc-note">Higher means more reviews and fewer cards forgotten.</p>
          {field(
            "maximumIntervalDays",
            "Maximum interval (days)",
            REVIEW_SETTING_LIMITS.maximumIntervalDays.min,
            REVIEW_SETTING_LIMITS.maximumIntervalDays.max,
          )}
          {field("newCardsPerDay", "New cards per day", 0, REVIEW_SETTING_LIMITS.newCardsPerDay.max)}
          {field("reviewsPerDay", "Reviews per day", 0, REVIEW_SETTING_LIMITS.reviewsPerDay.max)}
          <p className="fc-note">
            {personal?.inUse
              ? `Your schedule uses memory settings fitted to your own ${personal.reviewCount} answers.`
              : `After ${settings.data?.personalWeightsAfter ?? 400} counted answers your schedule is fitted to how you remember (${settings.data?.countedReviews ?? 0} so far).`}
          </p>
          <div className="fc-actions">
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save Settings"}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

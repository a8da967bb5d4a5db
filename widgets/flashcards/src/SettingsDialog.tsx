import { messageOf } from "@bloom/client";
import { REVIEW_SETTING_LIMITS } from "@bloom/domain";
import { Banner, Button, Dialog, Spinner, useT } from "@bloom/ui";
import { type FormEvent, useEffect, useState } from "react";
import { usePracticeActions, useReviewSettings } from "./data";

/**
 * The student's review settings: desired retention, the longest interval, and the day's new-card
 * and review limits, with where their personal FSRS weights stand.
 */
export function SettingsDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useT();
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
      setError(messageOf(failure, t("flashcards.settings.saveFailed")));
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
    <Dialog open onClose={onClose} title={t("flashcards.page.settings")}>
      {settings.isPending || !form ? (
        <Spinner label={t("flashcards.settings.loading")} />
      ) : (
        <form className="fc-form" onSubmit={save}>
          {error && <Banner variant="error">{error}</Banner>}
          {field(
            "desiredRetention",
            t("flashcards.settings.retention"),
            REVIEW_SETTING_LIMITS.desiredRetention.min * 100,
            REVIEW_SETTING_LIMITS.desiredRetention.max * 100,
          )}
          <p className="fc-note">{t("flashcards.settings.retentionNote")}</p>
          {field(
            "maximumIntervalDays",
            t("flashcards.settings.maximumInterval"),
            REVIEW_SETTING_LIMITS.maximumIntervalDays.min,
            REVIEW_SETTING_LIMITS.maximumIntervalDays.max,
          )}
          {field("newCardsPerDay", t("flashcards.settings.newPerDay"), 0, REVIEW_SETTING_LIMITS.newCardsPerDay.max)}
          {field("reviewsPerDay", t("flashcards.settings.reviewsPerDay"), 0, REVIEW_SETTING_LIMITS.reviewsPerDay.max)}
          <p className="fc-note">
            {personal?.inUse
              ? t("flashcards.settings.personalInUse", { count: personal.reviewCount })
              : t("flashcards.settings.personalLater", {
                  after: settings.data?.personalWeightsAfter ?? 400,
                  count: settings.data?.countedReviews ?? 0,
                })}
          </p>
          <div className="fc-actions">
            <Button type="submit" disabled={saving}>
              {saving ? t("flashcards.saving") : t("flashcards.settings.save")}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t("flashcards.cancel")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

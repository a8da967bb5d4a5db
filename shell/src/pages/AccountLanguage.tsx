import { useAuth } from "@bloom/client";
import { Banner, Button, useT } from "@bloom/ui";
import { type FormEvent, useId, useState } from "react";
import { useShell } from "../shell-context";

/** The account's language: automatic (the school's launch, then the browser), or one the person chose. */
type Choice = "auto" | "en" | "es";
const CHOICES: readonly Choice[] = ["auto", "en", "es"];

/**
 * The account's own language, kept on the server (`PATCH /api/auth/me` with `locale`, null for
 * automatic). Saved with its own button rather than on change, so moving through the options with
 * the keyboard does not switch the whole page under the reader; once saved, the profile is read
 * again and the whole shell speaks the new language, which the status line then confirms in.
 */
export function LanguageSetting() {
  const { client } = useShell();
  const { user, refresh } = useAuth();
  const t = useT();
  const saved: Choice = user?.locale ?? "auto";
  const [choice, setChoice] = useState<Choice>(saved);
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const fieldId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state === "saving") return;
    setState("saving");
    try {
      await client.unwrap(
        client.api.auth.me.patch({ locale: choice === "auto" ? null : choice }),
        t("account.language.failed"),
      );
      await refresh();
      setState("saved");
    } catch {
      // The server kept the old language: the menu shows it again.
      setChoice(saved);
      setState("failed");
    }
  }

  const status =
    state === "saving"
      ? t("account.language.saving")
      : state === "saved"
        ? t(saved === "auto" ? "account.language.savedAuto" : "account.language.saved")
        : "";

  return (
    <form className="shell-form shell-language" onSubmit={submit}>
      <label htmlFor={fieldId}>{t("account.language")}</label>
      <select
        id={fieldId}
        className="bl-input"
        value={choice}
        aria-describedby={`${fieldId}-help`}
        onChange={(event) => {
          const next = CHOICES.find((candidate) => candidate === event.target.value);
          if (next) setChoice(next);
          setState("idle");
        }}
      >
        <option value="auto">{t("account.language.auto")}</option>
        {/* Each language is named in itself, so a reader finds their own whatever the page speaks. */}
        <option value="en" lang="en">
          {t("account.language.en")}
        </option>
        <option value="es" lang="es">
          {t("account.language.es")}
        </option>
      </select>
      <p id={`${fieldId}-help`} className="shell-note">
        {t("account.language.help")}
      </p>
      <p role="status" className="shell-note">
        {status}
      </p>
      {state === "failed" && <Banner variant="error">{t("account.language.failed")}</Banner>}
      {/* Never disabled: a button that disables itself would drop a keyboard user's focus. */}
      <Button type="submit" variant="secondary">
        {t("account.language.submit")}
      </Button>
    </form>
  );
}

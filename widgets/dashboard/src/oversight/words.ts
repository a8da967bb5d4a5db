import type { SafetyCategory } from "@bloom/domain";
import { intlLocale, type MessageKey, type Translate, useLocale, useT } from "@bloom/ui";
import { useMemo } from "react";
import { formatActivity } from "../format";

/** Every safety category's name for the adults, by key, so it shows in the reader's language. */
const CATEGORY_KEY: Record<SafetyCategory | "model_reply", MessageKey> = {
  suicide: "oversight.category.suicide",
  self_harm: "oversight.category.self_harm",
  abuse: "oversight.category.abuse",
  violence_threat: "oversight.category.violence_threat",
  sexual: "oversight.category.sexual",
  drugs: "oversight.category.drugs",
  harassment: "oversight.category.harassment",
  bullying: "oversight.category.bullying",
  pii: "oversight.category.pii",
  injection: "oversight.category.injection",
  model_reply: "oversight.category.model_reply",
};

/** A category's name in the reader's language; a category this list does not know is shown as stored. */
export function categoryName(t: Translate, category: string): string {
  return Object.hasOwn(CATEGORY_KEY, category) ? t(CATEGORY_KEY[category as keyof typeof CATEGORY_KEY]) : category;
}

/** The messages and a last-activity writer for the oversight views, both in the reader's language. */
export function useOversightWords() {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => {
    const tag = intlLocale(locale);
    /** A moment as the dashboard writes it ("Nov 3, 14:05"), in the reader's language. */
    const activity = (iso: string | null) => (iso ? formatActivity(iso, { locale: tag }) : t("oversight.noActivity"));
    return { t, activity, tag };
  }, [t, locale]);
}

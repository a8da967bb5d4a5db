import { type DateFormatOptions, formatDateTime, intlLocale, useLocale } from "@bloom/ui";

/** Session dates ("Nov 3, 2025") and times ("14:05"), written as everywhere in Bloom. */
export { formatDate, formatTime } from "@bloom/ui";

/**
 * How the dashboard writes times, percentages and labels (spec §2 Dashboard, §9). Pure functions;
 * dates and times are written as everywhere in Bloom (@bloom/ui's dates), and `options` (locale,
 * time zone, now) default to the browser's and are passed only to pin results in tests.
 */

/** Hours and minutes, e.g. "1h 05m"; just minutes under an hour, e.g. "12m". */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${String(minutes % 60).padStart(2, "0")}m` : `${minutes}m`;
}

/** A 0–1 mastery as a whole percent, e.g. 0.726 → "73%". */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** The longest concept label a chip shows before it is cut (spec §9). */
export const CHIP_LABEL_LENGTH = 15;

/** A chip's label: cut at 15 characters plus "..."; the full label goes in its tooltip. */
export function truncateLabel(label: string, length = CHIP_LABEL_LENGTH): string {
  return label.length > length ? `${label.slice(0, length)}...` : label;
}

/** Last activity: short month, day, hour and minute on a 24-hour clock, e.g. "Nov 3, 14:05" (the year when not this year's). */
export function formatActivity(iso: string | null, options: DateFormatOptions = {}): string {
  if (!iso) return "No activity yet";
  return formatDateTime(iso, options);
}

/**
 * The date options for the reader's language: Spanish pages write dates the Spanish way; English
 * keeps the browser's own English (en-GB or en-US), as it always has.
 */
export function useDateOptions(): DateFormatOptions {
  const locale = useLocale();
  return locale === "en" ? {} : { locale: intlLocale(locale) };
}

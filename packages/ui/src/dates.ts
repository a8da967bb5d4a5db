/**
 * The one way dates and times are written across Bloom: in the student's language (the browser's
 * locale unless one is given) and time zone, month as a short word, hours and minutes on a 24-hour
 * clock, never seconds. The year is written when it is not this year's, so "Nov 3, 14:05" is this
 * year and "Nov 3, 2025, 14:05" another.
 */

/** A moment: an ISO string, milliseconds since 1970, or a Date. */
export type DateInput = string | number | Date;

export interface DateFormatOptions {
  /** A BCP 47 locale such as "en-GB" or "es"; the browser's language when absent. */
  locale?: string;
  /** An IANA time zone such as "Europe/London"; the browser's own when absent. */
  timeZone?: string;
  /** What "this year" means, so a test can pin it; now when absent. */
  now?: DateInput;
}

/** What is written for a date that cannot be read, rather than "Invalid Date". */
export const UNKNOWN_DATE = "—";

/** The browser's language, e.g. "en-GB"; "en-US" where there is no browser (a server or test runtime). */
export function browserLocale(): string {
  const language = typeof navigator === "undefined" ? undefined : navigator.language;
  return language && isSupportedLocale(language) ? language : "en-US";
}

function isSupportedLocale(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(value: DateInput, options: DateFormatOptions, parts: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (!date) return UNKNOWN_DATE;
  return new Intl.DateTimeFormat(options.locale ?? browserLocale(), { ...parts, timeZone: options.timeZone }).format(
    date,
  );
}

/** The calendar year of a moment in the given time zone. */
function yearOf(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone }).format(date);
}

/** Whether to write the year: only when the moment falls in another year than now. */
function needsYear(value: DateInput, options: DateFormatOptions): boolean {
  const date = toDate(value);
  const now = toDate(options.now ?? Date.now());
  return !date || !now || yearOf(date, options.timeZone) !== yearOf(now, options.timeZone);
}

const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/** A day and month, e.g. "Nov 3" (a chart's axis, where the year is plain from the data). */
export function formatDay(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, { month: "short", day: "numeric" });
}

/** A calendar date with its year, e.g. "Nov 3, 2026". */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, { month: "short", day: "numeric", year: "numeric" });
}

/** A time of day, e.g. "14:05". */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, TIME);
}

/** A date and time, e.g. "Nov 3, 14:05", with the year when it is not this year's: "Nov 3, 2025, 14:05". */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const year: Intl.DateTimeFormatOptions = needsYear(value, options) ? { year: "numeric" } : {};
  return format(value, options, { month: "short", day: "numeric", ...year, ...TIME });
}

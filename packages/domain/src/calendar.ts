/**
 * Calendar days in a person's own time zone, for "practised today or yesterday" (Retry
 * Incorrect) and per-day charts. Uses only Intl, so it runs the same on server and browser.
 */

// Building a DateTimeFormat costs far more than using one; a time zone's is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The offset of `timeZone` from UTC at instant `at`, in milliseconds (positive east of Greenwich). */
export function timeZoneOffset(at: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(at));
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const asUtc = Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour"),
    value("minute"),
    value("second"),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The local calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: number, timeZone: string): string {
  return new Date(at + timeZoneOffset(at, timeZone)).toISOString().slice(0, 10);
}

/** The instant local midnight begins, `daysAgo` days before the local day of `now`. */
export function startOfLocalDay(now: number, timeZone: string, daysAgo = 0): number {
  const [year, month, day] = localDate(now, timeZone).split("-").map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day - daysAgo);
  // Two passes settle the offset across a daylight-saving change.
  let instant = midnightAsUtc - timeZoneOffset(midnightAsUtc, timeZone);
  instant = midnightAsUtc - timeZoneOffset(instant, timeZone);
  return instant;
}

/** Whether a time zone name is one the runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

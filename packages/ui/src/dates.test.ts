import { describe, expect, test } from "bun:test";
import { browserLocale, formatDate, formatDateTime, formatDay, formatTime, UNKNOWN_DATE } from "./dates";

const UTC = { locale: "en-US", timeZone: "UTC", now: "2026-06-01T12:00:00Z" };

describe("dates: one format everywhere", () => {
  test("a date and time this year: short month, day, hour and minute on a 24-hour clock, no seconds", () => {
    expect(formatDateTime("2026-12-05T02:30:45Z", UTC)).toBe("Dec 5, 02:30");
    expect(formatDateTime("2026-11-03T14:05:00Z", UTC)).toBe("Nov 3, 14:05");
  });

  test("another year's date and time says its year", () => {
    expect(formatDateTime("2025-11-03T14:05:00Z", UTC)).toBe("Nov 3, 2025, 14:05");
  });

  test("the time zone decides the day and the hour, and the year near midnight", () => {
    const now = "2026-06-01T12:00:00Z";
    expect(formatDateTime("2026-12-05T02:30:00Z", { locale: "en-US", timeZone: "America/Los_Angeles", now })).toBe(
      "Dec 4, 18:30",
    );
    expect(formatDateTime("2027-01-01T02:00:00Z", { locale: "en-US", timeZone: "America/New_York", now })).toBe(
      "Dec 31, 21:00",
    );
  });

  test("dates, days and times on their own", () => {
    expect(formatDate(Date.UTC(2026, 10, 3, 14, 5), UTC)).toBe("Nov 3, 2026");
    expect(formatDay(new Date(Date.UTC(2026, 10, 3, 14, 5)), UTC)).toBe("Nov 3");
    expect(formatTime("2026-11-03T00:07:00Z", UTC)).toBe("00:07");
  });

  test("the locale is the student's: another language writes its own words and order", () => {
    const spanish = { ...UTC, locale: "es" };
    expect(formatDateTime("2026-11-03T14:05:00Z", spanish)).toBe("3 nov, 14:05");
    expect(formatDate("2026-11-03T14:05:00Z", spanish)).toBe("3 nov 2026");
    expect(formatDateTime("2026-11-03T14:05:00Z", { ...UTC, locale: "en-GB" })).toBe("3 Nov, 14:05");
  });

  test("the default locale is the browser's language", () => {
    const language = Object.getOwnPropertyDescriptor(globalThis, "navigator");
    Object.defineProperty(globalThis, "navigator", { value: { language: "en-GB" }, configurable: true });
    try {
      expect(browserLocale()).toBe("en-GB");
      expect(formatDate("2026-11-03T14:05:00Z", { timeZone: "UTC" })).toBe("3 Nov 2026");
    } finally {
      if (language) Object.defineProperty(globalThis, "navigator", language);
      else Reflect.deleteProperty(globalThis, "navigator");
    }
  });

  test("a date that cannot be read is a dash, not 'Invalid Date'", () => {
    expect(formatDateTime("not a date", UTC)).toBe(UNKNOWN_DATE);
    expect(formatDate(Number.NaN, UTC)).toBe(UNKNOWN_DATE);
  });
});

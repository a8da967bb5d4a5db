import { describe, expect, test } from "bun:test";
import {
  CHIP_LABEL_LENGTH,
  formatActivity,
  formatDate,
  formatDuration,
  formatPercent,
  formatTime,
  truncateLabel,
} from "./format";

describe("formatDuration (Total Time Spent, spec §2)", () => {
  test("hours and two-digit minutes from an hour up, minutes alone below", () => {
    expect(formatDuration(3900)).toBe("1h 05m");
    expect(formatDuration(720)).toBe("12m");
    expect(formatDuration(7200)).toBe("2h 00m");
    expect(formatDuration(36_000 + 59 * 60)).toBe("10h 59m");
  });

  test("rounds to the nearest minute, and never goes below 0m", () => {
    expect(formatDuration(0)).toBe("0m");
    expect(formatDuration(29)).toBe("0m");
    expect(formatDuration(30)).toBe("1m");
    expect(formatDuration(3599)).toBe("1h 00m");
    expect(formatDuration(-40)).toBe("0m");
  });
});

describe("truncateLabel (concept chips, spec §9)", () => {
  test("cuts at 15 characters plus '...'", () => {
    expect(CHIP_LABEL_LENGTH).toBe(15);
    expect(truncateLabel("Inverse operations")).toBe("Inverse operati...");
    expect(truncateLabel("Sixteen chars!!!")).toBe("Sixteen chars!!...");
  });

  test("leaves labels of 15 characters or fewer alone", () => {
    expect(truncateLabel("Exactly fifteen")).toBe("Exactly fifteen");
    expect(truncateLabel("Cells")).toBe("Cells");
    expect(truncateLabel("")).toBe("");
  });
});

describe("the other formats", () => {
  test("percent of a 0–1 mastery, rounded", () => {
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(0.726)).toBe("73%");
    expect(formatPercent(1)).toBe("100%");
  });

  test("last activity is short month, day, hour and minute on a 24-hour clock", () => {
    const pinned = { locale: "en-US", timeZone: "UTC", now: "2025-12-01T00:00:00Z" };
    expect(formatActivity("2025-11-03T14:05:00Z", pinned)).toBe("Nov 3, 14:05");
    expect(formatActivity("2025-11-03T00:07:00Z", pinned)).toBe("Nov 3, 00:07");
    expect(formatActivity("2024-11-03T00:07:00Z", pinned)).toBe("Nov 3, 2024, 00:07");
    expect(formatActivity(null)).toBe("No activity yet");
  });

  test("session dates and times", () => {
    expect(formatDate("2025-11-03T14:05:00Z", { locale: "en-US", timeZone: "UTC" })).toBe("Nov 3, 2025");
    expect(formatTime("2025-11-03T14:05:00Z", { locale: "en-US", timeZone: "UTC" })).toBe("14:05");
  });
});

import { describe, expect, test } from "bun:test";
import { isKnownTimeZone, localDate, startOfLocalDay } from "./calendar";

describe("local days", () => {
  test("the same instant is a different date in Tokyo and Los Angeles", () => {
    const at = Date.UTC(2026, 2, 10, 20, 30);
    expect(localDate(at, "Asia/Tokyo")).toBe("2026-03-11");
    expect(localDate(at, "America/Los_Angeles")).toBe("2026-03-10");
  });

  test("start of today and yesterday in New York", () => {
    const now = Date.UTC(2026, 5, 15, 3, 0); // 23:00 on 14 June in New York (EDT, UTC−4)
    expect(startOfLocalDay(now, "America/New_York")).toBe(Date.UTC(2026, 5, 14, 4, 0));
    expect(startOfLocalDay(now, "America/New_York", 1)).toBe(Date.UTC(2026, 5, 13, 4, 0));
  });

  test("across the spring daylight-saving change", () => {
    const now = Date.UTC(2026, 2, 9, 12); // 9 March 2026, 08:00 EDT; 8 March began in EST
    expect(startOfLocalDay(now, "America/New_York")).toBe(Date.UTC(2026, 2, 9, 4));
    expect(startOfLocalDay(now, "America/New_York", 1)).toBe(Date.UTC(2026, 2, 8, 5));
  });

  test("UTC and unknown zones", () => {
    expect(startOfLocalDay(Date.UTC(2026, 0, 2, 13), "UTC", 1)).toBe(Date.UTC(2026, 0, 1));
    expect(isKnownTimeZone("Europe/Paris")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
  });
});

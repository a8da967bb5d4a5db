import { describe, expect, test } from "bun:test";
import { acceptedLanguageOf, intlLocale, supportedLanguageOf } from "./languages";

describe("languages", () => {
  test("a tag's language is its primary subtag, among those supported", () => {
    expect(supportedLanguageOf("es-419", ["en", "es"])).toBe("es");
    expect(supportedLanguageOf("fr-CA", ["en", "es"])).toBeNull();
    expect(acceptedLanguageOf("fr;q=0.9, es-MX;q=0.8, en;q=0.7", ["en", "es"])).toBe("es");
  });

  test("Spanish dates and money read as US Spanish on screens and in emails alike", () => {
    expect(intlLocale("es")).toBe("es-US");
    expect(intlLocale("en-XA")).toBe("en-US");
    const time = new Intl.DateTimeFormat(intlLocale("es"), { timeStyle: "short", timeZone: "UTC" });
    expect(time.format(Date.UTC(2026, 10, 28, 14, 5))).toMatch(/^2:05\sp\.\s?m\.$/);
  });
});

import { describe, expect, test } from "bun:test";
import { CRITICAL_CATEGORIES, isCriticalCategory, safetyCategoryLabel } from "./safety-categories";

describe("safety categories", () => {
  test("every critical category is critical, and a standard one is not", () => {
    for (const category of CRITICAL_CATEGORIES) expect(isCriticalCategory(category)).toBe(true);
    expect(isCriticalCategory("bullying")).toBe(false);
    expect(isCriticalCategory("model_reply")).toBe(false);
  });

  test("a category is named for adults; an unknown one is shown as stored", () => {
    expect(safetyCategoryLabel("self_harm")).toBe("Self-harm");
    expect(safetyCategoryLabel("injection")).toBe("Attempt to override the tutor");
    expect(safetyCategoryLabel("model_reply")).toBe("model_reply");
    expect(safetyCategoryLabel("constructor")).toBe("constructor");
  });
});

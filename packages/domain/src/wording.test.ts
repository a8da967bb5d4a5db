import { describe, expect, test } from "bun:test";
import { countOf } from "./wording";

describe("countOf", () => {
  test("says one thing in the singular and any other number in the plural", () => {
    expect(countOf(1, "new flashcard")).toBe("1 new flashcard");
    expect(countOf(0, "new flashcard")).toBe("0 new flashcards");
    expect(countOf(14, "new flashcard")).toBe("14 new flashcards");
    expect(countOf(3, "person", "people")).toBe("3 people");
    expect(countOf(1, "person", "people")).toBe("1 person");
    expect(countOf(1200, "student")).toBe("1,200 students");
  });
});

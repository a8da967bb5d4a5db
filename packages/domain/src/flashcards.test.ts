import { describe, expect, test } from "bun:test";
import { parseCardText } from "./flashcards";

describe("parseCardText", () => {
  test("plain text is all front", () => {
    expect(parseCardText("  What is a variable? ")).toEqual({ front: "What is a variable?", back: null });
  });
  test("Front and Back markers split the card", () => {
    expect(parseCardText("Front: What does the nucleus hold?\nBack: The cell's DNA.")).toEqual({
      front: "What does the nucleus hold?",
      back: "The cell's DNA.",
    });
  });
  test("markers in bold and any case", () => {
    expect(parseCardText("**Front:** Solve 2x = 8 **BACK:** x = 4")).toEqual({ front: "Solve 2x = 8", back: "x = 4" });
  });
  test("a Front marker alone", () => {
    expect(parseCardText("Front: Define osmosis")).toEqual({ front: "Define osmosis", back: null });
  });
  test("words like 'front' without a colon are just text", () => {
    expect(parseCardText("Which cold front brought the rain back?")).toEqual({
      front: "Which cold front brought the rain back?",
      back: null,
    });
  });
});

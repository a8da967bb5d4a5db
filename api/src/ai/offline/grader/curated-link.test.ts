import { describe, expect, test } from "bun:test";
import { OfflineProvider } from "../provider";
import { findCuratedLink } from "./curated-link";

const PROMPT =
  "A prokaryotic cell has no nucleus. In which part of the cell is its DNA found, and what is that region called?";
const ANSWER = "The DNA is found in the cytoplasm, in a region called the nucleoid.";
const PROVIDER = new OfflineProvider();

describe("a flashcard's link to its curated question", () => {
  test("holds for the card as made, and for a rewording that keeps its meaning", () => {
    expect(findCuratedLink("Cell Biology", PROMPT, ANSWER)?.question.prompt).toBe(PROMPT);
    const reworded = findCuratedLink(
      "Cell Biology",
      "A prokaryotic cell has no nucleus. Where in the cell is its DNA found, and what is the region called?",
      "Its DNA is found in the cytoplasm, in the region called the nucleoid",
    );
    expect(reworded?.question.prompt).toBe(PROMPT);
    const algebra = findCuratedLink(
      "Algebra I",
      "Solve x + 9 = 15 for x.",
      "x = six, because subtracting nine from both sides gives x = 15 - 9 = 6",
    );
    expect(algebra?.question.prompt).toBe("Solve x + 9 = 15. What is x?");
  });

  test("is dropped when the meaning changed: another answer, another number, a negation", () => {
    expect(findCuratedLink("Cell Biology", PROMPT, "The DNA is found in the nucleus.")).toBeUndefined();
    expect(findCuratedLink("Algebra I", "Solve x + 9 = 16. What is x?", "x = 7")).toBeUndefined();
    expect(
      findCuratedLink(
        "Cell Biology",
        PROMPT,
        "The DNA is not found in the cytoplasm, in a region called the nucleoid.",
      ),
    ).toBeUndefined();
    expect(findCuratedLink("World History", PROMPT, ANSWER)).toBeUndefined();
  });

  test("a reworded card is still graded by its curated rubric; a changed one by its own answer", async () => {
    const grade = (question: string, expectedAnswer: string, userAnswer: string) =>
      PROVIDER.gradeAnswer({ question, expectedAnswer, userAnswer, subjectName: "Cell Biology" });
    const reworded =
      "A prokaryotic cell has no nucleus. Where in the cell is its DNA found, and what is the region called?";
    // The curated rubric knows the nucleus is the common mistake and names the concept's misconception.
    const wrong = await grade(reworded, ANSWER, "in the nucleus");
    expect(wrong.mastery).toBeLessThan(0.7);
    expect(wrong.misconception).not.toBeNull();
    expect((await grade(reworded, ANSWER, "in the cytoplasm, in the nucleoid")).mastery).toBe(1);
    // With its answer changed, the card means something else: its own answer is what passes.
    const changed = await grade(
      PROMPT,
      "In the nucleoid, a region of the cytoplasm, and also in plasmids.",
      "plasmids",
    );
    expect(changed.misconception ?? null).toBeNull();
  });
});

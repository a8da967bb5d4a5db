import { describe, expect, test } from "bun:test";
import { changeScope } from "./scope";

describe("changeScope", () => {
  const full = { subject: "Biology", topic: "Cells", section: "Parts", concept: "c1" };

  test("a level's change clears every level below it and keeps those above", () => {
    expect(changeScope(full, "topic", "Genetics")).toEqual({
      subject: "Biology",
      topic: "Genetics",
      section: "",
      concept: "",
    });
    expect(changeScope(full, "subject", "")).toEqual({ subject: "", topic: "", section: "", concept: "" });
    expect(changeScope(full, "concept", "c2")).toEqual({ ...full, concept: "c2" });
  });

  test("other fields of the caller's state are kept, and the state given is not changed", () => {
    const filter = { ...full, status: "mastered" };
    expect(changeScope(filter, "section", "Organelles")).toEqual({ ...filter, section: "Organelles", concept: "" });
    expect(filter.section).toBe("Parts");
  });
});

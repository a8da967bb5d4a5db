import { describe, expect, test } from "bun:test";
import type { SubjectNode } from "@bloom/api/models";
import { EMPTY_FILTER } from "./filters";
import { placementFilter, placementOf } from "./placement";

/** A mastery tree with just the names that matter here. */
function tree(subjects: Record<string, string[]>): SubjectNode[] {
  return Object.entries(subjects).map(([name, topics]) => ({
    id: name,
    subject_id: name,
    name,
    label: name,
    mastery: 0,
    topics: topics.map((topic) => ({ id: topic, name: topic, label: topic, mastery: 0, sections: [] })),
  }));
}

describe("a placement's filter", () => {
  test("a host that places nothing gets no placement and the empty filter", () => {
    expect(placementOf(undefined)).toBeNull();
    expect(placementOf({ view: "flashcards" })).toBeNull();
    expect(placementFilter([], null)).toEqual(EMPTY_FILTER);
  });

  test("the placed names are matched to the student's own, whatever their letter case", () => {
    const placement = placementOf({ subjectName: " algebra i ", topic: "solving linear equations" });
    const subjects = tree({ "Algebra I": ["Solving Linear Equations"], Biology: ["Cells"] });
    expect(placementFilter(subjects, placement)).toEqual({
      ...EMPTY_FILTER,
      subject: "Algebra I",
      topic: "Solving Linear Equations",
    });
  });

  test("a topic placed alone is found in whichever subject has it", () => {
    const subjects = tree({ "Algebra I": ["Factoring"], Biology: ["Cells"] });
    expect(placementFilter(subjects, placementOf({ topic: "cells" }))).toEqual({
      ...EMPTY_FILTER,
      subject: "Biology",
      topic: "Cells",
    });
  });

  test("names the student does not have yet are kept as placed", () => {
    expect(placementFilter([], placementOf({ subjectName: "Algebra I", topic: "Factoring" }))).toEqual({
      ...EMPTY_FILTER,
      subject: "Algebra I",
      topic: "Factoring",
    });
  });
});

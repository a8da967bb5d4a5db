import { describe, expect, test } from "bun:test";
import type { SubjectNode } from "@bloom/api/models";
import { changeFilter, EMPTY_FILTER, filterOptions, filterQuery, topicLabel } from "./filters";

const TREE: SubjectNode[] = [
  {
    id: "s1",
    subject_id: "s1",
    name: "Biology",
    label: "Biology",
    mastery: 0.5,
    topics: [
      {
        id: "t1",
        name: "- Cells",
        label: "- Cells",
        mastery: 0.5,
        sections: [
          {
            id: "se1",
            name: "Organelles",
            label: "Organelles",
            mastery: 0.5,
            concepts: [{ id: "c1", label: "Nucleus", definition: "d", mastery: 0.5 }],
          },
        ],
      },
    ],
  },
];

describe("the cascading filter (spec §2, §5)", () => {
  test("changing a level clears the levels below it and the status", () => {
    const full = {
      subject: "Biology",
      topic: "- Cells",
      section: "Organelles",
      concept: "c1",
      status: "good" as const,
    };
    expect(changeFilter(full, "topic", "Genes")).toEqual({
      subject: "Biology",
      topic: "Genes",
      section: "",
      concept: "",
      status: "",
    });
    expect(changeFilter(full, "subject", "")).toEqual(EMPTY_FILTER);
    expect(changeFilter(full, "status", "mastered")).toEqual({ ...full, status: "mastered" });
  });

  test("the status maps to the mastery ranges of spec §7", () => {
    expect(filterQuery({ ...EMPTY_FILTER, status: "needs-work" })).toEqual({ maxMastery: "0.7" });
    expect(filterQuery({ ...EMPTY_FILTER, status: "good" })).toEqual({ minMastery: "0.7", maxMastery: "0.9" });
    expect(filterQuery({ ...EMPTY_FILTER, status: "mastered" })).toEqual({ minMastery: "0.9" });
    expect(
      filterQuery({ subject: "Biology", topic: "- Cells", section: "Organelles", concept: "c1", status: "" }),
    ).toEqual({
      subject: "Biology",
      topic: "- Cells",
      section: "Organelles",
      concept_id: "c1",
    });
  });

  test("options follow the choices above, and topic labels lose a leading '- '", () => {
    expect(topicLabel("- Cells")).toBe("Cells");
    expect(topicLabel("Cells - Intro")).toBe("Cells - Intro");
    expect(filterOptions(TREE, EMPTY_FILTER).topics).toEqual([]);
    const chosen = filterOptions(TREE, {
      ...EMPTY_FILTER,
      subject: "Biology",
      topic: "- Cells",
      section: "Organelles",
    });
    expect(chosen.topics).toEqual([{ value: "- Cells", label: "Cells" }]);
    expect(chosen.concepts).toEqual([{ value: "c1", label: "Nucleus" }]);
  });
});

import type { SubjectNode } from "@bloom/api/models";

/** A small mastery tree for the flashcards' component tests: Biology → "- Cells" → Parts → Nucleus. */
export const TEST_TREE: SubjectNode[] = [
  {
    id: "s1",
    subject_id: "s1",
    name: "Biology",
    label: "Biology",
    mastery: 0,
    topics: [
      {
        id: "t1",
        name: "- Cells",
        label: "- Cells",
        mastery: 0,
        sections: [
          {
            id: "x1",
            name: "Parts",
            label: "Parts",
            mastery: 0,
            concepts: [{ id: "c1", label: "Nucleus", definition: "", mastery: 0 }],
          },
        ],
      },
    ],
  },
];

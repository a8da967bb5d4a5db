import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { useState } from "react";
import { FilterPanel } from "./FilterPanel";
import { EMPTY_FILTER, type FilterState } from "./filters";
import { TEST_TREE } from "./test-tree";

/** The flashcards' filter on the shared scope picker: the same labels, choices and cascade as before. */

afterEach(cleanup);

function Panel() {
  const [filter, setFilter] = useState<FilterState>(EMPTY_FILTER);
  return (
    <>
      <FilterPanel tree={TEST_TREE} filter={filter} onChange={setFilter} />
      <output>{JSON.stringify(filter)}</output>
    </>
  );
}

describe("FilterPanel", () => {
  test("subject, topic, section, concept and status, each opening when the one above is chosen", () => {
    const view = render(<Panel />);
    const group = view.getByRole("group", { name: "Filter cards" });
    const select = (name: string) => within(group).getByLabelText(name) as HTMLSelectElement;
    expect(["Subject", "Topic", "Section", "Concept"].map((name) => select(name).disabled)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    fireEvent.change(select("Subject"), { target: { value: "Biology" } });
    expect(
      within(select("Topic"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Cells"]);
    fireEvent.change(select("Topic"), { target: { value: "- Cells" } });
    fireEvent.change(select("Section"), { target: { value: "Parts" } });
    fireEvent.change(select("Concept"), { target: { value: "c1" } });
    fireEvent.change(select("Mastery Status"), { target: { value: "mastered" } });
    const state = () => JSON.parse(view.getByRole("status").textContent!) as FilterState;
    expect(state()).toEqual({
      subject: "Biology",
      topic: "- Cells",
      section: "Parts",
      concept: "c1",
      status: "mastered",
    });

    // A change above clears what is below, the status included.
    fireEvent.change(select("Topic"), { target: { value: "" } });
    expect(state()).toEqual({ ...EMPTY_FILTER, subject: "Biology" });
    expect(select("Section").disabled).toBe(true);
  });
});

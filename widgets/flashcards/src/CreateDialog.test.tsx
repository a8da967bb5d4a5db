import { afterEach, describe, expect, jest, test } from "bun:test";
import { cleanup, fireEvent, render, waitFor, within } from "@testing-library/react";
import { CreateDialog } from "./CreateDialog";
import { TEST_TREE } from "./test-tree";

/** "Create New Flashcard": free-text subject, topic and section; a concept chosen from the section's own. */

afterEach(cleanup);

describe("CreateDialog", () => {
  test("the concept opens once the section is one the topic has, and is sent as the card's concept", async () => {
    const onCreate = jest.fn(
      async (_input: Parameters<Parameters<typeof CreateDialog>[0]["onCreate"]>[0]) => undefined,
    );
    const view = render(
      <CreateDialog tree={TEST_TREE} treeError={false} onClose={() => undefined} onCreate={onCreate} />,
    );
    const dialog = within(view.getByRole("dialog", { name: "Create New Flashcard" }));
    const concept = dialog.getByLabelText("Concept (optional)") as HTMLSelectElement;
    expect(concept.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText("Subject (required)"), { target: { value: "Biology" } });
    fireEvent.change(dialog.getByLabelText(/^Topic \(required\)/), { target: { value: "- Cells" } });
    fireEvent.change(dialog.getByLabelText("Section (optional)"), { target: { value: "New section" } });
    expect(concept.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText("Section (optional)"), { target: { value: "Parts" } });
    expect(concept.disabled).toBe(false);
    expect(
      within(concept)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["None", "Nucleus"]);
    fireEvent.change(concept, { target: { value: "c1" } });
    fireEvent.change(dialog.getByLabelText(/^Question \(required\)/), { target: { value: "What holds the DNA?" } });
    fireEvent.change(dialog.getByLabelText("Answer (required)"), { target: { value: "The nucleus" } });
    fireEvent.click(dialog.getByRole("button", { name: "Create Flashcard" }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]).toEqual([
      {
        subject: "Biology",
        topic: "- Cells",
        section: "Parts",
        conceptId: "c1",
        question: "What holds the DNA?",
        answer: "The nucleus",
      },
    ]);
  });
});

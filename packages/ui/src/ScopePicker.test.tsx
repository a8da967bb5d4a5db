import { describe, expect, jest, test } from "bun:test";
import type { Scope, ScopeLevel } from "@bloom/domain";
import { useState } from "react";
import { fireEvent, render, setUpDom, within } from "../test/dom";
import { type ScopeLevelProps, ScopePicker } from "./ScopePicker";

setUpDom();

const EMPTY: Scope = { subject: "", topic: "", section: "", concept: "" };
const TREE: Record<string, Record<string, string[]>> = {
  Biology: { Cells: ["Membranes", "Organelles"], Genetics: ["DNA"] },
  History: { Rome: ["Republic"] },
};

/** A picker over a small tree, keeping its own choice, as a widget would. */
function Picker({
  onChange = () => undefined,
  withConcept = false,
}: {
  onChange?: (level: ScopeLevel) => void;
  withConcept?: boolean;
}) {
  const [scope, setScope] = useState(EMPTY);
  const topics = TREE[scope.subject] ?? {};
  const levels: Partial<Record<ScopeLevel, ScopeLevelProps>> = {
    subject: {
      label: "Subject",
      placeholder: "All",
      choices: Object.keys(TREE).map((name) => ({ value: name, label: name })),
    },
    topic: {
      label: "Topic",
      placeholder: "Choose a topic",
      choices: Object.keys(topics).map((name) => ({ value: name, label: `Topic: ${name}` })),
    },
    section: {
      label: "Section (optional)",
      placeholder: "All sections",
      choices: (topics[scope.topic] ?? []).map((name) => ({ value: name, label: name })),
    },
  };
  if (withConcept) levels.concept = { label: "Concept", placeholder: "All", choices: [], disabled: true };
  return (
    <form>
      <ScopePicker
        value={scope}
        levels={levels}
        labelClassName="picked"
        onChange={(next, level) => {
          setScope(next);
          onChange(level);
        }}
      />
      <output>{JSON.stringify(scope)}</output>
    </form>
  );
}

const select = (view: ReturnType<typeof render>, name: string) => view.getByLabelText(name) as HTMLSelectElement;
const options = (element: HTMLSelectElement) =>
  within(element)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("ScopePicker", () => {
  test("shows only the levels asked for, in order, each a labelled select with its placeholder first", () => {
    const view = render(<Picker />);
    const labels = [...view.container.querySelectorAll("label")];
    expect(labels.map((label) => label.firstChild?.textContent)).toEqual(["Subject", "Topic", "Section (optional)"]);
    expect(labels.every((label) => label.className === "picked")).toBe(true);
    expect(options(select(view, "Subject"))).toEqual(["All", "Biology", "History"]);
    expect(options(select(view, "Topic"))).toEqual(["Choose a topic"]);
    expect(view.queryByLabelText("Concept")).toBeNull();
  });

  test("a level is disabled until the one above it is chosen, unless the widget says otherwise", () => {
    const view = render(<Picker withConcept />);
    expect(select(view, "Subject").disabled).toBe(false);
    expect(select(view, "Topic").disabled).toBe(true);
    fireEvent.change(select(view, "Subject"), { target: { value: "Biology" } });
    expect(select(view, "Topic").disabled).toBe(false);
    expect(options(select(view, "Topic"))).toEqual(["Choose a topic", "Topic: Cells", "Topic: Genetics"]);
    expect(select(view, "Section (optional)").disabled).toBe(true);
    fireEvent.change(select(view, "Topic"), { target: { value: "Cells" } });
    fireEvent.change(select(view, "Section (optional)"), { target: { value: "Organelles" } });
    expect(select(view, "Concept").disabled).toBe(true);
  });

  test("a change reports its level and clears the levels below it", () => {
    const changed = jest.fn();
    const view = render(<Picker onChange={changed} />);
    fireEvent.change(select(view, "Subject"), { target: { value: "Biology" } });
    fireEvent.change(select(view, "Topic"), { target: { value: "Cells" } });
    fireEvent.change(select(view, "Section (optional)"), { target: { value: "Membranes" } });
    expect(changed.mock.calls.map(([level]) => level)).toEqual(["subject", "topic", "section"]);
    expect(JSON.parse(view.getByRole("status").textContent!)).toEqual({
      ...EMPTY,
      subject: "Biology",
      topic: "Cells",
      section: "Membranes",
    });

    fireEvent.change(select(view, "Topic"), { target: { value: "Genetics" } });
    expect(select(view, "Section (optional)").value).toBe("");
    expect(options(select(view, "Section (optional)"))).toEqual(["All sections", "DNA"]);
    fireEvent.change(select(view, "Subject"), { target: { value: "" } });
    expect(JSON.parse(view.getByRole("status").textContent!)).toEqual(EMPTY);
    expect(select(view, "Topic").disabled).toBe(true);
  });
});

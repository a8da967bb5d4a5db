import { describe, expect, jest, test } from "bun:test";
import { useState } from "react";
import { act, fireEvent, render, setUpDom } from "../test/dom";
import { Dialog, DialogContainerProvider } from "./Dialog";

setUpDom();

/** An opener button and the dialog it opens, as a widget would have them. */
function Opener({ onClose, autoFocus = false }: { onClose?: () => void; autoFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add subject
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Add a New Subject"
      >
        <input aria-label="Subject name" />
        {/* biome-ignore lint/a11y/noAutofocus: the test checks that the dialog honours an autofocused control. */}
        <button type="button" autoFocus={autoFocus}>
          Create Subject
        </button>
      </Dialog>
    </>
  );
}

/** A Quick Test in small: Submit Answer turns into the result while it has focus. */
function Submitting() {
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Quick Test Me
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Quick Test">
        {answered ? (
          <p>Your answer scored 80%.</p>
        ) : (
          <button type="button" onClick={() => setAnswered(true)}>
            Submit Answer
          </button>
        )}
      </Dialog>
    </>
  );
}

/** A dialog that opens once its cards arrive, after its opener lost focus. */
function Loading() {
  const [state, setState] = useState<"idle" | "starting" | "open">("idle");
  return (
    <>
      <button type="button" onClick={() => setState("starting")}>
        {state === "starting" ? "Starting..." : "Quick Test Me"}
      </button>
      <button type="button" onClick={() => setState("open")}>
        Cards arrived
      </button>
      <Dialog open={state === "open"} onClose={() => setState("idle")} title="Quick Test">
        <textarea aria-label="Your answer" />
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  test("a modal dialog named by its title and described by its description", () => {
    const { getByRole } = render(
      <Dialog open onClose={() => undefined} title="Add a New Subject" description="Pick a name">
        <input aria-label="Name" />
      </Dialog>,
    );
    const dialog = getByRole("dialog", { name: "Add a New Subject" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe("Pick a name");
  });

  test("renders nothing when closed", () => {
    const { queryByRole } = render(
      <Dialog open={false} onClose={() => undefined} title="Hidden">
        <p>x</p>
      </Dialog>,
    );
    expect(queryByRole("dialog")).toBeNull();
  });

  test("Escape, the close button and the backdrop close it; a click inside does not", () => {
    const onClose = jest.fn();
    const { getByRole, getByLabelText, container } = render(
      <Dialog open onClose={onClose} title="Confirm">
        <input aria-label="Name" />
      </Dialog>,
    );
    fireEvent.keyDown(getByLabelText("Name"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(getByRole("dialog"));
    fireEvent.mouseDown(getByLabelText("Name"));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(container.querySelector(".bl-dialog-backdrop")!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  test("a dialog that must not be dismissed ignores Escape and the backdrop, and has no close button", () => {
    const onClose = jest.fn();
    const { getByRole, queryByRole, container } = render(
      <Dialog open onClose={onClose} title="Working" dismissible={false}>
        <p>Please wait</p>
      </Dialog>,
    );
    fireEvent.keyDown(getByRole("dialog"), { key: "Escape" });
    fireEvent.mouseDown(container.querySelector(".bl-dialog-backdrop")!);
    expect(onClose).not.toHaveBeenCalled();
    expect(queryByRole("button", { name: "Close" })).toBeNull();
  });

  test("Escape in a dialog inside another closes only the inner one", () => {
    const outer = jest.fn();
    const inner = jest.fn();
    const { getByRole } = render(
      <Dialog open onClose={outer} title="Outer">
        <Dialog open onClose={inner} title="Inner">
          <p>x</p>
        </Dialog>
      </Dialog>,
    );
    fireEvent.keyDown(getByRole("dialog", { name: "Inner" }), { key: "Escape" });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  test("focus moves to the first field when it opens and back to the opener when it closes", () => {
    const { getByRole, getByLabelText } = render(<Opener />);
    const opener = getByRole("button", { name: "Add subject" });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(getByLabelText("Subject name"));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(document.activeElement).toBe(opener);
  });

  test("focus returns to the opener even when an autoFocus button took it first", () => {
    const { getByRole } = render(<Opener autoFocus />);
    const opener = getByRole("button", { name: "Add subject" });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(getByRole("button", { name: "Create Subject" }));
    fireEvent.click(getByRole("button", { name: "Close" }));
    expect(document.activeElement).toBe(opener);
  });

  test("an autoFocus or data-autofocus element gets focus first", () => {
    const first = render(
      <Dialog open onClose={() => undefined} title="A">
        <input aria-label="One" />
        <input aria-label="Two" data-autofocus />
      </Dialog>,
    );
    expect(document.activeElement).toBe(first.getByLabelText("Two"));
    first.unmount();
    const second = render(
      <Dialog open onClose={() => undefined} title="B">
        <input aria-label="One" />
        <input aria-label="Two" autoFocus />
      </Dialog>,
    );
    expect(document.activeElement).toBe(second.getByLabelText("Two"));
  });

  test("with nothing to focus in its body, focus goes to the close button, else the dialog", () => {
    const first = render(
      <Dialog open onClose={() => undefined} title="Answer">
        <p>42</p>
      </Dialog>,
    );
    expect(document.activeElement).toBe(first.getByRole("button", { name: "Close" }));
    first.unmount();
    const second = render(
      <Dialog open onClose={() => undefined} title="Working" dismissible={false}>
        <p>Please wait</p>
      </Dialog>,
    );
    expect(document.activeElement).toBe(second.getByRole("dialog"));
  });

  test("Tab cycles inside the dialog, both ways", () => {
    const { getByRole, getByLabelText } = render(
      <Dialog open onClose={() => undefined} title="Cycle">
        <input aria-label="Name" />
        <button type="button">Save</button>
      </Dialog>,
    );
    const close = getByRole("button", { name: "Close" });
    const save = getByRole("button", { name: "Save" });
    save.focus();
    fireEvent.keyDown(save, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(save);
    // In the middle, Tab is left to the browser.
    const name = getByLabelText("Name");
    name.focus();
    const event = fireEvent.keyDown(name, { key: "Tab" });
    expect(event).toBe(true);
    expect(document.activeElement).toBe(name);
  });

  test("a field comes before a button above it: a Quick Test starts in its answer box", () => {
    const { getByLabelText } = render(
      <Dialog open onClose={() => undefined} title="Quick Test">
        <button type="button">View Previous Feedback</button>
        <textarea aria-label="Your answer" />
      </Dialog>,
    );
    expect(document.activeElement).toBe(getByLabelText("Your answer"));
  });

  test("when the focused control goes (Submit turning into the result), focus stays in the dialog and Escape still closes it", async () => {
    const { getByRole, queryByRole } = render(<Submitting />);
    const opener = getByRole("button", { name: "Quick Test Me" });
    opener.focus();
    fireEvent.click(opener);
    const submit = getByRole("button", { name: "Submit Answer" });
    expect(document.activeElement).toBe(submit);
    await act(async () => {
      fireEvent.click(submit);
    });
    const dialog = getByRole("dialog", { name: "Quick Test" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Even with focus pushed out to the page, Tab comes back into the dialog and Escape closes it.
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: "Tab" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    (document.activeElement as HTMLElement).blur();
    act(() => {
      fireEvent.keyDown(document.body, { key: "Escape" });
    });
    expect(queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test("focus returns to an opener that lost it before the dialog opened (while the dialog's cards loaded)", async () => {
    const { getByRole, getByLabelText } = render(<Loading />);
    const opener = getByRole("button", { name: "Quick Test Me" });
    opener.focus();
    fireEvent.click(opener);
    // A browser drops focus to the page from a button disabled while it loads; the cards then arrive.
    opener.blur();
    expect(document.activeElement?.tagName).toBe("BODY");
    act(() => {
      getByRole("button", { name: "Cards arrived" }).click();
    });
    expect(document.activeElement).toBe(getByLabelText("Your answer"));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(document.activeElement).toBe(opener);
  });

  test("Escape with focus on the page closes only the dialog in front", () => {
    const outer = jest.fn();
    const inner = jest.fn();
    render(
      <Dialog open onClose={outer} title="Outer">
        <Dialog open onClose={inner} title="Inner">
          <p>x</p>
        </Dialog>
      </Dialog>,
    );
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  test("renders where it stands, inside the widget's root, not as a child of document.body", () => {
    const { getByRole, container } = render(
      <div id="widget-root">
        <Dialog open onClose={() => undefined} title="Add a New Subject">
          <input aria-label="Name" />
        </Dialog>
      </div>,
    );
    const dialog = getByRole("dialog");
    expect(container.querySelector("#widget-root")!.contains(dialog)).toBe(true);
    expect([...document.body.children].some((child) => child.classList.contains("bl-dialog-backdrop"))).toBe(false);
  });

  test("inside a shadow root it renders into the container it is given, and focus stays in that root", () => {
    const host = document.createElement("section");
    document.body.append(host);
    const shadow = host.attachShadow({ mode: "open" });
    const mount = document.createElement("div");
    const dialogs = document.createElement("div");
    shadow.append(mount, dialogs);
    try {
      const { getByRole } = render(
        <DialogContainerProvider container={dialogs}>
          <Opener />
        </DialogContainerProvider>,
        { container: mount },
      );
      const opener = getByRole("button", { name: "Add subject" });
      opener.focus();
      fireEvent.click(opener);
      const dialog = dialogs.querySelector<HTMLElement>("[role=dialog]")!;
      expect(dialog).toBeTruthy();
      expect(dialog.getRootNode()).toBe(shadow);
      expect(mount.querySelector("[role=dialog]")).toBeNull();
      expect(document.body.querySelector("[role=dialog]")).toBeNull();
      expect(shadow.activeElement).toBe(dialog.querySelector("input"));
      act(() => {
        fireEvent.keyDown(dialog.querySelector("input")!, { key: "Escape" });
      });
      expect(dialogs.querySelector("[role=dialog]")).toBeNull();
      expect(shadow.activeElement).toBe(opener);
    } finally {
      host.remove();
    }
  });
});

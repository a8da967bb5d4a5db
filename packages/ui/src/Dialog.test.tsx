import { afterEach, describe, expect, mock, test } from "bun:test";
import { cleanup, fireEvent, render } from "@testing-library/react";
import { useDom } from "../test/dom";
import { Dialog } from "./Dialog";

useDom();
afterEach(cleanup);

describe("Dialog", () => {
  test("is a labelled modal dialog rendered where it stands, not in document.body", () => {
    const { getByRole, container } = render(
      <div id="widget-root">
        <Dialog open onClose={() => undefined} title="Add a New Subject">
          <input aria-label="Name" />
        </Dialog>
      </div>,
    );
    const dialog = getByRole("dialog", { name: "Add a New Subject" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(container.querySelector("#widget-root")!.contains(dialog)).toBe(true);
  });

  test("moves focus inside when opened, and Escape closes it", () => {
    const onClose = mock(() => undefined);
    const { getByRole, getByLabelText } = render(
      <Dialog open onClose={onClose} title="Confirm">
        <input aria-label="Name" />
      </Dialog>,
    );
    expect(document.activeElement).toBe(getByLabelText("Close"));
    fireEvent.keyDown(getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test("a dialog that must not be dismissed ignores Escape and has no close button", () => {
    const onClose = mock(() => undefined);
    const { getByRole, queryByLabelText } = render(
      <Dialog open onClose={onClose} title="Working" dismissible={false}>
        <p>Please wait</p>
      </Dialog>,
    );
    fireEvent.keyDown(getByRole("dialog"), { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
    expect(queryByLabelText("Close")).toBeNull();
  });

  test("renders nothing when closed", () => {
    const { queryByRole } = render(
      <Dialog open={false} onClose={() => undefined} title="Hidden">
        <p>x</p>
      </Dialog>,
    );
    expect(queryByRole("dialog")).toBeNull();
  });
});

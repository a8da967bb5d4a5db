import { describe, expect, jest, test } from "bun:test";
import { createRef } from "react";
import { fireEvent, render, setUpDom } from "../test/dom";
import { Button } from "./Button";

setUpDom();

describe("Button", () => {
  test("primary and medium by default, and never a submit button by accident", () => {
    const { getByRole } = render(<Button>Save</Button>);
    const button = getByRole("button", { name: "Save" });
    expect(button.className).toBe("bl-button bl-button--primary");
    expect(button.getAttribute("type")).toBe("button");
  });

  test("variants, sizes, full width, extra classes and the button's own props", () => {
    const onClick = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    const { getByRole } = render(
      <Button
        ref={ref}
        variant="danger"
        size="small"
        block
        className="mine"
        type="submit"
        onClick={onClick}
        aria-describedby="x"
      >
        Delete
      </Button>,
    );
    const button = getByRole("button", { name: "Delete" });
    expect(button.className).toBe("bl-button bl-button--danger bl-button--small bl-button--block mine");
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.getAttribute("aria-describedby")).toBe("x");
    expect(ref.current).toBe(button as HTMLButtonElement);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test("a disabled button does not call back", () => {
    const onClick = jest.fn();
    const { getByRole } = render(
      <Button variant="ghost" size="large" disabled onClick={onClick}>
        Send
      </Button>,
    );
    fireEvent.click(getByRole("button", { name: "Send" }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

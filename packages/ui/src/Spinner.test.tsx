import { describe, expect, test } from "bun:test";
import { render, setUpDom } from "../test/dom";
import { Spinner } from "./Spinner";

setUpDom();

describe("Spinner", () => {
  test("a status that says what is loading; the circle is decoration", () => {
    const { getByRole, container } = render(<Spinner label="Loading subjects" />);
    expect(getByRole("status").textContent).toBe("Loading subjects");
    expect(container.querySelector(".bl-spinner-circle")?.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelector(".bl-visually-hidden")?.textContent).toBe("Loading subjects");
  });

  test("says 'Loading' by default, and can show its label", () => {
    const { getByRole, container } = render(<Spinner showLabel size="small" />);
    expect(getByRole("status").textContent).toBe("Loading");
    expect(container.querySelector(".bl-visually-hidden")).toBeNull();
    expect(container.querySelector(".bl-spinner--small")).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { useDom } from "../test/dom";
import { applyTheme, readStoredTheme, ThemeToggle } from "./theme";

useDom();
beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = "";
});
afterEach(cleanup);

describe("theme (spec §1)", () => {
  test("defaults to light", () => {
    expect(readStoredTheme()).toBe("light");
  });

  test("the toggle stores 'theme' and flips the root class", () => {
    const { getByRole } = render(<ThemeToggle />);
    expect(document.documentElement.classList.contains("light")).toBe(true);
    act(() => {
      fireEvent.click(getByRole("button", { name: "Switch to dark theme" }));
    });
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.classList.contains("light")).toBe(false);
    expect(getByRole("button", { name: "Switch to light theme" })).toBeTruthy();
  });

  test("a stored dark theme is applied", () => {
    localStorage.setItem("theme", "dark");
    expect(readStoredTheme()).toBe("dark");
    applyTheme(readStoredTheme());
    expect(document.documentElement.className).toBe("dark");
  });
});

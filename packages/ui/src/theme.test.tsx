import { beforeEach, describe, expect, test } from "bun:test";
import { act, fireEvent, render, setUpDom } from "../test/dom";
import { applyTheme, readStoredTheme, storeTheme, THEME_KEY, ThemeToggle, useTheme } from "./theme";

setUpDom();

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = "";
});

const root = () => document.documentElement.classList;

function ThemeName() {
  const [theme] = useTheme();
  return <p>{theme}</p>;
}

describe("theme (spec §1)", () => {
  test("defaults to light, and the light class is applied to the document root", () => {
    expect(readStoredTheme()).toBe("light");
    const { getByRole } = render(<ThemeToggle />);
    expect(root().contains("light")).toBe(true);
    expect(root().contains("dark")).toBe(false);
    expect(getByRole("button", { name: "Switch to dark theme" })).toBeTruthy();
    // Nothing is stored until the user chooses.
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  test("the toggle writes 'theme' and flips the root class, both ways", () => {
    const { getByRole } = render(<ThemeToggle />);
    fireEvent.click(getByRole("button", { name: "Switch to dark theme" }));
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(root().contains("dark")).toBe(true);
    expect(root().contains("light")).toBe(false);

    fireEvent.click(getByRole("button", { name: "Switch to light theme" }));
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root().contains("light")).toBe(true);
    expect(root().contains("dark")).toBe(false);
  });

  test("a stored dark theme is applied on load", () => {
    localStorage.setItem("theme", "dark");
    expect(readStoredTheme()).toBe("dark");
    const { getByRole } = render(<ThemeToggle />);
    expect(root().contains("dark")).toBe(true);
    expect(root().contains("light")).toBe(false);
    expect(getByRole("button", { name: "Switch to light theme" })).toBeTruthy();
  });

  test("an unknown stored value counts as light", () => {
    localStorage.setItem("theme", "purple");
    expect(readStoredTheme()).toBe("light");
  });

  test("applyTheme swaps only the theme classes", () => {
    document.documentElement.className = "keep-me dark";
    applyTheme("light");
    expect([...root()].sort()).toEqual(["keep-me", "light"]);
    applyTheme("dark");
    expect([...root()].sort()).toEqual(["dark", "keep-me"]);
  });

  test("applyTheme can theme another root, such as a custom element host", () => {
    const host = document.createElement("div");
    applyTheme("dark", host);
    expect(host.className).toBe("dark");
  });

  test("every useTheme on the page follows a change made anywhere", () => {
    const { container, getByRole } = render(
      <>
        <ThemeToggle />
        <ThemeName />
      </>,
    );
    expect(container.querySelector("p")?.textContent).toBe("light");
    fireEvent.click(getByRole("button"));
    expect(container.querySelector("p")?.textContent).toBe("dark");
    act(() => storeTheme("light"));
    expect(container.querySelector("p")?.textContent).toBe("light");
    expect(root().contains("light")).toBe(true);
  });

  test("with storage blocked (a sandboxed iframe) the toggle still works for the page", () => {
    const storage = Object.getOwnPropertyDescriptor(globalThis, "localStorage")!;
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    try {
      const { getByRole } = render(<ThemeToggle />);
      fireEvent.click(getByRole("button", { name: "Switch to dark theme" }));
      expect(root().contains("dark")).toBe(true);
      expect(getByRole("button", { name: "Switch to light theme" })).toBeTruthy();
    } finally {
      Object.defineProperty(globalThis, "localStorage", storage);
    }
  });
});

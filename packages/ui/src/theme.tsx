import { useCallback, useEffect, useState } from "react";

export type Theme = "light" | "dark";

/** The local-storage key of the theme (spec §1). */
export const THEME_KEY = "theme";

/** The stored theme; light when none is stored or storage is blocked. */
export function readStoredTheme(): Theme {
  try {
    return globalThis.localStorage?.getItem(THEME_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

/** Applies a theme as the `light` or `dark` class on the document root, and stores it. */
export function applyTheme(theme: Theme): void {
  const root = globalThis.document?.documentElement;
  root?.classList.remove(theme === "dark" ? "light" : "dark");
  root?.classList.add(theme);
  try {
    globalThis.localStorage?.setItem(THEME_KEY, theme);
  } catch {
    // Storage may be blocked; the class still applies for this page.
  }
}

/** The current theme, a setter and a toggle. */
export function useTheme(): [Theme, (theme: Theme) => void, () => void] {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);
  const toggle = useCallback(() => setThemeState((current) => (current === "dark" ? "light" : "dark")), []);
  return [theme, setThemeState, toggle];
}

/** A button that switches between the light and dark themes; its label says what it switches to. */
export function ThemeToggle() {
  const [theme, , toggle] = useTheme();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <button type="button" className="bl-theme-toggle" onClick={toggle} aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`}>
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </button>
  );
}

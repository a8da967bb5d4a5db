import { useCallback, useLayoutEffect, useSyncExternalStore } from "react";
import { useT } from "./i18n/I18n";

export type Theme = "light" | "dark";

/** The local-storage key of the theme (spec §1). */
export const THEME_KEY = "theme";

/** Where the choice lives when storage is blocked (a sandboxed LMS iframe): this page only. */
let unstoredTheme: Theme = "light";
const listeners = new Set<() => void>();

/** The stored theme: "dark" or "light", light when nothing (or nothing valid) is stored. */
export function readStoredTheme(): Theme {
  try {
    return globalThis.localStorage?.getItem(THEME_KEY) === "dark" ? "dark" : "light";
  } catch {
    return unstoredTheme;
  }
}

/** Stores the theme under "theme" and tells every `useTheme` on the page. */
export function storeTheme(theme: Theme): void {
  unstoredTheme = theme;
  try {
    globalThis.localStorage?.setItem(THEME_KEY, theme);
  } catch {
    // Storage is blocked: the choice holds for this page through `unstoredTheme`.
  }
  for (const listener of listeners) listener();
}

/**
 * Applies a theme as the class `light` or `dark` on the document root (removing the other), or
 * on `root` when given (for example a custom element's host, which `:host(.dark)` themes).
 */
export function applyTheme(theme: Theme, root: Element | undefined = globalThis.document?.documentElement): void {
  root?.classList.remove(theme === "dark" ? "light" : "dark");
  root?.classList.add(theme);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab changed the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) onChange();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}

/**
 * The current theme, a setter that stores it, and a toggle. The theme is applied to the document
 * root whenever it changes, and every component using this hook stays in step.
 */
export function useTheme(): [theme: Theme, setTheme: (theme: Theme) => void, toggle: () => void] {
  const theme = useSyncExternalStore(subscribe, readStoredTheme, () => "light" as const);
  // Before paint, so a stored dark theme never flashes light (the shell should still call
  // applyTheme(readStoredTheme()) before its first render).
  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);
  const toggle = useCallback(() => storeTheme(readStoredTheme() === "dark" ? "light" : "dark"), []);
  return [theme, storeTheme, toggle];
}

/** A button that switches between the light and dark themes; its label says what it switches to. */
export function ThemeToggle({ className }: { className?: string }) {
  const [theme, , toggle] = useTheme();
  const t = useT();
  const label = t(theme === "dark" ? "common.theme.toLight" : "common.theme.toDark");
  return (
    <button
      type="button"
      className={["bl-theme-toggle", className].filter(Boolean).join(" ")}
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </button>
  );
}

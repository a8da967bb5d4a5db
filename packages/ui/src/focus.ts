const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "summary",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]",
].join(",");

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest("[inert], [hidden], [aria-hidden=true]"),
  );
}

/**
 * The element that has focus, looking inside shadow roots: in a widget rendered in a custom
 * element, `document.activeElement` is only the host.
 */
export function deepActiveElement(): HTMLElement | null {
  let active = globalThis.document?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  // Duck-typed rather than `instanceof HTMLElement`, which differs per window (and is absent on a server).
  return active && "focus" in active ? (active as HTMLElement) : null;
}

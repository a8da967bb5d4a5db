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

/**
 * Whether focus has fallen where no one put it: on the page itself, or on a control that has gone
 * or been disabled (the message box while a reply streams, Submit once an answer is graded).
 */
export function focusIsLost(): boolean {
  const active = deepActiveElement();
  if (!active?.isConnected) return true;
  const document = active.ownerDocument;
  if (active === document.body || active === document.documentElement) return true;
  return "disabled" in active && active.disabled === true;
}

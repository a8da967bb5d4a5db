/**
 * Sets happy-dom's answer to `(prefers-reduced-motion: reduce)` for the current window. Call it
 * inside a test, after `setUpDom()` registered the window, and set it back in a `finally`.
 */
export function setReducedMotion(reduce: boolean): void {
  const happyDOM = Reflect.get(globalThis, "happyDOM") as {
    settings: { device: { prefersReducedMotion: "reduce" | "no-preference" } };
  };
  happyDOM.settings.device.prefersReducedMotion = reduce ? "reduce" : "no-preference";
}

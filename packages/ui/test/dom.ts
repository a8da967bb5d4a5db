import { afterAll, afterEach, beforeAll } from "bun:test";
import { createRequire } from "node:module";
import { GlobalRegistrator } from "@happy-dom/global-registrator";

/**
 * A DOM for one test file at a time. `bun test` runs the UI tests in the same process as the
 * API's HTTP tests, so the DOM exists only between a file's `beforeAll` and `afterAll`, never in
 * a preload. In a UI test file:
 *
 *     import { render, fireEvent, setUpDom } from "../test/dom";
 *     setUpDom();
 *
 * Take Testing Library from this module, not from "@testing-library/react" directly: Bun
 * evaluates CommonJS dependencies (react-dom) before any ES module body runs, so a static import
 * of Testing Library would load React DOM before a DOM exists (see `primeReactDom`). And do not
 * use `screen`: it binds to the document that exists when it loads; use the queries `render`
 * returns, or `within(...)`.
 */

/**
 * Globals that stay Bun's own while a DOM is registered and after it is gone. Networking, because
 * the API tests in the same process speak real HTTP; timers, because React and its scheduler
 * capture them when they first load, and happy-dom's stop firing once their window is closed.
 */
const BUN_GLOBALS = [
  "fetch",
  "Request",
  "Response",
  "Headers",
  "URL",
  "WebSocket",
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "queueMicrotask",
] as const;

type Saved = Map<string, PropertyDescriptor | undefined>;

function saveGlobals(): Saved {
  return new Map(BUN_GLOBALS.map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)]));
}

function restoreGlobals(saved: Saved): void {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, key, descriptor);
    else Reflect.deleteProperty(globalThis, key);
  }
}

/** Registers happy-dom as the global window, keeping Bun's own networking and timers. */
function registerDom(): Saved {
  const bun = saveGlobals();
  GlobalRegistrator.register({ url: "http://localhost/" });
  restoreGlobals(bun);
  return bun;
}

/** Unregisters happy-dom and makes sure Bun's networking and timers are the globals again. */
async function unregisterDom(bun: Saved): Promise<void> {
  // The registrator puts the old globals back synchronously, then closes its window.
  const closing = GlobalRegistrator.unregister();
  restoreGlobals(bun);
  await closing;
}

/**
 * React DOM detects browser features once, when it is first evaluated: without a DOM at that
 * moment it decides the `input` event does not exist, and `onChange` never fires on text inputs.
 * So it is evaluated here, once per process, under a short-lived DOM.
 */
function primeReactDom(): void {
  const require = createRequire(import.meta.url);
  if (Object.keys(require.cache).some((path) => path.includes("react-dom-client"))) {
    console.warn(
      "test/dom.ts: react-dom was loaded before a DOM existed; take Testing Library from test/dom.ts so React sees a browser.",
    );
    return;
  }
  const bun = registerDom();
  try {
    require("react-dom");
    require("react-dom/client");
  } finally {
    void unregisterDom(bun);
  }
}

// Under a preload that registered a DOM for the whole run, React DOM already saw it.
if (!GlobalRegistrator.isRegistered) primeReactDom();

const testingLibrary = await import("@testing-library/react");

/** Testing Library, loaded after React DOM was primed. */
export const { render, fireEvent, act, within, cleanup, renderHook } = testingLibrary;
export type { RenderResult } from "@testing-library/react";

/**
 * Registers a happy-dom window for the calling test file (in `beforeAll`) and removes it again
 * (in `afterAll`), leaving Bun's `fetch`, `Request`, `Response`, `Headers` and `URL` in place.
 * Rendered trees are unmounted after each test. A DOM that is already registered (by a preload)
 * is used as it is and left alone.
 */
export function setUpDom(): void {
  let bun: Saved | null = null;
  let previousActEnvironment: unknown;

  beforeAll(() => {
    if (!GlobalRegistrator.isRegistered) bun = registerDom();
    previousActEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
    // Testing Library sets this only in the first file that loads it; every file needs it.
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true);
  });

  afterEach(() => {
    cleanup();
  });

  afterAll(async () => {
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", previousActEnvironment);
    if (bun) await unregisterDom(bun);
    bun = null;
  });
}

/** Waits, with real time passing, until `check` holds: a reply streaming in over HTTP, a page settling after a click. */
export async function until(check: () => boolean, what = "the condition to hold", timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

import { GlobalRegistrator } from "@happy-dom/global-registrator";

/**
 * Preloaded for the component tests (packages/ui, widgets, shell): a happy-dom window registered
 * before React loads, so React sees a DOM from the start. The component tests talk to a real API
 * server in the same process, so Bun's own networking, streams, abort signals and timers stay in
 * place; only the DOM and its events come from happy-dom.
 */
const KEEP = [
  "fetch",
  "Request",
  "Response",
  "Headers",
  "URL",
  "AbortController",
  "AbortSignal",
  "Blob",
  "File",
  "FormData",
  "TransformStream",
  "WritableStream",
  "WebSocket",
  "queueMicrotask",
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
] as const;
const bun = Object.fromEntries(KEEP.map((name) => [name, (globalThis as Record<string, unknown>)[name]]));
GlobalRegistrator.register({ url: "http://localhost/" });
Object.assign(globalThis, bun);

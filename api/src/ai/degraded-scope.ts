import { AsyncLocalStorage } from "node:async_hooks";
import { Elysia } from "elysia";

/** The header on any API answer that was (partly) served by the built-in provider because the model failed. */
export const DEGRADED_HEADER = "x-bloom-ai";

const scope = new AsyncLocalStorage<{ degraded: boolean }>();

/** Notes, for the request being handled, that the built-in provider stood in for the model. */
export function markRequestDegraded(): void {
  const store = scope.getStore();
  if (store) store.degraded = true;
}

/**
 * Gives every request a scope in which the AI provider can note that it fell back to the built-in
 * provider, and answers with `x-bloom-ai: offline` when it did, so any client can show the calm
 * line without each route passing a flag around.
 */
export const degradedNotice = new Elysia({ name: "ai-degraded-notice" })
  .onRequest(() => {
    scope.enterWith({ degraded: false });
  })
  .onAfterHandle({ as: "global" }, ({ set }) => {
    if (scope.getStore()?.degraded) set.headers[DEGRADED_HEADER] = "offline";
  });

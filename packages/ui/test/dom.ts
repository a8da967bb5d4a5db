import { afterAll, beforeAll } from "bun:test";
import { GlobalRegistrator } from "@happy-dom/global-registrator";

/**
 * A DOM (happy-dom) for the test file that calls this, and only while it runs: the same
 * `bun test` process also runs the API's HTTP tests, which need Bun's own fetch and friends.
 */
export function useDom(): void {
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request, Response: globalThis.Response, Headers: globalThis.Headers, URL: globalThis.URL };
  beforeAll(() => {
    GlobalRegistrator.register({ url: "http://localhost/" });
  });
  afterAll(async () => {
    await GlobalRegistrator.unregister();
    Object.assign(globalThis, saved);
  });
}

import { createApiClient, memoryTokenStore } from "@bloom/client";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import type { TestApi } from "../../api/test/harness";
import { readShellConfig } from "./config";
import { ShellRoot } from "./ShellRoot";

/**
 * The shell as `bootstrap.tsx` assembles it (configuration, API client, queries, sign-in, router),
 * on happy-dom against a real test API, opened at `path` with `token` (or signed out).
 */
export function renderShell(
  api: TestApi,
  path: string,
  options: { token?: string; state?: unknown; page?: ReactNode } = {},
) {
  window.sessionStorage.clear();
  window.history.replaceState(options.state ?? null, "", path);
  const unauthorized: string[] = [];
  const tokens = memoryTokenStore(options.token ?? null);
  const client = createApiClient({
    baseUrl: api.url,
    tokens,
    onUnauthorized: () => unauthorized.push(window.location.pathname),
  });
  const view = render(<ShellRoot services={{ config: readShellConfig(), client }}>{options.page}</ShellRoot>);
  return { ...view, client, tokens, unauthorized };
}

/** Where the browser is now: the path and query the router shows. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

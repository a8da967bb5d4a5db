import { createApiClient, memoryTokenStore } from "@bloom/client";
import { renderToString } from "react-dom/server";
import { readShellConfig } from "./config";
import { ShellRoot } from "./ShellRoot";

/**
 * Which pages show which widget and which title, and where this build's widgets are, for the page
 * the build writes (scripts/prerender.ts).
 */
export { pageTitles, widgetPages } from "./App";
export { OWN_REMOTES } from "./config";
export { LANDING_TITLE } from "./page-title";

/**
 * The shell at / for a signed-out visitor, as HTML, assembled as `bootstrap.tsx` assembles it: what
 * the build writes into the page (scripts/prerender.ts). Nothing is fetched: signed out, the
 * landing page asks the API nothing.
 */
export function renderSignedOutLanding(): string {
  const client = createApiClient({ baseUrl: "", tokens: memoryTokenStore(null), onUnauthorized: () => undefined });
  return renderToString(<ShellRoot services={{ config: readShellConfig(), client }} />);
}

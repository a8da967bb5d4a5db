import { AuthProvider, createApiClient, createQueryClient, memoryTokenStore } from "@bloom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { App } from "./App";
import { readShellConfig } from "./config";
import { RouterProvider } from "./router";
import { ShellContext } from "./shell-context";

/**
 * The shell at / for a signed-out visitor, as HTML, assembled as `bootstrap.tsx` assembles it: what
 * the build writes into the page (scripts/prerender.ts). Nothing is fetched: signed out, the
 * landing page asks the API nothing.
 */
export function renderSignedOutLanding(): string {
  const client = createApiClient({ baseUrl: "", tokens: memoryTokenStore(null), onUnauthorized: () => undefined });
  return renderToString(
    <ShellContext.Provider value={{ config: readShellConfig(), client }}>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider client={client}>
          <RouterProvider>
            <App />
          </RouterProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ShellContext.Provider>,
  );
}

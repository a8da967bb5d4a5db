import { AuthProvider, createQueryClient } from "@bloom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { App } from "./App";
import { RouterProvider } from "./router";
import { ShellContext, type ShellServices } from "./shell-context";

/** The whole shell with what its pages share: rendered in the browser (`bootstrap.tsx`) and at build time (`prerender.tsx`). */
export function ShellRoot({ services }: { services: ShellServices }) {
  return (
    <ShellContext.Provider value={services}>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider client={services.client}>
          <RouterProvider>
            <App />
          </RouterProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ShellContext.Provider>
  );
}

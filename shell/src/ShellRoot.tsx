import { AuthProvider, createQueryClient } from "@bloom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { App } from "./App";
import { RouterProvider } from "./router";
import { ShellContext, type ShellServices } from "./shell-context";

/**
 * The whole shell with what its pages share: rendered in the browser (`bootstrap.tsx`), at build
 * time (`prerender.tsx`) and in tests, which may put one page in the app's place.
 */
export function ShellRoot({ services, children = <App /> }: { services: ShellServices; children?: ReactNode }) {
  return (
    <ShellContext.Provider value={services}>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider client={services.client}>
          <RouterProvider>{children}</RouterProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ShellContext.Provider>
  );
}

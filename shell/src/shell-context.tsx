import type { ApiClient } from "@bloom/client";
import { createContext, useContext } from "react";
import type { ShellConfig } from "./config";

/** What the shell's pages share: the run-time configuration and the API client. */
export interface ShellServices {
  config: ShellConfig;
  client: ApiClient;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error("useShell must be used inside the shell");
  return services;
}

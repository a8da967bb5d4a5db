import type { UserProfile } from "@bloom/api/models";
import { createContext, type ReactNode, useContext } from "react";
import type { ApiClient } from "./api-client";

/**
 * What a widget receives from whoever hosts it (the shell, an LMS launch page, a portal's custom
 * element): an API client and ways to move on. A widget never reads its host's internals.
 */
export interface WidgetHost {
  client: ApiClient;
  user: UserProfile | null;
  /** Goes to a route of the product (e.g. "/pricing"); a host without routes may open a new tab. */
  navigate: (path: string) => void;
  /**
   * True when `navigate` stays in this page (the shell's router): a widget then gives each of its
   * views an address, so back, reload and sharing work. Elsewhere it keeps its views to itself.
   */
  routed?: boolean;
  /** Refreshes the user after something changed their access (e.g. a trial started). */
  refreshUser?: () => Promise<unknown>;
  signOut?: () => Promise<void>;
  /**
   * The interface's language as a BCP 47 tag ("es", "es-419"), as the host chose it; a widget
   * speaks English when the host names none or one it does not speak.
   */
  locale?: string;
}

const WidgetHostContext = createContext<WidgetHost | null>(null);

export function WidgetHostProvider({ host, children }: { host: WidgetHost; children: ReactNode }) {
  return <WidgetHostContext.Provider value={host}>{children}</WidgetHostContext.Provider>;
}

/** The host of the widget being rendered. */
export function useWidgetHost(): WidgetHost {
  const host = useContext(WidgetHostContext);
  if (!host) throw new Error("A widget must be rendered inside WidgetHostProvider");
  return host;
}

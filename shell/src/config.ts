import { type WidgetName, widgetManifests } from "@bloom/domain";
/**
 * The shell's run-time configuration, written into the page by whoever serves it (the API in the
 * embedded default), so a school can host the widgets anywhere without rebuilding the shell.
 */
export interface ShellConfig {
  /** Where the API is; empty for the same origin. */
  apiBaseUrl: string;
  /** Each widget's federation manifest. */
  remotes: Record<WidgetName, string>;
}

export type { WidgetName };

declare global {
  interface Window {
    __BLOOM__?: Partial<ShellConfig>;
  }
}

/** Each widget's manifest where the API serves this build's widgets (WIDGETS_URL's default). */
export const OWN_REMOTES = widgetManifests("/widgets");

/** The page's configuration, with same-origin defaults for anything it leaves out. */
export function readShellConfig(): ShellConfig {
  const given = window.__BLOOM__ ?? {};
  return {
    apiBaseUrl: given.apiBaseUrl ?? "",
    remotes: { ...OWN_REMOTES, ...given.remotes },
  };
}

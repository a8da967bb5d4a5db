import { useAuth, type WidgetHost } from "@bloom/client";
import { Button, type DeferredModule, deferredModule, translate, useDeferredModule, useLocale, useT } from "@bloom/ui";
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from "react";
import type { ShellConfig, WidgetName } from "./config";
import { PageLoading } from "./layout/PageLoading";
import { useRouter } from "./router";
import { useShell } from "./shell-context";

/** The props every widget's `./Widget` export takes. */
export interface WidgetProps {
  host: WidgetHost;
  /** Where the widget starts, e.g. a subject and topic from a deep link. */
  initial?: Record<string, string>;
}

let federation: DeferredModule<ReturnType<typeof import("./federation").createWidgetFederation>> | null = null;

/**
 * The page's federation runtime, fetched with the first widget (the landing page and the shell's
 * own pages need none); a failed fetch is tried again with the next widget.
 */
function widgetFederation(config: ShellConfig) {
  // Named, so the build can have the page fetch it early on the addresses that may show a widget.
  federation ??= deferredModule(() =>
    import(/* webpackChunkName: "federation" */ "./federation").then(({ createWidgetFederation }) =>
      createWidgetFederation(config),
    ),
  );
  return federation.load();
}

/** A widget whose remote arrived without its component; its message is the English one, for the logs. */
class WidgetLoadError extends Error {
  constructor(readonly widget: WidgetName) {
    super(translate("en", "common.widgetFailed", { name: widget }));
  }
}

/** Each widget's remote, fetched once (a failed fetch is tried again on the next visit). */
const remotes = new Map<WidgetName, DeferredModule<ComponentType<WidgetProps>>>();

function remoteOf(config: ShellConfig, name: WidgetName): DeferredModule<ComponentType<WidgetProps>> {
  let remote = remotes.get(name);
  if (!remote) {
    remote = deferredModule(async () => {
      const runtime = await widgetFederation(config);
      const loaded = await runtime.loadRemote<{ default: ComponentType<WidgetProps> }>(`${name}/Widget`);
      if (!loaded) throw new WidgetLoadError(name);
      return loaded.default;
    });
    remotes.set(name, remote);
  }
  return remote;
}

/**
 * Fetches a widget's remote once, however often it is asked for: the shell asks as soon as a
 * widget's address opens, while the sign-in is still being checked, and again to render it.
 */
export function loadWidget(config: ShellConfig, name: WidgetName): Promise<ComponentType<WidgetProps>> {
  return remoteOf(config, name).load();
}

/** Loads and renders a widget from its remote, inside the full-page fallback. */
export function RemoteWidget(props: { name: WidgetName; initial?: Record<string, string> }) {
  return (
    <ErrorBoundary>
      <WidgetFromRemote {...props} />
    </ErrorBoundary>
  );
}

function WidgetFromRemote({ name, initial }: { name: WidgetName; initial?: Record<string, string> }) {
  const { config, client } = useShell();
  const { user, refresh, signOut } = useAuth();
  const { navigate } = useRouter();
  const locale = useLocale();
  // Null until the remote arrives; a failed load is thrown while rendering, for the error boundary.
  const Widget = useDeferredModule(remoteOf(config, name));

  const host: WidgetHost = {
    client,
    user,
    navigate,
    routed: true,
    locale,
    refreshUser: refresh,
    signOut: async () => {
      await signOut();
      navigate("/login");
    },
  };

  return Widget ? <Widget host={host} initial={initial} /> : <PageLoading />;
}

/** The full-page fallback of spec §2: "Something went wrong", the message, and "Refresh Page". */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("A page failed to render", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback error={this.state.error} />;
  }
}

/** What the fallback says, in the page's language; a widget that did not arrive is said so in it too. */
function ErrorFallback({ error }: { error: Error }) {
  const t = useT();
  const message = error instanceof WidgetLoadError ? t("common.widgetFailed", { name: error.widget }) : error.message;
  return (
    <div className="shell-fallback" role="alert">
      <h1>{t("common.failed")}</h1>
      <p>{message || t("common.unexpected")}</p>
      <Button onClick={() => window.location.reload()}>{t("common.refresh")}</Button>
    </div>
  );
}

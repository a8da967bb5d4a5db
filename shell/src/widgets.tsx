import { useAuth, type WidgetHost } from "@bloom/client";
import { Button } from "@bloom/ui";
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
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

let federation: Promise<ReturnType<typeof import("./federation").createWidgetFederation>> | null = null;

/** The page's federation runtime, fetched with the first widget: the landing page and the shell's own pages need none. */
function widgetFederation(config: ShellConfig) {
  // Named, so the build can have the page fetch it early on the addresses that may show a widget.
  if (!federation) {
    federation = import(/* webpackChunkName: "federation" */ "./federation").then(({ createWidgetFederation }) =>
      createWidgetFederation(config),
    );
    // A failed fetch is tried again with the next widget rather than remembered.
    federation.catch(() => {
      federation = null;
    });
  }
  return federation;
}

const loading = new Map<WidgetName, Promise<{ default: ComponentType<WidgetProps> }>>();
/** Widgets whose remote has arrived, rendered at once on a later visit. */
const loaded = new Map<WidgetName, ComponentType<WidgetProps>>();
/** Told when a remote arrives. */
const arrivalListeners = new Set<() => void>();

function onArrival(listener: () => void): () => void {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
}

/**
 * Fetches a widget's remote once, however often it is asked for: the shell asks as soon as a
 * widget's address opens, while the sign-in is still being checked, and again to render it.
 */
export function loadWidget(config: ShellConfig, name: WidgetName): Promise<{ default: ComponentType<WidgetProps> }> {
  let module = loading.get(name);
  if (!module) {
    module = (async () => {
      const runtime = await widgetFederation(config);
      const remote = await runtime.loadRemote<{ default: ComponentType<WidgetProps> }>(`${name}/Widget`);
      if (!remote) throw new Error(`The ${name} widget could not be loaded.`);
      return remote;
    })();
    // A failed load is tried again on the next visit rather than remembered; an arrived one renders
    // at once when the sign-in check ends after it.
    module.then(
      (remote) => {
        loaded.set(name, remote.default);
        for (const listener of arrivalListeners) listener();
      },
      () => loading.delete(name),
    );
    loading.set(name, module);
  }
  return module;
}

/**
 * The widget's component once its remote has arrived, null until then. Not `React.lazy`: React
 * holds back the content of a suspended boundary until 300 ms after its fallback appeared, and
 * the remote usually arrives sooner than that after the sign-in check.
 */
function useRemoteComponent(config: ShellConfig, name: WidgetName): ComponentType<WidgetProps> | null {
  // An external store, not state set in an effect: a remote that arrives between the render and
  // its effect (the page fetched it early) is still seen, since React reads the store again once
  // it has subscribed.
  const component = useSyncExternalStore(onArrival, () => loaded.get(name) ?? null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (loaded.has(name)) return;
    let current = true;
    loadWidget(config, name).catch((error: unknown) => {
      if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
    });
    return () => {
      current = false;
    };
  }, [config, name]);
  // Thrown while rendering, so the widget's error boundary shows it as it did before.
  if (failure) throw failure;
  return component;
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
  const Widget = useRemoteComponent(config, name);

  const host: WidgetHost = {
    client,
    user,
    navigate,
    routed: true,
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
    return (
      <div className="shell-fallback" role="alert">
        <h1>Something went wrong</h1>
        <p>{this.state.error.message || "An unexpected error occurred"}</p>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </div>
    );
  }
}

import { useEffect, useState, useSyncExternalStore } from "react";

/** A part of the app fetched when first wanted (a widget's remote, a page behind a click), once. */
export interface DeferredModule<T> {
  /** Fetches it, or returns the fetch under way or done; after a failed fetch, the next call tries again. */
  load(): Promise<T>;
  /** What has arrived; null before. */
  arrived(): T | null;
  /** Tells `listener` when it arrives. */
  subscribe(listener: () => void): () => void;
}

export function deferredModule<T>(fetch: () => Promise<T>): DeferredModule<T> {
  let arrived: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      if (!loading) {
        const attempt = fetch().then((value) => {
          arrived = value;
          for (const listener of listeners) listener();
          return value;
        });
        attempt.catch(() => {
          if (loading === attempt) loading = null;
        });
        loading = attempt;
      }
      return loading;
    },
    arrived: () => arrived,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * What a deferred module has brought, null until it arrives. While `wanted`, it is fetched, and a
 * fetch that fails is thrown while rendering, for the nearest error boundary to show. Read as an
 * external store, not state set when the fetch settles: one that arrives between a render and that
 * render's effect is still seen (React reads the store again once it has subscribed), and one
 * already here renders at once. Not `React.lazy`: React holds back a suspended boundary's content
 * until 300 ms after its fallback appeared, and a module often arrives sooner than that.
 */
export function useDeferredModule<T>(module: DeferredModule<T>, wanted = true): T | null {
  const value = useSyncExternalStore(module.subscribe, module.arrived);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!wanted || module.arrived()) return;
    let current = true;
    module.load().catch((error: unknown) => {
      if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
    });
    return () => {
      current = false;
    };
  }, [module, wanted]);
  if (failure && wanted) throw failure;
  return value;
}

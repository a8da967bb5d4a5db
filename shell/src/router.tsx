import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";

/**
 * A small router over the History API: the shell's routes are a flat list of paths, so a
 * general-purpose router would cost more bytes than it saves.
 */
export interface RouterState {
  path: string;
  search: URLSearchParams;
  /** Goes to a path; `replace` swaps the current history entry instead of adding one. */
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  state: unknown;
}

const RouterContext = createContext<RouterState | null>(null);

export function RouterProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => ({
    href: window.location.pathname + window.location.search,
    state: window.history.state as unknown,
  }));

  useEffect(() => {
    const onPop = () =>
      setLocation({ href: window.location.pathname + window.location.search, state: window.history.state as unknown });
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const navigate = useCallback<RouterState["navigate"]>((to, options = {}) => {
    if (options.replace) window.history.replaceState(options.state ?? null, "", to);
    else window.history.pushState(options.state ?? null, "", to);
    setLocation({ href: window.location.pathname + window.location.search, state: options.state ?? null });
    window.scrollTo?.(0, 0);
  }, []);

  const value = useMemo<RouterState>(() => {
    const url = new URL(location.href, window.location.origin);
    return { path: url.pathname, search: url.searchParams, navigate, state: location.state };
  }, [location, navigate]);

  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error("useRouter must be used inside RouterProvider");
  return router;
}

/** A link that navigates without reloading the page (and still works with a middle click). */
export function Link({
  to,
  children,
  className,
  onClick,
  ...rest
}: { to: string; children: ReactNode; className?: string; onClick?: () => void } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "onClick"
>) {
  const { navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={follow} {...rest}>
      {children}
    </a>
  );
}

/** Sends the browser elsewhere as soon as it renders. */
export function Redirect({ to, replace = true, state }: { to: string; replace?: boolean; state?: unknown }) {
  const { navigate } = useRouter();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

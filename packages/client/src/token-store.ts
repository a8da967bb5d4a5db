/** Where the browser keeps the API token (spec §4 Authentication: "a token is stored in browser storage"). */
export const TOKEN_KEY = "bloom.token";
/** Where the place a signed-out user came from is remembered, so sign-in can return them there. */
export const RETURN_TO_KEY = "bloom.returnTo";

/** A token holder: the browser's local storage in the shell, memory in an LMS frame or a portal element. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** Keeps the token in local storage, falling back to memory where storage is blocked (some iframes). */
export function localTokenStore(storage: Storage | undefined = globalThis.localStorage): TokenStore {
  const memory = memoryTokenStore();
  return {
    get: () => safely(() => storage?.getItem(TOKEN_KEY) ?? null) ?? memory.get(),
    set: (token) => {
      memory.set(token);
      safely(() => storage?.setItem(TOKEN_KEY, token));
    },
    clear: () => {
      memory.clear();
      safely(() => storage?.removeItem(TOKEN_KEY));
    },
  };
}

/** Keeps the token in memory only: it is never written where another page could read it. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

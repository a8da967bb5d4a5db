import type { App } from "@bloom/api/models";
import { type MessageKey, supportedLocale, translate } from "@bloom/ui";
import { treaty } from "@elysiajs/eden";
import { errorFromTreaty } from "./errors";
import type { TokenStore } from "./token-store";

export interface ApiClientOptions {
  /** Where the API lives, e.g. "https://learn.example.org" (the client adds /api). Empty for the same origin. */
  baseUrl: string;
  tokens: TokenStore;
  /** Called on any 401: the token is already cleared; the host decides where to go (spec §4: /login). */
  onUnauthorized: () => void;
  /**
   * The interface's language (a tag such as "es" or "en-US"), read at each request and sent as
   * `Accept-Language`, so the server's error sentences come in the language the screen is in.
   */
  language?: () => string | undefined;
}

/**
 * The browser's API client: a typed Eden treaty of the server's routes with the bearer token and
 * the interface's language on every call, plus `fetch` for the streamed routes. Any 401 clears the token and tells the host.
 */
export function createApiClient(options: ApiClientOptions) {
  const origin = options.baseUrl.replace(/\/$/, "") || globalThis.location?.origin || "";
  const aiFallback = new AiFallbackSignal();
  let languageOf = options.language ?? (() => undefined);

  /** fetch with the bearer header and the 401 rule, for streams and anything treaty does not cover. */
  async function authorizedFetch(input: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const token = options.tokens.get();
    if (token && !headers.has("authorization")) headers.set("authorization", `Bearer ${token}`);
    const language = languageOf();
    if (language && !headers.has("accept-language")) headers.set("accept-language", language);
    const response = await fetch(input.startsWith("http") ? input : `${origin}${input}`, { ...init, headers });
    if (response.headers.get("x-bloom-ai") === "offline") aiFallback.seen();
    if (response.status === 401 && token) {
      options.tokens.clear();
      options.onUnauthorized();
    }
    return response;
  }

  const api = treaty<App>(origin, {
    parseDate: false,
    fetcher: ((input: RequestInfo | URL, init?: RequestInit) => authorizedFetch(String(input), init)) as typeof fetch,
  }).api;

  return {
    api,
    origin,
    tokens: options.tokens,
    fetch: authorizedFetch,
    /** Sets the interface's language once the host knows it (it replaces the `language` option). */
    setLanguage(tag: string | undefined): void {
      languageOf = () => tag;
    },
    /** A sentence of the client's own (a failure the server could not word) in the interface's language. */
    sentence(key: MessageKey): string {
      return translate(supportedLocale(languageOf()) ?? "en", key);
    },
    /** When the school's AI model last failed and Bloom's built-in tutor answered instead. */
    aiFallback,
    /**
     * First reads the shell started for a widget (`first-reads.ts`). Kept on the client, which the
     * widget is handed, since a remote has its own copy of this package's modules.
     */
    startedReads: new Map<string, StartedRead>(),
    /**
     * Unwraps a treaty call: its data, or an ApiError with the server's sentence (or `fallback`).
     */
    async unwrap<T>(
      call: Promise<{ data: T; error: null; response: Response } | { data: null; error: unknown; response: Response }>,
      fallback: string,
    ): Promise<T> {
      const result = await call;
      // A request that never reached the server (offline, refused, aborted) comes back without a response.
      const response: Response | undefined = result.response;
      if (result.error === null && response?.ok) return result.data as T;
      throw errorFromTreaty(result.error, response?.status ?? 0, fallback);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A read started before the widget that wants it had rendered. */
export interface StartedRead {
  /** The sign-in the read was made with: a different one (sign-out, another user) never sees it. */
  token: string;
  result: Promise<unknown>;
}

/**
 * Whether Bloom's built-in tutor has recently stood in for the school's AI model (an answer with
 * `x-bloom-ai: offline`, or a chat `notice`): widgets show one calm line while it lasts.
 */
export class AiFallbackSignal {
  /** How long the line stays after the last answer served offline. */
  static readonly SHOWN_FOR_MS = 10 * 60_000;
  private lastSeen = 0;
  private readonly listeners = new Set<() => void>();

  seen(now = Date.now()): void {
    this.lastSeen = now;
    for (const listener of this.listeners) listener();
  }

  active(now = Date.now()): boolean {
    return this.lastSeen > 0 && now - this.lastSeen < AiFallbackSignal.SHOWN_FOR_MS;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

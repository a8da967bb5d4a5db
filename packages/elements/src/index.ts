import {
  type ApiClient,
  accessSentence,
  checkPageAccess,
  createApiClient,
  memoryTokenStore,
  type WidgetHost,
} from "@bloom/client";
import { Banner, I18nProvider, supportedLocale, uiStyles } from "@bloom/ui";
import { LitElement, unsafeCSS } from "lit";
import { type ComponentType, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";

/** What a widget component takes, whichever host renders it. */
export interface ElementWidgetProps {
  host: WidgetHost;
  initial?: Record<string, string>;
}

/** A function the portal page provides that returns a fresh API token. */
export type TokenCallback = () => string | null | Promise<string | null>;

/**
 * Defines `<tag>` as a custom element that renders `Widget` into its shadow root, with the design
 * system's styles adopted there and the widget's own rendered inside it: the portal's CSS cannot
 * reach in, and the widget's cannot leak out.
 *
 * Attributes: `api-base` (where the API is; defaults to where the script came from), `token`
 * (an API token) or `token-callback` (the name of a global function returning one; the element's
 * `getToken` property may be set instead), and `subject-id`, `subject`, `topic` to start from.
 * On a 401 the element fires `bloom-unauthorized` so the page can get a new token. When the API
 * refuses this page's origin (the district has not allowed the site), a sentence saying so, and who
 * can allow it, takes the widget's place. A lesson the page places opens where the page put
 * it, without scrolling the page.
 */
export function defineWidgetElement(tag: string, Widget: ComponentType<ElementWidgetProps>, defaultApiBase: string) {
  if (customElements.get(tag)) return;

  class WidgetElement extends LitElement {
    static override properties = {
      apiBase: { attribute: "api-base" },
      token: { attribute: "token" },
      tokenCallback: { attribute: "token-callback" },
      subjectId: { attribute: "subject-id" },
      subject: { attribute: "subject" },
      topic: { attribute: "topic" },
    };
    // The design system's styles; the widget renders its own beside its content.
    static override styles = unsafeCSS(`:host { display: block; }\n${uiStyles}`);

    declare apiBase?: string;
    declare token?: string;
    declare tokenCallback?: string;
    declare subjectId?: string;
    declare subject?: string;
    declare topic?: string;
    /** Set by the page instead of `token-callback`. */
    getToken?: TokenCallback;

    private root: Root | null = null;
    private readonly tokens = memoryTokenStore();
    /** The API address and token whose access was last checked, so each pair is checked once. */
    private checked: string | null = null;

    override firstUpdated() {
      const mount = document.createElement("div");
      mount.className = "bl-root";
      this.renderRoot.appendChild(mount);
      this.root = createRoot(mount);
      void this.renderWidget();
    }

    override updated(changed: Map<string, unknown>) {
      if (this.root && changed.size > 0) void this.renderWidget();
    }

    override disconnectedCallback() {
      super.disconnectedCallback();
      this.root?.unmount();
      this.root = null;
    }

    /** The token: the attribute, else the page's callback. Kept in memory only. */
    private async resolveToken(): Promise<string | null> {
      if (this.token) return this.token;
      const named = this.tokenCallback ? (globalThis as Record<string, unknown>)[this.tokenCallback] : undefined;
      const callback = this.getToken ?? (typeof named === "function" ? (named as TokenCallback) : undefined);
      return callback ? await callback() : null;
    }

    private async renderWidget() {
      const token = await this.resolveToken();
      if (token) this.tokens.set(token);
      else this.tokens.clear();
      const apiBase = this.apiBase ?? defaultApiBase;
      const client = createApiClient({
        baseUrl: apiBase,
        tokens: this.tokens,
        onUnauthorized: () =>
          this.dispatchEvent(new CustomEvent("bloom-unauthorized", { bubbles: true, composed: true })),
        // The API's error sentences in the widget's language, read at each request as `lang` may change.
        language: () => this.locale(),
      });
      const host: WidgetHost = {
        client,
        user: null,
        locale: this.locale(),
        // A portal has no routes of ours: product pages open in a new tab.
        navigate: (path) => window.open(new URL(path, apiBase || window.location.origin).href, "_blank", "noopener"),
      };
      const initial: Record<string, string> = {};
      if (this.subjectId) initial.subjectId = this.subjectId;
      if (this.subject) initial.subjectName = this.subject;
      if (this.topic) initial.topic = this.topic;
      this.root?.render(createElement(Widget, { host, initial }));
      if (token) void this.checkAccess(client, `${apiBase}\n${token}`);
    }

    /**
     * The widget's language: a `lang` the portal puts on the element, then the browser's first
     * language the widget speaks. The portal page's own `lang` is not read: an English portal
     * says nothing about the language of the student using it.
     */
    private locale(): string | undefined {
      return [this.getAttribute("lang") ?? undefined, ...navigator.languages].find((tag) => supportedLocale(tag));
    }

    /** Replaces the widget with a plain sentence when this page may not use the API, or the API is not there. */
    private async checkAccess(client: ApiClient, key: string) {
      if (this.checked === key) return;
      this.checked = key;
      const access = await checkPageAccess(client);
      if (access === "allowed" || this.checked !== key) return;
      const locale = supportedLocale(this.locale()) ?? "en";
      const sentence = createElement(
        Banner,
        { variant: "error" },
        accessSentence(access, window.location.origin, locale),
      );
      // biome-ignore lint/correctness/noChildrenProp: createElement's types want the provider's required children among its props.
      this.root?.render(createElement(I18nProvider, { locale, children: sentence }));
    }
  }

  customElements.define(tag, WidgetElement);
}

/** Where the embed script was loaded from: the default API address for its elements. */
export function scriptOrigin(): string {
  const script = document.currentScript as HTMLScriptElement | null;
  return script?.src ? new URL(script.src).origin : window.location.origin;
}

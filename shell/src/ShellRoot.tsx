import { AuthProvider, createQueryClient, useAuth } from "@bloom/client";
import { I18nProvider, negotiateLocale } from "@bloom/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { App } from "./App";
import { RouterProvider } from "./router";
import { ShellContext, type ShellServices, useShell } from "./shell-context";

/**
 * The whole shell with what its pages share: rendered in the browser (`bootstrap.tsx`), at build
 * time (`prerender.tsx`) and in tests, which may put one page in the app's place.
 */
export function ShellRoot({ services, children = <App /> }: { services: ShellServices; children?: ReactNode }) {
  return (
    <ShellContext.Provider value={services}>
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider client={services.client}>
          <ShellLanguage>
            <RouterProvider>{children}</RouterProvider>
          </ShellLanguage>
        </AuthProvider>
      </QueryClientProvider>
    </ShellContext.Provider>
  );
}

/**
 * The shell's language, chosen without asking (`negotiateLocale`): a `?lang=` in the address, the
 * account's own setting, then the locale its last LMS launch sent, then the browser's languages. At build time there is no
 * browser, so the prerendered page is English.
 */
function ShellLanguage({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const browser = typeof navigator === "undefined" ? [] : navigator.languages;
  // Read once, at the start, so the language tried stays while the visitor moves between pages.
  const [override] = useState(() =>
    typeof location === "undefined" ? null : new URLSearchParams(location.search).get("lang"),
  );
  const locale = negotiateLocale({ override, user: user?.locale, launch: user?.launchLocale, browser });
  // Set while rendering, not in an effect: the pages below start their requests in their own
  // effects, which run before this component's, and their error sentences follow this language.
  useShell().client.setLanguage(locale);
  return (
    <I18nProvider locale={locale} documentLang>
      {children}
    </I18nProvider>
  );
}

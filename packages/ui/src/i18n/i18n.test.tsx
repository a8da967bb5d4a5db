import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render } from "@testing-library/react";
import { en } from "./en";
import { es } from "./es";
import { I18nProvider, translate, useT } from "./I18n";
import { negotiateLocale, supportedLocale } from "./locale";
import { pseudoMessage } from "./pseudo";

afterEach(cleanup);

describe("catalogues", () => {
  test("Spanish has every English key and no other", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  test("no Spanish message is empty or left in English", () => {
    // A few messages are the same in both (the product's name alone); none of the shell's are.
    const same = Object.entries(es).filter(([key, message]) => message === en[key as keyof typeof en]);
    expect(same.map(([key]) => key)).toEqual([
      "title.product",
      // Words both languages share: "Error", "Blog", and each language named in itself.
      "common.tone.error",
      "landing.link.blog",
      "account.language.en",
      "account.language.es",
      "info.blog.title",
      // "Tutor" is the same word in Spanish.
      "tutor.tutor",
    ]);
    expect(Object.values(es).every((message) => message.trim().length > 0)).toBe(true);
  });

  test("plurals and values format in each language", () => {
    expect(translate("en", "shell.alertCount", { open: 1, critical: 0 })).toBe(": 1 open alert");
    expect(translate("en", "shell.alertCount", { open: 3, critical: 2 })).toBe(": 3 open alerts, 2 critical");
    expect(translate("es", "shell.alertCount", { open: 1, critical: 1 })).toBe(": 1 alerta abierta, 1 crítica");
    expect(translate("es", "shell.alertCount", { open: 4, critical: 2 })).toBe(": 4 alertas abiertas, 2 críticas");
    expect(translate("es", "login.signInWith", { provider: "Google" })).toBe("Iniciar sesión con Google");
  });

  test("the pseudo-locale accents and brackets text but keeps values and plurals working", () => {
    expect(pseudoMessage("Signed in as {name}")).toBe("[Sígñéd íñ ás {name}]");
    expect(translate("en-XA", "shell.signedInAs", { name: "Maya" })).toBe("[Sígñéd íñ ás Maya]");
    expect(translate("en-XA", "login.demoDeleted", { days: 2 })).toBe("[ Démö áççöüñts áré délétéd áftér 2 dáys.]");
  });
});

describe("negotiateLocale", () => {
  test("the user's setting comes first, then the launch, then the browser; English otherwise", () => {
    expect(negotiateLocale({ user: "es", launch: "en-US", browser: ["en-US"] })).toBe("es");
    expect(negotiateLocale({ user: "en", launch: "es-419", browser: ["es-MX"] })).toBe("en");
    expect(negotiateLocale({ user: null, launch: "es-419", browser: ["en-US"] })).toBe("es");
    expect(negotiateLocale({ launch: "fr-FR", browser: ["de-DE", "es-ES", "en"] })).toBe("es");
    expect(negotiateLocale({ browser: ["fr-CA", "de"] })).toBe("en");
    expect(negotiateLocale({})).toBe("en");
  });

  test("a ?lang= override wins, and chooses the pseudo-locale", () => {
    expect(negotiateLocale({ override: "en-XA", user: "es" })).toBe("en-XA");
    expect(negotiateLocale({ override: "es", user: "en" })).toBe("es");
    expect(negotiateLocale({ override: "xx", user: "es" })).toBe("es");
  });

  test("any Spanish tag is Spanish", () => {
    for (const tag of ["es", "es-419", "es-MX", "ES_us", " es-ES "]) expect(supportedLocale(tag)).toBe("es");
    expect(supportedLocale("pt-BR")).toBeUndefined();
  });
});

function Greeting() {
  const t = useT();
  return <p>{t("login.intro")}</p>;
}

describe("I18nProvider", () => {
  test("the page's lang follows the active locale", () => {
    const view = render(
      <I18nProvider locale="es" documentLang>
        <Greeting />
      </I18nProvider>,
    );
    expect(view.getByText("Inicia sesión para continuar")).toBeTruthy();
    expect(document.documentElement.lang).toBe("es");
    view.rerender(
      <I18nProvider locale="en" documentLang>
        <Greeting />
      </I18nProvider>,
    );
    expect(view.getByText("Sign in to continue")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
  });
});

import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { englishLeftIn as englishIn, pageText } from "@bloom/ui";
import { cleanup, waitFor } from "@testing-library/react";
import { startTestApi } from "../../api/test/harness";
import { renderShell } from "./test-support";

/** The shell in Spanish on happy-dom against a real API: no English text from the catalogue shows. */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

describe("the shell in Spanish", () => {
  test("the sign-in page, its header and its title are Spanish, and <html lang> says so", async () => {
    const view = renderShell(api, "/login?lang=es");
    await view.findByRole("heading", { name: "Te damos la bienvenida a Bloom" });
    await view.findByRole("button", { name: "Probar la demostración" });
    await waitFor(() => expect(document.title).toBe("Iniciar sesión · Bloom"));
    expect(document.documentElement.lang).toBe("es");
    expect(view.getByRole("navigation", { name: "Principal" })).toBeTruthy();
    expect(englishIn(pageText(view.container))).toEqual([]);
  });

  test("signed in, the header, the menu and the not-found page are Spanish", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active", name: "Lucía Pérez" });
    const view = renderShell(api, "/no-existe?lang=es", { token });
    await view.findByRole("heading", { name: "Página no encontrada" });
    await view.findByRole("link", { name: "Sesión iniciada como Lucía Pérez" });
    expect(view.getByRole("button", { name: "Cerrar sesión", hidden: true })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Página no encontrada · Bloom"));
    expect(englishIn(pageText(view.container))).toEqual([]);
  });

  test("without a choice, the browser's languages decide: Spanish for any es-*, English otherwise", async () => {
    const original = Object.getOwnPropertyDescriptor(navigator, "languages");
    Object.defineProperty(navigator, "languages", { value: ["fr-CA", "es-MX", "en-US"], configurable: true });
    try {
      const spanish = renderShell(api, "/login");
      await spanish.findByRole("heading", { name: "Te damos la bienvenida a Bloom" });
      expect(document.documentElement.lang).toBe("es");
    } finally {
      cleanup();
      if (original) Object.defineProperty(navigator, "languages", original);
      else Reflect.deleteProperty(navigator, "languages");
    }

    const view = renderShell(api, "/login");
    await view.findByRole("heading", { name: "Welcome to Bloom" });
    expect(document.documentElement.lang).toBe("en");
    await waitFor(() => expect(document.title).toBe("Sign in · Bloom"));
    // The check above can fail: on the English page it finds the English messages.
    expect(englishIn(pageText(view.container))).toContain("Sign in to continue");
  });

  test("an account's own language, kept on the server, decides before the browser's", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active", name: "Lucía Pérez" });
    const saved = await api.call("/api/auth/me", { method: "PATCH", token, json: { locale: "es" } });
    expect(saved.status).toBe(200);
    const view = renderShell(api, "/no-existe", { token });
    await view.findByRole("heading", { name: "Página no encontrada" });
    await waitFor(() => expect(document.documentElement.lang).toBe("es"));
  });
});

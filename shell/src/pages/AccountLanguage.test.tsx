import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { englishLeftIn, pageText } from "@bloom/ui";
import { cleanup, fireEvent, waitFor } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { renderShell } from "../test-support";

/** The account's Language menu on happy-dom against a real API: the choice is kept on the server and the whole shell follows it. */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

/** Chooses an option of the Language menu, found by its label in whichever language the page speaks. */
function choose(view: ReturnType<typeof renderShell>, label: string, value: string, save: string) {
  fireEvent.change(view.getByLabelText(label), { target: { value } });
  fireEvent.click(view.getByRole("button", { name: save }));
}

describe("the account's language", () => {
  test("Español switches the page, the header and the title at once and is kept; Automatic goes back to the browser's", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active", name: "Lucía Pérez" });
    const view = renderShell(api, "/account", { token });
    await view.findByRole("heading", { name: "Your account" });
    const menu = view.getByLabelText("Language") as HTMLSelectElement;
    expect(menu.value).toBe("auto");
    expect([...menu.options].map((option) => option.textContent)).toEqual([
      "Automatic (from your school or browser)",
      "English",
      "Español",
    ]);
    // Each language is named in itself, and marked so a screen reader says it in its own voice.
    expect([...menu.options].map((option) => option.lang)).toEqual(["", "en", "es"]);

    choose(view, "Language", "es", "Save language");
    const status = await view.findByText("Idioma guardado: Bloom ahora se muestra en español.");
    expect(status.getAttribute("role")).toBe("status");
    expect(view.getByRole("heading", { name: "Tu cuenta" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Sesión iniciada como Lucía Pérez" })).toBeTruthy();
    expect(view.getByRole("navigation", { name: "Principal" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Cuenta · Bloom"));
    expect(document.documentElement.lang).toBe("es");
    expect((view.getByLabelText("Idioma") as HTMLSelectElement).value).toBe("es");
    expect(englishLeftIn(pageText(document.body))).toEqual([]);
    expect((await api.call("/api/auth/me", { token })).body.locale).toBe("es");

    choose(view, "Idioma", "auto", "Guardar idioma");
    expect(
      await view.findByText("Language saved: Bloom now follows your school or browser, and shows in English here."),
    ).toBeTruthy();
    expect(view.getByRole("heading", { name: "Your account" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Account · Bloom"));
    expect(document.documentElement.lang).toBe("en");
    expect((await api.call("/api/auth/me", { token })).body.locale).toBeNull();
  });

  test("a kept choice opens the next visit in it; a failed save says so and keeps the old choice", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    await api.call("/api/auth/me", { method: "PATCH", token, json: { locale: "es" } });
    const view = renderShell(api, "/account", { token });
    await view.findByRole("heading", { name: "Tu cuenta" });
    expect((view.getByLabelText("Idioma") as HTMLSelectElement).value).toBe("es");

    // The sign-in ends on the server, so the next save is refused.
    expect((await api.call("/api/auth/logout", { method: "POST", token })).status).toBeLessThan(300);
    choose(view, "Idioma", "en", "Guardar idioma");
    expect(await view.findByText("No se pudo guardar tu idioma. Inténtalo de nuevo.")).toBeTruthy();
    expect((view.getByLabelText("Idioma") as HTMLSelectElement).value).toBe("es");
    expect(view.getByRole("heading", { name: "Tu cuenta" })).toBeTruthy();
  });
});

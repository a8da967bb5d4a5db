import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { englishLeftIn, I18nProvider, pageText } from "@bloom/ui";
import { cleanup, fireEvent, render, waitFor, within } from "@testing-library/react";
import { outboxMessages } from "../../../api/src/db/schema";
import { startTestApi } from "../../../api/test/harness";
import { renderShell } from "../test-support";
import { ErrorBoundary } from "../widgets";

/**
 * The shell's own pages in Spanish, on happy-dom against a real API: each shows its Spanish words,
 * and no English message from the catalogue is left anywhere a person can meet it (text, labels,
 * titles, the tab's title, an open dialog).
 */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

/**
 * Every text on the page, dialogs included (they render outside the page's own container). The
 * platforms' names stay as they are in every language; "Schoology" is taken out, as the check
 * would otherwise find the English "School" inside it.
 */
const everything = () => pageText(document.body).replaceAll("Schoology", "");

/** A page that fails to render, with no message of its own. */
function Broken(): never {
  throw new Error("");
}

/** The link's token from the last email queued for `address`, found by `pattern`. */
async function emailedToken(address: string, pattern: RegExp): Promise<string> {
  const messages = await api.ctx.database.read.select().from(outboxMessages);
  const email = messages.map((message) => JSON.stringify(message.payload)).findLast((text) => text.includes(address));
  const token = pattern.exec(email ?? "")?.[1];
  if (!token) throw new Error(`no email was queued for ${address}`);
  return token;
}

describe("the landing and pricing pages in Spanish", () => {
  test("the landing page, its footer and its title", async () => {
    const view = renderShell(api, "/?lang=es&account=deleted");
    await view.findByRole("heading", { name: "Aprende lo que quieras, una buena pregunta a la vez." });
    expect(view.getByText("Tu cuenta y todo lo que contenía se eliminaron.")).toBeTruthy();
    expect(view.getAllByRole("button", { name: "Empieza gratis" }).length).toBeGreaterThan(0);
    expect(view.getByRole("navigation", { name: "Pie de página" })).toBeTruthy();
    expect(view.getByRole("link", { name: "Contáctanos" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Bloom · Tutorías con IA y tarjetas de estudio"));
    expect(englishLeftIn(everything())).toEqual([]);
  });

  test("the plans, their prices in Spanish and the questions; a fresh demo account's notice", async () => {
    const view = renderShell(api, "/pricing?lang=es&reason=trial_expired");
    await view.findByRole("heading", { name: "Planes sencillos para cada estudiante" });
    expect(
      view.getByText("Tu prueba gratuita terminó. Suscríbete ahora para seguir usando todas las funciones."),
    ).toBeTruthy();
    expect(view.getByRole("button", { name: "Comenzar la prueba gratuita" })).toBeTruthy();
    expect(view.getByText("¿Puedo cancelar cuando quiera?")).toBeTruthy();
    // US Spanish writes dollars as the English does, "$15", as families in US schools read them.
    const dollars = "$15";
    const student = view.getByRole("heading", { name: "Estudiante" }).closest("li");
    expect(student?.querySelector(".pricing-price")?.textContent).toBe(`${dollars} / mes`);
    await waitFor(() => expect(document.title).toBe("Precios · Bloom"));
    expect(englishLeftIn(everything())).toEqual([]);
    cleanup();

    const { token } = await api.createUser({ subscriptionStatus: "none", isDemo: true, name: "Sofía" });
    const demo = renderShell(api, "/pricing?lang=es&reason=subscription_required", { token });
    expect(await demo.findByText(/Esta es una cuenta de demostración nueva solo para ti/)).toBeTruthy();
    await demo.findByText(/se eliminan después de \d+ días?\./);
    expect(englishLeftIn(everything())).toEqual([]);
  });
});

describe("the account pages in Spanish", () => {
  test("the account page, the guardian's status and the delete dialog", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active", name: "Lucía Pérez" });
    await api.call("/api/auth/me", { method: "PATCH", token, json: { guardianEmail: "mama@example.test" } });
    const view = renderShell(api, "/account?lang=es", { token });
    await view.findByRole("heading", { name: "Tu cuenta" });
    expect(view.getByLabelText("Tu nombre")).toBeTruthy();
    expect(view.getByLabelText("Correo de tu madre, padre o tutor (para estudiantes menores de 18 años)")).toBeTruthy();
    expect(
      await view.findByText(
        /Esperando a que tu madre, padre o tutor confirme\. Le enviamos un enlace a mama@example\.test/,
      ),
    ).toBeTruthy();
    expect(view.getByRole("button", { name: "Volver a enviar el correo" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Descargar mis datos" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Cuenta · Bloom"));
    expect(englishLeftIn(everything())).toEqual([]);

    fireEvent.click(view.getByRole("button", { name: "Eliminar mi cuenta" }));
    const dialog = await view.findByRole("dialog", { name: "¿Eliminar tu cuenta?" });
    expect(within(dialog).getByRole("button", { name: "Cerrar" })).toBeTruthy();
    const confirm = within(dialog).getByLabelText("Escribe la palabra ELIMINAR para confirmar");
    const remove = within(dialog).getByRole("button", { name: "Eliminar mi cuenta" }) as HTMLButtonElement;
    fireEvent.change(confirm, { target: { value: "delete" } });
    expect(remove.disabled).toBe(true);
    fireEvent.change(confirm, { target: { value: "eliminar" } });
    expect(remove.disabled).toBe(false);
    expect(englishLeftIn(everything())).toEqual([]);
    fireEvent.click(remove);
    await view.findByText("Tu cuenta y todo lo que contenía se eliminaron.");
    expect((await api.call("/api/auth/me", { token })).status).toBe(401);
  });

  test("the same check finds the English on the English page", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const view = renderShell(api, "/account", { token });
    await view.findByRole("heading", { name: "Your account" });
    expect(englishLeftIn(everything())).toContain("Download my data");
  });

  test("the year of birth and the page a child waits on", async () => {
    const { token } = await api.createUser({
      consentStatus: "needs_birth_year",
      subscriptionStatus: "active",
      name: "Sofía",
    });
    const age = renderShell(api, "/account/age?lang=es", { token });
    const year = await age.findByLabelText("¿En qué año naciste?");
    expect(age.getByRole("heading", { name: "Una pregunta antes de empezar" })).toBeTruthy();
    expect(englishLeftIn(everything())).toEqual([]);
    fireEvent.change(year, { target: { value: `${new Date().getUTCFullYear() - 9}` } });
    fireEvent.click(age.getByRole("button", { name: "Continuar" }));
    await age.findByRole("heading", { name: "Esperando a tu madre, padre o tutor" });
    fireEvent.change(age.getByLabelText("Correo de tu madre, padre o tutor"), {
      target: { value: "padre-es@example.test" },
    });
    fireEvent.click(age.getByRole("button", { name: "Enviar el correo" }));
    expect(await age.findByText(/Le escribimos a padre-es@example\.test\./)).toBeTruthy();
    expect(age.getByRole("button", { name: "Ya me dieron permiso" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Esperando a tu madre, padre o tutor · Bloom"));
    expect(englishLeftIn(everything())).toEqual([]);
  });
});

describe("the pages for parents and school staff in Spanish", () => {
  test("the parent's consent page, and its refusal dialog", async () => {
    const { token } = await api.createUser({ consentStatus: "needs_birth_year", name: "Mateo" });
    await api.call("/api/auth/me/birth-year", {
      method: "POST",
      token,
      json: { birthYear: new Date().getUTCFullYear() - 9 },
    });
    await api.call("/api/auth/me/consent-request", {
      method: "POST",
      token,
      json: { parentEmail: "consent-es@example.test" },
    });
    const consent = await emailedToken("consent-es@example.test", /\/consent\/([A-Za-z0-9_-]+)/);
    const view = renderShell(api, `/consent/${consent}?lang=es`);
    await view.findByRole("heading", { name: "Consentimiento para que Mateo use Bloom" });
    expect(view.getByText(/Bloom nunca vende datos/)).toBeTruthy();
    fireEvent.click(view.getByRole("button", { name: "No doy mi consentimiento" }));
    const dialog = await view.findByRole("dialog", { name: "¿Negar el consentimiento?" });
    expect(within(dialog).getByRole("button", { name: "Negar y eliminar la cuenta" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Consentimiento de la familia · Bloom"));
    expect(englishLeftIn(everything())).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Volver" }));
    fireEvent.click(view.getByRole("button", { name: "Doy mi consentimiento" }));
    expect(await view.findByText("Gracias. Mateo ya puede usar Bloom.")).toBeTruthy();
    expect(englishLeftIn(everything())).toEqual([]);
  });

  test("a consent link that is not valid says so in Spanish", async () => {
    const view = renderShell(api, "/consent/not-a-real-token-at-all?lang=es");
    expect(await view.findByText(/Este enlace venció o no es válido/)).toBeTruthy();
    expect(englishLeftIn(everything())).toEqual([]);
  });

  test("the guardian's link, signed out and signed in", async () => {
    const child = await api.createUser({ name: "Kim", subscriptionStatus: "active" });
    await api.call("/api/auth/me", {
      method: "PATCH",
      token: child.token,
      json: { guardianEmail: "tutor-es@example.test" },
    });
    const link = await emailedToken("tutor-es@example.test", /\/guardian\/([A-Za-z0-9_-]+)/);
    const view = renderShell(api, `/guardian/${link}?lang=es`);
    await view.findByRole("heading", { name: "Confirme que es madre, padre o tutor de Kim" });
    expect(await view.findByRole("button", { name: "Iniciar sesión para confirmar" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Madre, padre o tutor · Bloom"));
    expect(englishLeftIn(everything())).toEqual([]);
    cleanup();

    const parent = await api.createUser({ name: "Ana", email: null });
    const signedIn = renderShell(api, `/guardian/${link}?lang=es`, { token: parent.token });
    fireEvent.click(await signedIn.findByRole("button", { name: "Soy madre, padre o tutor de Kim" }));
    expect(
      await signedIn.findByText(/Gracias\. Si en algún momento Bloom se preocupa por la seguridad de Kim/),
    ).toBeTruthy();
    expect(englishLeftIn(everything())).toEqual([]);
  });

  test("the sign-in page at an alert's link, and the code form", async () => {
    const view = renderShell(api, "/alerts/some-alert?lang=es");
    await view.findByRole("heading", { name: "Inicie sesión para abrir una alerta de seguridad" });
    fireEvent.change(await view.findByLabelText("El correo al que se envió la alerta"), {
      target: { value: "nadie@example.com" },
    });
    await waitFor(() => expect(document.title).toBe("Alerta de seguridad · Bloom"));
    expect(englishLeftIn(everything())).toEqual([]);
    fireEvent.click(view.getByRole("button", { name: "Enviarme un código de inicio de sesión" }));
    expect(await view.findByLabelText("Código de inicio de sesión")).toBeTruthy();
    expect(view.getByRole("button", { name: "Usar otro correo o enviar un código nuevo" })).toBeTruthy();
    expect(englishLeftIn(everything())).toEqual([]);
  });
});

describe("the information pages and the shell's other pages in Spanish", () => {
  test("each information page and its title", async () => {
    for (const [path, heading] of [
      ["/features", "Funciones"],
      ["/contact", "Contáctanos"],
      ["/about", "Acerca de Bloom"],
      ["/terms", "Términos de uso"],
    ] as const) {
      const view = renderShell(api, `${path}?lang=es`);
      await view.findByRole("heading", { name: heading });
      expect(view.getByRole("link", { name: "Volver a la página de inicio" })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(heading.includes("Bloom") ? heading : `${heading} · Bloom`));
      expect(englishLeftIn(everything())).toEqual([]);
      cleanup();
    }
  });

  test("the page a role may not open, and a subscription's success page", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active", name: "Lucía" });
    const view = renderShell(api, "/unauthorized?lang=es", { token });
    await view.findByRole("heading", { name: "Esta página no está disponible para tu cuenta" });
    expect(view.getByText(/Iniciaste sesión como Lucía con el rol de estudiante/)).toBeTruthy();
    expect(englishLeftIn(everything())).toEqual([]);
    cleanup();
    const success = renderShell(api, "/subscription-success?lang=es", { token });
    await success.findByRole("heading", { name: "Suscripción activada" });
    expect(englishLeftIn(everything())).toEqual([]);
  });

  test("the full-page fallback when a page fails", () => {
    const logged = console.error;
    console.error = () => {};
    try {
      const view = render(
        <I18nProvider locale="es">
          <ErrorBoundary>
            <Broken />
          </ErrorBoundary>
        </I18nProvider>,
      );
      expect(view.getByRole("heading", { name: "Algo salió mal" })).toBeTruthy();
      expect(view.getByText("Ocurrió un error inesperado")).toBeTruthy();
      expect(view.getByRole("button", { name: "Volver a cargar la página" })).toBeTruthy();
      expect(englishLeftIn(pageText(view.container))).toEqual([]);
    } finally {
      console.error = logged;
    }
  });
});

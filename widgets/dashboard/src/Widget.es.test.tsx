import { describe, expect, test } from "bun:test";
import type { UserProfile } from "@bloom/api/models";
import { WidgetHostProvider } from "@bloom/client";
import { nowInSeconds, SECONDS_PER_DAY } from "@bloom/domain";
import { englishLeftIn, I18nProvider, pageText } from "@bloom/ui";
import { fireEvent, render, setUpDom } from "../../../packages/ui/test/dom";
import { SubscriptionBanner } from "./SubscriptionBanner";
import { profileOf, startApiWithGateway, testHost } from "./test-support";
import DashboardWidget from "./Widget";

/**
 * The student's dashboard in Spanish, on happy-dom against a real API over HTTP: every screen and
 * state says its words in Spanish, and none of the catalogue's English is left on the page.
 */

setUpDom();
const { api, gateway } = await startApiWithGateway();

const LOADED = { timeout: 8000 };

function renderInSpanish(token: string, user: UserProfile) {
  const { host } = testHost(gateway.url, token, user, { locale: "es", signOut: async () => {} });
  return render(<DashboardWidget host={host} />);
}

/**
 * The catalogue's English left on the page. The demo's curriculum is data from the API, which is
 * not translated: its subject "History" is not the catalogue's word of that name.
 */
function englishOnPage(container: ParentNode): string[] {
  return englishLeftIn(pageText(container)).filter((word) => word !== "History");
}

const demo = await (async () => {
  const { body } = await api.call("/api/auth/demo", { method: "POST" });
  return body as { token: string; user: UserProfile };
})();

describe("the student's dashboard in Spanish", () => {
  test("the overview with some study done", async () => {
    const view = renderInSpanish(demo.token, demo.user);
    await view.findByRole("heading", { name: "Tus materias" }, LOADED);
    expect(view.getByRole("heading", { level: 1, name: "Tu panel de aprendizaje" })).toBeTruthy();
    expect(view.getByText("¡Qué bueno verte de nuevo, Maya Chen!")).toBeTruthy();
    expect(view.getByRole("button", { name: "Cerrar sesión" })).toBeTruthy();
    expect(view.getByRole("list", { name: "Resumen" })).toBeTruthy();
    expect(view.getAllByText("Dominio promedio").length).toBeGreaterThan(0);
    expect(view.getByRole("heading", { name: "Evolución de tu aprendizaje" })).toBeTruthy();
    expect(view.getByRole("region", { name: "Tabla de sesiones recientes" })).toBeTruthy();
    expect(view.getByRole("columnheader", { name: "Hora de inicio" })).toBeTruthy();
    // The chart's text alternative, with its dates written in Spanish.
    expect(view.container.querySelector("figcaption")!.textContent).toMatch(
      /^Dominio promedio en \d+ días de aprendizaje: \d+% el \d{1,2} \S+ y \d+% el \d{1,2} \S+\.$/,
    );
    expect(englishOnPage(view.container)).toEqual([]);
  });

  test("a subject's detail: the card, its overview, progress map and learning path", async () => {
    const view = renderInSpanish(demo.token, demo.user);
    await view.findByRole("heading", { name: "Tus materias" }, LOADED);
    fireEvent.click(view.getByRole("button", { name: "Algebra I" }));
    expect(view.getByRole("progressbar", { name: "Dominio de Algebra I" })).toBeTruthy();
    expect(view.getAllByText("Tiempo dedicado").length).toBeGreaterThan(0);
    const topic = await view.findByRole(
      "button",
      { name: /^Solving Linear Equations — 3 secciones, 6 conceptos/ },
      LOADED,
    );
    expect(topic.textContent).toContain("Última actividad: ");
    fireEvent.click(topic);
    fireEvent.click(view.getByRole("button", { name: /^One-Step Equations — \d+ conceptos?/ }));
    expect(view.getAllByRole("list", { name: /^Pasos completados en / }).length).toBeGreaterThan(0);
    fireEvent.click(view.getByRole("button", { name: "Mapa de progreso por temas" }));
    fireEvent.click(view.getByRole("button", { name: "Cronología de tu ruta de aprendizaje" }));
    expect(view.container.querySelector(".dash-path li")!.textContent).toMatch(/\d+% de dominio/);
    expect(englishOnPage(view.container)).toEqual([]);
  });

  test("an empty account: every empty text and the offer", async () => {
    const { user, token } = await api.createUser({ subscriptionStatus: "none", name: "Ana Ruiz" });
    const view = renderInSpanish(token, profileOf(user));
    await view.findByText("Aún no hay materias. ¡Empieza a aprender para ver tu progreso!", {}, LOADED);
    expect(view.getByText("¡Te damos la bienvenida, Ana Ruiz!")).toBeTruthy();
    expect(view.getByText("Todavía no hay datos para la cronología")).toBeTruthy();
    expect(view.getByText("Todavía no hay sesiones recientes")).toBeTruthy();
    expect(view.getByRole("button", { name: "Empezar la prueba gratuita" })).toBeTruthy();
    expect(englishOnPage(view.container)).toEqual([]);
  });

  test("a subject with no learning yet: its three sections say so", async () => {
    const { user, token } = await api.createUser({ subscriptionStatus: "active", name: "Ana Ruiz" });
    await api.call("/api/subjects", { method: "POST", token, json: { name: "Química" } });
    const view = renderInSpanish(token, profileOf(user));
    fireEvent.click(await view.findByRole("button", { name: "Química" }, LOADED));
    await view.findByText("Todavía no hay conversaciones con el tutor en Química", {}, LOADED);
    fireEvent.click(view.getByRole("button", { name: "Mapa de progreso por temas" }));
    fireEvent.click(view.getByRole("button", { name: "Cronología de tu ruta de aprendizaje" }));
    expect(view.getByText("Todavía no hay datos de dominio por temas para esta materia.")).toBeTruthy();
    expect(view.getByText("Completa algunas sesiones de aprendizaje para ver tu cronología.")).toBeTruthy();
    expect(view.getByText("Suscripción activa. ¡Gracias por suscribirte!")).toBeTruthy();
    expect(englishOnPage(view.container)).toEqual([]);
  });

  test("a teacher without courses: the empty text for their courses", async () => {
    const { user, token } = await api.createUser({ role: "teacher", name: "Ana Ruiz" });
    const view = renderInSpanish(token, profileOf(user));
    await view.findByText(
      "Todavía no hay cursos. Abre Bloom desde un curso de tu plataforma de aprendizaje y aparecerá aquí.",
      {},
      LOADED,
    );
    expect(view.getByRole("heading", { level: 1, name: "Tu panel de aprendizaje" })).toBeTruthy();
    expect(englishOnPage(view.container)).toEqual([]);
  });
});

describe("the subscription banner in Spanish", () => {
  async function renderBanner(subscription: Pick<UserProfile, "subscriptionStatus" | "trialEnd">) {
    const { user, token } = await api.createUser(subscription);
    const { host } = testHost(gateway.url, token, profileOf(user));
    return render(
      <WidgetHostProvider host={host}>
        <I18nProvider locale="es">
          <SubscriptionBanner user={profileOf(user)} />
        </I18nProvider>
      </WidgetHostProvider>,
    );
  }

  test("a running trial counts its days in Spanish", async () => {
    const view = await renderBanner({ subscriptionStatus: "trialing", trialEnd: nowInSeconds() + 3 * SECONDS_PER_DAY });
    expect(view.container.textContent).toContain("Tu prueba gratuita está activa: quedan 3 días.");
    expect(view.getByRole("button", { name: "Suscribirme" })).toBeTruthy();
    expect(englishOnPage(view.container)).toEqual([]);
  });

  test("the last day of a trial, and an expired one", async () => {
    const last = await renderBanner({ subscriptionStatus: "trialing", trialEnd: nowInSeconds() + SECONDS_PER_DAY / 2 });
    expect(last.container.textContent).toContain("Tu prueba gratuita está activa: queda 1 día.");
    last.unmount();
    const expired = await renderBanner({ subscriptionStatus: "trialing", trialEnd: nowInSeconds() - SECONDS_PER_DAY });
    expect(expired.getByRole("button", { name: "Suscribirme ahora" })).toBeTruthy();
    expect(expired.container.textContent).toContain("Tu prueba gratuita terminó.");
    expect(englishOnPage(expired.container)).toEqual([]);
  });
});

import { afterEach, describe, expect, test } from "bun:test";
import { englishLeftIn, pageText } from "@bloom/ui";
import { fireEvent, render, setUpDom, within } from "../../../packages/ui/test/dom";
import { profileOf, startApiWithGateway, testHost } from "../../dashboard/src/test-support";
import FlashcardsWidget from "./Widget";

/** The flashcards widget in Spanish on happy-dom against a real API: no English from the catalogue shows. */

setUpDom();
const { api, gateway } = await startApiWithGateway();
afterEach(() => gateway.failing.clear());

const LOADED = { timeout: 8000 };

/** Each text of the page on its own line, so that two elements' words never run into one. */
function separateTexts(container: ParentNode): string {
  const walker = document.createTreeWalker(container as Node, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  return [...texts, pageText(container)].join("\n");
}

/**
 * The catalogue's English left on the page (`englishLeftIn`), kept when it stands as whole words:
 * "Concept" inside "Concepto" or "Cancel" inside "Cancelar" is Spanish, a button still saying
 * "Cancel" is not.
 */
function englishOn(container: ParentNode): string[] {
  const text = separateTexts(container);
  const literal = (message: string) => message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return englishLeftIn(pageText(container)).filter((message) =>
    new RegExp(`(^|[^\\p{L}])${literal(message)}($|[^\\p{L}])`, "mu").test(text),
  );
}

/**
 * The page without the words the server wrote, the grader's feedback and the celebration's
 * message: they come in the student's language once the API speaks it, and the widget shows them
 * as they come.
 */
function withoutServerWords(container: HTMLElement): HTMLElement {
  const copy = container.cloneNode(true) as HTMLElement;
  const written =
    ".fc-result .fc-box:last-child > p:first-of-type, .bl-celebration-card > p:not(.bl-celebration-title)";
  for (const node of copy.querySelectorAll(written)) node.remove();
  return copy;
}

async function learner(locale: string, cards: [string, string][] = []) {
  const { user, token } = await api.createUser({ subscriptionStatus: "active" });
  // The account speaks the widget's language, as a student who chose Spanish would.
  await api.call("/api/auth/me", { method: "PATCH", token, json: { locale: locale.slice(0, 2) } });
  for (const [question, answer] of cards)
    await api.call("/api/practice/flashcards", {
      method: "POST",
      token,
      json: { subject: "Lengua", topic: "Antónimos", question, answer },
    });
  const { host } = testHost(gateway.url, token, profileOf(user), { locale });
  return { host, token };
}

async function flashcardsPage(locale: string, cards: [string, string][]) {
  const { host, token } = await learner(locale, cards);
  const view = render(<FlashcardsWidget host={host} initial={{ view: "flashcards" }} />);
  return { view, token };
}

describe("the flashcards widget in Spanish", () => {
  test("the practice gallery's tile", async () => {
    const { host } = await learner("es-419");
    const view = render(<FlashcardsWidget host={host} />);
    await view.findByRole("heading", { name: "Práctica" }, LOADED);
    expect(view.getByRole("button", { name: /^Tarjetas de estudio/ })).toBeTruthy();
    expect(englishOn(view.container)).toEqual([]);
  });

  test("the page with cards, its overview, filter and metadata", async () => {
    const { view } = await flashcardsPage("es", [
      ["¿Lo contrario de caliente?", "frío"],
      ["¿Lo contrario de arriba?", "abajo"],
    ]);
    await view.findByRole("heading", { name: "Resumen de dominio" }, LOADED);
    await view.findByText(/^2 tarjetas listas: 0 para repasar, 2 nuevas\./, {}, LOADED);
    expect(view.getByText("Tarjetas: 2 | Respondidas: 0 | Dominio promedio: 0%")).toBeTruthy();
    expect(view.getByRole("group", { name: "Filtrar tarjetas" })).toBeTruthy();
    expect(view.getByRole("button", { name: "¿Lo contrario de caliente?: Nueva, Nueva" })).toBeTruthy();
    expect(englishOn(view.container)).toEqual([]);

    fireEvent.click(view.getByRole("button", { name: /^¿Lo contrario de caliente\?/ }));
    const dialog = await view.findByRole("dialog", { name: "Práctica con tarjetas" }, LOADED);
    expect(within(dialog).getByText("Tarjeta nueva: todavía no la has respondido.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Mostrar detalles" }));
    expect(within(dialog).getByText("Última práctica").nextElementSibling!.textContent).toBe("Nunca");
    expect(englishOn(document.body)).toEqual([]);
  });

  test("a Quick Test through one graded answer, its history and the end of the session", async () => {
    const { view } = await flashcardsPage("es", [["¿Lo contrario de caliente?", "frío"]]);
    fireEvent.click(await view.findByRole("button", { name: "Hazme una prueba rápida" }, LOADED));
    const dialog = await view.findByRole("dialog", { name: "Prueba rápida" }, LOADED);
    expect(within(dialog).getByText("Tarjeta 1 de 1")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Tu respuesta"), { target: { value: "frío" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar respuesta" }));
    await within(dialog).findByText("Tu respuesta obtuvo 100%.", {}, LOADED);
    expect(within(dialog).getByTestId("grade-status").textContent).toMatch(
      /^Tu respuesta obtuvo 100%\. Dominio de la tarjeta: \d+%, Por reforzar\.$/,
    );
    expect(
      within(dialog).getByText(/^Contabilizada: dominio de la tarjeta Nueva → \d+%\. Próximo repaso /),
    ).toBeTruthy();
    expect(within(dialog).getByText("1 de 1 respondidas (100%)")).toBeTruthy();
    expect(englishOn(withoutServerWords(document.body))).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Historial" }));
    const history = await view.findByRole("dialog", { name: "Historial de la tarjeta" }, LOADED);
    expect(await within(history).findByText("frío", {}, LOADED)).toBeTruthy();
    expect(within(history).getByRole("columnheader", { name: "Calificación" })).toBeTruthy();
    expect(englishOn(withoutServerWords(document.body))).toEqual([]);
    fireEvent.click(within(history).getAllByRole("button", { name: "Cerrar" }).at(-1)!);

    fireEvent.click(within(dialog).getByRole("button", { name: "Terminar la sesión" }));
    await within(dialog).findByText("¡Sesión terminada!", {}, LOADED);
    expect(within(dialog).getByText("Repasaste 1 tarjeta en esta sesión de repaso.")).toBeTruthy();
    expect(englishOn(withoutServerWords(document.body))).toEqual([]);
  });

  test("the generate dialog, and its message when the scope is not chosen", async () => {
    const { view } = await flashcardsPage("es", [["¿Lo contrario de caliente?", "frío"]]);
    fireEvent.click(await view.findByRole("button", { name: "Generar" }, LOADED));
    const dialog = await view.findByRole("dialog", { name: "Generar tarjetas" }, LOADED);
    expect(within(dialog).getByLabelText("Materia (obligatoria)")).toBeTruthy();
    expect(within(dialog).getByText("Alcance: elige una materia y un tema")).toBeTruthy();
    expect(within(dialog).getByText(/^Se generan de 2 a 3 tarjetas por cada concepto del alcance\./)).toBeTruthy();
    expect(englishOn(document.body)).toEqual([]);
  });

  test("the review settings and the card's own dialogs", async () => {
    const { view } = await flashcardsPage("es", [["¿Lo contrario de caliente?", "frío"]]);
    fireEvent.click(await view.findByRole("button", { name: "Ajustes de repaso" }, LOADED));
    const settings = await view.findByRole("dialog", { name: "Ajustes de repaso" }, LOADED);
    expect(await within(settings).findByLabelText("Tarjetas nuevas por día", {}, LOADED)).toBeTruthy();
    expect(englishOn(document.body)).toEqual([]);
    fireEvent.click(within(settings).getByRole("button", { name: "Guardar ajustes" }));
    await view.findByText("Ajustes de repaso guardados.", {}, LOADED);

    fireEvent.click(view.getByRole("button", { name: "+ Crear tarjeta" }));
    const create = await view.findByRole("dialog", { name: "Crear tarjeta nueva" }, LOADED);
    fireEvent.click(within(create).getByRole("button", { name: "Crear tarjeta" }));
    expect(await within(create).findByText("Completa todos los campos obligatorios.", {}, LOADED)).toBeTruthy();
    expect(englishOn(document.body)).toEqual([]);
  });

  test("with no cards yet, the empty page and Retry Incorrect's answer", async () => {
    const { view } = await flashcardsPage("es", []);
    await view.findByText(/^Todavía no tienes tarjetas\./, {}, LOADED);
    fireEvent.click(view.getByRole("button", { name: "Repetir las incorrectas" }));
    await view.findByText("No hay tarjetas incorrectas recientes para repetir.", {}, LOADED);
    expect(englishOn(view.container)).toEqual([]);
  });

  test("a list that fails to load, without the server's sentence, says so in Spanish", async () => {
    gateway.failing.set("/api/practice/flashcards", { status: 500 });
    gateway.failing.set("/api/mastery/tree", { status: 500 });
    const { view } = await flashcardsPage("es", []);
    await view.findByText("No se pudieron cargar las tarjetas.", {}, LOADED);
    await view.findByText("No se pudieron cargar las materias. Inténtalo de nuevo.", {}, LOADED);
    expect(englishOn(view.container)).toEqual([]);
  });

  test("the same check finds the English on the English page", async () => {
    const { view } = await flashcardsPage("en", [["Opposite of hot?", "cold"]]);
    await view.findByRole("heading", { name: "Mastery Overview" }, LOADED);
    expect(englishOn(view.container)).toContain("Mastery Overview");
  });
});

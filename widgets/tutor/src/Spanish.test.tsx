import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { createApiClient, memoryTokenStore } from "@bloom/client";
import { englishLeftIn, I18nProvider, pageText, translate } from "@bloom/ui";
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { until } from "../../../packages/ui/test/dom";
import { LoadingScreen } from "./LoadingScreen";
import TutorWidget from "./Widget";

/**
 * The tutoring widget in Spanish, on happy-dom against a real API over HTTP (offline tutor): every
 * screen, dialog and state shows Spanish, and no English message of the catalogue is left.
 */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

/**
 * What the interface itself says, without what the API sends as data: without an AI model the
 * built-in course (its subjects, topics, sections, concepts, notes and the tutor's replies) stays in
 * English, as the tutor tells the student, so it is taken out before looking for the catalogue's
 * English ("World History" holds a message, "History"). The names are read where the lists show
 * them and taken out wherever else they appear (the heading, a dialog, a label). The widget's own
 * style sheet is no text.
 */
function interfaceText(container: ParentNode): string {
  const root = container instanceof Document ? container.body : container;
  const names = [...root.querySelectorAll(".tutor-list-item, .tutor-section-title > span:first-child")]
    .map((node) => node.textContent ?? "")
    .filter((name) => name.length > 0)
    .sort((a, b) => b.length - a.length);
  const copy = root.cloneNode(true) as HTMLElement;
  const data = ".tutor-message.is-tutor > :not(.tutor-author), .tutor-concepts, .tutor-notes ul";
  for (const node of copy.querySelectorAll(`style, ${data}`)) node.remove();
  return names.reduce((text, name) => text.replaceAll(name, ""), pageText(copy));
}

async function studentClient(baseUrl = api.url) {
  const { user, token } = await api.createUser({ subscriptionStatus: "active" });
  const client = createApiClient({ baseUrl, tokens: memoryTokenStore(token), onUnauthorized: () => undefined });
  return { user, client };
}

/** The widget opened in Spanish on World History's "The Industrial Revolution", ready for a message. */
async function openLesson() {
  const { client } = await studentClient();
  const subject = await client.unwrap(client.api.subjects.post({ name: "World History" }), "subject");
  await client.unwrap(client.api.subjects({ id: subject.id }).outline.generate.post(), "outline");
  const view = render(
    <TutorWidget
      host={{ client, user: null, navigate: () => undefined, locale: "es-419" }}
      initial={{ subjectId: subject.id, subjectName: subject.name, topic: "The Industrial Revolution" }}
    />,
  );
  await view.findByRole("navigation", { name: "Avance de la sesión" }, { timeout: 5000 });
  const textarea = view.getByLabelText("Mensaje para tu tutor") as HTMLTextAreaElement;
  await waitFor(() => expect(textarea.disabled).toBe(false));
  return { view, textarea, client };
}

describe("the tutor in Spanish", () => {
  test("the subjects view, the trial banner and the new-subject dialog", async () => {
    const { user, client } = await studentClient();
    // Ten days left, less a minute.
    const trialEnd = Math.floor(Date.now() / 1000) + 10 * 86_400 - 60;
    const view = render(
      <TutorWidget
        host={{
          client,
          user: { ...user, subscriptionStatus: "trialing", trialEnd, createdAt: "", updatedAt: "" } as never,
          navigate: () => undefined,
          locale: "es",
        }}
      />,
    );
    await view.findByText("Todavía no tienes materias. Agrega una arriba para empezar.", {}, { timeout: 5000 });
    expect(view.getByRole("heading", { name: "Materias" })).toBeTruthy();
    expect(view.getByRole("heading", { level: 1 }).textContent).toBe("Tutorías");
    expect(view.getByRole("region", { name: "Temas del temario" }).textContent).toContain(
      "No hay ninguna materia elegida. Primero elige una materia.",
    );
    expect(view.getAllByText("Elige una materia y un tema para empezar a conversar con tu tutor.").length).toBe(1);
    expect(view.container.textContent).toMatch(/Tu prueba gratuita termina el \d{1,2} [a-z]+\.? \(quedan 10 días\)\./);
    expect(translate("es", "tutor.trial.ends", { date: "3 nov", days: 1 })).toBe(
      "Tu prueba gratuita termina el 3 nov (queda 1 día).",
    );
    expect(view.getByRole("button", { name: "Suscribirse" })).toBeTruthy();
    expect(englishLeftIn(interfaceText(view.container))).toEqual([]);

    fireEvent.click(view.getByRole("button", { name: "+ Agregar materia" }));
    const dialog = view.getByRole("dialog", { name: "Agregar una materia nueva" });
    expect(dialog.querySelector("input")?.getAttribute("placeholder")).toBe(
      "Escribe el nombre de la materia (p. ej., Álgebra, Biología)",
    );
    expect(view.getByRole("button", { name: "Crear materia" })).toBeTruthy();
    expect(englishLeftIn(interfaceText(document))).toEqual([]);
  });

  test("the check can fail: on the English widget it finds the English", async () => {
    const { client } = await studentClient();
    const view = render(<TutorWidget host={{ client, user: null, navigate: () => undefined, locale: "en-US" }} />);
    await view.findByText("No subjects found. Add a subject above to get started.", {}, { timeout: 5000 });
    expect(englishLeftIn(interfaceText(view.container))).toEqual(
      expect.arrayContaining(["Subjects", "+ Add Subject", "Outline Topics", "Send", "Message to your tutor"]),
    );
  });

  test("the loading screens of a new lesson and of a section change", () => {
    const view = render(
      <I18nProvider locale="es">
        <LoadingScreen mode="session" subject="The Industrial Revolution" />
        <LoadingScreen mode="section" subject="Steam Power" />
      </I18nProvider>,
    );
    const text = view.container.textContent ?? "";
    expect(text).toContain("Preparando la sesión de: The Industrial Revolution");
    expect(text).toContain("Investigando las secciones del tema");
    expect(text).toContain("Esto puede tardar hasta 24 segundos");
    expect(text).toContain("Cambiando a: Steam Power");
    expect(view.getByRole("progressbar", { name: "Preparando tu sesión" })).toBeTruthy();
    expect(englishLeftIn(pageText(view.container).replaceAll("The Industrial Revolution", ""))).toEqual([]);
  });

  test("a built-in course's outline without an AI model, and deleting a subject", async () => {
    const { client } = await studentClient();
    const subject = await client.unwrap(client.api.subjects.post({ name: "Algebra I" }), "subject");
    await client.unwrap(client.api.subjects({ id: subject.id }).outline.generate.post(), "outline");
    const view = render(<TutorWidget host={{ client, user: null, navigate: () => undefined, locale: "es" }} />);
    fireEvent.click(await view.findByRole("button", { name: "Algebra I" }, { timeout: 5000 }));
    const outline = await view.findByRole("region", { name: "Temas del temario" });
    await waitFor(() => expect(outline.querySelectorAll("li").length).toBe(8));
    expect(outline.textContent).toContain(
      "No hay un modelo de IA conectado, así que el tutor puede enseñar 2 de estos 8 temas. Los demás llevan la marca “Necesita un modelo de IA”.",
    );
    expect(view.getAllByText("Necesita un modelo de IA")).toHaveLength(6);
    expect(view.getByText("Elige un tema del temario de Algebra I para empezar tu lección.")).toBeTruthy();
    expect(englishLeftIn(interfaceText(view.container))).toEqual([]);

    fireEvent.click(view.getByRole("button", { name: "Borrar Algebra I" }));
    const dialog = view.getByRole("dialog", { name: "¿Borrar Algebra I?" });
    expect(dialog.textContent).toContain("Esto no se puede deshacer.");
    expect(view.getByRole("button", { name: "Conservarla" })).toBeTruthy();
    expect(englishLeftIn(interfaceText(document))).toEqual([]);
  });

  test("a running lesson with a reply, its side panel and the delete-conversation dialog", async () => {
    const { view, textarea } = await openLesson();
    fireEvent.change(textarea, { target: { value: "Las fábricas reemplazaron el trabajo a mano." } });
    await act(async () => {
      fireEvent.keyDown(textarea, { key: "Enter" });
    });
    await until(
      () =>
        view.container.querySelector(".is-streaming") === null &&
        view.container.querySelectorAll(".tutor-message").length === 3,
    );
    const authors = [...view.container.querySelectorAll(".tutor-author")].map((node) => node.textContent);
    expect(authors).toEqual(["Tutor", "Tú", "Tutor"]);
    expect(view.getByRole("list", { name: "Conversación" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Enviar" })).toBeTruthy();
    expect(textarea.getAttribute("placeholder")).toBe("Escribe tu respuesta o tu pregunta...");
    expect(view.getByRole("heading", { level: 1 }).textContent).toBe(
      "Tutorías: World History → The Industrial Revolution",
    );

    const panel = view.getByRole("complementary", { name: "Avance de la lección" });
    expect(panel.textContent).toContain("Dominio general:");
    expect(panel.textContent).toContain("Secciones del tema");
    expect(panel.querySelector("summary")?.textContent).toMatch(/^Datos \((Ninguno|\d+)\)$/);
    expect(view.getByRole("button", { name: "Ocultar materias" })).toBeTruthy();
    expect(englishLeftIn(interfaceText(view.container))).toEqual([]);

    fireEvent.click(view.getByRole("button", { name: "Borrar conversación" }));
    const dialog = view.getByRole("dialog", { name: "¿Borrar esta conversación?" });
    expect(dialog.textContent).toContain(
      "Tus mensajes con el tutor sobre The Industrial Revolution se borran para siempre.",
    );
    expect(englishLeftIn(interfaceText(document))).toEqual([]);
  });

  test("on a phone, the section carousel", async () => {
    const happyDom = (globalThis as { happyDOM?: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    happyDom?.setViewport({ width: 390, height: 844 });
    try {
      const { view } = await openLesson();
      const carousel = view.getByRole("region", { name: "Secciones del tema" });
      expect(carousel.getAttribute("aria-roledescription")).toBe("carrusel");
      expect(carousel.textContent).toMatch(/Sección 1 de \d+/);
      expect(view.getByRole("button", { name: "Sección siguiente" })).toBeTruthy();
      expect(englishLeftIn(interfaceText(view.container))).toEqual([]);
    } finally {
      happyDom?.setViewport({ width: 1024, height: 768 });
    }
  });

  test("errors: a lesson that cannot load, and a message that cannot be sent", async () => {
    const gateway = startFailingGateway();
    try {
      const { client } = await studentClient(gateway.url);
      const subject = await client.unwrap(client.api.subjects.post({ name: "World History" }), "subject");
      await client.unwrap(client.api.subjects({ id: subject.id }).outline.generate.post(), "outline");
      gateway.failSessions(true);
      const failing = render(
        <TutorWidget
          host={{ client, user: null, navigate: () => undefined, locale: "es" }}
          initial={{ subjectId: subject.id, subjectName: subject.name, topic: "The Industrial Revolution" }}
        />,
      );
      await failing.findByText("No se pudo cargar la sesión.", {}, { timeout: 5000 });
      await failing.findByRole("button", { name: "The Industrial Revolution" }, { timeout: 5000 });
      await failing.findByRole("button", { name: "World History" }, { timeout: 5000 });
      expect(englishLeftIn(interfaceText(failing.container))).toEqual([]);
      cleanup();

      gateway.failSessions(false);
      gateway.failMessages(true);
      const view = render(
        <TutorWidget
          host={{ client, user: null, navigate: () => undefined, locale: "es" }}
          initial={{ subjectId: subject.id, subjectName: subject.name, topic: "The Industrial Revolution" }}
        />,
      );
      const textarea = (await view.findByLabelText(
        "Mensaje para tu tutor",
        {},
        { timeout: 5000 },
      )) as HTMLTextAreaElement;
      await waitFor(() => expect(textarea.disabled).toBe(false), { timeout: 5000 });
      fireEvent.change(textarea, { target: { value: "Hola" } });
      await act(async () => {
        fireEvent.keyDown(textarea, { key: "Enter" });
      });
      await until(() => view.container.querySelector(".tutor-message.is-error") !== null);
      const failed = view.container.querySelector(".tutor-message.is-error")!;
      expect(failed.textContent).toContain("No se pudo enviar.");
      expect(failed.querySelector("button")?.textContent).toBe("Reenviar");
      expect(englishLeftIn(interfaceText(view.container))).toEqual([]);
    } finally {
      gateway.close();
    }
  });
});

/**
 * A gateway in front of the test API that can make the session's reads, or the chat's messages,
 * fail as a broken proxy would: a 502 with no body, so the widget has only its own sentence to show.
 */
function startFailingGateway() {
  let sessions = false;
  let messages = false;
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      if (sessions && url.pathname.startsWith("/api/tutoring/session/active"))
        return new Response(null, { status: 502 });
      if (messages && request.method === "POST" && /\/api\/tutoring\/session\/[^/]+\/(message|chat)/.test(url.pathname))
        return new Response(null, { status: 502 });
      return fetch(`${api.url}${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        body: request.method === "GET" ? undefined : await request.arrayBuffer(),
        decompress: false,
      });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    failSessions: (on: boolean) => {
      sessions = on;
    },
    failMessages: (on: boolean) => {
      messages = on;
    },
    close: () => void server.stop(true),
  };
}

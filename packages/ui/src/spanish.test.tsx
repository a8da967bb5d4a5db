import { describe, expect, test } from "bun:test";
import type { ReactNode } from "react";
import { render, setUpDom } from "../test/dom";
import { Banner } from "./Banner";
import { Celebration } from "./Celebration";
import { Dialog } from "./Dialog";
import { englishLeftIn, pageText } from "./i18n/check";
import { I18nProvider } from "./i18n/I18n";
import type { Locale } from "./i18n/locale";
import { Markdown } from "./Markdown";
import { ProgressBar } from "./ProgressBar";
import { Spinner } from "./Spinner";
import { StepIndicator } from "./StepIndicator";
import { ThemeToggle } from "./theme";

setUpDom();

/** The design system's pieces with the words they bring themselves (no words passed in). */
function Pieces() {
  return (
    <>
      <Spinner />
      <Banner variant="error">x</Banner>
      <Banner variant="success">x</Banner>
      <Banner variant="warning">x</Banner>
      <Banner variant="info">x</Banner>
      <ProgressBar value={40} />
      <StepIndicator step="GUIDED_PRACTICE" />
      <ThemeToggle />
      <Markdown>{"[988](tel:988) [mensaje](sms:741741?body=HOME) [sitio](https://example.org)"}</Markdown>
      <Celebration type="mastery" durationMs={60_000} />
      <Dialog open onClose={() => {}} title="x">
        x
      </Dialog>
    </>
  );
}

const show = (locale: Locale, children: ReactNode = <Pieces />) =>
  render(<I18nProvider locale={locale}>{children}</I18nProvider>);

describe("the design system in Spanish", () => {
  test("every word a component brings is Spanish, and the check finds the English ones in English", async () => {
    const spanish = show("es");
    expect(spanish.getByRole("button", { name: "Cerrar" })).toBeTruthy();
    expect(spanish.getByText("Cargando")).toBeTruthy();
    expect(spanish.getByRole("progressbar", { name: "Progreso" })).toBeTruthy();
    expect(spanish.getByRole("navigation", { name: "Avance de la sesión" })).toBeTruthy();
    expect(spanish.container.querySelector(".bl-steps-caption")?.textContent).toBe("Paso 3 de 6: Práctica guiada");
    expect(spanish.getByText("Calentamiento").textContent).toBe("Calentamiento (completado)");
    expect(spanish.getByRole("link", { name: "Llamar al 988" })).toBeTruthy();
    expect(spanish.getByRole("link", { name: "Enviar HOME por mensaje de texto al 741741" })).toBeTruthy();
    expect(spanish.getByText("(se abre en una pestaña nueva)", { exact: false })).toBeTruthy();
    expect(spanish.container.textContent).toContain("Advertencia: ");
    expect(spanish.container.textContent).toContain("Información: ");
    expect(await spanish.findByText("¡Dominio alcanzado!")).toBeTruthy();
    const toggle = spanish.container.querySelector(".bl-theme-toggle");
    expect(toggle?.getAttribute("aria-label")).toMatch(/^Cambiar al tema (claro|oscuro)$/);
    expect(englishLeftIn(pageText(document.body))).toEqual([]);
    spanish.unmount();

    const english = show("en");
    await english.findByText("Mastery Achieved!");
    expect(englishLeftIn(pageText(document.body))).toEqual(
      expect.arrayContaining(["Close", "Loading", "Progress", "Session Progress", "Mastery Achieved!", "Warm-Up"]),
    );
    english.unmount();
  });
});

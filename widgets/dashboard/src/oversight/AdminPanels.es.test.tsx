import { describe, expect, test } from "bun:test";
import { englishLeftIn, pageText } from "@bloom/ui";
import { failDeliveryForGood, startApiWithSmtp } from "../../../../api/test/api-with-smtp";
import { createTestDistrict } from "../../../../api/test/school";
import { fireEvent, render, setUpDom, within } from "../../../../packages/ui/test/dom";
import { profileOf, testHost } from "../test-support";
import DashboardWidget from "../Widget";

/**
 * A district admin's panels in Spanish on happy-dom against the real API: retention with its
 * confirmation, the model's health (no model connected), a delivery that failed for good, and a
 * student's records, with no catalogue English left around the API's own data.
 */

setUpDom();
const { api, smtp } = await startApiWithSmtp();

const LOADED = { timeout: 8000 };
const district = await createTestDistrict(api, "Distrito Cedro", 1);
const [student] = district.students;

await failDeliveryForGood(api, smtp, { to: "lead@cedro.test", districtId: district.districtId });

/** The text's catalogue English, leaving out the API's data: the student's name ("Student 1") and the delivery's label. */
function englishIn(node: ParentNode, ...data: string[]): string[] {
  return englishLeftIn(data.reduce((text, value) => text.replaceAll(value, ""), pageText(node)));
}

/** One of the admin's panels, by its class name. */
function panel(section: HTMLElement, selector: string): HTMLElement {
  const found = section.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No ${selector} in the section`);
  return found;
}

async function renderAdmin() {
  const { host } = testHost(api.url, district.districtAdmin.token, profileOf(district.districtAdmin.user), {
    locale: "es",
  });
  const view = render(<DashboardWidget host={host} />);
  const section = await view.findByRole("region", { name: "Seguridad de los estudiantes" }, LOADED);
  return { view, section };
}

describe("a district admin in Spanish", () => {
  test("retention asks in Spanish before deleting, with the date in Spanish", async () => {
    const { view, section } = await renderAdmin();
    fireEvent.click(await within(section).findByRole("button", { name: "Mostrar la conservación de datos" }, LOADED));
    fireEvent.click(
      await view.findByLabelText(/Eliminar las conversaciones con más de cierto número de días/, {}, LOADED),
    );
    fireEvent.change(view.getByLabelText(/^Días que se conservan \(de 30 a /), { target: { value: "90" } });
    expect(englishIn(panel(section, ".dash-retention"))).toEqual([]);
    fireEvent.click(view.getByRole("button", { name: "Guardar la conservación" }));
    const dialog = await view.findByRole(
      "dialog",
      { name: "¿Eliminar las conversaciones con más de 90 días?" },
      LOADED,
    );
    const cutoff = new Intl.DateTimeFormat("es-US", { month: "short", day: "numeric", year: "numeric" }).format(
      Date.now() - 90 * 86_400_000,
    );
    expect(dialog.textContent).toContain(`escritas antes del ${cutoff}`);
    expect(englishIn(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
  });

  test("the model's health, the failed delivery and a student's records speak Spanish", async () => {
    const { view, section } = await renderAdmin();
    fireEvent.click(await within(section).findByRole("button", { name: "Mostrar el estado del modelo de IA" }, LOADED));
    await within(section).findByText("Sin conexión:", {}, LOADED);
    expect(section.textContent).toContain("OPENAI_BASE_URL y OPENAI_MODEL y reinicia Bloom");

    fireEvent.click(
      await within(section).findByRole("button", { name: /^Mostrar los envíos que siguen fallando/ }, LOADED),
    );
    const table = await within(section).findByRole("table", { name: "Envíos que siguen fallando" }, LOADED);
    expect(within(table).getByText("Falló definitivamente")).toBeTruthy();
    expect(within(table).getByRole("button", { name: /^Reintentar / })).toBeTruthy();
    // The delivery's label and the relay's own error are the API's data.
    const label = within(table).getAllByRole("rowheader")[0]!.textContent ?? "";
    const relayError = within(table).getAllByRole("cell")[2]!.textContent ?? "";

    const heading = await within(section).findByRole(
      "heading",
      { level: 4, name: /^(Mostrar|Ocultar) Biology 101$/ },
      LOADED,
    );
    const toggle = within(heading).getByRole("button");
    if (toggle.getAttribute("aria-expanded") === "false") fireEvent.click(toggle);
    const records = await within(section).findByRole(
      "button",
      { name: `Eliminar la cuenta de ${student!.user.name}` },
      LOADED,
    );
    expect(within(section).getByRole("columnheader", { name: "Registros" })).toBeTruthy();
    expect(englishIn(panel(section, ".dash-model-health"))).toEqual([]);
    expect(englishIn(panel(section, ".dash-deliveries"), label, relayError)).toEqual([]);
    expect(englishIn(panel(section, ".dash-class-list"), student!.user.name)).toEqual([]);

    fireEvent.click(records);
    const dialog = await view.findByRole("dialog", { name: `¿Eliminar la cuenta de ${student!.user.name}?` }, LOADED);
    expect(within(dialog).getByLabelText("Escriba la palabra DELETE para confirmar")).toBeTruthy();
    // DELETE is the word the server asks for, in every language.
    expect(englishIn(dialog, student!.user.name, "DELETE")).toEqual([]);
  });
  test("the safety settings and the audit log speak Spanish", async () => {
    const { section } = await renderAdmin();
    fireEvent.click(
      await within(section).findByRole("button", { name: "Mostrar la configuración de seguridad" }, LOADED),
    );
    await within(section).findByRole("heading", { name: "Contactos de seguridad" }, LOADED);
    expect(within(section).getByRole("heading", { name: "Líneas de ayuda" })).toBeTruthy();
    expect(within(section).getAllByLabelText(/^Un adulto de confianza/).length).toBeGreaterThan(0);
    // The default help lines and the readiness sentence are the API's (translated on the server's side).
    const token = district.districtAdmin.token;
    const settings = (await api.call("/api/safety/settings", { token })).body;
    const readiness = (await api.call("/api/safety/readiness", { token })).body;
    const apiTexts: string[] = [
      ...Object.values(settings.defaultHelpLines as Record<string, string>),
      ...(readiness.missing as { message: string }[]).map((gap) => gap.message.replace(/^[^:]+: /, "")),
    ];
    // Each preview shows the help line as a student sees it, cut into links: the API's text, not ours.
    const settingsPanel = panel(section, ".dash-safety-settings").cloneNode(true) as HTMLElement;
    for (const preview of settingsPanel.querySelectorAll(".dash-help-line-preview")) {
      for (const shown of [...preview.children].filter((child) => !child.matches("p.dash-meta"))) shown.remove();
    }
    expect(englishIn(settingsPanel, ...apiTexts)).toEqual([]);

    fireEvent.click(await within(section).findByRole("button", { name: "Mostrar el registro de auditoría" }, LOADED));
    const audit = panel(section, ".dash-audit");
    await within(audit).findByText(/Nadie ha leído|leyó|consultó|exportó/, {}, LOADED);
    expect(englishIn(audit, student!.user.name)).toEqual([]);
  });
});

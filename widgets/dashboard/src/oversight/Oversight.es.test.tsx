import { afterAll, describe, expect, test } from "bun:test";
import { englishLeftIn, pageText } from "@bloom/ui";
import { startTestApi } from "../../../../api/test/harness";
import { createTestDistrict, openTutoringSession, sendChat } from "../../../../api/test/school";
import { fireEvent, render, setUpDom, within } from "../../../../packages/ui/test/dom";
import { profileOf, testHost } from "../test-support";
import DashboardWidget from "../Widget";

/**
 * The adults' part of the dashboard in Spanish on happy-dom against the real API: the alert list,
 * one alert, a student's chat and the class table speak Spanish, with no catalogue English left.
 * The student's own words and the subjects' names come from the API and stay as written.
 */

setUpDom();
const api = await startTestApi();
afterAll(() => api.close());

const LOADED = { timeout: 8000 };
const district = await createTestDistrict(api, "Distrito Cedro", 1);
const [amira] = district.students;
const crisis = "i keep thinking about ending my life";
const session = await openTutoringSession(api, amira!.token);
await sendChat(api, amira!.token, session.id, crisis);

/** The oversight section's text, checked for any English message of the catalogue; the student's name ("Student 1") is the API's data. */
function englishIn(section: HTMLElement): string[] {
  return englishLeftIn(pageText(section).replaceAll(amira!.user.name, ""));
}

describe("a course's teacher in Spanish", () => {
  test("reads the alert list, one alert, the student's chat and the class in Spanish", async () => {
    const { host } = testHost(api.url, district.teacher.token, profileOf(district.teacher.user), { locale: "es" });
    const view = render(<DashboardWidget host={host} />);
    const section = await view.findByRole("region", { name: "Seguridad de los estudiantes" }, LOADED);

    // The list: the badge, the tabs, the category by its Spanish name.
    await within(section).findByText("1 alerta abierta, 1 crítica", {}, LOADED);
    const open = await within(section).findByRole("button", { name: /Riesgo de suicidio/ }, LOADED);
    expect(open.textContent).toContain("Crítica");
    expect(within(section).getByRole("button", { name: "Resueltas" })).toBeTruthy();
    await within(section).findByRole("table", {}, LOADED);
    expect(within(section).getByRole("heading", { name: "Sus clases" })).toBeTruthy();
    expect(within(section).getByRole("columnheader", { name: "Última actividad" })).toBeTruthy();
    expect(section.textContent).toContain("1 estudiante, 1 con alertas abiertas (1 crítica)");
    expect(englishIn(section)).toEqual([]);

    // One alert: what was written stays as written; everything around it is Spanish.
    fireEvent.click(open);
    const alert = await within(section).findByRole("article", {}, LOADED);
    expect(within(alert).getByText(crisis)).toBeTruthy();
    expect(alert.textContent).toContain("Crítica: una persona podría estar en peligro");
    expect(alert.textContent).toContain("Docente del curso");
    expect(within(alert).getByLabelText("Nota (opcional al resolver)")).toBeTruthy();
    expect(englishIn(section)).toEqual([]);

    // Resolving it writes the note's verb in Spanish.
    fireEvent.click(within(alert).getByRole("button", { name: "Resolver" }));
    await within(section).findByRole("button", { name: "Reabrir" }, LOADED);
    expect(within(section).getByRole("list", { name: "Notas" }).textContent).toContain("la resolvió");
    expect(englishIn(section)).toEqual([]);

    // The whole conversation, read-only.
    fireEvent.click(within(section).getByRole("button", { name: "Leer toda la conversación" }));
    await within(section).findByText(/Solo lectura\./, {}, LOADED);
    await within(section).findByRole("region", { name: /^Conversación sobre / }, LOADED);
    expect(section.textContent).toContain("Marcado: Riesgo de suicidio (crítica)");
    expect(englishIn(section)).toEqual([]);
  });
});

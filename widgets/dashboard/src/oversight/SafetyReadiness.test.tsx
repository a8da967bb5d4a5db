import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../../api/test/harness";
import { createTestDistrict } from "../../../../api/test/school";
import { fireEvent, render, setUpDom, until, within } from "../../../../packages/ui/test/dom";
import { profileOf, testHost } from "../test-support";
import DashboardWidget from "../Widget";

/**
 * The district admin's warning while the district has no safety contact, on happy-dom against the
 * real API: on the dashboard (announced) and on the Safety settings panel, each with a button that
 * opens the contacts form on a new contact; saving one makes the warning go.
 */

setUpDom();
const api = await startTestApi();
afterAll(() => api.close());

const LOADED = { timeout: 8000 };

function renderAs(person: { user: Parameters<typeof profileOf>[0]; token: string }) {
  const { host } = testHost(api.url, person.token, profileOf(person.user));
  return render(<DashboardWidget host={host} />);
}

describe("a district admin whose district has no safety contact", () => {
  test("is warned on the dashboard; its button opens the contacts form on a new contact, and saving one ends the warning", async () => {
    const district = await createTestDistrict(api, "Cedar District", 1);
    const view = renderAs(district.districtAdmin);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    const warning = await within(section).findByRole("alert", {}, LOADED);
    expect(warning.textContent).toContain("No safety contact");
    expect(warning.textContent).toContain("no designated safeguarding lead is told");

    fireEvent.click(within(warning).getByRole("button", { name: "Add a safety contact" }));
    const toggle = await within(section).findByRole("button", { name: "Hide safety settings" }, LOADED);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const name = await within(section).findByLabelText<HTMLInputElement>("Name", {}, LOADED);
    await until(() => document.activeElement === name, "the new contact's name to have the focus", LOADED.timeout);

    fireEvent.change(name, { target: { value: "Dana Lee" } });
    fireEvent.change(within(section).getByLabelText("Email"), { target: { value: "dana@cedar.test" } });
    fireEvent.click(within(section).getByRole("button", { name: "Save safety settings" }));
    await within(section).findByText("Safety settings saved.", {}, LOADED);
    await until(
      () => within(section).queryAllByText("No safety contact").length === 0,
      "the warning to go",
      LOADED.timeout,
    );
    expect(within(section).queryAllByRole("button", { name: "Add a safety contact" })).toEqual([]);
    const readiness = await api.call("/api/safety/readiness", { token: district.districtAdmin.token });
    expect(readiness.body.ready).toBe(true);
  });

  test("the Safety settings panel warns too, and its button opens the closed form on a new contact", async () => {
    const district = await createTestDistrict(api, "Birch District", 1);
    const view = renderAs(district.districtAdmin);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    const toggle = await within(section).findByRole("button", { name: "Show safety settings" }, LOADED);
    const panel = toggle.closest(".dash-safety-settings") as HTMLElement;
    // The panel's own warning is polite: the dashboard's warning above is the one announced.
    const warning = await within(panel).findByRole("status", {}, LOADED);
    expect(warning.textContent).toContain("No safety contact");

    fireEvent.click(within(warning).getByRole("button", { name: "Add a safety contact" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const name = await within(panel).findByLabelText<HTMLInputElement>("Name", {}, LOADED);
    await until(() => document.activeElement === name, "the new contact's name to have the focus", LOADED.timeout);
    // Pressed again, the empty row is reused rather than another added.
    fireEvent.click(within(warning).getByRole("button", { name: "Add a safety contact" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(panel).getAllByLabelText("Name")).toHaveLength(1);
  });
});

describe("no warning", () => {
  test("for a district with a safety contact, or for a teacher", async () => {
    const district = await createTestDistrict(api, "Aspen District", 1);
    await api.call("/api/safety/settings", {
      method: "PUT",
      token: district.districtAdmin.token,
      json: { contacts: [{ name: "Dana Lee", email: "dana@aspen.test" }], helpLines: {} },
    });
    const admin = renderAs(district.districtAdmin);
    const section = await admin.findByRole("region", { name: "Student safety" }, LOADED);
    await within(section).findByRole("button", { name: "Show safety settings" }, LOADED);
    // The readiness answer has arrived by the time the panels' own data has.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(section).queryAllByText("No safety contact")).toEqual([]);
    admin.unmount();

    const teacher = renderAs(district.teacher);
    const theirs = await teacher.findByRole("region", { name: "Student safety" }, LOADED);
    await within(theirs).findByText("No open alerts", {}, LOADED);
    expect(within(theirs).queryByText("No safety contact")).toBeNull();
  });
});

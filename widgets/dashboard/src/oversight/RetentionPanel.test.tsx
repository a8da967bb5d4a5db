import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../../api/test/harness";
import { createTestDistrict } from "../../../../api/test/school";
import { fireEvent, render, setUpDom, within } from "../../../../packages/ui/test/dom";
import { formatDate } from "../format";
import { profileOf, testHost } from "../test-support";
import DashboardWidget from "../Widget";

/**
 * The retention panel on happy-dom against the real API: a period of days deletes conversations
 * for good, so saving one first asks, saying what goes and when; nothing is saved until the admin
 * confirms. Keeping conversations deletes nothing and saves at once.
 */

setUpDom();
const LOADED = { timeout: 8000 };
const api = await startTestApi();
afterAll(() => api.close());
const district = await createTestDistrict(api, "Cedar District", 1);

const savedDays = async () =>
  (await api.call("/api/admin/retention", { token: district.districtAdmin.token })).body.messageRetentionDays;

async function openPanel() {
  const { host } = testHost(api.url, district.districtAdmin.token, profileOf(district.districtAdmin.user));
  const view = render(<DashboardWidget host={host} />);
  fireEvent.click(await view.findByRole("button", { name: "Show data retention" }, LOADED));
  fireEvent.click(await view.findByLabelText(/Delete conversations older than a number of days/, {}, LOADED));
  fireEvent.change(view.getByLabelText(/Days to keep/), { target: { value: "90" } });
  return view;
}

describe("saving a retention period", () => {
  test("asks first, saying what will be deleted and when; Cancel saves nothing", async () => {
    const view = await openPanel();
    fireEvent.click(view.getByRole("button", { name: "Save retention" }));
    const dialog = await view.findByRole("dialog", { name: "Delete conversations older than 90 days?" }, LOADED);
    const cutoff = formatDate(Date.now() - 90 * 86_400_000);
    expect(dialog.textContent).toContain(
      `Within a day, Bloom deletes every tutoring conversation in your district written before ${cutoff}`,
    );
    expect(dialog.textContent).toContain("can't be brought back");
    expect(dialog.textContent).toContain("mastery numbers, flashcards and accounts are kept");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBe(document.activeElement as HTMLElement);

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(view.queryByRole("dialog")).toBeNull();
    expect(view.queryByText("Retention saved.")).toBeNull();
    expect(await savedDays()).toBeNull();
  });

  test("saves the period once the admin confirms", async () => {
    const view = await openPanel();
    fireEvent.click(view.getByRole("button", { name: "Save retention" }));
    const dialog = await view.findByRole("dialog", {}, LOADED);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save and delete older conversations" }));
    await view.findByText("Retention saved.", {}, LOADED);
    expect(await savedDays()).toBe(90);

    // Keeping conversations deletes nothing: no question.
    fireEvent.click(view.getByLabelText(/Keep conversations for as long as the student's account/));
    fireEvent.click(view.getByRole("button", { name: "Save retention" }));
    expect(view.queryByRole("dialog")).toBeNull();
    // The first save's "Retention saved." may still show, so wait for the server to hold the new value.
    for (let attempt = 0; attempt < 100 && (await savedDays()) !== null; attempt++) await Bun.sleep(50);
    expect(await savedDays()).toBeNull();
    await view.findByText("Retention saved.", {}, LOADED);
    expect(view.queryByRole("dialog")).toBeNull();
  });
});

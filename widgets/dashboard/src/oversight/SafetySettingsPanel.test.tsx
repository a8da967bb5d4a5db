import { afterAll, describe, expect, test } from "bun:test";
import { safetySettings } from "../../../../api/src/db/schema";
import { startTestApi } from "../../../../api/test/harness";
import { createTestDistrict } from "../../../../api/test/school";
import { fireEvent, render, setUpDom, within } from "../../../../packages/ui/test/dom";
import { profileOf, testHost } from "../test-support";
import DashboardWidget from "../Widget";

/**
 * The district admin's help lines on happy-dom against the real API: plain text to read and type,
 * never markup, with what a student sees beside each line (its numbers as tap-to-call links).
 */

setUpDom();
const api = await startTestApi();
afterAll(() => api.close());

const LOADED = { timeout: 8000 };

async function openSettings(district: Awaited<ReturnType<typeof createTestDistrict>>) {
  const admin = district.districtAdmin;
  const { host } = testHost(api.url, admin.token, profileOf(admin.user));
  const view = render(<DashboardWidget host={host} />);
  const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
  fireEvent.click(await within(section).findByRole("button", { name: "Show safety settings" }, LOADED));
  await within(section).findByLabelText("Immediate danger", {}, LOADED);
  return section;
}

describe("help lines in the safety settings", () => {
  test("the defaults show as plain text, and a student's view shows 988 and 911 as links to call", async () => {
    const section = await openSettings(await createTestDistrict(api, "Rowan District", 1));
    const emergency = within(section).getByLabelText<HTMLTextAreaElement>("Immediate danger");
    expect(emergency.placeholder).toBe("If you are in danger right now, call 911.");
    for (const field of within(section).getAllByRole("textbox"))
      expect((field as HTMLTextAreaElement).placeholder).not.toContain("*");
    const preview = within(section).getByRole("region", { name: "Immediate danger: what a student sees" });
    const call = await within(preview).findByRole("link", { name: "Call 911" }, LOADED);
    expect(call.getAttribute("href")).toBe("tel:911");
    expect(preview.textContent).not.toContain("*");
    const suicide = within(section).getByRole("region", { name: "Suicide and self-harm: what a student sees" });
    expect((await within(suicide).findByRole("link", { name: "Call 988" }, LOADED)).getAttribute("href")).toBe(
      "tel:988",
    );
  });

  test("a line typed as plain text is previewed with its number as a link, and saved as typed", async () => {
    const district = await createTestDistrict(api, "Hazel District", 1);
    const section = await openSettings(district);
    fireEvent.change(within(section).getByLabelText("A trusted adult"), {
      target: { value: "Text HOME to 741741, or call Ms Rivera on 555-0100." },
    });
    const preview = within(section).getByRole("region", { name: "A trusted adult: what a student sees" });
    expect(within(preview).getByRole("link", { name: "Text HOME to 741741" }).getAttribute("href")).toBe(
      "sms:741741?&body=HOME",
    );
    expect(within(preview).getByRole("link", { name: "Call 555-0100" }).getAttribute("href")).toBe("tel:5550100");
    fireEvent.click(within(section).getByRole("button", { name: "Save safety settings" }));
    await within(section).findByText("Safety settings saved.", {}, LOADED);
    const saved = await api.call("/api/safety/settings", { token: district.districtAdmin.token });
    expect(saved.body.helpLines.trustedAdult).toBe("Text HOME to 741741, or call Ms Rivera on 555-0100.");
  });

  test("a line an earlier version stored with stars shows without them", async () => {
    const district = await createTestDistrict(api, "Aspen District", 1);
    await api.ctx.database.write((tx) =>
      tx.insert(safetySettings).values({
        districtId: district.districtId,
        contacts: [],
        helpLines: { emergency: "In danger? Call **911** now." },
      }),
    );
    const section = await openSettings(district);
    expect(within(section).getByLabelText<HTMLTextAreaElement>("Immediate danger").value).toBe(
      "In danger? Call 911 now.",
    );
  });
});

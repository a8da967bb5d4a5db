import { afterAll, describe, expect, test } from "bun:test";
import { startTestApi } from "../../../../api/test/harness";
import { createTestDistrict } from "../../../../api/test/school";
import { fireEvent, render, setUpDom, within } from "../../../../packages/ui/test/dom";
import { profileOf, testHost } from "../test-support";
import DashboardWidget from "../Widget";

/**
 * The audit log on happy-dom against the real API: a teacher who opens the same student's chats
 * three times in a row is one line saying so, not three identical lines; another student's read
 * between keeps its own line.
 */

setUpDom();
const LOADED = { timeout: 8000 };
const api = await startTestApi();
afterAll(() => api.close());
const district = await createTestDistrict(api, "Cedar District", 2);

describe("the audit log", () => {
  test("lists repeated identical reads once, with how many times", async () => {
    const [first, second] = district.students;
    const list = (studentId: string) =>
      api.call(`/api/classroom/students/${studentId}/sessions`, { token: district.teacher.token });
    await list(second!.user.id);
    for (let read = 0; read < 3; read++) await list(first!.user.id);

    const { host } = testHost(api.url, district.districtAdmin.token, profileOf(district.districtAdmin.user));
    const view = render(<DashboardWidget host={host} />);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    fireEvent.click(await within(section).findByRole("button", { name: "Show audit log" }, LOADED));
    const log = await within(section).findByRole("list", { name: "Audit log" }, LOADED);
    const lines = within(log)
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^[A-Z][a-z]+ \\d+, \\d\\d:\\d\\d: .* listed the tutoring sessions of ${first!.user.name}, .*\\(3 times\\)$`,
      ),
    );
    expect(lines[1]).toContain(`listed the tutoring sessions of ${second!.user.name}`);
    expect(lines[1]).not.toContain("times");
  });
});

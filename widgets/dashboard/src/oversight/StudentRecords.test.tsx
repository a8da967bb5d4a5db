import { afterAll, describe, expect, test } from "bun:test";
import { createQueryClient, WidgetHostProvider } from "@bloom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { startTestApi } from "../../../../api/test/harness";
import { createTestDistrict } from "../../../../api/test/school";
import { fireEvent, render, setUpDom, within } from "../../../../packages/ui/test/dom";
import { profileOf, testHost } from "../test-support";
import { StudentRecords } from "./StudentRecords";

/**
 * The admin's delete dialog on happy-dom against the real API: the word DELETE confirms in any
 * case and with spaces around it (phone keyboards capitalise as they like); anything else leaves
 * the button disabled.
 */

setUpDom();
const api = await startTestApi();
afterAll(() => api.close());

const LOADED = { timeout: 8000 };
const district = await createTestDistrict(api, "Alder District", 2);

function renderRecords(student: { id: string; name: string }) {
  const admin = district.districtAdmin;
  const { host } = testHost(api.url, admin.token, profileOf(admin.user));
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WidgetHostProvider host={host}>
        <StudentRecords student={student} />
      </WidgetHostProvider>
    </QueryClientProvider>,
  );
}

describe("deleting a student's account", () => {
  test("the button stays disabled until the word DELETE is typed, in any case, spaces trimmed", async () => {
    const student = district.students[0]!.user;
    const view = renderRecords({ id: student.id, name: student.name });
    fireEvent.click(view.getByRole("button", { name: `Delete ${student.name}'s account` }));
    const dialog = await view.findByRole("dialog", {}, LOADED);
    const input = within(dialog).getByLabelText("Type the word DELETE to confirm");
    const confirm = within(dialog).getByRole("button", { name: "Delete the account" }) as HTMLButtonElement;
    expect(within(dialog).getByText("Capital or small letters both work.")).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    for (const [typed, allowed] of [
      ["DELET", false],
      ["DELETE IT", false],
      ["remove", false],
      ["DELETE", true],
      ["delete", true],
      ["Delete", true],
      ["  dElEtE ", true],
      ["", false],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      expect([typed, confirm.disabled]).toEqual([typed, !allowed]);
    }
  });

  test("'Delete' as a phone keyboard writes it deletes the account", async () => {
    const student = district.students[1]!;
    const view = renderRecords({ id: student.user.id, name: student.user.name });
    fireEvent.click(view.getByRole("button", { name: `Delete ${student.user.name}'s account` }));
    const dialog = await view.findByRole("dialog", {}, LOADED);
    fireEvent.change(within(dialog).getByLabelText("Type the word DELETE to confirm"), {
      target: { value: "Delete " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete the account" }));
    for (let tries = 0; tries < 200; tries++) {
      if ((await api.call("/api/auth/me", { token: student.token })).status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await api.call("/api/auth/me", { token: student.token })).status).toBe(401);
  });
});

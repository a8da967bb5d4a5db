import { afterAll, describe, expect, test } from "bun:test";
import { failDeliveryForGood, startApiWithSmtp } from "../../../../api/test/api-with-smtp";
import { createTestDistrict } from "../../../../api/test/school";
import { fireEvent, render, setUpDom, within } from "../../../../packages/ui/test/dom";
import { profileOf, testHost } from "../test-support";
import DashboardWidget from "../Widget";

/**
 * The deliveries panel on happy-dom against the real API: a safety email the mail relay refused
 * seven times is listed for its district's admin with a Retry button, and once the relay takes
 * mail again a retry delivers it; another district's admin sees that everything was delivered.
 */

setUpDom();
const { api, smtp } = await startApiWithSmtp();

const LOADED = { timeout: 8000 };
const cedar = await createTestDistrict(api, "Cedar District", 1);
const birch = await createTestDistrict(api, "Birch District", 1);

await failDeliveryForGood(api, smtp, { to: "lead@cedar.test", districtId: cedar.districtId });

/** A proxy to the API that holds retries until released, so the test sees the row while its retry is on its way. */
let release: () => void = () => {};
const arrived = Promise.withResolvers<void>();
const proxy = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname.endsWith("/retry")) {
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      arrived.resolve();
      await held;
    }
    const body = request.method === "GET" ? undefined : await request.arrayBuffer();
    return fetch(`${api.url}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body });
  },
});
afterAll(() => proxy.stop(true));

function renderAs(person: { user: Parameters<typeof profileOf>[0]; token: string }) {
  const { host } = testHost(`http://127.0.0.1:${proxy.port}`, person.token, profileOf(person.user));
  return render(<DashboardWidget host={host} />);
}

describe("a district admin's deliveries", () => {
  test("lists the failed safety email without its address or text, and a retry delivers it once the relay is back", async () => {
    const view = renderAs(cedar.districtAdmin);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    fireEvent.click(
      await within(section).findByRole("button", { name: "Show deliveries that keep failing (1)" }, LOADED),
    );
    const table = await within(section).findByRole("table", { name: "Deliveries that keep failing" }, LOADED);
    const row = within(table).getByRole("row", { name: /Safety email/ });
    expect(row.textContent).toContain("Failed for good");
    expect(row.textContent).toContain("451");
    expect(table.textContent).not.toContain("lead@cedar.test");
    expect(table.textContent).not.toContain("Student 1");

    smtp.refuseNext(0);
    const retry = within(row).getByRole("button", { name: /^Retry Safety email/ });
    fireEvent.click(retry);
    // Disabled while the retry is on its way, so a second click cannot send it twice.
    await arrived.promise;
    await within(row).findByText("Retrying...", {}, LOADED);
    expect((retry as HTMLButtonElement).disabled).toBe(true);
    release();
    await within(row).findByText(/Being tried again/, {}, LOADED);
    expect(within(row).queryByRole("button")).toBeNull();
    const [email] = await smtp.waitFor(1);
    expect(email!.to).toEqual(["lead@cedar.test"]);
    await api.ctx.outbox.settle();
    const after = await api.call("/api/admin/deliveries", { token: cedar.districtAdmin.token });
    expect(after.body).toEqual({ deliveries: [], total: 0 });

    fireEvent.click(within(section).getByRole("button", { name: "Show audit log" }));
    const log = await within(section).findByRole("list", { name: "Audit log" }, LOADED);
    expect(log.textContent).toContain("District Admin retried a failed delivery (Safety email)");
  });
});

describe("another district's admin", () => {
  test("sees that every email and grade has been delivered", async () => {
    const view = renderAs(birch.districtAdmin);
    const section = await view.findByRole("region", { name: "Student safety" }, LOADED);
    fireEvent.click(await within(section).findByRole("button", { name: "Show deliveries that keep failing" }, LOADED));
    await within(section).findByText("Every email and grade has been delivered.", {}, LOADED);
  });
});

import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { organisations } from "../../../api/src/db/schema";
import { startTestApi } from "../../../api/test/harness";
import { currentPath, renderShell } from "../test-support";

/** The account page on happy-dom against a real API: saving, the data export, and deleting the account. */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

async function openAccount(overrides: Parameters<typeof api.createUser>[0] = {}) {
  const { token } = await api.createUser({ subscriptionStatus: "active", ...overrides });
  const view = renderShell(api, "/account", { token });
  await view.findByRole("heading", { name: "Your account" });
  return { view, token };
}

describe("AccountPage", () => {
  test("saves the name and the guardian's email, and says so", async () => {
    const { view, token } = await openAccount();
    const name = view.getByLabelText("Your name") as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe("Test Student"));
    fireEvent.change(name, { target: { value: "Robin" } });
    fireEvent.change(view.getByLabelText("Parent or guardian's email (for students under 18)"), {
      target: { value: "parent@example.test" },
    });
    fireEvent.click(view.getByRole("button", { name: "Save" }));
    expect(await view.findByText("Your account is saved.")).toBeTruthy();
    const me = await api.call("/api/auth/me", { token });
    expect(me.body).toMatchObject({ name: "Robin", guardianEmail: "parent@example.test" });
    // Until the parent answers the emailed link, the page says Bloom is still waiting for them.
    expect(await view.findByText(/Waiting for your parent or guardian to confirm/)).toBeTruthy();
    expect(view.getByRole("button", { name: "Send the email again" })).toBeTruthy();
  });

  test("a school's student is told their school looks after them, and cannot delete the account here", async () => {
    const districtId = crypto.randomUUID();
    await api.ctx.database.write((tx) =>
      tx.insert(organisations).values({ id: districtId, kind: "district", name: "North" }),
    );
    const { view } = await openAccount({ districtId });
    expect(view.getByText(/Your account comes from your school/)).toBeTruthy();
    expect(view.getByText(/Your school manages your account/)).toBeTruthy();
    expect(view.queryByLabelText("Parent or guardian's email (for students under 18)")).toBeNull();
    expect(view.queryByRole("button", { name: "Delete my account" })).toBeNull();
  });

  test("a visitor's demo account says it is a demo, deleted after 7 days, not a school's, and can be deleted", async () => {
    const districtId = crypto.randomUUID();
    await api.ctx.database.write((tx) =>
      tx.insert(organisations).values({ id: districtId, kind: "district", name: "Demo District" }),
    );
    const { view } = await openAccount({ districtId, isDemo: true });
    // The number of days is the server's (DEMO_ACCOUNT_DAYS), read from the sign-in options.
    expect(
      await view.findByText(
        "This is a demo account for trying Bloom. It is deleted, with everything in it, 7 days after it was made. You can delete it sooner below.",
      ),
    ).toBeTruthy();
    expect(view.queryByText(/comes from your school/)).toBeNull();
    expect(view.queryByText(/Your school manages your account/)).toBeNull();
    expect(view.getByRole("button", { name: "Delete my account" })).toBeTruthy();
  });

  test("Download my data fetches the export through the client and offers it as a file", async () => {
    const { view } = await openAccount();
    const downloads: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    };
    try {
      fireEvent.click(view.getByRole("button", { name: "Download my data" }));
      await waitFor(() => expect(downloads).toHaveLength(1));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(downloads[0]).toMatch(/\.json$/);
    expect(view.queryByRole("alert")).toBeNull();
  });

  test("deleting asks for the word DELETE in any case, can be kept, and once confirmed removes the account and goes home", async () => {
    const { view, token } = await openAccount();
    fireEvent.click(view.getByRole("button", { name: "Delete my account" }));
    const dialog = view.getByRole("dialog", { name: "Delete your account?" });
    const confirm = within(dialog).getByRole("button", { name: "Delete my account" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const field = within(dialog).getByLabelText("Type the word DELETE to confirm");
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Capital or small letters both work.",
    );
    fireEvent.change(field, { target: { value: "delet" } });
    expect(confirm.disabled).toBe(true);
    // A phone keyboard's capital letter and trailing space still confirm.
    fireEvent.change(field, { target: { value: " delete " } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(view.queryByRole("dialog", { name: "Delete your account?" })).toBeNull());
    expect((await api.call("/api/auth/me", { token })).status).toBe(200);

    fireEvent.click(view.getByRole("button", { name: "Delete my account" }));
    const again = view.getByRole("dialog", { name: "Delete your account?" });
    fireEvent.change(within(again).getByLabelText("Type the word DELETE to confirm"), { target: { value: "Delete " } });
    fireEvent.click(within(again).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(currentPath()).toBe("/?account=deleted"));
    expect(await view.findByText("Your account and everything in it has been deleted.")).toBeTruthy();
    expect(view.tokens.get()).toBeNull();
    expect((await api.call("/api/auth/me", { token })).status).toBe(401);
  });
});

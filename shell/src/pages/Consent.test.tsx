import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { outboxMessages } from "../../../api/src/db/schema";
import { startTestApi } from "../../../api/test/harness";
import { currentPath, renderShell } from "../test-support";

/**
 * Parental consent on happy-dom against a real API: a child gives a year of birth, asks a parent,
 * and the parent answers from the link in the email the API queued.
 */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);
const YEAR = new Date().getUTCFullYear();

/** The consent link's token from the last email queued for `parentEmail`. */
async function consentToken(parentEmail: string): Promise<string> {
  const messages = await api.ctx.database.read.select().from(outboxMessages);
  const email = messages
    .map((message) => JSON.stringify(message.payload))
    .findLast((text) => text.includes(parentEmail));
  const token = /\/consent\/([A-Za-z0-9_-]+)/.exec(email ?? "")?.[1];
  if (!token) throw new Error(`no consent email was queued for ${parentEmail}`);
  return token;
}

/** A child who has given a year of birth under 13 and asked `parentEmail`, through the pages. */
async function childWaitingFor(parentEmail: string) {
  const { token } = await api.createUser({ consentStatus: "needs_birth_year", subscriptionStatus: "active" });
  const view = renderShell(api, "/account/age", { token });
  const year = await view.findByLabelText("What year were you born?");
  const submit = view.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
  fireEvent.change(year, { target: { value: `${YEAR - 9}x` } });
  expect((year as HTMLInputElement).value).toBe(`${YEAR - 9}`);
  fireEvent.click(submit);
  await waitFor(() => expect(currentPath()).toBe("/account/waiting"));
  fireEvent.change(await view.findByLabelText("Your parent's or guardian's email"), { target: { value: parentEmail } });
  fireEvent.click(view.getByRole("button", { name: "Send the email" }));
  expect(await view.findByText(new RegExp(`We emailed ${parentEmail}`))).toBeTruthy();
  expect(view.getByRole("button", { name: "Send the email again" })).toBeTruthy();
  cleanup();
  return { token, consent: await consentToken(parentEmail) };
}

describe("BirthYearPage", () => {
  test("takes four digits only; an adult goes on to tutoring and needs no consent", async () => {
    const { token } = await api.createUser({ consentStatus: "needs_birth_year", subscriptionStatus: "active" });
    const view = renderShell(api, "/account/age", { token });
    const year = await view.findByLabelText("What year were you born?");
    const submit = view.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    fireEvent.change(year, { target: { value: "19" } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(year, { target: { value: `${YEAR - 30}` } });
    fireEvent.click(submit);
    await waitFor(() => expect(currentPath()).toBe("/tutoring"));
    expect((await api.call("/api/auth/me", { token })).body.consentStatus).toBe("not_required");
  });
});

describe("ParentConsentPage", () => {
  test("a child's parent reads what Bloom keeps and consents; the account opens", async () => {
    const child = await childWaitingFor("parent-yes@example.test");
    const view = renderShell(api, `/consent/${child.consent}`);
    await view.findByText(/signed up for Bloom/);
    expect(view.getByText(/Bloom never sells data/)).toBeTruthy();
    fireEvent.click(view.getByRole("button", { name: "I give my consent" }));
    expect(await view.findByText(/can now use Bloom/)).toBeTruthy();
    expect((await api.call("/api/auth/me", { token: child.token })).body.consentStatus).toBe("granted");
  });

  test("refusing asks first; Go back keeps the account, and refusing deletes it", async () => {
    const child = await childWaitingFor("parent-no@example.test");
    const view = renderShell(api, `/consent/${child.consent}`);
    fireEvent.click(await view.findByRole("button", { name: "I do not consent" }));
    const dialog = view.getByRole("dialog", { name: "Refuse consent?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Go back" }));
    await waitFor(() => expect(view.queryByRole("dialog", { name: "Refuse consent?" })).toBeNull());
    expect((await api.call("/api/auth/me", { token: child.token })).status).toBe(200);

    fireEvent.click(view.getByRole("button", { name: "I do not consent" }));
    fireEvent.click(
      within(view.getByRole("dialog", { name: "Refuse consent?" })).getByRole("button", {
        name: "Refuse and delete the account",
      }),
    );
    expect(await view.findByText(/The account and everything in it has been deleted/)).toBeTruthy();
    expect((await api.call("/api/auth/me", { token: child.token })).status).toBe(401);
  });

  test("a link that is not valid says so, and offers no answer", async () => {
    const view = renderShell(api, "/consent/not-a-real-token-at-all");
    expect(await view.findByText(/This link has expired or is not valid/)).toBeTruthy();
    expect(view.queryByRole("button", { name: "I give my consent" })).toBeNull();
  });
});

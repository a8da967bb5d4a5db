import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, waitFor } from "@testing-library/react";
import { outboxMessages } from "../../../api/src/db/schema";
import { startTestApi } from "../../../api/test/harness";
import { currentPath, renderShell } from "../test-support";

/** A guardian's link on happy-dom against a real API: signed out it asks to sign in; signed in it confirms. */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

/** A standalone student who named `guardianEmail`, and the link's token from the email the API queued. */
async function linkFor(guardianEmail: string): Promise<string> {
  const child = await api.createUser({ name: "Kim", subscriptionStatus: "active" });
  await api.call("/api/auth/me", { method: "PATCH", token: child.token, json: { guardianEmail } });
  const messages = await api.ctx.database.read.select().from(outboxMessages);
  const email = messages
    .map((message) => JSON.stringify(message.payload))
    .findLast((text) => text.includes(guardianEmail));
  const token = /\/guardian\/([A-Za-z0-9_-]+)/.exec(email ?? "")?.[1];
  if (!token) throw new Error(`no guardian email was queued for ${guardianEmail}`);
  return token;
}

describe("GuardianLinkPage", () => {
  test("signed out, it says whose guardian and asks to sign in first", async () => {
    const token = await linkFor("signed.out.parent@example.test");
    const view = renderShell(api, `/guardian/${token}`);
    expect(await view.findByRole("heading", { name: "Confirm you are Kim's parent or guardian" })).toBeTruthy();
    fireEvent.click(await view.findByRole("button", { name: "Sign in to confirm" }));
    await waitFor(() => expect(currentPath()).toBe("/login"));
  });

  test("signed in, the parent confirms, and the link is used up", async () => {
    const token = await linkFor("signed.in.parent@example.test");
    const parent = await api.createUser({ name: "Pat", email: null });
    const view = renderShell(api, `/guardian/${token}`, { token: parent.token });
    fireEvent.click(await view.findByRole("button", { name: "I am Kim's parent or guardian" }));
    expect(await view.findByText(/If Bloom is ever worried about Kim's safety, we will email you/)).toBeTruthy();
    expect((await api.call(`/api/auth/guardian/${token}`)).status).toBe(404);
  });
});

import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, waitFor } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { currentPath, renderShell } from "../test-support";

/** The page a signed-out visitor sees at an alert's link, on happy-dom against a real API. */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

describe("AlertSignInPage", () => {
  test("says it opens a safety alert, offers only what is set up (never the demo) and the LMS route", async () => {
    const view = renderShell(api, "/alerts/some-alert");
    await view.findByRole("heading", { name: "Sign in to open a safety alert" });
    expect(currentPath()).toBe("/alerts/some-alert");
    expect(view.getByText(/open Bloom there, then Alerts/)).toBeTruthy();
    // This server has neither single sign-on nor Google set up, and the demo is no way to read an alert.
    await waitFor(() => expect(view.getByRole("button", { name: "Email me a sign-in code" })).toBeTruthy());
    expect(view.queryByRole("button", { name: /Sign in with/ })).toBeNull();
    expect(view.queryByRole("button", { name: /demo/i })).toBeNull();
  });

  test("asking for a code answers the same for an address the alert did not go to", async () => {
    const view = renderShell(api, "/alerts/some-alert");
    fireEvent.change(await view.findByLabelText("The email address the alert was sent to"), {
      target: { value: "nobody@example.com" },
    });
    fireEvent.click(view.getByRole("button", { name: "Email me a sign-in code" }));
    expect(await view.findByText(/a sign-in code is on its way/)).toBeTruthy();
    fireEvent.change(view.getByLabelText("Sign-in code"), { target: { value: "123456" } });
    fireEvent.click(view.getByRole("button", { name: "Sign in and open the alert" }));
    expect(await view.findByText(/That code is not right/)).toBeTruthy();
  });
});

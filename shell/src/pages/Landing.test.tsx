import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, waitFor } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { takeReturnTo } from "../guard";
import { currentPath, renderShell } from "../test-support";

/** The landing page on happy-dom against a real API: who stays, who is sent on, and the free trial. */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

describe("LandingPage", () => {
  test("a signed-out visitor's Get Started goes to /login, to come back to /tutoring", async () => {
    const view = renderShell(api, "/");
    const [start] = view.getAllByRole("button", { name: "Get Started Free" });
    fireEvent.click(start!);
    await waitFor(() => expect(currentPath()).toBe("/login"));
    expect(takeReturnTo(window.history.state)).toBe("/tutoring");
  });

  test("a signed-in visitor of / goes to /tutoring; /home shows them the page", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    renderShell(api, "/", { token });
    await waitFor(() => expect(currentPath()).toBe("/tutoring"));
    cleanup();
    const home = renderShell(api, "/home", { token });
    await waitFor(() => expect(home.getAllByRole("button", { name: "Subscribed" }).length).toBeGreaterThan(0));
    expect(currentPath()).toBe("/home");
  });

  test("a signed-in user without a plan starts the free trial from here, and is told the days left", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "none" });
    const view = renderShell(api, "/home", { token });
    await view.findByRole("link", { name: "Your account", hidden: true });
    fireEvent.click(view.getAllByRole("button", { name: "Get Started Free" })[0]!);
    expect(await view.findByText(/Free trial started!/)).toBeTruthy();
    expect(view.getAllByRole("button", { name: "Trial Active" }).length).toBeGreaterThan(0);
    expect((await api.call("/api/auth/me", { token })).body.subscriptionStatus).toBe("trialing");
  });

  test("after an account is deleted the page says so", () => {
    const view = renderShell(api, "/?account=deleted");
    expect(view.getByText("Your account and everything in it has been deleted.")).toBeTruthy();
  });
});

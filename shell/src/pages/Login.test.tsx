import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, waitFor } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { currentPath, renderShell } from "../test-support";

/** The sign-in page on happy-dom against a real API that offers the demo (as outside production). */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

describe("LoginPage", () => {
  test("offers the school's sign-in, Google and the demo", async () => {
    const view = renderShell(api, "/login");
    expect(view.getByRole("heading", { name: "Welcome to Bloom" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Sign in with your school" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Sign in with Google" })).toBeTruthy();
    expect(await view.findByRole("button", { name: "Try the demo" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Start fresh with an empty demo account" })).toBeTruthy();
  });

  test("the demo signs in as the demo student and goes where the visitor was going", async () => {
    const view = renderShell(api, "/login", { state: { from: "/account" } });
    fireEvent.click(await view.findByRole("button", { name: "Try the demo" }));
    await waitFor(() => expect(currentPath()).toBe("/account"));
    const name = (await view.findByLabelText("Your name")) as HTMLInputElement;
    const me = await api.call("/api/auth/me", { token: view.tokens.get()! });
    expect(me.body).toMatchObject({ isDemo: true });
    expect(name.value).toBe(me.body.name);
  });

  test("a fresh demo account has no plan yet, so it goes to the plans", async () => {
    const view = renderShell(api, "/login");
    fireEvent.click(await view.findByRole("button", { name: "Start fresh with an empty demo account" }));
    await waitFor(() => expect(currentPath()).toBe("/pricing"));
    await view.findByRole("heading", { name: "Simple plans for every learner" });
  });

  test("a signed-in visitor goes straight on", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    renderShell(api, "/login", { token, state: { from: "/pricing" } });
    await waitFor(() => expect(currentPath()).toBe("/pricing"));
  });

  test("an error handed over by the sign-in callback is shown", async () => {
    const view = renderShell(api, "/login", { state: { error: "Your school sign-in was cancelled." } });
    expect(view.getByText("Your school sign-in was cancelled.")).toBeTruthy();
  });
});

import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { currentPath, renderShell } from "../test-support";

/** The sign-in page on happy-dom against a real API that offers the demo (as outside production). */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

describe("LoginPage", () => {
  test("with no school or Google sign-in set up, offers neither, says so, and offers the demo", async () => {
    const view = renderShell(api, "/login");
    expect(await view.findByRole("heading", { name: "Welcome to Bloom" })).toBeTruthy();
    expect(await view.findByRole("button", { name: "Try the demo" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Start fresh with an empty demo account" })).toBeTruthy();
    expect(view.queryByRole("button", { name: /Sign in with/ })).toBeNull();
    expect(view.queryByRole("separator")).toBeNull();
    expect(view.getByText(/Signing in with a school or Google account is not set up here/)).toBeTruthy();
  });

  test("with both set up, offers the school's sign-in, 'Or continue with' and Google", async () => {
    // Addresses that answer nothing: the page only reads which providers are set up.
    const configured = await startTestApi({
      GOOGLE_ISSUER: "http://127.0.0.1:9/google",
      GOOGLE_CLIENT_ID: "bloom",
      GOOGLE_CLIENT_SECRET: "secret",
      SCHOOL_SSO_PROVIDER: "clever",
      SCHOOL_SSO_ISSUER: "http://127.0.0.1:9/clever",
      SCHOOL_SSO_CLIENT_ID: "bloom",
      SCHOOL_SSO_CLIENT_SECRET: "secret",
    });
    try {
      const view = renderShell(configured, "/login");
      expect(await view.findByRole("button", { name: "Sign in with Clever" })).toBeTruthy();
      expect(view.getByRole("separator").textContent).toBe("Or continue with");
      expect(view.getByRole("button", { name: "Sign in with Google" })).toBeTruthy();
      expect(view.queryByText(/not set up here/)).toBeNull();
    } finally {
      cleanup();
      await configured.close();
    }
  });

  test("with only Google set up, offers Google alone, with no divider", async () => {
    const configured = await startTestApi({
      GOOGLE_ISSUER: "http://127.0.0.1:9/google",
      GOOGLE_CLIENT_ID: "bloom",
      GOOGLE_CLIENT_SECRET: "secret",
    });
    try {
      const view = renderShell(configured, "/login");
      expect(await view.findByRole("button", { name: "Sign in with Google" })).toBeTruthy();
      expect(view.queryByRole("button", { name: /Sign in with (your school|Clever)/ })).toBeNull();
      expect(view.queryByRole("separator")).toBeNull();
    } finally {
      cleanup();
      await configured.close();
    }
  });

  test("with no sign-in and no demo, says how a student gets in", async () => {
    const closed = await startTestApi({ DEMO_SIGN_IN: "false" });
    try {
      const view = renderShell(closed, "/login");
      expect(await view.findByText(/Signing in is not set up here yet/)).toBeTruthy();
      const page = view.getByRole("region", { name: "Welcome to Bloom" });
      expect(within(page).queryAllByRole("button")).toHaveLength(0);
    } finally {
      cleanup();
      await closed.close();
    }
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

  test("'Start fresh' says what it does, and the plans page it leads to says why the visitor is there", async () => {
    const view = renderShell(api, "/login");
    const fresh = await view.findByRole("button", { name: "Start fresh with an empty demo account" });
    const hint = document.getElementById(fresh.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toContain("you start its free trial on the next page");
    expect(hint?.textContent).toContain("Demo accounts are deleted after 7 days.");
    fireEvent.click(fresh);
    await waitFor(() => expect(currentPath()).toBe("/pricing?reason=subscription_required"));
    await view.findByRole("heading", { name: "Simple plans for every learner" });
    expect(await view.findByText(/This is a fresh demo account of your own/)).toBeTruthy();
    expect(await view.findByText(/deleted after 7 days/)).toBeTruthy();
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

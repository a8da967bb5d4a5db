import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { cleanup, waitFor } from "@testing-library/react";
import { startTestApi } from "../../api/test/harness";
import { type RouteAccess, RouteGuard, takeReturnTo } from "./guard";
import { useRouter } from "./router";
import { currentPath, renderShell } from "./test-support";

/** The route guard of spec §2 on happy-dom, against a real API: who sees the page, and where the others go. */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** The guarded page at its own path; any other path (where the guard sends the user) just names itself. */
function GuardedAt({ at, access }: { at: string; access: RouteAccess }) {
  const { path } = useRouter();
  if (path !== at) return <p>Now at {path}</p>;
  return (
    <RouteGuard access={access}>
      <p>The protected page</p>
    </RouteGuard>
  );
}

function guarded(path: string, access: RouteAccess, token?: string) {
  return renderShell(api, path, { token, page: <GuardedAt at={new URL(path, "http://x").pathname} access={access} /> });
}

describe("RouteGuard", () => {
  test("a signed-out visitor goes to /login, and where they were going is remembered for after sign-in", async () => {
    const view = guarded("/tutoring?subject=s1", {});
    await waitFor(() => expect(currentPath()).toBe("/login"));
    expect(view.queryByText("The protected page")).toBeNull();
    expect(window.history.state).toEqual({ from: "/tutoring?subject=s1" });
    expect(takeReturnTo(null)).toBe("/tutoring?subject=s1");
  });

  test("a page open to signed-out visitors is shown to them as it is", async () => {
    const view = guarded("/practice", { roles: ["student"], subscription: true, openToSignedOut: true });
    expect(await view.findByText("The protected page")).toBeTruthy();
    expect(currentPath()).toBe("/practice");
  });

  test("a signed-in user of an allowed role with a subscription sees the page", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const view = guarded("/tutoring", { roles: ["student", "teacher"], subscription: true }, token);
    expect(await view.findByText("The protected page")).toBeTruthy();
  });

  test("a role outside the route's list goes to /unauthorized", async () => {
    const { token } = await api.createUser({ role: "admin", subscriptionStatus: "active" });
    guarded("/tutoring", { roles: ["student", "teacher"] }, token);
    await waitFor(() => expect(currentPath()).toBe("/unauthorized"));
  });

  test("without a trial or subscription the user goes to /pricing with the reason", async () => {
    const never = await api.createUser({ subscriptionStatus: "none" });
    guarded("/tutoring", { subscription: true }, never.token);
    await waitFor(() => expect(currentPath()).toBe("/pricing?reason=subscription_required"));
    cleanup();
    const expired = await api.createUser({ subscriptionStatus: "trialing", trialEnd: now() - DAY });
    guarded("/practice", { subscription: true }, expired.token);
    await waitFor(() => expect(currentPath()).toBe("/pricing?reason=trial_expired"));
  });

  test("an account that waits for a year of birth or a parent's consent is sent to that page first", async () => {
    const newcomer = await api.createUser({ consentStatus: "needs_birth_year", subscriptionStatus: "active" });
    guarded("/dashboard", {}, newcomer.token);
    await waitFor(() => expect(currentPath()).toBe("/account/age"));
    cleanup();
    const child = await api.createUser({ consentStatus: "awaiting_parent", subscriptionStatus: "active" });
    guarded("/dashboard", {}, child.token);
    await waitFor(() => expect(currentPath()).toBe("/account/waiting"));
  });

  test("a token the API no longer accepts counts as signed out", async () => {
    guarded("/account", {}, "not-a-valid-token");
    await waitFor(() => expect(currentPath()).toBe("/login"));
  });
});

describe("takeReturnTo", () => {
  test("only a path of this site is followed; anything else, or /login itself, leads to /tutoring", () => {
    expect(takeReturnTo({ from: "/practice" })).toBe("/practice");
    for (const from of ["https://evil.example/", "//evil.example", "/login?x=1", 42])
      expect(takeReturnTo({ from })).toBe("/tutoring");
    expect(takeReturnTo(null)).toBe("/tutoring");
  });
});

import { afterAll, afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { startTestApi } from "../../../api/test/harness";
import { currentPath, renderShell } from "../test-support";

/** The page frame on happy-dom against a real API: the navigation each visitor gets, the menu, and Logout. */

const api = await startTestApi();
afterAll(() => api.close());
afterEach(cleanup);

/** The labels and addresses of the top navigation. */
function topNavigation(view: ReturnType<typeof renderShell>) {
  return within(view.getByRole("navigation", { name: "Main" }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("Layout", () => {
  test("signed out: no navigation on the landing page; elsewhere Home is the landing page and there is no account", async () => {
    const landing = renderShell(api, "/");
    await landing.findByRole("heading", { name: "Learn anything, one good question at a time." });
    expect(landing.container.querySelector(".shell-header")).toBeNull();
    cleanup();

    const view = renderShell(api, "/pricing");
    await view.findByRole("heading", { name: "Simple plans for every learner" });
    expect(topNavigation(view)).toEqual([
      ["Home", "/"],
      ["Dashboard", "/dashboard"],
      ["Tutoring", "/tutoring"],
      ["Practice", "/practice"],
      ["Pricing", "/pricing"],
    ]);
    expect(view.getByRole("link", { name: "Pricing", current: "page" })).toBeTruthy();
    expect(view.queryByRole("link", { name: "Your account", hidden: true })).toBeNull();
    expect(view.queryByRole("link", { name: /^Signed in as/ })).toBeNull();
    expect(view.queryByRole("button", { name: "Logout", hidden: true })).toBeNull();
  });

  test("learning plans, which do not exist yet, are offered in neither the navigation nor the menu", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const view = renderShell(api, "/pricing", { token });
    await view.findByRole("link", { name: "Your account", hidden: true });
    const labels = view.getAllByRole("link", { hidden: true }).map((link) => link.textContent);
    expect(labels.some((label) => /learning plan/i.test(label ?? ""))).toBe(false);
  });

  test("signed in, the header names the account without opening the menu", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active", name: "Maya Chen" });
    const view = renderShell(api, "/pricing", { token });
    const account = await view.findByRole("link", { name: "Signed in as Maya Chen" });
    expect(account.getAttribute("href")).toBe("/account");
    expect(account.closest("header")).not.toBeNull();
    expect(account.closest("aside")).toBeNull();
    // Seen: the first name beside its initial (the whole name is what a screen reader hears).
    expect(account.querySelector(".shell-me-name")?.textContent).toBe("Maya");
    expect(account.querySelector(".shell-me-initial")?.textContent).toBe("M");
    fireEvent.click(account);
    await waitFor(() => expect(currentPath()).toBe("/account"));
  });

  test("a signed-in student: Home is /home, the sidebar has the account and Logout, and no Alerts", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const view = renderShell(api, "/pricing", { token });
    // Already while the kept sign-in is being checked: / would send a signed-in student to /tutoring.
    expect(topNavigation(view)[0]).toEqual(["Home", "/home"]);
    await view.findByRole("link", { name: "Your account", hidden: true });
    expect(topNavigation(view)[0]).toEqual(["Home", "/home"]);
    expect(topNavigation(view).map(([label]) => label)).not.toContain("Alerts");
  });

  test("a teacher and an admin also get Alerts", async () => {
    for (const role of ["teacher", "admin"] as const) {
      const { token } = await api.createUser({ role, subscriptionStatus: "active" });
      const view = renderShell(api, "/pricing", { token });
      await waitFor(() => expect(topNavigation(view).at(-1)).toEqual(["Alerts", "/alerts"]));
      cleanup();
    }
  });

  test("the menu opens from the hamburger and closes on Close or when the page changes", async () => {
    const view = renderShell(api, "/pricing");
    const menu = view.container.querySelector<HTMLElement>("aside#shell-sidebar")!;
    expect(menu.getAttribute("aria-label")).toBe("Menu");
    const hamburger = view.getByRole("button", { name: "Open menu" });
    expect(menu.getAttribute("aria-hidden")).toBe("true");
    fireEvent.click(hamburger);
    expect(hamburger.getAttribute("aria-expanded")).toBe("true");
    expect(menu.getAttribute("aria-hidden")).toBe("false");
    fireEvent.click(within(menu).getByRole("button", { name: "Close menu" }));
    expect(menu.getAttribute("aria-hidden")).toBe("true");

    fireEvent.click(hamburger);
    fireEvent.click(within(menu).getByRole("link", { name: "Dashboard" }));
    await waitFor(() => expect(currentPath()).toBe("/login"));
    expect(menu.getAttribute("aria-hidden")).toBe("true");
  });

  test("Logout ends the session on the server and goes to /login", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    const view = renderShell(api, "/pricing", { token });
    fireEvent.click(view.getByRole("button", { name: "Open menu" }));
    fireEvent.click(await view.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(currentPath()).toBe("/login"));
    expect(view.tokens.get()).toBeNull();
    expect((await api.call("/api/auth/me", { token })).status).toBe(401);
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { act, cleanup, waitFor } from "@testing-library/react";
import { startTestApi } from "../../api/test/harness";
import { pageTitles } from "./App";
import { currentPath, renderShell } from "./test-support";

/**
 * Each page's own title in the tab, from the route table, on happy-dom against a real API. The
 * widgets' pages are checked through the table only: opening one here would load its remote for
 * real, which the other shell tests replace (widgets.test.tsx).
 */

const api = await startTestApi();
afterAll(() => api.close());

/** Goes to `path` as the browser's back and forward buttons do. */
function goTo(path: string) {
  act(() => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

describe("page titles", () => {
  test("navigating changes the title to the new page's", async () => {
    renderShell(api, "/pricing");
    await waitFor(() => expect(document.title).toBe("Pricing · Bloom"));
    goTo("/login");
    await waitFor(() => expect(document.title).toBe("Sign in · Bloom"));
    goTo("/privacy");
    await waitFor(() => expect(document.title).toBe("Privacy · Bloom"));
    goTo("/no-such-page");
    await waitFor(() => expect(document.title).toBe("Page not found · Bloom"));
    goTo("/");
    await waitFor(() => expect(document.title).toBe("Bloom · AI tutoring and flashcards"));
    cleanup();
  });

  test("a signed-in student's pages each have their own title", async () => {
    const { token } = await api.createUser({ subscriptionStatus: "active" });
    renderShell(api, "/account", { token });
    await waitFor(() => expect(document.title).toBe("Account · Bloom"));
    goTo("/home");
    await waitFor(() => expect(document.title).toBe("Home · Bloom"));
    goTo("/pricing");
    await waitFor(() => expect(document.title).toBe("Pricing · Bloom"));
    cleanup();
  });

  test("a signed-out visitor sent to sign in sees the sign-in page's title", async () => {
    renderShell(api, "/account");
    await waitFor(() => expect(currentPath()).toBe("/login"));
    await waitFor(() => expect(document.title).toBe("Sign in · Bloom"));
    cleanup();
  });

  test("the build's table (written into the page) names every page, each but sign-in's callbacks differently", () => {
    const titles = pageTitles().map(([, title]) => title);
    for (const title of titles) expect(title).toContain("Bloom");
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual(["Signing in · Bloom"]);
    const find = (path: string) => pageTitles().find(([pattern]) => new RegExp(pattern).test(path))?.[1];
    expect(find("/tutoring")).toBe("Tutoring · Bloom");
    expect(find("/dashboard")).toBe("Dashboard · Bloom");
    expect(find("/practice/flashcards")).toBe("Flashcards · Bloom");
    expect(find("/alerts/abc123")).toBe("Safety alert · Bloom");
    expect(find("/about")).toBe("About Bloom");
  });
});
